import {
  type BookdirectTheme,
  BookingUiProvider,
  type Brand,
  createTheme,
} from '@bookdirect/booking-ui';
import { isLanguage, type Language } from '@bookdirect/locales';
import { Links, Meta, Scripts, ScrollRestoration } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { deferredLoaded } from './deferred';
import { htmlLang } from './i18n';
import { useNonce } from './nonce';

const Main = styled.main`
  display: block;
  flex: 1 0 auto;

  &:focus {
    outline: none;
  }
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

/** Id of `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * Themes built so far, by brand object (the demo brand's under the map itself): building one
 * works out the contrast of every text colour, and a server's brand is one object for all its
 * pages.
 */
const themes = new WeakMap<object, BookdirectTheme>();

/** What the root loader of both apps returns (apps may add more). */
export interface RootData {
  locale: Language;
  brand: Brand;
}

/** The page's language: the root loader's, else the one i18next was started with. */
export function useLocale(data: Partial<RootData> | undefined): Language {
  const { i18n } = useTranslation();
  if (isLanguage(data?.locale)) return data.locale;
  const current = i18n.language;
  return isLanguage(current) ? current : 'en';
}

/** Keeps i18next on the root loader's language when it changes without a page load. */
export function useLanguageSync(locale: Language): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
}

export interface ShellDocumentProps {
  locale: Language;
  /** The brand from the root loader; the demo brand when the root failed. */
  brand?: Brand;
  header?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The HTML document both apps render from their root `Layout`: `<html lang>`, head tags,
 * the booking-ui theme built from the brand, header (whose skip link targets `MAIN_ID`),
 * `<main id="main">`,
 * footer and Remix's scripts. Error pages render inside it too, so they keep the header.
 */
export function ShellDocument({ locale, brand, header, footer, children }: ShellDocumentProps) {
  const brandKey = brand ?? themes;
  let theme = themes.get(brandKey);
  if (!theme) {
    theme = createTheme(brand);
    themes.set(brandKey, theme);
  }
  const nonce = useNonce();
  useLanguageSync(locale);
  // Effects run once hydration has committed: from then on the page's controls answer. The
  // deferred parts (the footer, a section below the fold) hydrate once their code has come,
  // and an update reaching one before that makes React drop its server HTML: the mark waits
  // for them too, two frames after their code, so it means the whole page. Browser tests
  // wait for this mark instead of guessing with timeouts.
  useEffect(() => {
    let cancelled = false;
    const mark = () => {
      if (!cancelled) document.documentElement.dataset.hydrated = 'true';
    };
    void deferredLoaded().then(() => requestAnimationFrame(() => requestAnimationFrame(mark)));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <html lang={htmlLang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={theme.colors.primary} />
        <Meta />
        <Links />
      </head>
      <body>
        <BookingUiProvider theme={theme}>
          <Page>
            {header}
            <Main id={MAIN_ID} tabIndex={-1}>
              {children}
            </Main>
            {footer}
          </Page>
        </BookingUiProvider>
        {/* A same-page anchor (`<a href="#join">`) makes a history entry with no router key,
            so every anchor would share one saved position and jump back to the previous
            section: key those entries by their hash instead. */}
        <ScrollRestoration
          nonce={nonce}
          getKey={(location) =>
            location.hash && location.key === 'default'
              ? `${location.pathname}${location.search}${location.hash}`
              : location.key
          }
        />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
