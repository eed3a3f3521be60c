import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { FREE_CANCELLATION_DAYS } from '@bookdirect/gateway-sdk';
import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../components/catalogue/InfoPage';
import type { loader as rootLoader } from '../root';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['pages'] };

export const meta = routeMeta({
  title: 'refund',
  description: 'pages:refund_body',
  descriptionValues: { days: FREE_CANCELLATION_DAYS },
});

export const ErrorBoundary = RouteErrorBoundary;

export default function RefundPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const brand = root?.brand;
  return (
    <InfoPage title={t('pages:refund_title')}>
      <p>{t('pages:refund_body', { days: FREE_CANCELLATION_DAYS })}</p>
      <p>{t('pages:refund_more', { email: brand?.contact.email ?? '' })}</p>
    </InfoPage>
  );
}
