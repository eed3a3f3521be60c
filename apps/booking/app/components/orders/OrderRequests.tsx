import { useTranslation } from 'react-i18next';
import { Panel } from '../booking/layout';
import { Muted } from '../catalogue/layout';
import { Facts } from '../facts';
import type { OrderView } from './OrderStay';

/** The traveller's special requests and arrival time, when they gave any at booking. */
export function OrderRequests({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (!order.requests && !order.arrivalTime) return null;
  return (
    <Panel aria-labelledby="order-requests" data-testid="order-requests">
      <h2 id="order-requests">{t('booking:special_requests')}</h2>
      <Facts>
        {order.requests ? (
          <>
            <dt>{t('booking:your_requests')}</dt>
            <dd style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{order.requests}</dd>
          </>
        ) : null}
        {order.arrivalTime ? (
          <>
            <dt>{t('booking:your_arrival')}</dt>
            <dd>{order.arrivalTime}</dd>
          </>
        ) : null}
      </Facts>
      <Muted>{t('booking:special_requests_hint')}</Muted>
    </Panel>
  );
}
