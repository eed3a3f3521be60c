import type {
  OrderCheck,
  OrderListItem,
  OrderHotel as WireOrderHotel,
} from '@bookdirect/gateway-sdk';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userCreditsNotes } from '../src/accounts/schema';
import { roomTypeDays } from '../src/catalog/schema';
import { mailOutbox } from '../src/mail/schema';
import { paymentTerms } from '../src/orders/earn';
import { newOrderId, ORDER_ID_PATTERN } from '../src/orders/ids';
import { markOrderPaid } from '../src/orders/lifecycle';
import { pointsToCover, pointsValue, quotePoints } from '../src/orders/money';
import { orders } from '../src/orders/schema';
import { orderForPayment } from '../src/orders/service';
import { BOOKING_URL, describeEachBackend } from './support/gateway';
import {
  api,
  balanceOf,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  grantPoints,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  restNums,
  stay,
} from './support/orders';

const EUR = { minorUnit: 2, usdPerUnit: '1.082300000000', cnyUsdPerUnit: '0.140449438202' };
const JPY = { minorUnit: 0, usdPerUnit: '0.006711409396', cnyUsdPerUnit: '0.140449438202' };

describe('points arithmetic (100 points = 1 CNY, rounded down)', () => {
  it('values points in the order currency, rounding down to its minor unit', () => {
    // 1 EUR = 7.705976 CNY: 100 points = 0.1297.. EUR -> 0.12; 2,500 points = 3.2442.. -> 3.24
    expect(pointsValue(100, EUR)).toBe(12);
    expect(pointsValue(2500, EUR)).toBe(324);
    // 1 CNY = 20.93 JPY, and yen has no minor unit.
    expect(pointsValue(100, JPY)).toBe(20);
    expect(pointsValue(1000, JPY)).toBe(209);
  });

  it('covers an amount with the fewest whole hundreds', () => {
    // 220.50 EUR = 1,699.17 CNY: 169,900 points are worth 220.47, 170,000 are worth 220.60.
    expect(pointsToCover(22050, EUR)).toBe(170_000);
    expect(pointsValue(169_900, EUR)).toBeLessThan(22050);
    expect(pointsValue(170_000, EUR)).toBeGreaterThanOrEqual(22050);
    expect(pointsToCover(0, EUR)).toBe(0);
  });

  it('rounds the ask down to a multiple of 100 and caps it at what the balance and amount allow', () => {
    expect(quotePoints(22050, 2550, 2550, EUR)).toEqual({
      payCredits: 2500,
      creditsAmount: 324,
      creditsUseMax: 2500,
      payAmount: 21726,
    });
    expect(quotePoints(22050, 999_999, 1_000_000, EUR)).toEqual({
      payCredits: 170_000,
      creditsAmount: 22050,
      creditsUseMax: 170_000,
      payAmount: 0,
    });
    // 217.26 EUR is 1,674.2 CNY: 1,674 points to earn.
    expect(paymentTerms(21726, EUR, { rate_plan: null }).creditsGain).toBe(1674);
  });
});

describe('order ids', () => {
  it('are 20 characters of an unambiguous alphabet, and do not repeat', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50_000; i++) ids.add(newOrderId());
    expect(ids.size).toBe(50_000);
    for (const id of [...ids].slice(0, 1000)) expect(id).toMatch(ORDER_ID_PATTERN);
    // No sequence: sorted generation order is not the ids' order.
    const first = [...ids].slice(0, 100);
    expect([...first].sort()).not.toEqual(first);
  });
});

const EUR_NIGHTS: [number, number][] = [
  [10050, 5],
  [12000, 5],
  [11000, 5],
  [9000, 5],
  [9000, 5],
];

describeEachBackend(
  'orders',
  (gateway) => {
    let hotel: OrderHotel;
    let ana: Member;
    let ben: Member;
    let anaGuest: number;
    let benGuest: number;
    const check = (member: Member, body: Record<string, unknown>) =>
      api<{ order: OrderCheck }>(gateway().app, 'POST', '/orders/check/', member.token, {
        seller_id: 1,
        source: 1,
        ...body,
      });

    beforeAll(async () => {
      const { db } = gateway();
      hotel = await insertOrderHotel(db, { nights: EUR_NIGHTS });
      ana = await createMember(db, 'ana');
      ben = await createMember(db, 'ben');
      anaGuest = await createGuest(db, ana.userId);
      benGuest = await createGuest(db, ben.userId, 'Ben');
      await grantPoints(db, ana.userId, 2550);
    });

    describe('POST /orders/check/', () => {
      it('prices every night on the server and applies the points rules', async () => {
        const { body } = await check(ana, {
          content: stay(hotel, 0, 2),
          amount: 220,
          credits: 2550,
        });
        expect(body.rec).toBe(0);
        expect(body.data.order).toMatchObject({
          amount: 220.5,
          pay_credits: 2500,
          credits_amount: 3.24,
          credits_use_max: 2500,
          credits: 2550,
          // 1 CNY in euros at the test rates, rounded down: what the booking page shows.
          credits_per_100: 0.12,
          pay_amount: 217.26,
          currency: 2,
          symbol: '€',
          price: [
            { day: dayAt(FIRST_NIGHT).day, price: 100.5 },
            { day: dayAt(FIRST_NIGHT + 1).day, price: 120 },
          ],
          credits_gain: 1674,
        });
        // 23:59 at the hotel (Athens), FREE_CANCELLATION_DAYS (5) before arrival.
        const deadline = new Intl.DateTimeFormat('sv-SE', {
          timeZone: 'Europe/Athens',
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(new Date(body.data.order.cancel_expire_time * 1000));
        expect(deadline).toBe(`${dayAt(FIRST_NIGHT - 5).iso} 23:59`);
      });

      it('rounds a custom amount down to a hundred and refuses one below 100 or above the balance', async () => {
        const rounded = await check(ana, { content: stay(hotel, 0, 1), amount: 100, credits: 150 });
        expect(rounded.body.data.order).toMatchObject({
          pay_credits: 100,
          credits_amount: 0.12,
          pay_amount: 100.38,
        });
        const small = await check(ana, { content: stay(hotel, 0, 1), amount: 100, credits: 50 });
        expect(small.body).toMatchObject({
          rec: 2,
          data: { errors: { credits: 'validation:points_minimum' } },
        });
        const over = await check(ana, { content: stay(hotel, 0, 1), amount: 100, credits: 2600 });
        expect(over.body).toMatchObject({
          rec: 6,
          key: 'account:credits_insufficient',
          data: { credits: 2550 },
        });
      });

      it('answers a real price difference with rec 6 and the fresh figures; fractions do not count', async () => {
        const same = await check(ana, { content: stay(hotel, 0, 2), amount: 220.5, credits: 0 });
        expect(same.body.rec).toBe(0);
        const changed = await check(ana, { content: stay(hotel, 0, 2), amount: 219, credits: 0 });
        expect(changed.body).toMatchObject({
          rec: 6,
          key: 'orders:price_changed',
          data: { order: { amount: 220.5, pay_amount: 220.5, credits_use_max: 2500 } },
        });
        expect(changed.body.msg).toMatch(/price/i);
      });

      it('refuses a stay with a night short of rooms or without a price', async () => {
        const many = await check(ana, { content: stay(hotel, 0, 2, 6), amount: 1323, credits: 0 });
        expect(many.body).toMatchObject({ rec: 6, key: 'errors:insufficient_room_stock' });
        const beyond = await check(ana, { content: stay(hotel, 4, 2), amount: 90, credits: 0 });
        expect(beyond.body).toMatchObject({ rec: 6, key: 'errors:insufficient_room_stock' });
      });

      it('earns no points on a non-standard rate, and works in a currency without decimals', async () => {
        const { db } = gateway();
        const group = await insertOrderHotel(db, { nights: [[10000, 3]], standard: false });
        const g = await check(ana, { content: stay(group, 0, 1), amount: 100, credits: 0 });
        expect(g.body.data.order).toMatchObject({ amount: 100, credits_gain: 0 });
        const yen = await insertOrderHotel(db, {
          currencyId: 4,
          nights: [[15000, 3]],
          timeZone: 'Asia/Tokyo',
        });
        const y = await check(ana, { content: stay(yen, 0, 1), amount: 15000, credits: 1000 });
        expect(y.body.data.order).toMatchObject({
          amount: 15000,
          pay_credits: 1000,
          credits_amount: 209,
          pay_amount: 14791,
          symbol: '¥',
          // 14,791 JPY = 706.8 CNY
          credits_gain: 706,
        });
      });

      it('needs a session and a bookable room', async () => {
        const anon = await api(gateway().app, 'POST', '/orders/check/', undefined, {
          content: stay(hotel, 0, 1),
          amount: 100,
        });
        expect(anon.body.rec).toBe(3);
        const wrongHotel = await check(ana, {
          content: { ...stay(hotel, 0, 1), hotel_id: hotel.hotelId + 999 },
          amount: 100,
          credits: 0,
        });
        expect(wrongHotel.body).toMatchObject({ rec: 5, key: 'orders:room_not_found' });
        const past = await check(ana, {
          content: { ...stay(hotel, 0, 1), start_day: dayAt(-3).day },
          amount: 100,
          credits: 0,
        });
        expect(past.body).toMatchObject({
          rec: 2,
          data: { errors: { start_day: 'orders:check_in_past' } },
        });
      });
    });

    describe('POST /orders/main/', () => {
      it('takes the stock, spends the points and leaves the order unpaid with a hold', async () => {
        const { db } = gateway();
        const before = await restNums(db, hotel.roomTypeId);
        const { body } = await book(gateway().app, ana, hotel, {
          offset: 1,
          days: 2,
          credits: 1000,
          guests: [anaGuest],
        });
        expect(body.rec).toBe(0);
        const id = body.data.order_id;
        expect(id).toMatch(ORDER_ID_PATTERN);
        // 230.00 - 1.29
        expect(body.data.pay_source_list).toEqual([{ pay_source: 11, pay_amount: 228.71 }]);
        expect(await restNums(db, hotel.roomTypeId)).toEqual(
          before.map((n, i) => (i === 1 || i === 2 ? n - 1 : n)),
        );
        expect(await balanceOf(db, ana.userId)).toBe(1550);
        const notes = await db
          .select()
          .from(userCreditsNotes)
          .where(eq(userCreditsNotes.orderId, id));
        expect(notes).toMatchObject([{ operate: 2, credits: -1000 }]);
        const [row] = await db.select().from(orders).where(eq(orders.id, id));
        expect(row).toMatchObject({
          status: 1,
          amount: 23000,
          creditsAmount: 129,
          payAmount: 22871,
          payCredits: 1000,
          nums: 1,
          days: 2,
          guests: [{ user_folks_id: anaGuest, first_name: 'Ana', last_name: 'Lima' }],
        });
        const holdMinutes =
          ((row?.holdExpiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
        expect(holdMinutes).toBe(30);
      });

      it("refuses guests who are not the member's, or more than the rooms sleep", async () => {
        const { app } = gateway();
        const foreign = await book(app, ana, hotel, { guests: [benGuest] });
        expect(foreign.body).toMatchObject({
          rec: 2,
          data: { errors: { user_folks: 'validation:save_guest_information' } },
        });
        // The guests answer first, even when the stay itself could not be booked either.
        const foreignUnsold = await book(app, ana, hotel, { offset: 200, guests: [benGuest] });
        expect(foreignUnsold.body).toMatchObject({
          rec: 2,
          data: { errors: { user_folks: 'validation:save_guest_information' } },
        });
        const unsold = await book(app, ana, hotel, { offset: 200, guests: [anaGuest] });
        expect(unsold.body).toMatchObject({ rec: 6, key: 'errors:insufficient_room_stock' });
        const g2 = await createGuest(gateway().db, ana.userId, 'Bea');
        const g3 = await createGuest(gateway().db, ana.userId, 'Cai');
        const crowd = await book(app, ana, hotel, { guests: [anaGuest, g2, g3] });
        expect(crowd.body).toMatchObject({
          rec: 2,
          data: { errors: { user_folks: 'validation:maximum_guest' } },
        });
        const twoRooms = await book(app, ana, hotel, {
          offset: 3,
          nums: 2,
          guests: [anaGuest, g2, g3],
        });
        expect(twoRooms.body.rec).toBe(0);
        const noGuests = await book(app, ana, hotel, { guests: [] });
        expect(noGuests.body).toMatchObject({
          rec: 2,
          data: { errors: { user_folks: 'validation:save_guest_information' } },
        });
      });

      it('keeps the contact phone as E.164 and its prefix, whichever way it was typed', async () => {
        const { db, app } = gateway();
        const stayHere = await insertOrderHotel(db, { nights: [[10000, 2]] });
        const cy = await createMember(db, 'cy-phone');
        const cyGuest = await createGuest(db, cy.userId, 'Cy');
        const own = await book(app, cy, stayHere, {
          guests: [cyGuest],
          contact: { mobile: '+30 210 555 0142', tel_prefix: '86' },
        });
        expect(own.body.rec).toBe(0);
        const [row] = await db.select().from(orders).where(eq(orders.id, own.body.data.order_id));
        expect(row).toMatchObject({ mobile: '+302105550142', telPrefix: '+30' });
        const short = await book(app, cy, stayHere, {
          guests: [cyGuest],
          contact: { mobile: '12', tel_prefix: '+86' },
        });
        expect(short.body).toMatchObject({
          rec: 2,
          data: { errors: { mobile: 'validation:phone_format' } },
        });
      });

      it('keeps the special requests and arrival time, from the body or inside content, and refuses bad ones writing nothing', async () => {
        const { db, app } = gateway();
        const stayHere = await insertOrderHotel(db, { nights: [[10000, 9]] });
        const dee = await createMember(db, 'dee-wishes');
        const deeGuest = await createGuest(db, dee.userId, 'Dee');
        const rowOf = async (id: string) =>
          (await db.select().from(orders).where(eq(orders.id, id)))[0];

        const own = await book(app, dee, stayHere, {
          guests: [deeGuest],
          extra: { requests: '  Quiet room, high floor  ', arrival_time: '21:00' },
        });
        expect(own.body.rec).toBe(0);
        const shown = await api<{ order: OrderListItem }>(
          app,
          'GET',
          `/orders/main/${own.body.data.order_id}/`,
          dee.token,
        );
        expect(shown.body.data.order).toMatchObject({
          requests: 'Quiet room, high floor',
          arrival_time: '21:00',
        });

        // Inside `content` too; the body's own field wins.
        const inside = await book(app, dee, stayHere, {
          guests: [deeGuest],
          extra: {
            content: JSON.stringify({
              ...stay(stayHere, 0, 1),
              user_folks: [deeGuest],
              requests: 'Cot for a baby',
              arrival_time: '23:00',
            }),
            arrival_time: '08:00',
          },
        });
        expect(inside.body.rec).toBe(0);
        expect(await rowOf(inside.body.data.order_id)).toMatchObject({
          requests: 'Cot for a baby',
          arrivalTime: '08:00',
        });

        const plain = await book(app, dee, stayHere, { guests: [deeGuest] });
        expect(await rowOf(plain.body.data.order_id)).toMatchObject({
          requests: '',
          arrivalTime: '',
        });

        const stock = await restNums(db, stayHere.roomTypeId);
        const count = async () =>
          (await db.select().from(orders).where(eq(orders.userId, dee.userId))).length;
        const written = await count();
        const tooLong = await book(app, dee, stayHere, {
          guests: [deeGuest],
          extra: { requests: 'x'.repeat(301) },
        });
        expect(tooLong.body).toMatchObject({
          rec: 2,
          data: { errors: { requests: 'validation:special_requests_too_long' } },
        });
        const tooLongInside = await book(app, dee, stayHere, {
          guests: [deeGuest],
          extra: {
            content: JSON.stringify({
              ...stay(stayHere, 0, 1),
              user_folks: [deeGuest],
              requests: 'y'.repeat(301),
            }),
          },
        });
        expect(tooLongInside.body).toMatchObject({
          rec: 2,
          data: { errors: { requests: 'validation:special_requests_too_long' } },
        });
        const badTime = await book(app, dee, stayHere, {
          guests: [deeGuest],
          extra: { arrival_time: '25:00' },
        });
        expect(badTime.body).toMatchObject({
          rec: 2,
          data: { errors: { arrival_time: 'validation:arrival_time_invalid' } },
        });
        expect(await count()).toBe(written);
        expect(await restNums(db, stayHere.roomTypeId)).toEqual(stock);
        // 300 characters fit.
        const longest = await book(app, dee, stayHere, {
          guests: [deeGuest],
          extra: { requests: 'z'.repeat(300) },
        });
        expect(longest.body.rec).toBe(0);
      });

      it('refuses content that is not JSON', async () => {
        const { body } = await api(gateway().app, 'POST', '/orders/main/', ana.token, {
          source: 1,
          content: '{oops',
          amount: 100,
          mobile: '912345678',
          tel_prefix: '+351',
          email: ana.email,
          credits: 0,
        });
        expect(body).toMatchObject({ rec: 2, data: { errors: { content: 'validation:invalid' } } });
      });

      it('answers a price changed since the check with the fresh figures and takes nothing', async () => {
        const { db, app } = gateway();
        const before = await restNums(db, hotel.roomTypeId);
        await db
          .update(roomTypeDays)
          .set({ price: 13000 })
          .where(
            and(
              eq(roomTypeDays.roomTypeId, hotel.roomTypeId),
              eq(roomTypeDays.day, dayAt(FIRST_NIGHT + 4).iso),
            ),
          );
        const { body } = await book(app, ana, hotel, { offset: 4, amount: 90, guests: [anaGuest] });
        expect(body).toMatchObject({
          rec: 6,
          key: 'orders:price_changed',
          data: { order: { amount: 130 } },
        });
        expect(await restNums(db, hotel.roomTypeId)).toEqual(before);
        hotel.prices[4] = 13000;
      });

      it('pays an order the points cover in full at once, with one confirmation mail', async () => {
        const { db, app } = gateway();
        const rich = await createMember(db, 'rich');
        const guest = await createGuest(db, rich.userId, 'Rui');
        await grantPoints(db, rich.userId, 200_000);
        const { body } = await book(app, rich, hotel, {
          offset: 0,
          days: 2,
          credits: 200_000,
          guests: [guest],
          lang: 'cn',
        });
        expect(body.rec).toBe(0);
        expect(body.data.pay_source_list).toEqual([{ pay_source: 11, pay_amount: 0 }]);
        const [row] = await db.select().from(orders).where(eq(orders.id, body.data.order_id));
        expect(row).toMatchObject({
          status: 2,
          payAmount: 0,
          payCredits: 170_000,
          creditsAmount: 22050,
          creditsGain: 0,
        });
        expect(row?.paidAt).toBeInstanceOf(Date);
        expect(await balanceOf(db, rich.userId)).toBe(30_000);
        const mails = await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, rich.email));
        expect(mails).toHaveLength(1);
        expect(mails[0]).toMatchObject({ kind: 'order_confirmed' });
        expect(mails[0]?.subject).toContain('预订成功');
        expect(mails[0]?.textBody).toContain(body.data.order_id);
        // Paying it again changes nothing and mails nothing.
        expect(
          await markOrderPaid(db, body.data.order_id, {
            bookingUrl: BOOKING_URL,
            paySource: 11,
            providerRef: 'x',
          }),
        ).toEqual({
          paid: false,
          status: 2,
        });
        expect(
          await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, rich.email)),
        ).toHaveLength(1);
      });
    });

    describe('markOrderPaid', () => {
      it('moves an unpaid order to paid exactly once under concurrent calls, mailing once', async () => {
        const { db, app } = gateway();
        const payer = await createMember(db, 'payer');
        const guest = await createGuest(db, payer.userId);
        const { body } = await book(app, payer, hotel, { offset: 2, guests: [guest] });
        const id = body.data.order_id;
        const payable = await orderForPayment(db, id, { userId: payer.userId });
        expect(payable).toMatchObject({
          orderId: id,
          status: 1,
          currencyCode: 'EUR',
          minorUnit: 2,
          payAmountMinor: 11000,
          payAmount: 110,
          payable: true,
        });
        expect(await orderForPayment(db, id, { userId: ana.userId })).toBeUndefined();
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            markOrderPaid(db, id, {
              bookingUrl: BOOKING_URL,
              paySource: 11,
              providerRef: `cap-${i}`,
            }),
          ),
        );
        expect(results.filter((r) => r.paid)).toHaveLength(1);
        expect(results.every((r) => r.status === 2)).toBe(true);
        const mails = await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, payer.email));
        expect(mails).toHaveLength(1);
        const [row] = await db.select().from(orders).where(eq(orders.id, id));
        expect(row).toMatchObject({ status: 2, paySource: 11 });
        expect(
          await markOrderPaid(db, 'NOT-AN-ORDER', {
            bookingUrl: BOOKING_URL,
            paySource: 11,
            providerRef: 'x',
          }),
        ).toEqual({
          paid: false,
          status: undefined,
        });
      });

      it("writes the guests' names in the confirmation mail as the order's language wants", async () => {
        const { db, app } = gateway();
        const own = await insertOrderHotel(db, { nights: [[10000, 4]] });
        const member = await createMember(db, 'names');
        const zhang = await createGuest(db, member.userId, '三', '张');
        const rui = await createGuest(db, member.userId, 'Rui', 'Lima');
        const names = new Map<string, string>();
        for (const lang of ['en', 'cn'] as const) {
          const { body } = await book(app, member, own, { guests: [zhang, rui], lang });
          expect(body.rec).toBe(0);
          await markOrderPaid(db, body.data.order_id, {
            bookingUrl: BOOKING_URL,
            paySource: 11,
            providerRef: lang,
          });
          const [mail] = await db
            .select()
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.toAddress, member.email),
                sql`${mailOutbox.textBody} like ${`%${body.data.order_id}%`}`,
              ),
            );
          names.set(lang, mail?.textBody ?? '');
        }
        // A Chinese name: family name first, no space, in both languages; a Latin one given
        // name first in English and family name first in Chinese.
        expect(names.get('en')).toContain('张三, Rui Lima');
        expect(names.get('cn')).toContain('张三, Lima Rui');
        expect(names.get('en')).not.toContain('三 张');
      });
    });

    describe('GET /orders/main/ and /orders/main/{id}/', () => {
      it("lists only the member's own orders, newest first, filtered by status", async () => {
        const { app } = gateway();
        const all = await api<{ order_list: OrderListItem[]; total: number }>(
          app,
          'GET',
          '/orders/main/?page=1&num=100&status_ids=1,2,6,8,9',
          ana.token,
        );
        expect(all.body.rec).toBe(0);
        expect(all.body.data.total).toBe(2);
        const times = all.body.data.order_list.map((o) => o.create_time);
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        expect(all.body.data.order_list[1]).toMatchObject({
          status: 1,
          amount: 230,
          pay_credits: 1000,
          credits_amount: 1.29,
          pay_amount: 228.71,
          currency: 2,
          symbol: '€',
          hotel_status: 0,
          snapshoot: {
            hotel: { name_cn: '订单测试酒店', name_en: 'Orders Test Hotel' },
            room_type: { name_en: 'Sea View Room' },
            start_day: dayAt(FIRST_NIGHT + 1).day,
            end_day: dayAt(FIRST_NIGHT + 3).day,
          },
        });
        expect(all.body.data.order_list[1]?.expire_time).toBeGreaterThan(Date.now() / 1000);
        const paid = await api<{ order_list: OrderListItem[]; total: number }>(
          app,
          'GET',
          '/orders/main/?status=2',
          ana.token,
        );
        expect(paid.body.data).toEqual({ order_list: [], total: 0 });
        const unpaid = await api<{ total: number }>(
          app,
          'GET',
          '/orders/main/?status=1',
          ana.token,
        );
        expect(unpaid.body.data.total).toBe(2);
        const page2 = await api<{ order_list: OrderListItem[]; total: number }>(
          app,
          'GET',
          '/orders/main/?page=2&num=1',
          ana.token,
        );
        expect(page2.body.data.order_list.map((o) => o.order_id)).toEqual([
          all.body.data.order_list[1]?.order_id,
        ]);
        const bens = await api<{ total: number }>(app, 'GET', '/orders/main/', ben.token);
        expect(bens.body.data.total).toBe(0);
      });

      it("shows the order with its stay, and another member's id exactly like a missing one", async () => {
        const { app } = gateway();
        const list = await api<{ order_list: OrderListItem[] }>(
          app,
          'GET',
          '/orders/main/?status=1',
          ana.token,
        );
        const id = list.body.data.order_list[1]?.order_id ?? '';
        const mine = await api<{ order: OrderListItem; order_hotel: WireOrderHotel }>(
          app,
          'GET',
          `/orders/main/${id}/`,
          ana.token,
        );
        expect(mine.body.rec).toBe(0);
        expect(mine.body.data.order.order_id).toBe(id);
        expect(mine.body.data.order_hotel).toEqual({
          hotel_id: hotel.hotelId,
          start_day: dayAt(FIRST_NIGHT + 1).day,
          end_day: dayAt(FIRST_NIGHT + 3).day,
          days: 2,
          nums: 1,
          guests: [{ first_name: 'Ana', last_name: 'Lima' }],
          assign_rooms: [],
          hotel_info: {
            name_cn: '订单测试酒店',
            name_en: 'Orders Test Hotel',
            address_cn: '测试路1号',
            address_en: '1 Test Street',
            // How to reach the hotel, as its row says now.
            mobile: '',
            email: '',
            time_zone: 'Europe/Athens',
            coord_x: 0,
            coord_y: 0,
          },
          hotel_room_type_info: {
            name_cn: '海景房',
            name_en: 'Sea View Room',
            adult_nums: 2,
            image_key: 'room/test_1.jpg',
            price: [
              { day: dayAt(FIRST_NIGHT + 1).day, price: 120 },
              { day: dayAt(FIRST_NIGHT + 2).day, price: 110 },
            ],
          },
          policy: { check_in_policy: { check_in_time: '15:00', check_out_time: '11:00' } },
        });

        const foreign = await api(app, 'GET', `/orders/main/${id}/`, ben.token);
        const missing = await api(app, 'GET', `/orders/main/${newOrderId()}/`, ben.token);
        const garbage = await api(app, 'GET', '/orders/main/1/', ben.token);
        expect(foreign.body.rec).toBe(5);
        expect(foreign.body).toEqual(missing.body);
        expect(garbage.body).toEqual(missing.body);
        expect(foreign.status).toBe(missing.status);
        expect(Object.keys(foreign.headers).sort()).toEqual(Object.keys(missing.headers).sort());
      });

      it('has ids that are all distinct and well formed', async () => {
        const { db } = gateway();
        const rows = (await db.execute(sql`select id from orders`)) as unknown as {
          rows: { id: string }[];
        };
        const ids = rows.rows.map((r) => r.id);
        expect(ids.length).toBeGreaterThan(3);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(ORDER_ID_PATTERN);
      });
    });
  },
  { databases: 'both' },
);
