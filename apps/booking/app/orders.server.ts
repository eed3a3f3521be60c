import { notFound, orThrowResponse } from '@bookdirect/app-shell/server';
import {
  ALL_ORDER_STATUS_IDS,
  type GatewayClient,
  isGatewayError,
  isTimeZone,
  ORDER_LIST_PAGE_SIZE,
  ORDER_TABS,
  type OrderListItem,
} from '@bookdirect/gateway-sdk';
import type { OrderPayData } from '@bookdirect/gateway-sdk/contract';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { type Language, translate } from '@bookdirect/locales';
import { imageUrl } from './catalogue.server';
import { withSession } from './session.server';
import { shell } from './shell.server';

/** Reads `orderId` from the query; anything unlike an order id is a 404 before any call. */
export function readOrderId(request: Request): string {
  const id = new URL(request.url).searchParams.get('orderId')?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound('booking:order_not_found_title');
  return id;
}

/** Names as the order's snapshot keeps them, in the page language. */
export function localName(names: { name_cn: string; name_en: string }, lang: Language): string {
  return (lang === 'zh' ? names.name_cn : names.name_en) || names.name_en || names.name_cn;
}

export function orderSummary(order: OrderListItem, lang: Language) {
  return {
    orderId: order.order_id,
    status: order.status,
    hotelName: localName(order.snapshoot.hotel, lang),
    roomName: localName(order.snapshoot.room_type, lang),
    startDay: order.snapshoot.start_day,
    endDay: order.snapshoot.end_day,
    amount: order.pay_amount,
    currency: order.currency,
    symbol: order.symbol,
  };
}

/** One order of the signed-in member; another member's or an unknown id is a 404 (rec 5). */
export async function loadOrder(request: Request, orderId: string) {
  const gateway = shell.gatewayFor(request);
  const lang = shell.language(request);
  const answer = await orThrowResponse(
    withSession(request, () => gateway.call(endpoints.order, { params: { id: orderId } })),
  );
  const { order, order_hotel: stay } = answer;
  const timeZone = await hotelTimeZone(gateway, stay.hotel_id);
  return {
    ...orderSummary(order, lang),
    createTime: order.create_time,
    cancelExpireTime: order.cancel_expire_time,
    expireTime: order.expire_time,
    points: order.pay_credits,
    pointsValue: order.credits_amount,
    pointsGain: order.credits_gain,
    total: order.amount,
    rooms: stay.nums,
    nights: stay.hotel_room_type_info.price,
    maxGuests: stay.hotel_room_type_info.adult_nums,
    /** Shown with `formatPersonName`, in the page's language. */
    guests: stay.guests.map((g) => ({ first_name: g.first_name, last_name: g.last_name })),
    imageSrc: imageUrl(stay.hotel_room_type_info.image_key),
    address: lang === 'zh' ? stay.hotel_info.address_cn : stay.hotel_info.address_en,
    /** How to reach the hotel, read live from it; '' or 0 when it gives none. */
    hotelPhone: stay.hotel_info.mobile,
    hotelEmail: stay.hotel_info.email,
    latitude: stay.hotel_info.coord_y,
    longitude: stay.hotel_info.coord_x,
    checkInTime: stay.policy.check_in_policy.check_in_time,
    checkOutTime: stay.policy.check_in_policy.check_out_time,
    timeZone,
    /** The gateway's word, by its own clock: an unpaid order, or a paid one before its deadline. */
    canCancel: order.can_cancel === 1,
    refund: order.refund,
    review: order.review,
    hotelId: stay.hotel_id,
    /** Check-in (contract): 1 not open yet, 2 open, 4 checked in, 5 checked out, 0 unpaid. */
    hotelStatus: order.hotel_status,
    /** The gateway's word, by its own clock: a paid order inside its check-in window. */
    canCheckin: order.can_checkin === 1,
    requests: order.requests,
    arrivalTime: order.arrival_time,
    /** A date change held until its difference is paid; null otherwise. */
    change: order.change,
  };
}

/** The hotel's IANA time zone for its deadlines, or undefined when it cannot be read. */
export async function hotelTimeZone(
  gateway: GatewayClient,
  hotelId: number,
): Promise<string | undefined> {
  try {
    const { hotel } = await gateway.call(endpoints.hotel, { params: { id: hotelId } });
    return isTimeZone(hotel.time_zone) ? hotel.time_zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts payment of an order and answers where to send the browser: the provider's page
 * (`href`), or an error message for the page.
 */
export async function startPayment(
  request: Request,
  orderId: string,
  paySource: number,
  /** The attempt's Idempotency-Key (attempt-key.server.ts). */
  idempotencyKey?: string,
): Promise<{ href: string } | { message: string }> {
  const answer = await payOrder(request, orderId, paySource, { idempotencyKey });
  if ('message' in answer) return answer;
  if (answer.href) return { href: answer.href };
  return { message: translate(shell.language(request), 'payments:method_unavailable') };
}

/** `POST /orders/pay/` as it answers (WeChat Pay: `wxpay`, `code_url` or `href`), or its message. */
export async function payOrder(
  request: Request,
  orderId: string,
  paySource: number,
  options: { idempotencyKey?: string; wxMode?: 'jsapi' | 'native' | 'h5' } = {},
): Promise<OrderPayData | { message: string; key?: string }> {
  const lang = shell.language(request);
  try {
    return await withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orderPay, {
        body: {
          pay_source: paySource,
          order_id: orderId,
          ...(options.wxMode ? { wx_mode: options.wxMode } : {}),
        },
        idempotencyKey: options.idempotencyKey,
      }),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    return {
      message: gatewayMessage(error, lang),
      key: isGatewayError(error) ? error.key : undefined,
    };
  }
}

/** The gateway's words for a failed call, or ours when it could not be reached. */
export function gatewayMessage(error: unknown, lang: Language): string {
  if (!isGatewayError(error)) throw error;
  if (error.isTransport) return translate(lang, 'errors:gateway_unavailable');
  return error.msg || translate(lang, 'booking:booking_failed');
}

/** A 303 to the payment provider, which lives on another origin. */
export function redirectTo(href: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: href, 'Cache-Control': 'no-store' },
  });
}

/** A tab of My Trips: all (0), or one status. */
export type OrderTab = (typeof ORDER_TABS)[number];

/** My Trips: the tab and page asked for, and a payment outcome to show once. */
export async function loadOrderList(request: Request) {
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('tab'));
  const tab: OrderTab = (ORDER_TABS as readonly number[]).includes(asked) ? (asked as OrderTab) : 0;
  const askedPage = Number(url.searchParams.get('page'));
  const page = Number.isInteger(askedPage) && askedPage > 0 ? askedPage : 1;
  const payment = url.searchParams.get('payment');
  const orderId = url.searchParams.get('orderId')?.trim();
  const list = await orThrowResponse(
    withSession(request, () =>
      shell.gatewayFor(request).call(endpoints.orders, {
        query: {
          page,
          num: ORDER_LIST_PAGE_SIZE,
          ...(tab === 0 ? { status_ids: ALL_ORDER_STATUS_IDS.join(',') } : { status: tab }),
        },
      }),
    ),
  );
  const lang = shell.language(request);
  return {
    tab,
    page,
    pageCount: Math.max(1, Math.ceil(list.total / ORDER_LIST_PAGE_SIZE)),
    orders: list.order_list.map((order) => ({
      ...orderSummary(order, lang),
      rooms: 1,
    })),
    payment:
      payment === 'success' || payment === 'error' ? (payment as 'success' | 'error') : undefined,
    orderId: orderId && /^[A-Za-z0-9_-]{1,64}$/.test(orderId) ? orderId : undefined,
  };
}
