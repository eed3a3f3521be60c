import {
  addDays,
  dayOfIso,
  isoDay,
  POINTS_PER_CNY,
  partyFits,
  todayIn,
} from '@bookdirect/gateway-sdk';
import type { CurrencyId, OrderCheck, OrderContent } from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { partyOfQuery } from '@bookdirect/gateway-sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { creditsBalanceSql, InsufficientCreditsError } from '../accounts/credits';
import { insufficientStock } from '../catalog/stock';
import type { Database } from '../db';
import { preparedRows } from '../db/prepared';
import { BusinessError, validationFailed } from '../http/envelope';
import { cancelDeadline } from './cancellation';
import { paymentTerms } from './earn';
import { type CurrencyMoney, flooredMajor, pointsValue, quotePoints, toMajor } from './money';
import type { OrderSnapshotRow } from './schema';

/**
 * The price of a stay, computed on the server from `room_type_days` at the moment of asking:
 * what `/orders/check/` answers and what `/orders/main/` books.
 */

export interface Quote {
  hotelId: number;
  sellerId: number;
  roomTypeId: number;
  ratePlanId: number | null;
  /** `YYYY-MM-DD` of the first night. */
  start: string;
  days: number;
  nums: number;
  currencyId: number;
  symbol: string;
  money: CurrencyMoney;
  storeId: string;
  adultNums: number;
  /** One room's price per night, minor units, in date order. */
  nights: { day: string; price: number }[];
  amount: number;
  payCredits: number;
  creditsAmount: number;
  creditsUseMax: number;
  payAmount: number;
  balance: number;
  creditsGain: number;
  cancelExpireAt: Date;
  snapshot: OrderSnapshotRow;
}

/**
 * The rate plan a hotel's orders are sold under, joined as `rp` beside the hotel `h`: its
 * first standard plan, else its first plan, none for a hotel without plans (which sells at
 * its standard rate). Every order, booked or imported, is priced and earns (earn.ts) under it.
 */
export const soldRatePlanJoin: SQL = sql`left join lateral (
    select id, name_cn, name_en, is_standard from rate_plans
    where hotel_id = h.id order by is_standard desc, sort, id limit 1
  ) rp on true`;

/** The columns of a hotel, its room type and its rate plan that an order keeps as booked. */
export interface SnapshotColumns {
  hotel_cn: string;
  hotel_en: string;
  address_cn: string;
  address_en: string;
  time_zone: string;
  check_in_time: string;
  check_out_time: string;
  room_cn: string;
  room_en: string;
  adult_nums: number;
  image_key: string;
  rate_id: number | null;
  rate_cn: string | null;
  rate_en: string | null;
  /** The plan's `is_standard`; null without a plan (earn.ts decides what earns). */
  rate_standard: boolean | null;
  /** The hotel's phone, e-mail and coordinates, where the query reads them. */
  mobile?: string;
  email?: string;
  coord_x?: number;
  coord_y?: number;
}

/** What an order of `days` nights from `start` (YYYYMMDD) keeps of what it booked. */
export function orderSnapshot(row: SnapshotColumns, start: number, days: number): OrderSnapshotRow {
  return {
    hotel: {
      name_cn: row.hotel_cn,
      name_en: row.hotel_en,
      address_cn: row.address_cn,
      address_en: row.address_en,
      ...(row.mobile === undefined ? {} : { mobile: row.mobile }),
      ...(row.email === undefined ? {} : { email: row.email }),
      ...(row.coord_x === undefined ? {} : { coord_x: Number(row.coord_x) }),
      ...(row.coord_y === undefined ? {} : { coord_y: Number(row.coord_y) }),
    },
    room_type: {
      name_cn: row.room_cn,
      name_en: row.room_en,
      adult_nums: Number(row.adult_nums),
      image_key: row.image_key,
    },
    start_day: start,
    end_day: addDays(start, days),
    time_zone: row.time_zone,
    check_in_policy: { check_in_time: row.check_in_time, check_out_time: row.check_out_time },
    rate_plan:
      row.rate_id === null
        ? null
        : {
            id: Number(row.rate_id),
            name_cn: row.rate_cn ?? '',
            name_en: row.rate_en ?? '',
            is_standard: row.rate_standard === true,
          },
  };
}

interface StayRow extends SnapshotColumns {
  hotel_id: number;
  seller_id: number;
  store_id: string;
  currency_id: number;
  symbol: string;
  minor_unit: number;
  usd_per_unit: string | null;
  cny_usd_per_unit: string | null;
}

/** rec 5 for a hotel or room type that is not bookable (missing, hidden, or not that hotel's). */
const roomNotFound = () => new BusinessError(Rec.notFound, 'orders:room_not_found');

/** A member's saved guest as the booking read finds it. */
export interface GuestRow {
  id: number;
  first_name: string;
  last_name: string;
}

/** Everything a quote reads, in one row: the stay (absent when not bookable) and the rest. */
interface QuoteRead extends Partial<StayRow> {
  night_days: string[];
  night_prices: (number | string)[];
  night_rest: (number | string)[];
  balance: number | string;
  guests: GuestRow[] | null;
}

interface QuoteInput {
  content: OrderContent;
  sellerId?: number;
  credits: number;
  userId: number;
  now: Date;
}

/**
 * One statement for every read of a quote: the hotel, room type, rate plan and currency; the
 * nights' prices and stock; the member's points balance at the quote's moment
 * (`creditsBalanceSql`, expired points left out); and, for a booking, the member's own guests
 * among `guestIds`. One pooled connection and one round trip instead of four, and a named
 * statement, so PostgreSQL plans it once per connection.
 */
async function readQuote(db: Database, input: QuoteInput, guestIds: number[]): Promise<QuoteRead> {
  const { content } = input;
  const start = isoDay(content.start_day);
  const [read] = await preparedRows<QuoteRead>(
    db,
    sql`select s.*, n.night_days, n.night_prices, n.night_rest, b.balance, g.guests
        from (
          select coalesce(array_agg(day::text order by day), '{}') as night_days,
            coalesce(array_agg(price order by day), '{}') as night_prices,
            coalesce(array_agg(rest_nums order by day), '{}') as night_rest
          from room_type_days
          where room_type_id = ${content.hotel_room_type_id}::int
            and day >= ${start}::date and day < ${start}::date + ${content.days}::int
        ) n
        cross join (
          select ${creditsBalanceSql(sql`${input.userId}::int`, input.now)} as balance
        ) b
        cross join (
          select json_agg(json_build_object('id', id, 'first_name', first_name,
            'last_name', last_name)) as guests
          from user_folks
          where user_id = ${input.userId}::int and id = any(${`{${guestIds.join(',')}}`}::int[])
        ) g
        left join (
          select h.id as hotel_id, h.seller_id, h.name_cn as hotel_cn, h.name_en as hotel_en,
            h.address_cn, h.address_en, h.time_zone, h.check_in_time, h.check_out_time,
            h.mobile, h.email, h.coord_x, h.coord_y, h.store_id, h.currency_id, cur.symbol, cur.minor_unit,
            er.usd_per_unit::text as usd_per_unit, cny.usd_per_unit::text as cny_usd_per_unit,
            rt.name_cn as room_cn, rt.name_en as room_en, rt.adult_nums, rt.image_key,
            rp.id as rate_id, rp.name_cn as rate_cn, rp.name_en as rate_en,
            rp.is_standard as rate_standard
          from room_types rt
          join hotels h on h.id = rt.hotel_id
          join currencies cur on cur.id = h.currency_id
          left join exchange_rates er on er.currency_id = h.currency_id
          left join exchange_rates cny on cny.currency_id = 1
          ${soldRatePlanJoin}
          where rt.id = ${content.hotel_room_type_id}::int
            and rt.hotel_id = ${content.hotel_id}::int and rt.status = 1 and h.status = 1
        ) s on true`,
  );
  if (!read) throw new Error('the quote read returned no row');
  return read;
}

/**
 * Prices a stay for a member. Throws rec 5 for an unknown room, rec 2 for an arrival before
 * today at the hotel, rec 6 insufficient_room_stock when a night has no price or too few
 * rooms, rec 6 `account:credits_insufficient` for points beyond the balance.
 */
export async function quoteStay(db: Database, input: QuoteInput): Promise<Quote> {
  return priceStay(await readQuote(db, input, []), input);
}

/**
 * A booking's quote and the member's guests among `guestIds`, read together. The guests are
 * returned as found (another member's or a missing id is simply absent); the caller judges
 * them before the quote's own errors are thrown, by calling `quote()`.
 */
export async function readBooking(
  db: Database,
  input: QuoteInput,
  guestIds: number[],
): Promise<{ guests: GuestRow[]; quote: () => Quote }> {
  const read = await readQuote(db, input, guestIds);
  return { guests: read.guests ?? [], quote: () => priceStay(read, input) };
}

function priceStay(read: QuoteRead, input: QuoteInput): Quote {
  const { content, now } = input;
  const start = isoDay(content.start_day);
  const row = read.hotel_id === null || read.hotel_id === undefined ? undefined : (read as StayRow);
  const balance = Number(read.balance);
  const nights = read.night_days.map((day, i) => ({
    day,
    price: read.night_prices[i] ?? 0,
    rest_nums: read.night_rest[i] ?? 0,
  }));
  if (!row) throw roomNotFound();
  if (input.sellerId !== undefined && input.sellerId !== Number(row.seller_id)) {
    throw roomNotFound();
  }
  if (content.start_day < todayIn(row.time_zone, now))
    throw validationFailed({ start_day: 'orders:check_in_past' });
  if (!row.usd_per_unit || !row.cny_usd_per_unit) {
    throw new BusinessError(Rec.failed, 'errors:unknown_currency');
  }

  // With the search party (`rooms` given, then `nums` is `rooms`), the room type must sleep
  // it: the contract's capacity rule, refused before any stock is looked at.
  if (content.rooms !== undefined && !partyFits(Number(row.adult_nums), partyOfQuery(content))) {
    throw new BusinessError(Rec.validation, 'orders:room_type_too_small', null, {
      rooms: content.rooms,
    });
  }

  if (nights.length !== content.days || nights.some((n) => Number(n.rest_nums) < content.nums)) {
    throw insufficientStock();
  }

  const money: CurrencyMoney = {
    minorUnit: Number(row.minor_unit),
    usdPerUnit: row.usd_per_unit,
    cnyUsdPerUnit: row.cny_usd_per_unit,
  };
  const priced = nights.map((n) => ({ day: n.day, price: Number(n.price) }));
  const amount = priced.reduce((sum, n) => sum + n.price, 0) * content.nums;
  if (input.credits > balance) throw new InsufficientCreditsError(balance);
  const points = quotePoints(amount, input.credits, balance, money);
  const snapshot = orderSnapshot(row, content.start_day, content.days);

  return {
    hotelId: Number(row.hotel_id),
    sellerId: Number(row.seller_id),
    roomTypeId: content.hotel_room_type_id,
    ratePlanId: row.rate_id === null ? null : Number(row.rate_id),
    start,
    days: content.days,
    nums: content.nums,
    currencyId: Number(row.currency_id),
    symbol: row.symbol,
    money,
    storeId: row.store_id,
    adultNums: Number(row.adult_nums),
    nights: priced,
    amount,
    ...points,
    balance,
    // What paying this amount now would store on the order (earn.ts).
    creditsGain: paymentTerms(points.payAmount, money, snapshot).creditsGain,
    cancelExpireAt: cancelDeadline(content.start_day, row.time_zone),
    snapshot,
  };
}

/** The quote as `/orders/check/` answers it. */
export function toOrderCheck(q: Quote): OrderCheck {
  const m = q.money.minorUnit;
  return {
    amount: toMajor(q.amount, m),
    pay_credits: q.payCredits,
    credits_amount: toMajor(q.creditsAmount, m),
    credits_use_max: q.creditsUseMax,
    credits: q.balance,
    credits_per_100: toMajor(pointsValue(POINTS_PER_CNY, q.money), m),
    pay_amount: toMajor(q.payAmount, m),
    currency: q.currencyId as CurrencyId,
    symbol: q.symbol,
    price: q.nights.map((n) => ({ day: dayOfIso(n.day), price: toMajor(n.price, m) })),
    cancel_expire_time: Math.floor(q.cancelExpireAt.getTime() / 1000),
    credits_gain: q.creditsGain,
  };
}

/**
 * The page sends the floored total it showed; only a change in whole units is real (the
 * spec floors the room price before sending it).
 */
export function priceMatches(q: Quote, clientAmount: number): boolean {
  return flooredMajor(q.amount, q.money.minorUnit) === Math.floor(clientAmount + 1e-9);
}

/** rec 6 `orders:price_changed` carrying the fresh figures, shaped like the check's answer. */
export function priceChanged(q: Quote): BusinessError<{ order: OrderCheck }> {
  return new BusinessError(Rec.conflict, 'orders:price_changed', { order: toOrderCheck(q) });
}
