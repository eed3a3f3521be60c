import { createHash } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, urls } from './fixtures';

/**
 * What the journeys ask the gateway directly: rooms free for a stay, members, saved guests,
 * orders booked and paid. Journeys whose subject is not booking start from here; the booking
 * journey itself goes through the pages.
 */

export interface Answer<T> {
  rec: number;
  msg: string;
  key?: string;
  data: T;
}

/** The figure of the price in a text, after its currency symbol (`€1,280.50`, `¥34,900`). */
export const amount = (text: string | null) =>
  Number((/(?:€|￥|¥|฿|\$|RM)([\d,]+(?:\.\d+)?)/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

export function ymd(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** A stay `ahead` days from today (plus a random spread, so parallel tests rarely share nights). */
export function futureStay(
  info: TestInfo,
  lang: string,
  options: { ahead?: number; days?: number } = {},
) {
  const days = options.days ?? 2;
  const start = new Date();
  const spread = (info.project.name === 'phone' ? 7 : 0) + (lang === 'zh' ? 3 : 0);
  start.setDate(start.getDate() + (options.ahead ?? 30) + spread + Math.floor(Math.random() * 40));
  const end = new Date(start);
  end.setDate(end.getDate() + days);
  return { enterDate: ymd(start), leaveDate: ymd(end), days };
}

export async function gatewayCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; data?: unknown; lang?: 'zh' | 'en' } = {},
): Promise<Answer<T>> {
  const response = await request.fetch(`${urls.gateway}/v1/u${path}`, {
    method,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  return (await response.json()) as Answer<T>;
}

export async function gatewayGet<T>(
  request: APIRequestContext,
  path: string,
  token?: string,
): Promise<T> {
  const body = await gatewayCall<T>(request, 'GET', path, { token });
  expect(body.rec, `GET ${path}: ${body.msg}`).toBe(0);
  return body.data;
}

export interface ApiRoom {
  hotel_room_type_id: number;
  price: number | null;
  rest_nums: number;
}

/** Bookable rooms of seeded hotels for the stay. */
export async function findRooms(
  request: APIRequestContext,
  stay: { enterDate: number; days: number },
) {
  const { hotel_list } = await gatewayGet<{ hotel_list: { hotel_id: number }[] }>(
    request,
    `/hotel/main/?start_day=${stay.enterDate}&days=${stay.days}&nums=30`,
  );
  const found: { hotelId: number; room: ApiRoom }[] = [];
  for (const hotel of hotel_list.slice(0, 12)) {
    const { hotel_room_type_list } = await gatewayGet<{ hotel_room_type_list: ApiRoom[] }>(
      request,
      `/hotel/roomtype/?hotel_id=${hotel.hotel_id}&start_day=${stay.enterDate}&days=${stay.days}`,
    );
    for (const room of hotel_room_type_list) {
      if (room.rest_nums > 0 && room.price !== null) found.push({ hotelId: hotel.hotel_id, room });
    }
  }
  expect(found.length).toBeGreaterThan(0);
  return found;
}

interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest code mailed to `to`, newer than message `afterId`, from the gateway's dev mailbox. */
export async function readCode(request: APIRequestContext, to: string, afterId = 0) {
  let found: { code: string; id: number } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${urls.gateway}/dev/mailbox.json?to=${encodeURIComponent(to)}`,
        );
        if (!response.ok()) return undefined;
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        const newest = messages[0];
        const code = newest && newest.id > afterId ? /\b\d{6}\b/.exec(newest.text)?.[0] : undefined;
        if (newest && code) found = { code, id: newest.id };
        return found?.code;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  return found as { code: string; id: number };
}

/** Every message the dev mailbox holds for `to`, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(
    `${urls.gateway}/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface NewMember {
  email: string;
  password: string;
  token: string;
}

/** Joins through the gateway with the mailed code (registration signs the member in). */
export async function registerMember(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<NewMember> {
  const sent = await gatewayCall(request, 'POST', '/user/regemail/', { data: { email } });
  expect(sent.rec).toBe(0);
  const { code } = await readCode(request, email);
  const joined = await gatewayCall<{ token: string }>(request, 'PUT', '/user/regemail/', {
    data: { email, password: sha256(password), code, marketing_consent: 0 },
  });
  expect(joined.rec, joined.msg).toBe(0);
  return { email, password, token: joined.data.token };
}

/** A new member of its own, for the journeys that are not about joining. */
export function createMember(request: APIRequestContext, label: string, password = 'Journey2026!') {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  return registerMember(request, email, password);
}

/** Points for a member, through the ledger's own write path (the gateway's dev grant). */
export async function grantPoints(request: APIRequestContext, email: string, credits: number) {
  const grant = await request.post(`${urls.gateway}/dev/credits`, { data: { email, credits } });
  expect(((await grant.json()) as { rec: number }).rec).toBe(0);
}

/** The saved guest every journey books with, by last name. */
export const guestBody = (lastName: string) => ({
  first_name: 'Alex',
  last_name: lastName,
  gender: 1,
  birthday: 19900512,
  iso_country_coden: 'GR',
  tel_prefix: '+30',
  phone: '6912345678',
  email: `${lastName.toLowerCase()}@example.com`,
  id_type: 2,
  idcard: '',
  passport_no: 'P1234567',
  tax_no: '',
});

/** A saved guest of the member. */
export async function saveGuest(request: APIRequestContext, token: string, lastName: string) {
  const saved = await gatewayCall<{ user_folks_id: number }>(request, 'POST', '/user/folks/', {
    token,
    data: guestBody(lastName),
  });
  expect(saved.rec, saved.msg).toBe(0);
  return saved.data.user_folks_id;
}

/** A room type of a hotel to book. */
type RoomChoice = { hotelId: number; room: Pick<ApiRoom, 'hotel_room_type_id'> };

/**
 * Books one room for `stay` through the gateway, as the pay page does: the check names the
 * floored total, the booking repeats it. Answers the unpaid order. Without `room`, the room
 * types free for the stay are tried from the one with the most rooms free: journeys run in
 * parallel, and the last room of a type can go to another between the look and the booking.
 * `growsTo`: the stay will be made that many nights long later, so the rooms counted are
 * those free over the longer stay.
 */
export async function bookStay(
  request: APIRequestContext,
  member: NewMember,
  stay: { enterDate: number; days: number },
  options: {
    credits?: number;
    lang?: 'zh' | 'en';
    growsTo?: number;
    /** The room type to book (no other is tried). */
    room?: RoomChoice;
  } = {},
) {
  const candidates: RoomChoice[] = options.room
    ? [options.room]
    : (await findRooms(request, { ...stay, days: options.growsTo ?? stay.days })).sort(
        (a, b) => b.room.rest_nums - a.room.rest_nums,
      );
  const credits = options.credits ?? 0;
  const guest = await saveGuest(request, member.token, `Trip${Date.now().toString(36)}`);
  let taken = '';
  for (const found of candidates) {
    const content = {
      start_day: stay.enterDate,
      days: stay.days,
      hotel_id: found.hotelId,
      hotel_room_type_id: found.room.hotel_room_type_id,
      nums: 1,
    };
    // A total of 0 is refused with the fresh figures, which the booking then names.
    const quote = await gatewayCall<{ order: { amount: number } }>(
      request,
      'POST',
      '/orders/check/',
      {
        token: member.token,
        data: { seller_id: 1, source: 1, content, amount: 0, credits },
      },
    );
    if (quote.key === 'errors:insufficient_room_stock' && !options.room) {
      taken = quote.msg;
      continue;
    }
    expect(quote.key, quote.msg).toBe('orders:price_changed');
    // The booking's language is the one its mails are written in.
    const created = await gatewayCall<{ order_id: string }>(request, 'POST', '/orders/main/', {
      token: member.token,
      lang: options.lang,
      data: {
        source: 1,
        content: JSON.stringify({ ...content, user_folks: [guest] }),
        amount: quote.data.order.amount,
        mobile: '6912345678',
        tel_prefix: '+30',
        email: member.email,
        credits,
        store_id: '',
        needLogin: 1,
      },
    });
    if (created.key === 'errors:insufficient_room_stock' && !options.room) {
      taken = created.msg;
      continue;
    }
    expect(created.rec, created.msg).toBe(0);
    return { orderId: created.data.order_id, hotelId: found.hotelId };
  }
  throw new Error(`no room free for the stay${taken ? ` (${taken})` : ''}`);
}

/** Pays an unpaid order on the gateway's sandbox checkout, in the page, back to My Trips. */
export async function payInSandbox(
  page: Page,
  request: APIRequestContext,
  member: NewMember,
  orderId: string,
  payButton: RegExp,
) {
  const started = await gatewayCall<{ href: string }>(request, 'POST', '/orders/pay/', {
    token: member.token,
    data: { pay_source: 11, order_id: orderId },
  });
  expect(started.rec, started.msg).toBe(0);
  await page.goto(started.data.href);
  await page.getByRole('button', { name: payButton }).click();
  await expect(page).toHaveURL(/\/order_list\?payment=success&orderId=/);
}
