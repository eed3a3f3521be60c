import { CreditsOperate } from '@bookdirect/gateway-sdk';
import type { OrderListItem } from '@bookdirect/gateway-sdk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appendCredits, creditsBalance } from '../../src/accounts/credits';
import { users } from '../../src/accounts/schema';
import { createSession } from '../../src/accounts/sessions';
import { hotels, ratePlans, roomTypeDays, roomTypes } from '../../src/catalog/schema';
import type { Database } from '../../src/db';
import { userFolks } from '../../src/folks/schema';
import { newOrderId } from '../../src/orders/ids';
import { quoteStay } from '../../src/orders/quote';
import type { PlacedOrder } from '../../src/orders/service';
import { type Answer, call } from './gateway';

/** Helpers of the orders suites: members with sessions, saved guests, a hotel of known prices. */

let memberSeq = 0;

export interface Member {
  userId: number;
  token: string;
  email: string;
}

/** A member straight in the database (the accounts suite covers registration). */
export async function createMember(db: Database, label = 'm'): Promise<Member> {
  memberSeq += 1;
  const email = `orders-${label}-${Date.now().toString(36)}-${memberSeq}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: 'scrypt$test$unused' })
    .returning({ id: users.id });
  if (!row) throw new Error('member not inserted');
  const session = await createSession(db, row.id);
  return { userId: row.id, token: session.token, email };
}

export async function grantPoints(db: Database, userId: number, points: number): Promise<void> {
  await db.transaction((tx) =>
    appendCredits(tx, { userId, operate: CreditsOperate.earn, credits: points, orderId: '' }),
  );
}

/** The member's balance at `now` (by default the real time, as the tests' clocks mostly are). */
export const balanceOf = (db: Database, userId: number, now = new Date()) =>
  creditsBalance(db, userId, now);

/** What a member's points ledger adds up to, read apart from the balance it should equal. */
export async function ledgerSum(db: Database, userId: number): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(sum(credits), 0)::int as s from user_credits_notes where user_id = ${userId}`,
  )) as unknown as { rows: { s: number }[] };
  return Number(result.rows[0]?.s ?? 0);
}

export const GUEST = {
  first_name: 'Ana',
  last_name: 'Lima',
  gender: 2,
  birthday: 19880214,
  iso_country_coden: 'PT',
  tel_prefix: '+351',
  phone: '912 345 678',
  email: 'ana@example.com',
  id_type: 2,
  idcard: '',
  passport_no: 'P1234567',
  tax_no: '',
};

/** A saved guest straight in the database. */
export async function createGuest(
  db: Database,
  userId: number,
  firstName = 'Ana',
  lastName = 'Lima',
): Promise<number> {
  const [row] = await db
    .insert(userFolks)
    .values({
      userId,
      firstName,
      lastName,
      gender: 2,
      birthday: 19880214,
      isoCountryCoden: 'PT',
      telPrefix: '+351',
      phone: '912345678',
      email: 'ana@example.com',
      idType: 2,
      passportNo: 'P1234567',
    })
    .returning({ id: userFolks.id });
  if (!row) throw new Error('guest not inserted');
  return row.id;
}

/** `YYYY-MM-DD` and `YYYYMMDD` of today (UTC) + n days. */
export function dayAt(n: number): { iso: string; day: number } {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + n);
  const iso = date.toISOString().slice(0, 10);
  return { iso, day: Number(iso.replaceAll('-', '')) };
}

/** Stays in these suites start this far ahead, clear of any hotel's "today". */
export const FIRST_NIGHT = 20;

export interface OrderHotel {
  hotelId: number;
  roomTypeId: number;
  /** Nightly prices in minor units, from FIRST_NIGHT on. */
  prices: number[];
}

/** Athens, the demo catalogue's city where `insertOrderHotel` puts its hotels. */
export const ATHENS = 1101;

/** `insertOrderHotel`'s nights from FIRST_NIGHT: one room each at 100.00. */
export const ONE_ROOM = Array.from({ length: 12 }, (): [number, number] => [10000, 1]);

/**
 * A published hotel with one room type: nights from today + FIRST_NIGHT, each
 * `[price in minor units, rooms left]`. `standard: false` gives it only a non-standard rate.
 */
export async function insertOrderHotel(
  db: Database,
  options: {
    currencyId?: number;
    nights: [number, number][];
    adultNums?: number;
    standard?: boolean;
    timeZone?: string;
  },
): Promise<OrderHotel> {
  const [hotel] = await db
    .insert(hotels)
    .values({
      cityId: ATHENS,
      countryId: 1,
      nameCn: '订单测试酒店',
      nameEn: 'Orders Test Hotel',
      addressCn: '测试路1号',
      addressEn: '1 Test Street',
      currencyId: options.currencyId ?? 2,
      storeId: 'S-ORD',
      timeZone: options.timeZone ?? 'Europe/Athens',
      imageKey: 'hotel/test_1.jpg',
    })
    .returning({ id: hotels.id });
  if (!hotel) throw new Error('hotel not inserted');
  await db.insert(ratePlans).values({
    hotelId: hotel.id,
    nameCn: options.standard === false ? '团队价' : '标准价',
    nameEn: options.standard === false ? 'Group rate' : 'Standard rate',
    isStandard: options.standard !== false,
  });
  const [type] = await db
    .insert(roomTypes)
    .values({
      hotelId: hotel.id,
      nameCn: '海景房',
      nameEn: 'Sea View Room',
      adultNums: options.adultNums ?? 2,
      imageKey: 'room/test_1.jpg',
    })
    .returning({ id: roomTypes.id });
  if (!type) throw new Error('room type not inserted');
  await db.insert(roomTypeDays).values(
    options.nights.map(([price, rest], n) => ({
      roomTypeId: type.id,
      day: dayAt(FIRST_NIGHT + n).iso,
      price,
      restNums: rest,
    })),
  );
  return { hotelId: hotel.id, roomTypeId: type.id, prices: options.nights.map(([p]) => p) };
}

export async function restNums(db: Database, roomTypeId: number): Promise<number[]> {
  const result = (await db.execute(
    sql`select rest_nums from room_type_days where room_type_id = ${roomTypeId} order by day`,
  )) as unknown as { rows: { rest_nums: number }[] };
  return result.rows.map((r) => Number(r.rest_nums));
}

/** The content of a stay of `days` nights from night `offset` of the hotel's calendar. */
export function stay(hotel: OrderHotel, offset: number, days: number, nums = 1) {
  return {
    start_day: dayAt(FIRST_NIGHT + offset).day,
    days,
    hotel_id: hotel.hotelId,
    hotel_room_type_id: hotel.roomTypeId,
    nums,
  };
}

/** The floored total a page would send for that stay, given minor-unit prices. */
export function flooredTotal(
  hotel: OrderHotel,
  offset: number,
  days: number,
  nums = 1,
  minorUnit = 2,
): number {
  const minor = hotel.prices.slice(offset, offset + days).reduce((a, b) => a + b, 0) * nums;
  return Math.floor(minor / 10 ** minorUnit);
}

export function api<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  return call<T>(app, {
    method,
    url: `/v1/u${path}`,
    headers: { ...(token ? { token } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

export interface BookOptions {
  offset?: number;
  days?: number;
  nums?: number;
  credits?: number;
  guests: number[];
  amount?: number;
  lang?: 'cn' | 'en';
  /** The contact phone as posted; `912345678` beside `+351` when not given. */
  contact?: { mobile: string; tel_prefix: string };
  /** Sent as `Idempotency-Key`. */
  idempotencyKey?: string;
  /** More fields of the body, as a page that knows them sends them (`partner_code`). */
  extra?: Record<string, unknown>;
}

/** `POST /orders/main/` as the pay page sends it. */
export function book(
  app: FastifyInstance,
  member: Member,
  hotel: OrderHotel,
  options: BookOptions,
): Promise<
  Answer<{ order_id: string; pay_source_list: { pay_source: number; pay_amount: number }[] }>
> {
  const offset = options.offset ?? 0;
  const days = options.days ?? 1;
  const nums = options.nums ?? 1;
  return api(
    app,
    'POST',
    `/orders/main/?lang=${options.lang ?? 'en'}`,
    member.token,
    {
      source: 1,
      content: JSON.stringify({ ...stay(hotel, offset, days, nums), user_folks: options.guests }),
      amount: options.amount ?? flooredTotal(hotel, offset, days, nums),
      ...(options.contact ?? { mobile: '912345678', tel_prefix: '+351' }),
      email: member.email,
      credits: options.credits ?? 0,
      store_id: 'S-ORD',
      needLogin: 1,
      ...options.extra,
    },
    options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
  );
}

/** `PUT /orders/cancel/{id}/` as the cancel modal sends it (reason 4: the trip is cancelled). */
export function cancelOrderCall(
  app: FastifyInstance,
  member: Pick<Member, 'token'> | undefined,
  orderId: string,
  body: { reasons?: unknown; comment?: unknown } = { reasons: [4], comment: '' },
): Promise<Answer<{ order: OrderListItem }>> {
  return api(app, 'PUT', `/orders/cancel/${orderId}/`, member?.token, body);
}

/**
 * An unpaid order of 1 room for `days` nights from night `offset` of `hotel`, as quoted now for
 * `member` (no points), ready for `placeOrder`; the quote's statements go through `db`.
 */
export async function quotedOrder(
  db: Database,
  hotel: OrderHotel,
  member: Member,
  offset: number,
  days: number,
): Promise<PlacedOrder> {
  const now = new Date();
  const quote = await quoteStay(db, {
    content: stay(hotel, offset, days),
    userId: member.userId,
    credits: 0,
    now,
  });
  return {
    id: newOrderId(),
    userId: member.userId,
    status: 1,
    source: 1,
    quote,
    paid: null,
    mobile: '+302100000000',
    telPrefix: '+30',
    email: member.email,
    requests: '',
    arrivalTime: '',
    partnerCode: null,
    lang: 'en',
    guests: [],
    holdExpiresAt: new Date(now.getTime() + 30 * 60_000),
    now,
  };
}
