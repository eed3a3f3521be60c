import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/catalogue/InfoPage';
import type { loader as rootLoader } from '../root';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['pages'] };

export const meta = routeMeta({ title: 'terms', description: 'pages:terms_body' });

export const ErrorBoundary = RouteErrorBoundary;

export default function TermsPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const brand = root?.brand;
  return (
    <InfoPage title={t('pages:terms_title')}>
      <p>{t('pages:terms_body', { brand: brand?.name ?? '' })}</p>
      <p>{t('pages:terms_more', { email: brand?.contact.email ?? '' })}</p>
    </InfoPage>
  );
}
