import { type ReactNode, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle/GlobalStyle';
import type { Brand } from '../theme/brand';
import { type BookdirectTheme, createTheme } from '../theme/create-theme';

export interface BookingUiProviderProps {
  /** A ready theme; wins over `brand`. */
  theme?: BookdirectTheme;
  /** The brand to build the theme from; the demo brand when neither is given. */
  brand?: Partial<Brand>;
  /** Also render `GlobalStyle` (body font, colours, focus ring); default true. */
  globalStyle?: boolean;
  children?: ReactNode;
}

/** Gives every booking-ui component below it the theme built from the brand. */
export function BookingUiProvider({
  theme,
  brand,
  globalStyle = true,
  children,
}: BookingUiProviderProps) {
  const value = useMemo(() => theme ?? createTheme(brand), [theme, brand]);
  return (
    <ThemeProvider theme={value}>
      {globalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
