import { type ReactNode, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../GlobalStyle/GlobalStyle';
import type { Brand } from '../theme/brand';
import { type BookdirectTheme, createTheme } from '../theme/create-theme';
import { type SiteLinkSettings, SiteLinksContext, siteLinks } from './site-links';

export interface BookingUiProviderProps extends SiteLinkSettings {
  /** A ready theme; wins over `brand`. */
  theme?: BookdirectTheme;
  /** The brand to build the theme from; the demo brand when neither is given. */
  brand?: Partial<Brand>;
  /** Also render `GlobalStyle` (body font, colours, focus ring); default true. */
  globalStyle?: boolean;
  children?: ReactNode;
}

/**
 * Gives every booking-ui component below it the theme built from the brand, and the
 * booking site's links (`bookingUrl`, `links`, `partnerCode`) that `useSiteLinks` reads.
 */
export function BookingUiProvider({
  theme,
  brand,
  globalStyle = true,
  bookingUrl,
  links,
  partnerCode,
  children,
}: BookingUiProviderProps) {
  const value = useMemo(() => theme ?? createTheme(brand), [theme, brand]);
  const site = useMemo(
    () => siteLinks({ bookingUrl, links, partnerCode }),
    [bookingUrl, links, partnerCode],
  );
  return (
    <ThemeProvider theme={value}>
      <SiteLinksContext.Provider value={site}>
        {globalStyle ? <GlobalStyle /> : null}
        {children}
      </SiteLinksContext.Provider>
    </ThemeProvider>
  );
}
