import { Notice } from '@bookdirect/booking-ui';
import { formatMoney, isoDay } from '@bookdirect/gateway-sdk';
import type { StaffOrderListItem } from '@bookdirect/gateway-sdk/staff';
import { useTranslation } from 'react-i18next';
import { localName } from '../../names';
import { channelName } from '../../orders/words';
import { HiddenCaption, Table, TableWrap } from '../layout';
import { OrderStatus } from './OrderStatus';

/** A page of the desk's orders, or what to do when none matches. */
export function OrdersTable({
  orders,
  platforms,
}: {
  orders: StaffOrderListItem[];
  platforms: Record<number, string>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  if (orders.length === 0) {
    return (
      <Notice role="status" data-testid="orders-empty">
        <h2>{t('office_orders:empty_title')}</h2>
        <p>{t('office_orders:empty_body')}</p>
      </Notice>
    );
  }
  return (
    <TableWrap tabIndex={0} aria-labelledby="orders-table-caption">
      <Table>
        <HiddenCaption id="orders-table-caption">{t('titles:office_orders')}</HiddenCaption>
        <thead>
          <tr>
            <th scope="col">{t('office_orders:col_order')}</th>
            <th scope="col">{t('office_orders:col_guest')}</th>
            <th scope="col">{t('office_orders:col_hotel')}</th>
            <th scope="col">{t('office_orders:col_room_type')}</th>
            <th scope="col">{t('office_orders:col_stay')}</th>
            <th scope="col">{t('office_orders:col_status')}</th>
            <th scope="col">{t('office_orders:col_total')}</th>
            <th scope="col">{t('office_orders:col_channel')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id} data-testid="order-row">
              <th scope="row">
                <a href={`/orders/${order.order_id}`}>{order.order_id}</a>
              </th>
              <td>
                {order.guest_name}
                <br />
                <small>{order.email}</small>
              </td>
              <td>{localName(order.snapshoot.hotel, lang)}</td>
              <td>{localName(order.snapshoot.room_type, lang)}</td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {t('office_orders:stay_range', {
                  start: isoDay(order.snapshoot.start_day),
                  end: isoDay(order.snapshoot.end_day),
                })}
              </td>
              <td>
                <OrderStatus status={order.status} />
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatMoney(order.amount, order, lang)}</td>
              <td>
                {channelName(order.ota_id, platforms, t)}
                {order.ota_order_id ? (
                  <>
                    <br />
                    <small>{order.ota_order_id}</small>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
