import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserI18n } from './i18n';

export { type I18nHandle, I18nResources, useRouteNamespaces } from './i18n';

/**
 * entry.client's whole job: start i18next synchronously from the words the server embedded
 * in the page (its language, its routes' namespaces), then hydrate the document.
 */
export function hydrateApp(): void {
  const i18n = createBrowserI18n();
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
