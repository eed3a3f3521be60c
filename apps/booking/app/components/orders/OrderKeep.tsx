import { Button } from '@bookdirect/booking-ui';
import { mapLink, OrderStatus } from '@bookdirect/gateway-sdk';
import { useTranslation } from 'react-i18next';
import { Panel } from '../booking/layout';
import { Actions } from '../booking/order-layout';
import { Facts } from '../facts';
import type { OrderView } from './OrderStay';

/** Where an order's calendar entry and receipts download from. */
export function orderFileHref(kind: 'calendar' | 'receipt' | 'receipt.pdf', orderId: string) {
  return `/order/${kind}?orderId=${encodeURIComponent(orderId)}`;
}

/**
 * What a traveller keeps of a booking: how to reach the hotel (phone, e-mail, map, check-in
 * and check-out times), the stay as a calendar entry and the receipt.
 */
export function OrderKeep({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const map = mapLink(order.latitude, order.longitude);
  const booked = order.status !== OrderStatus.unpaid;
  return (
    <Panel aria-labelledby="order-keep" data-testid="order-keep">
      <h2 id="order-keep">{t('orders:keep_title')}</h2>
      <Facts>
        {order.hotelPhone ? (
          <>
            <dt>{t('orders:mail_phone')}</dt>
            <dd>
              <a href={`tel:${order.hotelPhone.replace(/[^\d+]/g, '')}`}>{order.hotelPhone}</a>
            </dd>
          </>
        ) : null}
        {order.hotelEmail ? (
          <>
            <dt>{t('orders:mail_email')}</dt>
            <dd>
              <a href={`mailto:${order.hotelEmail}`}>{order.hotelEmail}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('orders:mail_check_in_time')}</dt>
        <dd>{order.checkInTime}</dd>
        <dt>{t('orders:mail_check_out_time')}</dt>
        <dd>{order.checkOutTime}</dd>
        {map ? (
          <>
            <dt>{t('orders:mail_map')}</dt>
            <dd>
              <a href={map} target="_blank" rel="noreferrer">
                {t('orders:keep_map')}
              </a>
            </dd>
          </>
        ) : null}
      </Facts>
      <Actions style={{ marginTop: 16 }}>
        <Button variant="secondary" href={orderFileHref('calendar', order.orderId)}>
          {t('orders:keep_add_calendar')}
        </Button>
        {booked ? (
          <>
            <Button variant="secondary" href={orderFileHref('receipt', order.orderId)}>
              {t('orders:keep_receipt')}
            </Button>
            <Button variant="secondary" href={orderFileHref('receipt.pdf', order.orderId)}>
              {t('orders:keep_receipt_pdf')}
            </Button>
          </>
        ) : null}
      </Actions>
    </Panel>
  );
}
