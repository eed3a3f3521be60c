import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/catalogue/InfoPage';
import type { loader as rootLoader } from '../root';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['pages'] };

export const meta = routeMeta({ title: 'about', description: 'pages:about_body' });

export const ErrorBoundary = RouteErrorBoundary;

export default function AboutPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const brand = root?.brand;
  return (
    <InfoPage title={t('pages:about_title')}>
      <p>{t('pages:about_body', { brand: brand?.name ?? '' })}</p>
      <p>{t('pages:about_more', { email: brand?.contact.email ?? '' })}</p>
    </InfoPage>
  );
}
