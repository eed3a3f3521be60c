import type { Language } from '@bookdirect/locales';
import * as en from '@bookdirect/locales/en';
import * as zh from '@bookdirect/locales/zh';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { createI18n } from './i18n';

// What the page shows, for the test that checks it.
export { hotel } from './App';
export { bookingUrl, brand, partnerCode } from './brand';

/** The page as a server sends it: the markup and the style tags of what it rendered. */
export function render(language: Language): { html: string; styles: string } {
  const words = language === 'zh' ? zh : en;
  const i18n = createI18n(language, {
    common: words.common,
    hotel: words.hotel,
    search: words.search,
    validation: words.validation,
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
