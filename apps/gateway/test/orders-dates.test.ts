import type {
  OrderCheck,
  OrderListItem,
  OrderHotel as WireOrderHotel,
} from '@bookdirect/gateway-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { type MovableClock, movableClock } from '../src/clock';
import type { Database } from '../src/db';
import { mailOutbox } from '../src/mail/schema';
import { dropExpiredChange } from '../src/orders/dates';
import { orderChanges, orders } from '../src/orders/schema';
import { sandboxRefunds } from '../src/payments/schema';
import { describeEachBackend } from './support/gateway';
import {
  api,
  balanceOf,
  book,
  cancelOrderCall,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  flooredTotal,
  grantPoints,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  restNums,
} from './support/orders';
import { attemptsOf, pay, payOnSandbox, refundRowOf } from './support/payments';

/**
 * `PUT /orders/dates/{id}/` as a traveller meets it: an order moved to other nights of the
 * same room type, its stock, money, points, deadline and mail; a paid order's move that costs
 * more, paid through `POST /orders/pay/` or lapsing; and what is refused.
 */

const clockOf = (app: FastifyInstance) => app.clock as MovableClock;

async function at<T>(app: FastifyInstance, when: Date, check: () => Promise<T>): Promise<T> {
  const clock = clockOf(app);
  const offset = clock.offsetMs();
  clock.setOffsetMs(offset + when.getTime() - clock().getTime());
  try {
    return await check();
  } finally {
    clock.setOffsetMs(offset);
  }
}

interface Traveller {
  member: Member;
  guest: number;
  hotel: OrderHotel;
}

/** Nights from FIRST_NIGHT: 100.00, 100.00, 100.00, 80.00, 150.00, 150.00, 100.00 (sold out). */
const NIGHTS: [number, number][] = [
  [10_000, 3],
  [10_000, 3],
  [10_000, 3],
  [8_000, 3],
  [15_000, 3],
  [15_000, 3],
  [10_000, 0],
];

async function traveller(db: Database, label: string): Promise<Traveller> {
  const member = await createMember(db, label);
  return {
    member,
    guest: await createGuest(db, member.userId),
    hotel: await insertOrderHotel(db, { nights: NIGHTS }),
  };
}

async function booked(app: FastifyInstance, t: Traveller, offset: number, days: number) {
  const answer = await book(app, t.member, t.hotel, { guests: [t.guest], offset, days });
  if (answer.body.rec !== 0) throw new Error(`booking failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.order_id;
}

interface DatesData {
  order: OrderListItem;
  pay_amount: number;
  refund_amount: number;
}

function changeDates(
  app: FastifyInstance,
  t: Traveller,
  orderId: string,
  offset: number,
  days: number,
  options: { amount?: number; key?: string; member?: Member } = {},
) {
  return api<DatesData & { order: OrderCheck }>(
    app,
    'PUT',
    `/orders/dates/${orderId}/`,
    (options.member ?? t.member).token,
    {
      start_day: dayAt(FIRST_NIGHT + offset).day,
      days,
      amount: options.amount ?? flooredTotal(t.hotel, offset, days),
    },
    options.key ? { 'idempotency-key': options.key } : {},
  );
}

const detail = (app: FastifyInstance, t: Traveller, orderId: string) =>
  api<{ order: OrderListItem; order_hotel: WireOrderHotel }>(
    app,
    'GET',
    `/orders/main/${orderId}/`,
    t.member.token,
  );

async function movedMails(db: Database, to: string) {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order_dates_changed'), eq(mailOutbox.toAddress, to)));
}

async function orderRow(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row;
}

const DAY = 86_400;

describeEachBackend(
  "changing an order's dates",
  (gateway) => {
    it('moves an unpaid order at once: the shared night stays taken once, the rest moves, one mail', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-unpaid');
      const orderId = await booked(app, t, 0, 2);
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([2, 2, 3, 3, 3, 3, 0]);
      const before = (await detail(app, t, orderId)).body.data.order;

      const answer = await changeDates(app, t, orderId, 1, 3);
      expect(answer.body.rec).toBe(0);
      expect(answer.body.data).toMatchObject({ pay_amount: 0, refund_amount: 0 });
      expect(answer.body.data.order).toMatchObject({
        order_id: orderId,
        status: 1,
        amount: 280,
        pay_amount: 280,
        change: null,
        snapshoot: { start_day: dayAt(FIRST_NIGHT + 1).day, end_day: dayAt(FIRST_NIGHT + 4).day },
      });
      expect(answer.body.data.order.cancel_expire_time - before.cancel_expire_time).toBe(DAY);
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([3, 2, 2, 2, 3, 3, 0]);

      const shown = (await detail(app, t, orderId)).body.data.order_hotel;
      expect(shown.days).toBe(3);
      expect(shown.hotel_room_type_info.price.map((n) => n.price)).toEqual([100, 100, 80]);

      const mails = await movedMails(db, t.member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('280');
    });

    it('keeps the points an order spent when it moves: only what is left to pay changes', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-points');
      await grantPoints(db, t.member.userId, 2_500);
      const answer = await book(app, t.member, t.hotel, {
        guests: [t.guest],
        offset: 0,
        days: 2,
        credits: 2_500,
      });
      const orderId = answer.body.data.order_id;
      const moved = await changeDates(app, t, orderId, 3, 1);
      expect(moved.body.data.order).toMatchObject({
        amount: 80,
        pay_credits: 2_500,
        credits_amount: 3.24,
        pay_amount: 76.76,
      });
      expect(await balanceOf(db, t.member.userId)).toBe(0);
    });

    it('answers the stay it has without moving anything, and one answer per Idempotency-Key', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-same');
      const orderId = await booked(app, t, 0, 1);
      const same = await changeDates(app, t, orderId, 0, 1);
      expect(same.body.rec).toBe(0);
      expect(same.body.data.order.amount).toBe(100);
      expect(await movedMails(db, t.member.email)).toHaveLength(0);

      const first = await changeDates(app, t, orderId, 2, 1, { key: 'dates-key-0001' });
      const again = await changeDates(app, t, orderId, 2, 1, { key: 'dates-key-0001' });
      expect(first.body.rec).toBe(0);
      expect(again.body).toEqual(first.body);
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([3, 3, 2, 3, 3, 3, 0]);
      expect(await movedMails(db, t.member.email)).toHaveLength(1);

      const reused = await changeDates(app, t, orderId, 3, 1, { key: 'dates-key-0001' });
      expect(reused.body.rec).toBe(2);
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([3, 3, 2, 3, 3, 3, 0]);
    });

    it('refuses a changed price with the fresh figures, a night without rooms, and another member', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-refuse');
      const orderId = await booked(app, t, 0, 1);
      const stock = await restNums(db, t.hotel.roomTypeId);

      const stale = await changeDates(app, t, orderId, 3, 2, { amount: 200 });
      expect(stale.body).toMatchObject({ rec: 6, key: 'orders:price_changed' });
      expect(stale.body.data.order).toMatchObject({ amount: 230, pay_amount: 230 });
      expect(stale.body.data.order.price?.map((n) => n.price)).toEqual([80, 150]);

      // A total of 0 asks for the price alone, the order's own night counted in, and moves nothing.
      const asked = await changeDates(app, t, orderId, 0, 2, { amount: 0 });
      expect(asked.body).toMatchObject({ rec: 6, key: 'orders:price_changed' });
      expect(asked.body.data.order.amount).toBe(flooredTotal(t.hotel, 0, 2));

      const full = await changeDates(app, t, orderId, 5, 2);
      expect(full.body).toMatchObject({ rec: 6, key: 'errors:insufficient_room_stock' });

      const other = await createMember(db, 'dt-other');
      const foreign = await changeDates(app, t, orderId, 1, 1, { member: other });
      expect(foreign.body).toMatchObject({ rec: 5, key: 'orders:order_not_found' });

      expect(await restNums(db, t.hotel.roomTypeId)).toEqual(stock);
      expect((await orderRow(db, orderId)).startDay).toBe(dayAt(FIRST_NIGHT).iso);
      expect(await movedMails(db, t.member.email)).toHaveLength(0);
    });

    it('moves a paid order to a cheaper stay at once and refunds the difference through its payment', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-lower');
      const orderId = await booked(app, t, 1, 2);
      expect(await payOnSandbox(app, { ...t, next: 0 }, orderId)).toContain('payment=success');

      const answer = await changeDates(app, t, orderId, 2, 2);
      expect(answer.body.rec).toBe(0);
      expect(answer.body.data).toMatchObject({ pay_amount: 0, refund_amount: 20 });
      expect(answer.body.data.order).toMatchObject({ status: 2, amount: 180, pay_amount: 180 });
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([3, 3, 2, 2, 3, 3, 0]);
      await app.refunds.idle();

      const [change] = await db
        .select()
        .from(orderChanges)
        .where(eq(orderChanges.orderId, orderId));
      expect(change).toMatchObject({
        status: 'applied',
        refundAmount: 2_000,
        refundStatus: 'refunded',
      });
      const [attempt] = await attemptsOf(db, orderId);
      const given = await db
        .select({ amount: sandboxRefunds.amount })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.attemptId, attempt?.id ?? ''));
      expect(given).toEqual([{ amount: 2_000 }]);
      const [mail] = await movedMails(db, t.member.email);
      expect(mail?.text).toContain('20.00');
    });

    it('holds a dearer stay for a paid order until the difference is paid, then moves it', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-higher');
      const orderId = await booked(app, t, 0, 1);
      expect(await payOnSandbox(app, { ...t, next: 0 }, orderId)).toContain('payment=success');

      const answer = await changeDates(app, t, orderId, 3, 2);
      expect(answer.body.rec).toBe(0);
      expect(answer.body.data.pay_amount).toBe(130);
      expect(answer.body.data.order).toMatchObject({
        status: 2,
        amount: 100,
        change: { start_day: dayAt(FIRST_NIGHT + 3).day, days: 2, pay_amount: 130 },
      });
      // Both stays hold their rooms until the change is paid or lapses.
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([2, 3, 3, 2, 2, 3, 0]);
      expect(await movedMails(db, t.member.email)).toHaveLength(0);

      const another = await changeDates(app, t, orderId, 1, 1);
      expect(another.body).toMatchObject({ rec: 6, key: 'orders:change_pending' });

      expect(await payOnSandbox(app, { ...t, next: 0 }, orderId)).toContain('payment=success');
      const after = (await detail(app, t, orderId)).body.data.order;
      expect(after).toMatchObject({ status: 2, amount: 230, pay_amount: 230, change: null });
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([3, 3, 3, 2, 2, 3, 0]);
      const captured = (await attemptsOf(db, orderId)).filter((p) => p.status === 'captured');
      expect(captured.map((p) => p.amount).sort()).toEqual([10_000, 13_000]);
      const mails = await movedMails(db, t.member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('130.00');
    });

    it('drops a dearer stay nobody paid once its hold ends: the order keeps its stay', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-lapse');
      const orderId = await booked(app, t, 0, 1);
      expect(await payOnSandbox(app, { ...t, next: 0 }, orderId)).toContain('payment=success');
      const answer = await changeDates(app, t, orderId, 4, 1);
      expect(answer.body.data.order.change?.pay_amount).toBe(50);
      const expires = new Date((answer.body.data.order.change?.expires ?? 0) * 1000);

      expect(await dropExpiredChange(db, new Date(expires.getTime() - 1000))).toBeUndefined();
      expect(await dropExpiredChange(db, new Date(expires.getTime() + 1000))).toBeTypeOf('number');
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([2, 3, 3, 3, 3, 3, 0]);
      expect((await detail(app, t, orderId)).body.data.order).toMatchObject({
        amount: 100,
        change: null,
      });
      const late = await pay(app, t.member.token, { pay_source: 11, order_id: orderId });
      expect(late.body).toMatchObject({ rec: 6, key: 'payments:order_paid' });
      expect(await movedMails(db, t.member.email)).toHaveLength(0);
    });

    it('cancelling lets a waiting change go, and after a cheaper move refunds what is left of the payment', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-cancel');
      const waiting = await booked(app, t, 0, 1);
      expect(await payOnSandbox(app, { ...t, next: 0 }, waiting)).toContain('payment=success');
      expect((await changeDates(app, t, waiting, 4, 1)).body.data.pay_amount).toBe(50);
      expect((await cancelOrderCall(app, t.member, waiting)).body.rec).toBe(0);
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([3, 3, 3, 3, 3, 3, 0]);
      const [dropped] = await db
        .select()
        .from(orderChanges)
        .where(eq(orderChanges.orderId, waiting));
      expect(dropped?.status).toBe('dropped');

      const cheaper = await booked(app, t, 1, 2);
      expect(await payOnSandbox(app, { ...t, next: 0 }, cheaper)).toContain('payment=success');
      expect((await changeDates(app, t, cheaper, 2, 2)).body.data.refund_amount).toBe(20);
      await app.refunds.idle();
      expect((await cancelOrderCall(app, t.member, cheaper)).body.rec).toBe(0);
      await app.refunds.idle();
      expect((await refundRowOf(db, cheaper))?.status).toBe('refunded');
      const [attempt] = await attemptsOf(db, cheaper);
      const given = await db
        .select({ amount: sandboxRefunds.amount })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.attemptId, attempt?.id ?? ''));
      expect(given.map((g) => g.amount).sort((a, b) => a - b)).toEqual([2_000, 18_000]);
      expect(await restNums(db, t.hotel.roomTypeId)).toEqual([3, 3, 3, 3, 3, 3, 0]);
    });

    it('refuses a paid order from the second after its free-cancellation deadline', async () => {
      const { app, db } = gateway();
      const t = await traveller(db, 'dt-late');
      const orderId = await booked(app, t, 0, 1);
      expect(await payOnSandbox(app, { ...t, next: 0 }, orderId)).toContain('payment=success');
      const deadline = (await orderRow(db, orderId)).cancelExpireAt;
      await at(app, new Date(deadline.getTime() + 1000), async () => {
        const late = await changeDates(app, t, orderId, 2, 1);
        expect(late.body).toMatchObject({ rec: 6, key: 'orders:order_not_changeable' });
      });
      expect((await orderRow(db, orderId)).startDay).toBe(dayAt(FIRST_NIGHT).iso);
    });
  },
  { clock: movableClock() },
);
