import { routeMeta } from '@bookdirect/app-shell';
import {
  Button,
  ChargeSummary,
  FALLBACK_IMAGE,
  formatDateTime,
  formatLongDay,
  StatusBadge,
} from '@bookdirect/booking-ui';
import { formatMoney, OrderStatus, PAY_SOURCE } from '@bookdirect/gateway-sdk';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Facts, Message, Panel } from '../components/booking/layout';
import { Container, PageTitle } from '../components/catalogue/layout';
import { NotFoundBoundary } from '../components/NotFoundBoundary';
import { readMemberForm } from '../members.server';
import { loadOrder, readOrderId, redirectTo, startPayment } from '../orders.server';
import { requireMember } from '../session.server';

export const meta = routeMeta({ title: 'order_detail' });

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return { order: await loadOrder(request, readOrderId(request)) };
}

/** Pay now: starts payment of this unpaid order and sends the browser to the provider. */
export async function action({ request }: ActionFunctionArgs) {
  await readMemberForm(request);
  requireMember(request);
  const answer = await startPayment(request, readOrderId(request), PAY_SOURCE.paypal);
  if ('href' in answer) return redirectTo(answer.href);
  return { message: answer.message };
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Room = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  & > img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Narrow = styled.div`
  max-width: 860px;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
`;

export default function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const { order } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const money = (value: number) => formatMoney(value, order, language);
  const unpaid = order.status === OrderStatus.unpaid;
  const deadline = formatDateTime(order.cancelExpireTime, language, order.timeZone);
  return (
    <Container>
      <Narrow>
        <Head>
          <PageTitle>{t('booking:order_detail_title')}</PageTitle>
          <StatusBadge status={order.status} />
        </Head>
        <Muted>
          {t('booking:order_number')}: <strong data-testid="order-number">{order.orderId}</strong>
        </Muted>
        <Panel style={{ marginTop: 16 }}>
          <Room>
            <img src={order.imageSrc ?? FALLBACK_IMAGE} alt={order.roomName} loading="lazy" />
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
                <dd data-testid="order-guests">{order.guests.join(', ')}</dd>
              </Facts>
            </div>
          </Room>
        </Panel>
        {actionData?.message ? (
          <Message role="alert" data-tone="error">
            {actionData.message}
          </Message>
        ) : null}
        {unpaid ? (
          <Panel>
            <Form method="post">
              <Actions>
                <Button
                  type="submit"
                  variant="accent"
                  loading={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
                >
                  {t('booking:pay_now')} · {money(order.amount)}
                </Button>
                {order.expireTime > 0 ? (
                  <Muted>
                    {t('booking:pay_by', {
                      time: formatDateTime(order.expireTime, language, order.timeZone),
                    })}
                  </Muted>
                ) : null}
              </Actions>
            </Form>
          </Panel>
        ) : null}
        <Panel aria-labelledby="cancellation">
          <h2 id="cancellation">{t('booking:cancellation_policy')}</h2>
          <p>{t('booking:cancellation_with_amount', { deadline, amount: money(order.amount) })}</p>
        </Panel>
        <ChargeSummary
          nights={order.nights}
          rooms={order.rooms}
          points={order.points}
          pointsValue={order.pointsValue}
          pointsGain={order.pointsGain}
          payAmount={order.amount}
          currency={order.currency}
          symbol={order.symbol}
        />
        {order.status === OrderStatus.unpaid || order.status === OrderStatus.paid ? (
          <Panel style={{ marginTop: 16 }} data-testid="order-manage">
            <Muted>{t('booking:coming_soon')}</Muted>
            <Actions style={{ marginTop: 12 }}>
              <Button variant="secondary" href="/contact">
                {t('booking:contact_us')}
              </Button>
              <Button variant="ghost" href="/order_list">
                {t('booking:back_to_trips')}
              </Button>
            </Actions>
          </Panel>
        ) : null}
      </Narrow>
    </Container>
  );
}

/** Another member's order or an unknown id: a clean 404, never the order's existence. */
export function ErrorBoundary() {
  return (
    <NotFoundBoundary
      testId="order-not-found"
      title="booking:order_not_found_title"
      body="booking:order_not_found_body"
      back="booking:back_to_trips"
      backHref="/order_list"
    />
  );
}
