import { notFound } from '@bookdirect/app-shell/server';
import {
  addDays,
  dayOfIso,
  formatMoney,
  isDayNumber,
  isGatewayError,
  type OrderCheck,
  OrderStatus,
  Rec,
  stayNights,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { orderDatesBody } from '@bookdirect/gateway-sdk/schemas';
import { translate } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import { attemptKeyOf } from './attempt-key.server';
import { checkForm, text } from './members.server';
import { orderPath } from './order-paths';
import { gatewayMessage, type loadOrder } from './orders.server';
import { redirectWithCookies, withSession } from './session.server';
import { shell } from './shell.server';

type OrderView = Awaited<ReturnType<typeof loadOrder>>;

/** A new stay's figures, as the order page shows them before the traveller confirms. */
export interface ChangeQuote {
  startDay: number;
  endDay: number;
  days: number;
  /** The new room total, floored as the gateway compares it. */
  amount: number;
  /** New total minus the current one: more to pay (> 0) or back (< 0). */
  difference: number;
}

/** The panel's state from the page's URL: the dates asked for, their quote or why there is none. */
export interface ChangePanel {
  /** The gateway's word: an unpaid order, or a paid one before its free-cancellation deadline. */
  open: boolean;
  checkIn?: number;
  checkOut?: number;
  quote?: ChangeQuote;
  /** Why the dates asked for cannot be quoted (the gateway's words, or ours). */
  message?: string;
}

/** The answer to a confirm that did not move the order. */
export interface ChangeAnswer {
  intent: 'change_dates';
  message: string;
  /** The fresh figures when the price changed since the quote. */
  quote?: ChangeQuote;
  at: number;
}

/** `YYYY-MM-DD` (a date field or the picker's), as a day number. */
export function readDay(value: string | null): number | undefined {
  const day = dayOfIso(value ?? '');
  return isDayNumber(day) ? day : undefined;
}

/** May the order's dates change? The gateway has the last word when it is asked. */
export const changeable = (order: Pick<OrderView, 'status' | 'canCancel' | 'change'>) =>
  !order.change &&
  (order.status === OrderStatus.unpaid || (order.status === OrderStatus.paid && order.canCancel));

const flooredTotal = (check: OrderCheck) => Math.floor(check.amount + 1e-9);

function quoteOf(check: OrderCheck, order: OrderView, startDay: number, days: number): ChangeQuote {
  const amount = flooredTotal(check);
  return {
    startDay,
    endDay: addDays(startDay, days),
    days,
    amount,
    difference: Math.round((amount - order.total) * 100) / 100,
  };
}

/**
 * Prices the same hotel, room type and rooms for the new nights by asking the date change
 * itself for a total of 0, which the gateway answers with the fresh figures and no move, the
 * nights the order holds counted as its own.
 */
async function priceStay(
  request: Request,
  order: OrderView,
  startDay: number,
  days: number,
): Promise<{ quote: ChangeQuote } | { message: string }> {
  const lang = shell.language(request);
  try {
    await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderDates, {
        params: { id: order.orderId },
        body: { start_day: startDay, days, amount: 0 },
      }),
    );
    // The gateway never moves an order for a total of 0; an answer without figures is no quote.
    return { message: translate(lang, 'booking:change_unavailable') };
  } catch (error) {
    if (error instanceof Response) throw error;
    const fresh =
      isGatewayError(error) && error.key === 'orders:price_changed'
        ? (error.data as { order?: OrderCheck } | null)?.order
        : undefined;
    if (fresh) return { quote: quoteOf(fresh, order, startDay, days) };
    return { message: gatewayMessage(error, lang) };
  }
}

/** The panel's state: `change_in` and `change_out` in the URL ask for a quote. */
export async function loadChangePanel(request: Request, order: OrderView): Promise<ChangePanel> {
  const open = changeable(order);
  if (!open) return { open };
  const url = new URL(request.url);
  const checkIn = readDay(url.searchParams.get('change_in'));
  const checkOut = readDay(url.searchParams.get('change_out'));
  if (!url.searchParams.has('change_in')) return { open };
  if (checkIn === undefined || checkOut === undefined || checkOut <= checkIn) {
    return {
      open,
      checkIn,
      checkOut,
      message: translate(shell.language(request), 'booking:change_pick_dates'),
    };
  }
  const days = stayNights(checkIn, checkOut);
  if (checkIn === order.startDay && checkOut === order.endDay) {
    return {
      open,
      checkIn,
      checkOut,
      message: translate(shell.language(request), 'booking:change_same_dates'),
    };
  }
  const priced = await priceStay(request, order, checkIn, days);
  return { open, checkIn, checkOut, ...priced };
}

/**
 * Confirm the quoted stay: `PUT /orders/dates/{id}/` with the floored total shown. Moved:
 * back to the page with a toast (the refund when there is one). Held for the difference: back
 * to the page, which shows the change and its payment. Price changed: the fresh figures to ask
 * again. Any other refusal: the gateway's words.
 */
export async function changeDates(
  request: Request,
  orderId: string,
  form: FormData,
  toast: (moved: { startDay: number; endDay: number; refund?: string }) => Promise<string>,
) {
  const values = {
    start_day: Number(text(form, 'start_day')),
    days: Number(text(form, 'days')),
    amount: Number(text(form, 'amount')),
  };
  const back = orderPath(orderId, text(form, 'from') || undefined);
  const checked = checkForm(orderDatesBody, values);
  if (!checked.ok) {
    return data<ChangeAnswer>(
      {
        intent: 'change_dates',
        message: translate(shell.language(request), 'booking:change_pick_dates'),
        at: Date.now(),
      },
      400,
    );
  }
  try {
    const answer = await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderDates, {
        params: { id: orderId },
        body: { start_day: values.start_day, days: values.days, amount: values.amount },
        idempotencyKey: attemptKeyOf(form),
      }),
    );
    if (answer.pay_amount > 0) return redirectWithCookies(back);
    const { order } = answer;
    const refund =
      answer.refund_amount > 0
        ? formatMoney(answer.refund_amount, order, shell.language(request))
        : undefined;
    const cookie = await toast({
      startDay: order.snapshoot.start_day,
      endDay: order.snapshoot.end_day,
      refund,
    });
    return redirectWithCookies(back, [cookie]);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isGatewayError(error) && error.rec === Rec.notFound) {
      throw notFound('booking:order_not_found_title');
    }
    const message = gatewayMessage(error, shell.language(request));
    const fresh =
      isGatewayError(error) && error.key === 'orders:price_changed'
        ? (error.data as { order?: OrderCheck } | null)?.order
        : undefined;
    const current = Number(text(form, 'current_total'));
    const quote = fresh
      ? {
          startDay: values.start_day,
          endDay: addDays(values.start_day, values.days),
          days: values.days,
          amount: flooredTotal(fresh),
          difference:
            Math.round((flooredTotal(fresh) - (Number.isFinite(current) ? current : 0)) * 100) /
            100,
        }
      : undefined;
    return data<ChangeAnswer>(
      { intent: 'change_dates', message, quote, at: Date.now() },
      isGatewayError(error) && error.isTransport ? 503 : 409,
    );
  }
}
