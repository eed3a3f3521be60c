import { notFound, safeRedirectPath } from '@bookdirect/app-shell/server';
import {
  formatLongDay,
  formatMoney,
  isGatewayError,
  PAY_SOURCE,
  Rec,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { orderCancelBody, orderReviewBody } from '@bookdirect/gateway-sdk/schemas';
import { translate } from '@bookdirect/locales';
import { createCookie, data } from '@remix-run/node';
import { attemptKeyOf, newAttemptKey } from './attempt-key.server';
import { changeDates, loadChangePanel } from './change-dates.server';
import { checkinLink } from './checkin.server';
import { checkForm, readMemberForm, text } from './members.server';
import { MY_TRIPS, orderPath } from './order-paths';
import { gatewayMessage, loadOrder, readOrderId, redirectTo, startPayment } from './orders.server';
import { redirectWithCookies, requireMember, withSession } from './session.server';
import { shell } from './shell.server';
import { SITE_PAY_SOURCES, wxPayPath } from './wechat.server';

/**
 * What a traveller does to an order after booking: cancel it and review the stay. Each checks
 * the form with the gateway's own rule, calls the gateway, and either goes back with a toast
 * or answers the order page with words for its form.
 */

/** The order page's answer to a post that did not move on. */
export interface OrderAnswer {
  intent: 'pay' | 'cancel' | 'review';
  /** The gateway's refusal, or ours when it could not be reached. */
  message?: string;
  /** Field name to locales key. */
  errors?: Record<string, string>;
  /** What was posted, for the form re-rendered without JavaScript. */
  cancel?: { reasons: number[]; comment: string };
  review?: { score: string; content: string };
  /** Changes with every answer. */
  at: number;
}

/**
 * Where to go back after a cancel: the `from` that My Trips handed the order page. Only the
 * order pages read the toast that tells the outcome, so any other path means My Trips.
 */
export function readReturnPath(value: string | null | undefined): string {
  const path = safeRedirectPath(value ?? '');
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === MY_TRIPS || pathname === '/order/detail' ? path : MY_TRIPS;
}

/*
 * The outcome of a cancel or a review, told once on the page the traveller lands on. A cookie
 * of our own, apart from the root's `flash` (which carries only account keys): it holds a
 * key from the list below and the formatted refund amount, never free text.
 */
const TOAST_KEYS = [
  'booking:cancelled_toast',
  'booking:cancelled_refund_toast',
  'booking:review_thanks',
  'booking:dates_changed_toast',
  'booking:dates_changed_refund_toast',
] as const;
type ToastKey = (typeof TOAST_KEYS)[number];

const toastCookie = createCookie('order_toast', {
  path: '/',
  maxAge: 30,
  httpOnly: true,
  sameSite: 'lax',
  secure: process.env.NODE_ENV === 'production',
});

function setToast(key: ToastKey, amount?: string, days?: [number, number]): Promise<string> {
  return toastCookie.serialize({ key, amount, days, at: Date.now() });
}

/** The toast waiting for this page, and the header that clears it once read. */
export async function readOrderToast(
  request: Request,
): Promise<{ toast?: { message: string; at: number }; headers?: HeadersInit }> {
  const value: unknown = await toastCookie.parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return {};
  const headers = { 'Set-Cookie': await toastCookie.serialize('', { maxAge: 0 }) };
  const { key, amount, days, at } = value as Record<string, unknown>;
  if (!TOAST_KEYS.includes(key as ToastKey)) return { headers };
  const figure = typeof amount === 'string' && amount.length <= 32 ? amount : '';
  const lang = shell.language(request);
  const [start, end] = Array.isArray(days) ? days.map(Number) : [];
  const from = start ? formatLongDay(start, lang) : '';
  const to = end ? formatLongDay(end, lang) : '';
  const message = translate(lang, key as ToastKey, { amount: figure, from, to });
  return { toast: { message, at: typeof at === 'number' ? at : Date.now() }, headers };
}

/** A refused post: the gateway's words and any field errors it named, for the open form. */
function refused(error: unknown, request: Request, answer: Omit<OrderAnswer, 'at' | 'message'>) {
  if (error instanceof Response) throw error;
  // The order went (or was never this member's) while the page was open: the page's own 404.
  if (isGatewayError(error) && error.rec === Rec.notFound) {
    throw notFound('booking:order_not_found_title');
  }
  const payload = isGatewayError(error)
    ? ((error.data ?? {}) as { errors?: Record<string, string> })
    : {};
  return data<OrderAnswer>(
    {
      ...answer,
      message: gatewayMessage(error, shell.language(request)),
      errors: payload.errors,
      at: Date.now(),
    },
    isGatewayError(error) && error.isTransport ? 503 : 409,
  );
}

/**
 * Cancel with the reasons ticked and the comment. Done: back to `from` with the toast (the
 * refund amount for a paid order). Refused: the gateway's msg in the dialog.
 */
export async function cancelOrder(request: Request, orderId: string, form: FormData) {
  const reasons = [...new Set(form.getAll('reasons').map((value) => Number(value)))];
  const values = { reasons, comment: text(form, 'comment') };
  const checked = checkForm(orderCancelBody, values);
  if (!checked.ok) {
    return data<OrderAnswer>(
      { intent: 'cancel', errors: checked.errors, cancel: values, at: Date.now() },
      400,
    );
  }
  try {
    const { order } = await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderCancel, {
        params: { id: orderId },
        body: { reasons: checked.value.reasons, comment: checked.value.comment },
      }),
    );
    const refund = order.refund && order.refund.amount > 0 ? order.refund : null;
    const toast = refund
      ? await setToast(
          'booking:cancelled_refund_toast',
          formatMoney(refund.amount, order, shell.language(request)),
        )
      : await setToast('booking:cancelled_toast');
    return redirectWithCookies(readReturnPath(text(form, 'from')), [toast]);
  } catch (error) {
    return refused(error, request, { intent: 'cancel', cancel: values });
  }
}

/** Review a completed stay. Done: the order page shows it, with a thank-you toast. */
export async function reviewOrder(request: Request, orderId: string, form: FormData) {
  const values = { score: text(form, 'score'), content: text(form, 'content') };
  const checked = checkForm(orderReviewBody, values);
  if (!checked.ok) {
    return data<OrderAnswer>(
      { intent: 'review', errors: checked.errors, review: values, at: Date.now() },
      400,
    );
  }
  try {
    await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderReview, {
        params: { id: orderId },
        body: { score: checked.value.score, content: checked.value.content },
      }),
    );
    const back = text(form, 'from') ? readReturnPath(text(form, 'from')) : undefined;
    return redirectWithCookies(`${orderPath(orderId, back)}#review`, [
      await setToast('booking:review_thanks'),
    ]);
  } catch (error) {
    return refused(error, request, { intent: 'review', review: values });
  }
}

/** The order page's form: pay now (the default), cancel (`intent=cancel`) or review. */
export async function orderPageAction(request: Request) {
  const form = await readMemberForm(request);
  requireMember(request);
  const orderId = readOrderId(request);
  const intent = text(form, 'intent');
  if (intent === 'cancel') return cancelOrder(request, orderId, form);
  if (intent === 'review') return reviewOrder(request, orderId, form);
  if (intent === 'change_dates') {
    return changeDates(request, orderId, form, ({ startDay, endDay, refund }) =>
      refund
        ? setToast('booking:dates_changed_refund_toast', refund, [startDay, endDay])
        : setToast('booking:dates_changed_toast', undefined, [startDay, endDay]),
    );
  }
  if (text(form, 'pay_source') === String(PAY_SOURCE.wechat)) {
    return redirectWithCookies(wxPayPath(orderId));
  }
  const answer = await startPayment(request, orderId, PAY_SOURCE.paypal, attemptKeyOf(form));
  if ('href' in answer) return redirectTo(answer.href);
  return data<OrderAnswer>({ intent: 'pay', message: answer.message, at: Date.now() }, 409);
}

/** The order page: the order, its check-in link, where Back goes, the toast, a pay attempt's key. */
export async function loadOrderPage(request: Request) {
  requireMember(request);
  const url = new URL(request.url);
  const [order, outcome] = await Promise.all([
    loadOrder(request, readOrderId(request)),
    readOrderToast(request),
  ]);
  const change = await loadChangePanel(request, order);
  return data(
    {
      order,
      change,
      checkin: checkinLink(order),
      from: readReturnPath(url.searchParams.get('from')),
      /** `?cancel=1`: the cancel button's target without JavaScript, the dialog drawn open. */
      cancelAsked: url.searchParams.get('cancel') === '1',
      toast: outcome.toast,
      attemptKey: newAttemptKey(),
      wechatPay: SITE_PAY_SOURCES.includes(PAY_SOURCE.wechat),
    },
    { headers: outcome.headers },
  );
}
