import { formatDateTime, formatLongDay, Picture } from '@bookdirect/booking-ui';
import { formatPersonName } from '@bookdirect/gateway-sdk';
import { useTranslation } from 'react-i18next';
import type { loadOrder } from '../../orders.server';
import { Panel } from '../booking/layout';
import { Room } from '../booking/order-layout';
import { Muted } from '../catalogue/layout';
import { Facts } from '../facts';

export type OrderView = Awaited<ReturnType<typeof loadOrder>>;

/** What was booked: the room, the hotel, the dates, the rooms and the guests. */
export function OrderStay({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  return (
    <Panel style={{ marginTop: 16 }}>
      <Room>
        <Picture src={order.imageSrc} alt={order.roomName} loading="lazy" />
        <div>
          <h2>{order.roomName}</h2>
          <Muted>{order.hotelName}</Muted>
          <Muted>{order.address}</Muted>
          <Facts style={{ marginTop: 12 }}>
            <dt>{t('booking:check_in')}</dt>
            <dd>{formatLongDay(order.startDay, language)}</dd>
            <dt>{t('booking:check_out')}</dt>
            <dd>{formatLongDay(order.endDay, language)}</dd>
            <dt>{t('booking:booking_date')}</dt>
            <dd>{formatDateTime(order.createTime, language, order.timeZone)}</dd>
            <dt>{t('booking:rooms_label')}</dt>
            <dd>{t('booking:rooms', { count: order.rooms })}</dd>
            <dt>{t('booking:max_occupancy')}</dt>
            <dd>{t('booking:adults', { count: order.maxGuests })}</dd>
            <dt>{t('booking:guests')}</dt>
            <dd data-testid="order-guests">
              {order.guests.map((g) => formatPersonName(g, language)).join(', ')}
            </dd>
          </Facts>
        </div>
      </Room>
    </Panel>
  );
}
