import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { CheckinGuide } from '@bookdirect/booking-ui';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { loadGuide } from '../checkin.server';
import { Message } from '../components/booking/layout';
import { CheckinFrame } from '../components/checkin/layout';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['checkin', 'booking'] };

export const meta = routeMeta({ title: 'checkin_intro' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadGuide(request);
}

/** The hotel's check-in guide pictures, then Register and the owners' financial products. */
export default function CheckinIntroPage() {
  const { t } = useTranslation();
  const { images, financialHref, failed } = useLoaderData<typeof loader>();
  return (
    <CheckinFrame title={t('titles:checkin_intro')} intro={t('checkin:guide_intro')}>
      {failed ? (
        <Message role="alert" data-tone="error">
          {failed}
        </Message>
      ) : null}
      <CheckinGuide images={images} registerHref="/register" financialHref={financialHref} />
    </CheckinFrame>
  );
}
