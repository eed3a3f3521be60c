import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db';
import { mailOutbox } from '../src/mail/schema';
import { orderChanges, orderNights, orders } from '../src/orders/schema';
import {
  describeOnPostgresServer,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
} from './support/gateway';
import {
  api,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  flooredTotal,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  restNums,
} from './support/orders';
import { payOnSandbox } from './support/payments';

/**
 * Date changes of one order racing on a real PostgreSQL server (PGlite runs one transaction
 * at a time): the order's row decides the order they apply in, and the stock adds up after.
 */

const ROOMS = 5;

describeOnPostgresServer('date changes under concurrency (postgres)', () => {
  let scratch: ScratchPools | undefined;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('orders_dates', { poolSize: 12 });
    db = scratch.db;
    app = await buildApp({ db, config: testConfig() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await scratch?.close();
  });

  async function setUp(label: string, prices: number[]) {
    const member = await createMember(db, label);
    const guest = await createGuest(db, member.userId);
    const hotel = await insertOrderHotel(db, {
      nights: prices.map((p): [number, number] => [p, ROOMS]),
    });
    const answer = await book(app, member, hotel, { guests: [guest], offset: 0, days: 2 });
    if (answer.body.rec !== 0) throw new Error(JSON.stringify(answer.body));
    return { member, hotel, orderId: answer.body.data.order_id };
  }

  const change = (
    member: Member,
    hotel: OrderHotel,
    orderId: string,
    offset: number,
    days: number,
    key: string,
  ) =>
    api<{ order: { amount: number }; pay_amount: number }>(
      app,
      'PUT',
      `/orders/dates/${orderId}/`,
      member.token,
      {
        start_day: dayAt(FIRST_NIGHT + offset).day,
        days,
        amount: flooredTotal(hotel, offset, days),
      },
      { 'idempotency-key': key },
    );

  it('20 changes of one unpaid order: one answer per key, the stock adds up to the stay it ends on', async () => {
    const { member, hotel, orderId } = await setUp('dtc-unpaid', Array(8).fill(10_000));
    const keys = Array.from({ length: 10 }, (_, i) => `dates-race-${String(i).padStart(4, '0')}`);
    const asked = [...keys, ...keys].map((key, i) => {
      const n = keys.indexOf(key);
      return { key, offset: 1 + (n % 5), days: 1 + (n % 3), i };
    });
    const answers = await Promise.all(
      asked.map((a) => change(member, hotel, orderId, a.offset, a.days, a.key)),
    );
    for (const [i, a] of answers.entries()) {
      expect(a.body.rec, JSON.stringify(a.body)).toBe(0);
      const twin = answers[asked.findIndex((b) => b.key === asked[i]?.key)];
      expect(a.body).toEqual(twin?.body);
    }

    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error('no order');
    const start = Number(order.startDay.replaceAll('-', '').slice(0, 8));
    const first = dayAt(FIRST_NIGHT).day;
    const offset = asked.find((a) => dayAt(FIRST_NIGHT + a.offset).day === start)?.offset ?? -1;
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(start).not.toBe(first);
    const expected = Array.from({ length: 8 }, (_, n) =>
      n >= offset && n < offset + order.days ? ROOMS - 1 : ROOMS,
    );
    expect(await restNums(db, hotel.roomTypeId)).toEqual(expected);
    const nights = await db.select().from(orderNights).where(eq(orderNights.orderId, orderId));
    expect(nights).toHaveLength(order.days);
    expect(order.amount).toBe(order.days * 10_000);

    const [moves] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderChanges)
      .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, 'applied')));
    const [mails] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'order_dates_changed'), eq(mailOutbox.toAddress, member.email)),
      );
    expect(Number(moves?.n)).toBeGreaterThan(0);
    expect(Number(mails?.n)).toBe(Number(moves?.n));
  });

  it('20 dearer changes of one paid order: one waits for its payment, its nights held once', async () => {
    const { member, hotel, orderId } = await setUp(
      'dtc-paid',
      [10_000, 10_000, 12_000, 12_000, 12_000, 12_000, 12_000, 12_000],
    );
    const back = await payOnSandbox(app, { member, guest: 0, hotel, next: 0 }, orderId);
    expect(back).toContain('payment=success');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(member, hotel, orderId, 2 + (i % 4), 2, `dates-paid-${String(i).padStart(4, '0')}`),
      ),
    );
    const waiting = answers.filter((a) => a.body.rec === 0);
    const refused = answers.filter((a) => a.body.rec !== 0);
    expect(refused.every((a) => a.body.key === 'orders:change_pending')).toBe(true);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    const pending = await db
      .select()
      .from(orderChanges)
      .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.status, 'pending')));
    expect(pending).toHaveLength(1);
    const held = pending[0];
    if (!held) throw new Error('no pending change');
    const heldOffset = [2, 3, 4, 5].find((o) => dayAt(FIRST_NIGHT + o).iso === held.startDay) ?? -1;
    const expected = Array.from({ length: 8 }, (_, n) =>
      n < 2 || (n >= heldOffset && n < heldOffset + 2) ? ROOMS - 1 : ROOMS,
    );
    expect(await restNums(db, hotel.roomTypeId)).toEqual(expected);
  });
});
