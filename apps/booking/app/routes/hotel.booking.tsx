import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import {
  Button,
  formatDateTime,
  formatLongDay,
  formatPoints,
  Picture,
  PointsModal,
  type PointsMode,
  PriceBreakdown,
} from '@bookdirect/booking-ui';
import { FREE_CANCELLATION_DAYS, formatMoney, PRICE_CHECK_TIMER_S } from '@bookdirect/gateway-sdk';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteLoaderData,
} from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { continueToPay, loadBookingPage } from '../booking.server';
import { DesktopOnly, Message, Panel, StickyBar, TwoColumns } from '../components/booking/layout';
import { usePriceTimer } from '../components/booking/use-price-timer';
import { Container, PageTitle } from '../components/catalogue/layout';
import { Facts } from '../components/facts';
import { readMemberForm } from '../members.server';
import type { loader as rootLoader } from '../root';
import { requireMember } from '../session.server';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['booking', 'hotel', 'search'] };

export const meta = routeMeta({ title: 'hotel_booking' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  return loadBookingPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readMemberForm(request);
  requireMember(request);
  return continueToPay(request, form);
}

const Thumb = styled(Picture)`
  width: 100%;
  max-height: 220px;
  margin-bottom: ${({ theme }) => theme.space.md};
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Timer = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const Back = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primaryText};
`;

export default function BookingPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const loaderData = useLoaderData<typeof loader>();
  const { room, stay, order, mode, custom, target } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const [pointsOpen, setPointsOpen] = useState(false);
  const timer = usePriceTimer(PRICE_CHECK_TIMER_S, loaderData);

  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const applying =
    navigation.state === 'loading' &&
    navigation.location?.pathname === '/hotel/booking' &&
    !submitting;
  const refreshing = submitting && timer.expired;
  const soldOut = loaderData.soldOut || Boolean(answer?.soldOut);
  const money = (value: number) => formatMoney(value, room, language);
  const payAmount = order?.pay_amount ?? room.flooredTotal;
  const message = answer?.message ?? loaderData.notice;
  // 100 points in the stay's currency, as the gateway's quote values them, and the rates' day.
  const rates = useRouteLoaderData<typeof rootLoader>('root')?.currency;
  const hundred = order?.credits_per_100;
  const worth =
    hundred !== undefined && rates?.ratesDay
      ? { amount: hundred, currency: room.currency, symbol: room.symbol, ratesDay: rates.ratesDay }
      : undefined;

  const closePoints = () => {
    setPointsOpen(false);
    timer.restart();
  };
  const applyPoints = (choice: { mode: PointsMode; custom: number }) => {
    setPointsOpen(false);
    const next = new URLSearchParams(location.search);
    next.set('points', String(choice.mode));
    if (choice.mode === 2) next.set('custom', String(choice.custom));
    else next.delete('custom');
    navigate(`/hotel/booking?${next}`, { replace: true, preventScrollReset: true });
  };

  const continueButton = (id: string) => (
    <Button
      key={id}
      type="submit"
      form="continue-form"
      variant="accent"
      size="lg"
      loading={submitting}
      disabled={soldOut || !order}
      data-testid={id}
    >
      {t('booking:continue')}
    </Button>
  );

  return (
    <Container>
      <PageTitle>{t('titles:hotel_booking')}</PageTitle>
      <TwoColumns>
        <div>
          <Panel aria-labelledby="stay">
            <h2 id="stay">{t('booking:stay_summary')}</h2>
            {room.imageSrc ? <Thumb src={room.imageSrc} alt={room.roomName} /> : null}
            <Facts>
              <dt>{t('booking:hotel')}</dt>
              <dd data-testid="booking-hotel">{room.hotelName}</dd>
              <dt>{t('booking:room')}</dt>
              <dd data-testid="booking-room">{room.roomName}</dd>
              <dt>{t('booking:check_in')}</dt>
              <dd>{formatLongDay(stay.enterDate, language)}</dd>
              <dt>{t('booking:check_out')}</dt>
              <dd>{formatLongDay(stay.leaveDate, language)}</dd>
              <dt>{t('booking:stay_summary')}</dt>
              <dd>
                {t('booking:nights', { count: stay.nights })} ·{' '}
                <span data-testid="booking-rooms">
                  {t('booking:rooms', { count: room.rooms ?? 1 })}
                </span>
              </dd>
            </Facts>
            <Back
              href={`/hotel/detail?${new URLSearchParams(
                Object.entries(target).filter(([name]) => name !== 'roomTypeId'),
              )}`}
            >
              {t('booking:back_to_hotel')}
            </Back>
          </Panel>
          <Panel aria-labelledby="points">
            <Row>
              <h2 id="points" style={{ margin: 0 }}>
                {t('booking:points')}
              </h2>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPointsOpen(true)}
                disabled={!order || soldOut}
                loading={applying}
              >
                {t('booking:points_change')}
              </Button>
            </Row>
            <p data-testid="points-summary">
              {order && order.pay_credits > 0
                ? t('booking:points_used', {
                    points: formatPoints(order.pay_credits, language),
                    value: money(order.credits_amount),
                  })
                : t('booking:points_none_used')}
            </p>
            {order ? (
              <Timer>
                {t('booking:points_balance', { points: formatPoints(order.credits, language) })}
              </Timer>
            ) : null}
          </Panel>
          <Panel aria-labelledby="cancellation">
            <h2 id="cancellation">{t('booking:cancellation_policy')}</h2>
            <p>
              {order
                ? t('booking:free_cancellation_until', {
                    deadline: formatDateTime(order.cancel_expire_time, language, room.timeZone),
                  })
                : t('hotel:policy_free_cancellation', { days: FREE_CANCELLATION_DAYS })}
            </p>
          </Panel>
        </div>
        <aside>
          <Panel aria-labelledby="price">
            <h2 id="price">{t('booking:price_by_day')}</h2>
            {message ? (
              <Message role="alert" data-tone="error" data-testid="booking-message">
                {message}
              </Message>
            ) : null}
            {refreshing ? (
              <Message role="status" data-testid="price-refreshing">
                {t('booking:price_refreshing')}
              </Message>
            ) : null}
            <PriceBreakdown
              nights={order?.price ?? room.nights}
              amount={order?.amount ?? room.flooredTotal}
              points={order?.pay_credits ?? 0}
              pointsValue={order?.credits_amount ?? 0}
              payAmount={payAmount}
              currency={room.currency}
              symbol={room.symbol}
              rooms={room.rooms}
              busy={refreshing || applying}
            />
            {order && order.credits_gain > 0 ? (
              <Timer>
                {t('booking:points_gain')}: {formatPoints(order.credits_gain, language)}
              </Timer>
            ) : null}
            <Form method="post" id="continue-form" replace>
              <input type="hidden" name="amount" value={room.flooredTotal} />
              <input type="hidden" name="credits" value={order?.pay_credits ?? 0} />
            </Form>
            {soldOut ? null : (
              <Timer aria-live="off" data-testid="price-timer">
                {timer.expired
                  ? t('booking:price_expired')
                  : t('booking:price_valid_for', { seconds: timer.left })}
              </Timer>
            )}
            <DesktopOnly>{continueButton('continue')}</DesktopOnly>
          </Panel>
        </aside>
      </TwoColumns>
      <StickyBar>
        <div>
          <div>{t('booking:total')}</div>
          <strong>{money(payAmount)}</strong>
        </div>
        {continueButton('continue-mobile')}
      </StickyBar>
      {order ? (
        <PointsModal
          open={pointsOpen}
          onClose={closePoints}
          balance={order.credits}
          max={order.credits_use_max}
          worth={worth}
          mode={mode}
          custom={custom}
          onApply={(choice) => {
            applyPoints(choice);
            timer.restart();
          }}
        />
      ) : null}
    </Container>
  );
}
