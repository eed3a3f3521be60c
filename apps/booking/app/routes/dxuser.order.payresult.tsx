import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { Button } from '@bookdirect/booking-ui';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PaymentResultModal } from '../components/booking/PaymentResultModal';
import { Container, Notice } from '../components/catalogue/layout';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['booking', 'orders'] };

export const meta = routeMeta({ title: 'payresult' });

export const ErrorBoundary = RouteErrorBoundary;

/** Where some providers return after payment: the success message and the way to the order. */
export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get('orderId')?.trim() ?? '';
  return { orderId: /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : undefined };
}

export default function PayResultPage() {
  const { t } = useTranslation();
  const { orderId } = useLoaderData<typeof loader>();
  const detail = orderId ? `/order/detail?orderId=${encodeURIComponent(orderId)}` : '/order_list';
  return (
    <Container>
      <Notice role="status">
        <h1>{t('booking:payment_success')}</h1>
        <p>{t('booking:payment_success_body')}</p>
        <Button href={detail}>{t(orderId ? 'booking:view_order' : 'booking:back_to_trips')}</Button>
      </Notice>
      <PaymentResultModal result="success" orderId={orderId} closeHref={detail} />
    </Container>
  );
}
