import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { mailOutbox } from '../src/mail/schema';
import { orders } from '../src/orders/schema';
import { FakePayPal } from './support/fake-paypal';
import { describeOnPostgresServer } from './support/gateway';
import {
  api,
  balanceOf,
  cancelOrderCall,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  restNums,
} from './support/orders';
import {
  approvedAtPayPal,
  attemptsOf,
  type Booker,
  bookOrder,
  EUR_NIGHTS,
  ledgerOf,
  newBooker,
  orderStatus,
  type PayPalGateway,
  payWithPayPal,
  refundRowOf,
  startPayPalGatewayOnPostgres,
} from './support/payments';

/**
 * Cancels, captures and refunds meeting on a real PostgreSQL server (PGlite runs one
 * transaction at a time, so this would prove nothing there). The app has a pool of 12
 * connections and the fake PayPal holds each capture for a while, so requests really overlap.
 * The app's clock is this file's: real time, or frozen at an instant a test names.
 */

const PAYPAL = { clientId: 'race-client', clientSecret: 'race-secret', webhookId: 'WH-RACE' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgresServer('cancellation under concurrency (postgres)', () => {
  const fake = new FakePayPal({ ...PAYPAL, captureDelayMs: 300 });
  let gateway: PayPalGateway | undefined;
  let app: FastifyInstance;
  let db: Database;
  let frozen: Date | undefined;

  /** Runs `check` with the app's clock stopped at `when`. */
  async function at<T>(when: Date, check: () => Promise<T>): Promise<T> {
    frozen = when;
    try {
      return await check();
    } finally {
      frozen = undefined;
    }
  }

  beforeAll(async () => {
    gateway = await startPayPalGatewayOnPostgres(fake, 'cancel', {
      clock: () => (frozen ? new Date(frozen) : new Date()),
    });
    ({ app, db } = gateway);
  });

  afterAll(async () => {
    await gateway?.close();
  });

  const mailsAbout = async (kind: string, orderId: string) =>
    (
      await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), like(mailOutbox.subject, `%${orderId}%`)))
    ).length;

  it('cancel racing the payment return, 20 rounds: always cancelled, every capture refunded exactly once', async () => {
    const b = await newBooker(db, 'race', 10_000);
    const stockBefore = await restNums(db, b.hotel.roomTypeId);
    const tally = { paidThenRefunded: 0, lateCaptureRefunded: 0, neverCaptured: 0 };

    for (let round = 0; round < 20; round++) {
      const credits = round % 2 === 0 ? 100 : 0;
      const orderId = await bookOrder(app, b, credits);
      const { paypalOrderId, attempt, returnUrl } = await approvedAtPayPal(app, fake, b, orderId);
      const captures = fake.captures;
      const refunds = fake.refunds;

      // The cancel lands before, during or after the 300 ms capture, by round.
      const [back, cancelled] = await Promise.all([
        app.inject({ method: 'GET', url: returnUrl }),
        sleep((round % 5) * 120).then(() => cancelOrderCall(app, b.member, orderId)),
      ]);
      expect(back.statusCode).toBe(303);
      expect(cancelled.body.rec).toBe(0);
      await app.refunds.idle();
      await app.refunds.runDue();

      const captured = fake.captures - captures;
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const attempts = await attemptsOf(db, orderId);
      const refund = await refundRowOf(db, orderId);
      expect(order?.status).toBe(9);
      // Every capture is given back, once; nothing else is refunded.
      expect(fake.refunds - refunds).toBe(captured);
      expect(fake.refundedOf(paypalOrderId)).toBe(captured * attempt.amount);
      expect(attempts.filter((a) => a.status === 'captured')).toEqual([]);
      expect(attempts.filter((a) => a.status === 'refunded')).toHaveLength(captured);
      if (order?.paidAt) {
        // Paid, then cancelled: the order's own refund carried it.
        expect(captured).toBe(1);
        expect(refund).toMatchObject({ status: 'refunded', amount: attempt.amount });
        expect(await mailsAbout('order_confirmed', orderId)).toBe(1);
        tally.paidThenRefunded += 1;
      } else {
        // Cancelled unpaid: no refund is owed by the order; a late capture went back by itself.
        expect(refund).toBeUndefined();
        expect(await mailsAbout('order_confirmed', orderId)).toBe(0);
        if (captured) tally.lateCaptureRefunded += 1;
        else tally.neverCaptured += 1;
      }
      expect(await mailsAbout('order_cancelled', orderId)).toBe(1);
      const ledger = await ledgerOf(db, orderId);
      expect(ledger.filter((e) => e.operate === 3)).toEqual(
        credits ? [{ operate: 3, credits }] : [],
      );
    }

    expect(await restNums(db, b.hotel.roomTypeId)).toEqual(stockBefore);
    expect(await balanceOf(db, b.member.userId)).toBe(10_000);
    expect(tally.paidThenRefunded + tally.lateCaptureRefunded + tally.neverCaptured).toBe(20);
    console.info('cancel racing capture, 20 rounds:', tally);
  }, 60_000);

  it('refund replay: 10 cancels of one paid order at once give one refund, one points entry, one mail', async () => {
    const b = await newBooker(db, 'replay', 1000);
    const stockBefore = await restNums(db, b.hotel.roomTypeId);
    const orderId = await bookOrder(app, b, 200);
    const { paypalOrderId, attempt } = await payWithPayPal(app, fake, b, orderId);
    expect(await orderStatus(db, orderId)).toBe(2);
    const refunds = fake.refunds;
    const calls = fake.refundCalls;

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cancelOrderCall(app, b.member, orderId, { reasons: [(i % 8) + 1], comment: `try ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.body.rec === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.rec !== 0)) {
      expect(a.body).toMatchObject({ rec: 6, key: 'orders:order_not_cancelable' });
    }
    await app.refunds.idle();
    // Two workers sweeping at once find nothing left to do.
    await Promise.all([app.refunds.runDue(), app.refunds.runDue()]);

    expect(fake.refunds - refunds).toBe(1);
    expect(fake.refundCalls - calls).toBe(1);
    expect(fake.refundedOf(paypalOrderId)).toBe(attempt.amount);
    expect(attempt.amount).toBeLessThan(12_050);
    expect(fake.requests.findLast((r) => r.path.endsWith('/refund'))?.headers).toMatchObject({
      'paypal-request-id': `refund-${attempt.id}`,
    });
    expect(await refundRowOf(db, orderId)).toMatchObject({ status: 'refunded', attempts: 1 });
    expect(await ledgerOf(db, orderId)).toEqual([
      { operate: 2, credits: -200 },
      { operate: 3, credits: 200 },
    ]);
    expect(await mailsAbout('order_cancelled', orderId)).toBe(1);
    expect(await restNums(db, b.hotel.roomTypeId)).toEqual(stockBefore);
  });

  it('refunds due on two gateways at once are each asked of PayPal once', async () => {
    const b = await newBooker(db, 'workers');
    const paid: string[] = [];
    for (let i = 0; i < 6; i++) {
      const orderId = await bookOrder(app, b);
      await payWithPayPal(app, fake, b, orderId);
      paid.push(orderId);
    }
    const refunds = fake.refunds;
    const calls = fake.refundCalls;
    // PayPal is down for the first try of each.
    fake.failRefunds = paid.length;
    for (const orderId of paid) {
      expect((await cancelOrderCall(app, b.member, orderId)).body.rec).toBe(0);
    }
    await app.refunds.idle();
    for (const orderId of paid) {
      expect(await refundRowOf(db, orderId)).toMatchObject({ status: 'pending', attempts: 1 });
    }
    expect(fake.refundCalls - calls).toBe(paid.length);

    // Later, four rounds run together (two gateways' jobs, twice over).
    await at(new Date(Date.now() + 5 * 60_000), async () => {
      const rounds = await Promise.all(Array.from({ length: 4 }, () => app.refunds.runDue()));
      expect(rounds.reduce((n, r) => n + r.refunded, 0)).toBe(paid.length);
    });
    expect(fake.refunds - refunds).toBe(paid.length);
    expect(fake.refundCalls - calls).toBe(2 * paid.length);
    for (const orderId of paid) {
      expect(await refundRowOf(db, orderId)).toMatchObject({ status: 'refunded', attempts: 2 });
    }
  });

  describe('deadline edges, in the hotel time zone', () => {
    const localTime = (at: Date, timeZone: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(at);

    for (const [timeZone, utcOffset] of [
      ['Asia/Shanghai', '+08'],
      ['America/Bogota', '-05'],
    ] as const) {
      it(`${timeZone} (UTC${utcOffset}): open at 23:59:59 on the fifth day before arrival, closed at 00:00:00`, async () => {
        const b: Booker = {
          ...(await newBooker(db, `edge-${utcOffset}`)),
          hotel: await insertOrderHotel(db, { nights: EUR_NIGHTS, timeZone }),
        };
        const first = await bookOrder(app, b);
        const second = await bookOrder(app, b);
        await payWithPayPal(app, fake, b, first);
        await payWithPayPal(app, fake, b, second);

        const deadlineOf = async (orderId: string) => {
          const answer = await api<{ order: { cancel_expire_time: number } }>(
            app,
            'GET',
            `/orders/main/${orderId}/`,
            b.member.token,
          );
          return new Date(answer.body.data.order.cancel_expire_time * 1000);
        };
        const fifthDayBefore = (offset: number) => {
          const day = new Date(`${dayAt(FIRST_NIGHT + offset).iso}T00:00:00Z`);
          day.setUTCDate(day.getUTCDate() - 5);
          return day.toISOString().slice(0, 10);
        };

        const firstDeadline = await deadlineOf(first);
        expect(localTime(firstDeadline, timeZone)).toBe(`${fifthDayBefore(0)} 23:59:59`);
        const answer = await at(firstDeadline, async () => {
          const a = await cancelOrderCall(app, b.member, first);
          await app.refunds.idle();
          return a;
        });
        expect(answer.body.rec).toBe(0);
        expect(answer.body.data.order.status).toBe(9);
        expect((await refundRowOf(db, first))?.status).toBe('refunded');

        const secondDeadline = await deadlineOf(second);
        expect(localTime(secondDeadline, timeZone)).toBe(`${fifthDayBefore(1)} 23:59:59`);
        const midnight = new Date(secondDeadline.getTime() + 1000);
        expect(localTime(midnight, timeZone)).toBe(`${fifthDayBefore(2)} 00:00:00`);
        const refused = await at(midnight, () => cancelOrderCall(app, b.member, second));
        expect(refused.body).toMatchObject({ rec: 6, key: 'orders:order_not_cancelable' });
        expect(await orderStatus(db, second)).toBe(2);
        expect(await refundRowOf(db, second)).toBeUndefined();

        // The last instant of 23:59:59 is still inside.
        const last = await at(new Date(secondDeadline.getTime() + 999), async () => {
          const a = await cancelOrderCall(app, b.member, second);
          await app.refunds.idle();
          return a;
        });
        expect(last.body.rec).toBe(0);
        expect((await refundRowOf(db, second))?.status).toBe('refunded');
      });
    }
  });
});
