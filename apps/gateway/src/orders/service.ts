import { ALL_ORDER_STATUS_IDS, addDays, dayOfIso } from '@bookdirect/gateway-sdk';
import {
  CreditsOperate,
  type CurrencyId,
  type OrderCheck,
  type OrderContent,
  type OrderDetailItem,
  type OrderHotel,
  type OrderListItem,
  OrderStatus,
  type OrderStatusId,
  type PaySourceAmount,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { appendCredits } from '../accounts/credits';
import { currencies, hotels } from '../catalog/schema';
import { insufficientStock, takeStockSql } from '../catalog/stock';
import type { Database, Transaction } from '../db';
import { preparedRows } from '../db/prepared';
import { withRetry } from '../db/retry';
import { BusinessError, validationFailed } from '../http/envelope';
import { enqueueMail } from '../mail/outbox';
import { partnerByCode } from '../partners/service';
import { cancelAllowed } from './cancellation';
import { checkinAllowed, hotelStatus } from './checkin-window';
import { paymentTerms } from './earn';
import { newOrderId, ORDER_ID_PATTERN } from './ids';
import { confirmationMail } from './mail';
import { toMajor } from './money';
import {
  type GuestRow,
  priceChanged,
  priceMatches,
  type Quote,
  quoteStay,
  readBooking,
  toOrderCheck,
} from './quote';
import {
  hotelReviews,
  type OrderGuestRow,
  type OrderRow,
  orderChanges,
  orderNights,
  orderRefunds,
  orders,
} from './schema';
import type { OrderSettings } from './settings';

/** The same answer for a missing order and another member's: ids cannot be probed. */
export const orderNotFound = () => new BusinessError(Rec.notFound, 'orders:order_not_found');

export async function checkOrder(
  db: Database,
  input: {
    userId: number;
    sellerId: number;
    content: OrderContent;
    amount: number;
    credits: number;
    now: Date;
  },
): Promise<OrderCheck> {
  const quote = await quoteStay(db, input);
  if (!priceMatches(quote, input.amount)) throw priceChanged(quote);
  return toOrderCheck(quote);
}

export interface CreateOrderInput {
  userId: number;
  source: number;
  content: OrderContent & { user_folks: number[] };
  amount: number;
  credits: number;
  mobile: string;
  telPrefix: string;
  email: string;
  /** The traveller's special requests ('' when none) and expected arrival, `HH:MM` ('' when not said). */
  requests: string;
  arrivalTime: string;
  /**
   * The partner the traveller came from (attribution), when the site kept one: recorded only
   * when it names a known partner, ignored otherwise.
   */
  partnerCode?: string;
  lang: Language;
  now: Date;
  /** Called first in the booking's transaction (an Idempotency-Key keeps its answer there). */
  keep?: (tx: Transaction, created: CreatedOrder) => Promise<void>;
}

export interface CreatedOrder {
  orderId: string;
  status: OrderStatusId;
  payAmount: number;
  pay_source_list: PaySourceAmount[];
}

/** A night's price moved between the quote and the booking statement. */
export class PriceMoved extends Error {
  override readonly name = 'PriceMoved';
}

/**
 * Why the booking statement refused (`booking_refused()`, migration 0030), which takes back
 * whatever it wrote: a night short of rooms, or a night's price moved since the quote.
 */
function refusalOf(error: unknown): 'insufficient_room_stock' | 'price_moved' | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code !== 'P0001') continue;
    if (e.message === 'insufficient_room_stock' || e.message === 'price_moved') return e.message;
  }
  return undefined;
}

/** An order's row as `createOrder` writes it (minor units; `paid` when points pay it all). */
export interface PlacedOrder {
  id: string;
  userId: number;
  status: OrderStatusId;
  source: number;
  quote: Quote;
  paid: { paidRateCny: string; creditsGain: number } | null;
  mobile: string;
  telPrefix: string;
  email: string;
  requests: string;
  arrivalTime: string;
  partnerCode: string | null;
  lang: string;
  guests: OrderGuestRow[];
  holdExpiresAt: Date;
  now: Date;
}

/**
 * One statement books the stay: it takes `nums` rooms on every night that still has them
 * (`takeStockSql`), refuses (`booking_refused()`, an error that takes back all of it) unless
 * every night was taken at the quoted price, and writes the order and its nights. When no
 * night had rooms left (the usual loser of a race for a last room), it took nothing and
 * writes nothing: `ok` is 0, without an error (which the server would log). Alone it is
 * its own transaction; inside one, the caller's rollback takes it back. The text is the same
 * for every order (named, it is planned once per connection), the values its parameters.
 */
function bookingSql(order: PlacedOrder): SQL {
  const { quote } = order;
  const stay = {
    roomTypeId: quote.roomTypeId,
    start: quote.start,
    days: quote.days,
    nums: quote.nums,
  };
  const expected = quote.nights.map((n) => `${n.day}:${n.price}`).join(',');
  const at = (date: Date | null) => (date === null ? null : date.toISOString());
  return sql`with taken as (${takeStockSql(stay)}),
    checked as (
      select case
        when count(*) = 0 then 0
        when count(*) <> ${quote.days}::int then booking_refused('insufficient_room_stock')
        when string_agg(day || ':' || price, ',' order by day) <> ${expected}::text
          then booking_refused('price_moved')
        else 1 end as ok
      from taken
    ),
    placed as (
      insert into orders (id, user_id, status, seller_id, source, hotel_id, hotel_room_type_id,
        rate_plan_id, start_day, days, nums, currency_id, amount, credits_amount, pay_amount,
        pay_credits, credits_gain, paid_rate_cny, mobile, tel_prefix, email, requests,
        arrival_time, store_id, partner_code, lang, snapshot, guests, cancel_expire_at,
        hold_expires_at, paid_at, created_at)
      select ${order.id}::text, ${order.userId}::int, ${order.status}::smallint,
        ${quote.sellerId}::int, ${order.source}::smallint, ${quote.hotelId}::int,
        ${quote.roomTypeId}::int, ${quote.ratePlanId}::int, ${quote.start}::date,
        ${quote.days}::smallint, ${quote.nums}::smallint, ${quote.currencyId}::int,
        ${quote.amount}::bigint, ${quote.creditsAmount}::bigint, ${quote.payAmount}::bigint,
        ${quote.payCredits}::int, ${order.paid?.creditsGain ?? quote.creditsGain}::int,
        ${order.paid?.paidRateCny ?? null}::numeric, ${order.mobile}::text,
        ${order.telPrefix}::text, ${order.email}::text, ${order.requests}::text,
        ${order.arrivalTime}::text, ${quote.storeId}::text, ${order.partnerCode}::text,
        ${order.lang}::text, ${JSON.stringify(quote.snapshot)}::jsonb,
        ${JSON.stringify(order.guests)}::jsonb, ${at(quote.cancelExpireAt)}::timestamptz,
        ${at(order.holdExpiresAt)}::timestamptz, ${at(order.paid ? order.now : null)}::timestamptz,
        ${at(order.now)}::timestamptz
      from checked
      where ok = 1
      returning id
    ),
    nights as (
      insert into order_nights (order_id, day, price)
      select placed.id, taken.day::date, taken.price from placed, taken
    )
    select ok from checked`;
}

/**
 * Writes the order, its nights and the stock it takes, all or nothing (`bookingSql`): alone
 * as its own transaction, or inside the caller's. A night short of rooms is rec 6
 * insufficient_room_stock, a night whose price moved since the quote `PriceMoved`.
 */
export async function placeOrder(db: Database | Transaction, order: PlacedOrder): Promise<void> {
  let answered: { ok: number | string }[];
  try {
    answered = await preparedRows<{ ok: number | string }>(db, bookingSql(order));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === 'insufficient_room_stock') throw insufficientStock();
    if (refusal === 'price_moved') throw new PriceMoved();
    throw error;
  }
  if (Number(answered[0]?.ok) !== 1) throw insufficientStock();
}

/**
 * Books a stay: re-prices it, then in one transaction takes every night's stock, spends the
 * points and writes the order. Nothing is taken unless everything is. An order the points pay
 * in full is paid at once and its confirmation mail is queued in the same transaction.
 */
export async function createOrder(
  db: Database,
  input: CreateOrderInput,
  settings: Pick<OrderSettings, 'holdMinutes' | 'paySources' | 'bookingUrl'>,
): Promise<CreatedOrder> {
  const { content, userId, now } = input;
  // One read for the stay and the guests; failures answer in a fixed order: the guests first,
  // then the stay. Beside it, the partner: an unknown code books with none (contract).
  const [read, partner] = await Promise.all([
    readBooking(db, { content, userId, credits: input.credits, now }, content.user_folks),
    input.partnerCode === undefined ? null : partnerByCode(db, input.partnerCode),
  ]);
  const guests = bookedGuests(read.guests, content.user_folks);
  const quote = read.quote();
  if (!priceMatches(quote, input.amount)) throw priceChanged(quote);
  if (guests.length > quote.nums * quote.adultNums) {
    throw validationFailed({ user_folks: 'validation:maximum_guest' });
  }

  const orderId = newOrderId();
  const paidNow = quote.payAmount === 0;
  const payAmount = toMajor(quote.payAmount, quote.money.minorUnit);
  const created: CreatedOrder = {
    orderId,
    status: paidNow ? OrderStatus.paid : OrderStatus.unpaid,
    payAmount,
    pay_source_list: settings.paySources.map((source) => ({
      pay_source: source,
      pay_amount: payAmount,
    })),
  };
  const placed: PlacedOrder = {
    id: orderId,
    userId,
    status: created.status,
    source: input.source,
    quote,
    // Paid by points alone: paid now, at this moment's rate, like a captured payment.
    paid: paidNow ? paymentTerms(quote.payAmount, quote.money, quote.snapshot) : null,
    mobile: input.mobile,
    telPrefix: input.telPrefix,
    email: input.email,
    requests: input.requests,
    arrivalTime: input.arrivalTime,
    partnerCode: partner?.code ?? null,
    lang: input.lang,
    guests,
    holdExpiresAt: new Date(now.getTime() + settings.holdMinutes * 60_000),
    now,
  };
  try {
    if (input.keep === undefined && quote.payCredits === 0 && !paidNow) {
      // Nothing to write beside the order (no points, no kept answer, no mail): its one
      // statement is its own transaction, one round trip.
      await withRetry(() => placeOrder(db, placed));
    } else {
      await withRetry(() =>
        db.transaction(async (tx) => {
          // First: a retry of this booking under the same Idempotency-Key waits here for this
          // one and answers its result; the booking and its kept answer commit together.
          await input.keep?.(tx, created);
          if (quote.payCredits > 0) {
            await appendCredits(tx, {
              userId,
              operate: CreditsOperate.spend,
              credits: -quote.payCredits,
              orderId,
              createdAt: now,
            });
          }
          // The stock rows and, when a night sells out, its (city, night) search version row
          // (the table's trigger) stay locked only until the commit (after the mail, for an
          // order points pay in full).
          await placeOrder(tx, placed);
          if (paidNow) {
            // Paid by points alone (the rarer case): the mail reads the order as it was written.
            const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
            if (!order) throw new Error('the placed order was not found');
            await enqueueMail(
              tx,
              confirmationMail({
                order,
                symbol: quote.symbol,
                minorUnit: quote.money.minorUnit,
                bookingUrl: settings.bookingUrl,
              }),
            );
          }
        }),
      );
    }
  } catch (error) {
    if (!(error instanceof PriceMoved)) throw error;
    throw priceChanged(await quoteStay(db, { content, userId, credits: input.credits, now }));
  }

  return created;
}

/** The member's own saved guests, in the order given; rec 2 when one is not theirs. */
function bookedGuests(found: GuestRow[], ids: number[]): OrderGuestRow[] {
  const wanted = [...new Set(ids)];
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return wanted.map((id) => {
    const r = byId.get(id);
    if (!r) throw validationFailed({ user_folks: 'validation:save_guest_information' });
    return { user_folks_id: id, first_name: r.first_name, last_name: r.last_name };
  });
}

/** What the payments slice needs to start or verify a payment of an order. */
export interface PayableOrder {
  orderId: string;
  userId: number;
  status: OrderStatusId;
  currencyId: number;
  /** ISO 4217, e.g. `EUR`. */
  currencyCode: string;
  minorUnit: number;
  /** Left to pay after points, minor units. */
  payAmountMinor: number;
  /** The same as a decimal number with the currency's decimals. */
  payAmount: number;
  holdExpiresAt: Date;
  /** Unpaid and its hold not yet over at `now`. */
  payable: boolean;
  email: string;
  lang: string;
  /** Hotel and room type names in the order's language, for a provider's item line. */
  description: string;
}

/**
 * An order's amount and currency. With `userId`, another member's order is undefined, exactly
 * like a missing one.
 */
export async function orderForPayment(
  db: Database | Transaction,
  orderId: string,
  options: { userId?: number; now?: Date } = {},
): Promise<PayableOrder | undefined> {
  if (!ORDER_ID_PATTERN.test(orderId)) return undefined;
  const [row] = await db
    .select({ order: orders, code: currencies.code, minorUnit: currencies.minorUnit })
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .where(
      options.userId === undefined
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.userId, options.userId)),
    );
  if (!row) return undefined;
  const { order } = row;
  const now = options.now ?? new Date();
  const zh = order.lang === 'zh';
  const s = order.snapshot;
  return {
    orderId: order.id,
    // A platform reservation nobody claimed pays nothing here; 0 is no member.
    userId: order.userId ?? 0,
    status: order.status as OrderStatusId,
    currencyId: order.currencyId,
    currencyCode: row.code,
    minorUnit: row.minorUnit,
    payAmountMinor: order.payAmount,
    payAmount: toMajor(order.payAmount, row.minorUnit),
    holdExpiresAt: order.holdExpiresAt,
    payable: order.status === OrderStatus.unpaid && order.holdExpiresAt.getTime() > now.getTime(),
    email: order.email,
    lang: order.lang,
    description: `${zh ? s.hotel.name_cn : s.hotel.name_en} - ${zh ? s.room_type.name_cn : s.room_type.name_en}`,
  };
}

/** Statuses asked for by `status` (a tab; 0 is all) or `status_ids` (`1,2,6,8,9`). */
export function statusFilter(query: { status?: number; status_ids?: string }): number[] {
  const all: readonly number[] = ALL_ORDER_STATUS_IDS;
  if (query.status_ids) {
    const ids = query.status_ids
      .split(',')
      .map(Number)
      .filter((id) => all.includes(id));
    return [...new Set(ids)];
  }
  if (query.status) return all.includes(query.status) ? [query.status] : [];
  return [...all];
}

/** An order as `selectOrders` reads it: the row, its currency, refund, review and check-in. */
export interface ListRow {
  order: OrderRow;
  symbol: string;
  minorUnit: number;
  refundStatus: 'pending' | 'refunded' | 'failed_manual' | null;
  refundAmount: number | null;
  refundedAt: Date | null;
  reviewScore: number | null;
  reviewContent: string | null;
  reviewedAt: Date | null;
  changeStart: string | null;
  changeDays: number | null;
  changePay: number | null;
  changeExpires: Date | null;
}

const secs = (d: Date) => Math.floor(d.getTime() / 1000);

/** A row of `selectOrders` as My Trips lists it (and every answer built on that item). */
export function toListItem(row: ListRow, now: Date): OrderListItem {
  const { order, symbol, minorUnit } = row;
  const s = order.snapshot;
  return {
    order_id: order.id,
    status: order.status as OrderStatusId,
    source: order.source,
    amount: toMajor(order.amount, minorUnit),
    pay_credits: order.payCredits,
    credits_amount: toMajor(order.creditsAmount, minorUnit),
    pay_amount: toMajor(order.payAmount, minorUnit),
    currency: order.currencyId as CurrencyId,
    symbol,
    create_time: secs(order.createdAt),
    cancel_expire_time: secs(order.cancelExpireAt),
    expire_time: order.status === OrderStatus.unpaid ? secs(order.holdExpiresAt) : 0,
    hotel_status: hotelStatus(order, now),
    can_checkin: checkinAllowed(order, now) ? 1 : 0,
    // A cancelled or expired order (9) earns nothing, whatever it was promised when booked.
    credits_gain: order.status === OrderStatus.cancelled ? 0 : order.creditsGain,
    can_cancel: cancelAllowed(order, now) ? 1 : 0,
    refund:
      row.refundStatus === null
        ? null
        : {
            status: row.refundStatus,
            amount: toMajor(Number(row.refundAmount ?? 0), minorUnit),
            refund_time: row.refundedAt ? secs(row.refundedAt) : 0,
          },
    review:
      row.reviewScore === null
        ? null
        : {
            score: row.reviewScore,
            content: row.reviewContent ?? '',
            create_time: row.reviewedAt ? secs(row.reviewedAt) : 0,
          },
    requests: order.requests,
    arrival_time: order.arrivalTime,
    change:
      row.changeStart === null
        ? null
        : {
            start_day: dayOfIso(row.changeStart),
            days: row.changeDays ?? 0,
            pay_amount: toMajor(Number(row.changePay ?? 0), minorUnit),
            expires: row.changeExpires ? secs(row.changeExpires) : 0,
          },
    snapshoot: {
      hotel: { name_cn: s.hotel.name_cn, name_en: s.hotel.name_en },
      room_type: { name_cn: s.room_type.name_cn, name_en: s.room_type.name_en },
      start_day: s.start_day,
      end_day: s.end_day,
    },
  };
}

const listColumns = {
  order: orders,
  symbol: currencies.symbol,
  minorUnit: currencies.minorUnit,
  refundStatus: orderRefunds.status,
  refundAmount: orderRefunds.amount,
  refundedAt: orderRefunds.refundedAt,
  reviewScore: hotelReviews.score,
  reviewContent: hotelReviews.content,
  reviewedAt: hotelReviews.createdAt,
  changeStart: orderChanges.startDay,
  changeDays: orderChanges.days,
  changePay: orderChanges.payAmount,
  changeExpires: orderChanges.expiresAt,
};

/**
 * An order with its currency, and its refund and review when it has them: what `toListItem`
 * needs. The caller adds its own conditions and order.
 */
export function selectOrders(db: Database | Transaction) {
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .leftJoin(orderRefunds, eq(orderRefunds.orderId, orders.id))
    .leftJoin(hotelReviews, eq(hotelReviews.orderId, orders.id))
    .leftJoin(
      orderChanges,
      and(eq(orderChanges.orderId, orders.id), eq(orderChanges.status, 'pending')),
    );
}

/** One order as My Trips and the cancel call show it; undefined when it is not the member's. */
export async function orderListItem(
  db: Database | Transaction,
  userId: number,
  orderId: string,
  now: Date,
): Promise<OrderListItem | undefined> {
  if (!ORDER_ID_PATTERN.test(orderId)) return undefined;
  const [row] = await selectOrders(db).where(
    and(eq(orders.id, orderId), eq(orders.userId, userId)),
  );
  return row ? toListItem(row, now) : undefined;
}

/** My Trips: the member's own orders, newest first. */
export async function listOrders(
  db: Database,
  userId: number,
  query: { page: number; num: number; statuses: number[]; now: Date },
): Promise<{ order_list: OrderListItem[]; total: number }> {
  if (query.statuses.length === 0) return { order_list: [], total: 0 };
  const where = and(eq(orders.userId, userId), inArray(orders.status, query.statuses));
  const [rows, [count]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
      .limit(query.num)
      .offset((query.page - 1) * query.num),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    order_list: rows.map((row) => toListItem(row, query.now)),
    total: Number(count?.n ?? 0),
  };
}

/** One of the member's orders with its stay; rec 5 alike for missing and not theirs. */
export async function orderDetail(
  db: Database,
  userId: number,
  orderId: string,
  now: Date,
): Promise<{ order: OrderDetailItem; order_hotel: OrderHotel }> {
  const found = await loadOrderWithStay(db, orderId, now, userId);
  if (!found) throw orderNotFound();
  const { order, order_hotel } = found.detail;
  return { order: { ...order, partner_code: found.partnerCode }, order_hotel };
}

/**
 * An order with its stay, whoever holds it (check-in has decided who may see it), or only
 * `userId`'s; undefined when there is none.
 */
export async function orderDetailById(
  db: Database | Transaction,
  orderId: string,
  now: Date,
  userId?: number,
): Promise<{ order: OrderListItem; order_hotel: OrderHotel } | undefined> {
  return (await loadOrderWithStay(db, orderId, now, userId))?.detail;
}

/**
 * The order with its stay, and what only its own page shows (the partner attribution), with
 * the order's row for answers that show more of it (the back office's).
 */
export async function loadOrderWithStay(
  db: Database | Transaction,
  orderId: string,
  now: Date,
  userId?: number,
): Promise<
  | {
      detail: { order: OrderListItem; order_hotel: OrderHotel };
      partnerCode: string | null;
      row: OrderRow;
    }
  | undefined
> {
  if (!ORDER_ID_PATTERN.test(orderId)) return undefined;
  const [row] = await selectOrders(db).where(
    userId === undefined
      ? eq(orders.id, orderId)
      : and(eq(orders.id, orderId), eq(orders.userId, userId)),
  );
  if (!row) return undefined;
  const [nights, [hotel]] = await Promise.all([
    db
      .select({ day: orderNights.day, price: orderNights.price })
      .from(orderNights)
      .where(eq(orderNights.orderId, orderId))
      .orderBy(orderNights.day),
    // How to reach the hotel is read live: a new phone number reaches every booking.
    db
      .select({
        mobile: hotels.mobile,
        email: hotels.email,
        time_zone: hotels.timeZone,
        coord_x: hotels.coordX,
        coord_y: hotels.coordY,
      })
      .from(hotels)
      .where(eq(hotels.id, row.order.hotelId)),
  ]);
  const { order, minorUnit } = row;
  const s = order.snapshot;
  const detail = {
    order: toListItem(row, now),
    order_hotel: {
      hotel_id: order.hotelId,
      start_day: s.start_day,
      end_day: addDays(dayOfIso(order.startDay), order.days),
      days: order.days,
      nums: order.nums,
      guests: order.guests.map((g) => ({ first_name: g.first_name, last_name: g.last_name })),
      assign_rooms: [],
      hotel_info: {
        ...s.hotel,
        mobile: hotel?.mobile ?? '',
        email: hotel?.email ?? '',
        time_zone: hotel?.time_zone ?? 'UTC',
        coord_x: hotel?.coord_x ?? 0,
        coord_y: hotel?.coord_y ?? 0,
      },
      hotel_room_type_info: {
        name_cn: s.room_type.name_cn,
        name_en: s.room_type.name_en,
        adult_nums: s.room_type.adult_nums,
        image_key: s.room_type.image_key,
        price: nights.map((n) => ({ day: dayOfIso(n.day), price: toMajor(n.price, minorUnit) })),
      },
      policy: { check_in_policy: { ...s.check_in_policy } },
    },
  };
  return { detail, partnerCode: order.partnerCode, row: order };
}
