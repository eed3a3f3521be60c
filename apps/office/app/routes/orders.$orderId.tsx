import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { notFound } from '@bookdirect/app-shell/server';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Crumb } from '../components/catalog/layout';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { OfficePage } from '../components/layout';
import { CancelPanel } from '../components/orders/CancelPanel';
import { OrderFacts, PanelGrid } from '../components/orders/OrderFacts';
import { OrderHistory } from '../components/orders/OrderHistory';
import { OrderMail } from '../components/orders/OrderMail';
import { OrderNotes } from '../components/orders/OrderNotes';
import { OrderStatus } from '../components/orders/OrderStatus';
import { type OrderAnswer, orderPost } from '../orders/actions.server';
import { platformNames } from '../orders/channels.server';
import { hotelTimeZone } from '../orders/order.server';
import { shell } from '../shell.server';
import { orStaffError, requireStaff, staffAction } from '../staff.server';

export const meta = routeMeta({ title: 'office_order' });

export const handle: I18nHandle = { i18n: ['office_orders', 'booking', 'validation', 'orders'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** An order id as the path carries it: the gateway's 20 characters, letters and digits. */
function orderIdParam(value: string | undefined): string {
  if (!value || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw notFound();
  return value;
}

/** The order with its stay, check-in, history and notes; the platforms; the hotel's time zone. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { gateway } = await requireStaff(request);
  const id = orderIdParam(params.orderId);
  const [detail, platforms] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffOrder, { params: { id } }),
      platformNames(gateway),
    ]),
    request,
  );
  const timeZone = await hotelTimeZone(gateway, detail.order.hotel_id);
  return { detail, platforms, timeZone, now: Math.floor(Date.now() / 1000) };
}

/** A note, the mail again, or the cancel (its check, then the cancel itself). */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = orderIdParam(params.orderId);
  const lang = shell.language(request);
  return staffAction(request, ({ gateway }, form) => orderPost(gateway, id, form, lang));
}

export default function OrderPage() {
  const { t } = useTranslation();
  const { detail, platforms, timeZone, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as OrderAnswer | undefined;
  const { order } = detail;
  const answerOf = (form: string) => (answer?.form === form ? answer : undefined);
  return (
    <OfficePage
      title={
        <>
          {t('office_orders:order_heading', { id: order.order_id })}{' '}
          <OrderStatus status={order.status} />
        </>
      }
    >
      <Crumb style={{ marginTop: '-16px' }}>
        <a href="/orders">{t('office_orders:back')}</a>
      </Crumb>
      <OrderFacts detail={detail} platforms={platforms} timeZone={timeZone} />
      <OrderHistory history={detail.history} timeZone={timeZone} />
      <PanelGrid>
        <OrderNotes
          key={answerOf('note')?.at ?? 'notes'}
          notes={detail.notes}
          timeZone={timeZone}
          answer={answerOf('note')}
        />
        <div>
          <OrderMail order={order} answer={answerOf('resend')} />
          <CancelPanel
            key={answerOf('cancel')?.at ?? 'cancel'}
            order={order}
            timeZone={timeZone}
            answer={answerOf('cancel')}
            now={now}
          />
        </div>
      </PanelGrid>
    </OfficePage>
  );
}
