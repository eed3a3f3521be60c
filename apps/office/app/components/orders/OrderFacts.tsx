import { formatDateTime, formatLongDay, formatPoints } from '@bookdirect/booking-ui';
import { CURRENCY_CODES, formatMoney, formatPersonName } from '@bookdirect/gateway-sdk';
import type { StaffOrder } from '@bookdirect/gateway-sdk/staff';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { localName } from '../../names';
import { channelName, checkinKey, refundKey } from '../../orders/words';
import { Panel } from '../layout';
import { Fact, Facts } from './Facts';

/** Two panels a row on a desk's screen, one on a tablet held upright. */
export const PanelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `0 ${theme.space.lg}`};

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * What an order is: the stay, who booked it and from where, the charges, the payment and
 * its refund, and the check-in with its rooms. Days and times in the hotel's time zone.
 */
export function OrderFacts({
  detail,
  platforms,
  timeZone,
}: {
  detail: StaffOrder;
  platforms: Record<number, string>;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { order, order_hotel: stay, refund, checkin } = detail;
  const money = (amount: number) => formatMoney(amount, order, lang);
  const zone = timeZone === 'UTC' ? ' (UTC)' : '';
  return (
    <PanelGrid>
      <Panel aria-labelledby="order-stay">
        <h2 id="order-stay">{t('office_orders:stay')}</h2>
        <Facts>
          <Fact label={t('office_orders:hotel')}>{localName(stay.hotel_info, lang)}</Fact>
          <Fact label={t('office_orders:room_type')}>
            {localName(stay.hotel_room_type_info, lang)}
          </Fact>
          <Fact label={t('office_orders:arrival')}>{formatLongDay(stay.start_day, lang)}</Fact>
          <Fact label={t('office_orders:departure')}>
            {formatLongDay(stay.end_day, lang)} · {t('office_orders:nights', { count: stay.days })}
          </Fact>
          <Fact label={t('office_orders:rooms')}>{stay.nums}</Fact>
          <Fact label={t('office_orders:guests')}>
            {stay.guests.map((guest) => formatPersonName(guest, lang)).join(', ') ||
              order.guest_name}
          </Fact>
          <Fact label={t('office_orders:arrival_time')}>
            {order.arrival_time || t('office_orders:arrival_time_unknown')}
          </Fact>
          <Fact label={t('office_orders:requests')}>
            <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {order.requests || t('office_orders:requests_none')}
            </span>
          </Fact>
        </Facts>
      </Panel>

      <Panel aria-labelledby="order-contact">
        <h2 id="order-contact">{t('office_orders:contact')}</h2>
        <Facts>
          <Fact label={t('office_orders:email')}>{order.email}</Fact>
          <Fact label={t('office_orders:phone')}>{order.mobile || '—'}</Fact>
          <Fact label={t('office_orders:channel')}>{channelName(order.ota_id, platforms, t)}</Fact>
          {order.ota_order_id ? (
            <Fact label={t('office_orders:platform_order')}>{order.ota_order_id}</Fact>
          ) : null}
          {order.partner_code ? (
            <Fact label={t('office_orders:partner')}>{order.partner_code}</Fact>
          ) : null}
        </Facts>
      </Panel>

      <Panel aria-labelledby="order-charges">
        <h2 id="order-charges">{t('office_orders:charges')}</h2>
        <Facts>
          {stay.hotel_room_type_info.price.map((night) => (
            <Fact
              key={night.day}
              label={t('office_orders:night_price', { date: formatLongDay(night.day, lang) })}
            >
              {money(night.price)}
            </Fact>
          ))}
          <Fact label={t('office_orders:total')}>{money(order.amount)}</Fact>
          {order.pay_credits > 0 ? (
            <Fact label={t('office_orders:points_used')}>
              {t('office_orders:points_line', {
                points: formatPoints(order.pay_credits, lang),
                value: money(order.credits_amount),
              })}
            </Fact>
          ) : null}
          <Fact label={order.status === 1 ? t('office_orders:to_pay') : t('office_orders:paid')}>
            <strong data-testid="order-paid">{money(order.pay_amount)}</strong>
          </Fact>
          <Fact label={t('office_orders:currency')}>
            {CURRENCY_CODES[order.currency] ?? order.symbol}
          </Fact>
        </Facts>
      </Panel>

      <Panel aria-labelledby="order-payment">
        <h2 id="order-payment">{t('office_orders:payment')}</h2>
        <Facts>
          <Fact label={t('office_orders:payment_state')}>
            {order.status === 1
              ? t('office_orders:payment_unpaid')
              : order.status === 9 && !refund
                ? t('office_orders:payment_unpaid_expired')
                : t('office_orders:payment_paid')}
          </Fact>
          {order.status === 1 || order.status === 2 ? (
            <Fact label={t('office_orders:free_cancel_until')}>
              {formatDateTime(order.cancel_expire_time, lang, timeZone)}
              {zone}
            </Fact>
          ) : null}
          <Fact label={t('office_orders:refund')}>
            <span data-testid="order-refund">
              {refund
                ? t(refundKey(refund.status), {
                    amount: money(refund.amount),
                    date: formatDateTime(refund.refund_time, lang, timeZone),
                  })
                : t('office_orders:refund_none')}
            </span>
            {refund && order.pay_credits > 0 ? (
              <>
                <br />
                {t('office_orders:points_returned', {
                  points: formatPoints(order.pay_credits, lang),
                })}
              </>
            ) : null}
          </Fact>
          {order.cancel_reasons.length > 0 ? (
            <Fact label={t('office_orders:cancel_reasons_given')}>
              {order.cancel_reasons.map((id) => t(`booking:cancel_reason_${id}`)).join(', ')}
            </Fact>
          ) : null}
          {order.cancel_comment ? (
            <Fact label={t('office_orders:cancel_comment_given')}>{order.cancel_comment}</Fact>
          ) : null}
        </Facts>
      </Panel>

      <Panel aria-labelledby="order-checkin">
        <h2 id="order-checkin">{t('office_orders:checkin')}</h2>
        <Facts>
          <Fact label={t('office_orders:checkin_state')}>
            <span data-testid="order-checkin">{t(checkinKey(checkin.hotel_status))}</span>
          </Fact>
          <Fact label={t('office_orders:assigned_rooms')}>
            {checkin.rooms.length === 0 ? (
              t('office_orders:no_rooms')
            ) : (
              <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                {checkin.rooms.map((room) => (
                  <li key={`${room.order_group_no}-${room.start_day}`}>
                    {t('office_orders:room_line', {
                      no: room.no,
                      group: room.order_group_no,
                      start: formatLongDay(room.start_day, lang),
                      end: formatLongDay(room.end_day, lang),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        </Facts>
      </Panel>
    </PanelGrid>
  );
}
