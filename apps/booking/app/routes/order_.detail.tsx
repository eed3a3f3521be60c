import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import {
  Button,
  CancelOrderDialog,
  ChargeSummary,
  formatDateTime,
  formatPoints,
  MyReview,
  RefundStatus,
  ReviewForm,
  StatusBadge,
  Toast,
} from '@bookdirect/booking-ui';
import { formatMoney, OrderStatus, PAY_SOURCE } from '@bookdirect/gateway-sdk';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import {
  Form,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSubmit,
} from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTEMPT_KEY_FIELD } from '../attempt-key';
import { Message, Panel } from '../components/booking/layout';
import { Actions, Back, Head, Narrow } from '../components/booking/order-layout';
import { Container, Muted, PageTitle } from '../components/catalogue/layout';
import { NotFoundBoundary } from '../components/NotFoundBoundary';
import { ChangeDates } from '../components/orders/ChangeDates';
import { OrderKeep } from '../components/orders/OrderKeep';
import { OrderRequests } from '../components/orders/OrderRequests';
import { OrderStay } from '../components/orders/OrderStay';
import { loadOrderPage, type OrderAnswer, orderPageAction } from '../order-actions.server';
import { MY_TRIPS, withCancel } from '../order-paths';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = {
  i18n: ['booking', 'orders', 'checkin', 'wechat', 'hotel', 'search'],
};

export const meta = routeMeta({ title: 'order_detail' });

export async function loader({ request }: LoaderFunctionArgs) {
  return loadOrderPage(request);
}

/** Pay now (the default), cancel (`intent=cancel`) or review the stay (`intent=review`). */
export async function action({ request }: ActionFunctionArgs) {
  return orderPageAction(request);
}

/**
 * A refusal of the gateway (a message) means the order moved meanwhile (paid, cancelled,
 * past its deadline): read it again, although the answer was not a success.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => Boolean((actionResult as OrderAnswer | undefined)?.message) || defaultShouldRevalidate;

export default function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  const { order, checkin, from, cancelAsked, toast, attemptKey, wechatPay } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();

  const money = (value: number) => formatMoney(value, order, language);
  const unpaid = order.status === OrderStatus.unpaid;
  const paid = order.status === OrderStatus.paid;
  const cancellable = unpaid || (paid && order.canCancel);
  const deadline = formatDateTime(order.cancelExpireTime, language, order.timeZone);
  const posting =
    navigation.state !== 'idle' && navigation.formMethod === 'POST'
      ? navigation.formData?.get('intent')
      : undefined;

  const cancelAnswer = answer?.intent === 'cancel' ? answer : undefined;
  const reviewAnswer = answer?.intent === 'review' ? answer : undefined;
  const payMessage = answer?.intent === 'pay' ? answer.message : undefined;

  // Open from `?cancel=1` or a refused post; a refusal keeps it open even when the order can no
  // longer be cancelled, so the traveller reads why. Reopened, it forgets the answer it had.
  const [cancel, setCancel] = useState<{ open: boolean; seenAt?: number }>(() => ({
    open: (cancelAsked && cancellable) || cancelAnswer !== undefined,
  }));
  const freshCancel = cancelAnswer && cancelAnswer.at !== cancel.seenAt ? cancelAnswer : undefined;
  const cancelShown = cancel.open && (cancellable || freshCancel !== undefined);
  const cancelPath = withCancel(location.search, true);
  /** The page without the dialog: where closing it goes, and where the other forms post. */
  const pagePath = withCancel(location.search, false);
  const closeCancel = () => {
    setCancel({ open: false, seenAt: cancelAnswer?.at });
    if (new URLSearchParams(location.search).has('cancel')) {
      navigate(pagePath, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <Container>
      <Narrow>
        <Back to={from.startsWith(MY_TRIPS) ? from : MY_TRIPS} prefetch="intent">
          ← {t('booking:back_to_trips')}
        </Back>
        <Head>
          <PageTitle>{t('booking:order_detail_title')}</PageTitle>
          <StatusBadge status={order.status} />
        </Head>
        <Muted>
          {t('booking:order_number')}: <strong data-testid="order-number">{order.orderId}</strong>
        </Muted>
        {/* Without JavaScript the dialog is drawn in the page: here, where `?cancel=1` lands. */}
        <CancelOrderDialog
          open={cancelShown}
          onClose={closeCancel}
          action={cancelPath}
          hiddenFields={{ intent: 'cancel', from }}
          onSubmit={(form) => submit(form, { method: 'post', action: cancelPath, replace: true })}
          busy={posting === 'cancel'}
          message={freshCancel?.message}
          errors={freshCancel?.errors}
          initialValues={freshCancel?.cancel}
          refundAmount={paid ? money(order.amount) : undefined}
          closeHref={pagePath}
        />
        <OrderStay order={order} />
        <OrderKeep order={order} />
        <OrderRequests order={order} />
        <ChangeDates />
        {payMessage ? (
          <Message role="alert" data-tone="error">
            {payMessage}
          </Message>
        ) : null}
        {unpaid ? (
          <Panel>
            <Form method="post" action={pagePath}>
              <input type="hidden" name="intent" value="pay" />
              <input type="hidden" name={ATTEMPT_KEY_FIELD} value={attemptKey} />
              <Actions>
                <Button type="submit" variant="accent" loading={posting === 'pay'}>
                  {t('booking:pay_now')} · {money(order.amount)}
                </Button>
                {wechatPay ? (
                  <Button
                    type="submit"
                    name="pay_source"
                    value={PAY_SOURCE.wechat}
                    variant="secondary"
                  >
                    {t('wechat:pay_now')}
                  </Button>
                ) : null}
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
        {checkin ? (
          <Panel aria-labelledby="checkin">
            <h2 id="checkin">{t('checkin:check_in_online')}</h2>
            <p>{t('checkin:window_note')}</p>
            <Button href={checkin.href} variant="accent" data-testid="checkin-button">
              {t(checkin.checkedIn ? 'checkin:view_passwords' : 'checkin:check_in_online')}
            </Button>
          </Panel>
        ) : null}
        {unpaid || paid ? (
          <Panel aria-labelledby="cancellation">
            <h2 id="cancellation">{t('booking:cancellation_policy')}</h2>
            <p data-testid="cancellation-policy">
              {unpaid
                ? t('booking:cancellation_unpaid')
                : order.canCancel
                  ? t('booking:cancellation_with_amount', { deadline, amount: money(order.amount) })
                  : t('booking:cancellation_passed', { deadline })}
            </p>
            {cancellable ? (
              <Button
                variant="secondary"
                href={cancelPath}
                data-testid="cancel-button"
                onClick={(event) => {
                  // With JavaScript the dialog opens in place; the link is the way without it.
                  event.preventDefault();
                  setCancel({ open: true, seenAt: cancelAnswer?.at });
                }}
              >
                {t('booking:cancel_order')}
              </Button>
            ) : null}
          </Panel>
        ) : null}
        {order.status === OrderStatus.cancelled ? (
          <RefundStatus
            refund={order.refund}
            pointsReturned={order.points}
            currency={order.currency}
            symbol={order.symbol}
            timeZone={order.timeZone}
          />
        ) : null}
        {(order.status === OrderStatus.completed || order.status === OrderStatus.reviewed) &&
        order.pointsGain > 0 ? (
          <Message role="status" data-testid="completed-note">
            {t('booking:completed_note', { points: formatPoints(order.pointsGain, language) })}
          </Message>
        ) : null}
        {order.status === OrderStatus.completed ? (
          <ReviewForm
            action={`${pagePath}#review`}
            hiddenFields={{ intent: 'review', from }}
            onSubmit={(form) => submit(form, { method: 'post', action: pagePath })}
            busy={posting === 'review'}
            message={reviewAnswer?.message}
            errors={reviewAnswer?.errors}
            initialValues={reviewAnswer?.review}
          />
        ) : null}
        {order.status === OrderStatus.reviewed && order.review ? (
          <MyReview
            score={order.review.score}
            content={order.review.content}
            createTime={order.review.create_time}
            timeZone={order.timeZone}
          />
        ) : null}
        <ChargeSummary
          nights={order.nights}
          rooms={order.rooms}
          points={order.points}
          pointsValue={order.pointsValue}
          pointsGain={order.pointsGain}
          pointsEarned={
            order.status === OrderStatus.completed || order.status === OrderStatus.reviewed
          }
          pointsForfeited={order.status === OrderStatus.cancelled}
          payAmount={order.amount}
          currency={order.currency}
          symbol={order.symbol}
        />
      </Narrow>
      <Toast message={toast?.message} id={toast?.at} />
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
