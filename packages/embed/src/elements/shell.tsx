import { BookingUiProvider } from '@bookdirect/booking-ui/BookingUiProvider';
import { baseRules, baseType } from '@bookdirect/booking-ui/GlobalStyle';
import type { Language } from '@bookdirect/locales/language';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createGlobalStyle, StyleSheetManager } from 'styled-components';
import { brandOf } from '../brand';
import type { EmbedConfig } from '../config';
import { i18nFor } from '../i18n';

/**
 * The library's base rules for a shadow root: the element is the "page" its components see,
 * so the host's styles neither leak in nor get overridden.
 */
const HostStyle = createGlobalStyle`
  :host {
    display: block;
    ${baseType}
    text-align: start;
  }
  :host([hidden]) {
    display: none;
  }
  ${baseRules}
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
