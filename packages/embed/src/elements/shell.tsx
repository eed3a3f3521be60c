import { BookingUiProvider } from '@bookdirect/booking-ui/BookingUiProvider';
import type { Language } from '@bookdirect/locales/language';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createGlobalStyle, StyleSheetManager } from 'styled-components';
import { brandOf } from '../brand';
import type { EmbedConfig } from '../config';
import { i18nFor } from '../i18n';

/**
 * The page-wide basics of `GlobalStyle`, for a shadow root: the element is the "page" its
 * components see, so the host's styles neither leak in nor get overridden.
 */
const HostStyle = createGlobalStyle`
  :host {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    text-align: start;
    -webkit-font-smoothing: antialiased;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: 2px solid var(--bd-focus, ${({ theme }) => theme.colors.focus});
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export interface ShellProps {
  shadow: ShadowRoot;
  nonce?: string;
  config: EmbedConfig;
  lang: Language;
  partner: string | null;
  /** The element's `brand` attribute as written. */
  brand: string | null;
  children: ReactNode;
}

/**
 * What wraps an element's view: styles written into its own shadow root, its language, and
 * the booking-ui provider with the brand and the booking site's links carrying the partner.
 */
export function Shell({ shadow, nonce, config, lang, partner, brand, children }: ShellProps) {
  const theme = useMemo(() => brandOf(config.brand, brand), [config.brand, brand]);
  return (
    <StyleSheetManager target={shadow} nonce={nonce}>
      <I18nextProvider i18n={i18nFor(lang)}>
        <BookingUiProvider
          brand={theme}
          globalStyle={false}
          bookingUrl={config.bookingUrl}
          partnerCode={partner ?? undefined}
        >
          <HostStyle />
          {children}
        </BookingUiProvider>
      </I18nextProvider>
    </StyleSheetManager>
  );
}
