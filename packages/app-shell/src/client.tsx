import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, languageFromHtmlLang } from './i18n';

/**
 * entry.client's whole job: start i18next synchronously in the language the server rendered
 * (read from `<html lang>`, which the root loader set), then hydrate the document.
 */
export function hydrateApp(): void {
  const i18n = createI18n(languageFromHtmlLang(document.documentElement.lang) ?? 'en');
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
