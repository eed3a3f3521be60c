import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db';
import { expireHolds } from '../src/orders/holds';
import { orders } from '../src/orders/schema';
import { PayPalClient } from '../src/payments/paypal';
import { PROVIDER_TIMEOUT_MS } from '../src/payments/reconcile';
import { SandboxProvider } from '../src/payments/sandbox';
import { type PaymentRow, payments, sandboxCharges } from '../src/payments/schema';
import { paymentSettingsFromEnv } from '../src/payments/settings';
import { describeEachBackend, startGateway, testConfig } from './support/gateway';
import {
  approvedAtPayPal,
  attemptsOf,
  bookOrder,
  confirmationMails,
  local,
  newBooker,
  orderStatus,
  pay,
  payPalEnv,
  useFakePayPal,
} from './support/payments';

/**
 * Reconciliation: whatever point a gateway dies at while paying, every payment the provider
 * took ends with a paid order or a refund, and a hold ends at most the provider's timeout
 * after its time. The crashes are set up as the database would hold them after a kill -9.
 */

const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function holdEnd(db: Database, orderId: string): Promise<Date> {
  const [row] = await db
    .select({ at: orders.holdExpiresAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  return row.at;
}

/** Starts a sandbox payment and answers its attempt, as the pay page leaves it. */
async function startedAttempt(app: FastifyInstance, token: string, orderId: string) {
  const started = await pay(app, token, { pay_source: 11, order_id: orderId });
  expect(started.body.rec).toBe(0);
  const [attempt] = await attemptsOf(app.db, orderId);
  if (!attempt) throw new Error('no attempt');
  return { attempt, href: started.body.data.href ?? '' };
}

/** The sandbox took the money (its books say so) and the gateway died before recording it. */
async function takenThenDied(db: Database, attempt: PaymentRow, claimedAt: Date) {
  await new SandboxProvider('http://localhost:4000', db).capture(attempt);
  await db.update(payments).set({ claimedAt }).where(eq(payments.id, attempt.id));
}

async function chargeOf(db: Database, attemptId: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.attemptId, attemptId));
  return row;
}

const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);

describeEachBackend(
  'reconciliation with the sandbox',
  (gateway) => {
    it('pays an order whose capture was recorded before the gateway died, instead of cancelling it', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'rec-recorded');
      const orderId = await bookOrder(app, b);
      const { attempt } = await startedAttempt(app, b.member.token, orderId);
      await new SandboxProvider('http://localhost:4000', db).capture(attempt);
      // recordCapture's update committed; markOrderPaid never ran.
      await db
        .update(payments)
        .set({ status: 'captured', captureId: attempt.id, capturedAt: new Date() })
        .where(eq(payments.id, attempt.id));

      const end = await holdEnd(db, orderId);
      const swept = await expireHolds(db, { now: seconds(end, 1), desk: app.reconciler });
      expect(swept.expired).toEqual([]);
      expect(await orderStatus(db, orderId)).toBe(2);
      expect(await confirmationMails(db, b.member.email)).toBe(1);
      expect((await chargeOf(db, attempt.id))?.refundedAt).toBeNull();
    });

    it('asks the provider about a capture whose gateway died mid-call, and pays the order with it', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'rec-died');
      const orderId = await bookOrder(app, b);
      const { attempt } = await startedAttempt(app, b.member.token, orderId);
      const end = await holdEnd(db, orderId);
      await takenThenDied(db, attempt, seconds(end, -PROVIDER_TIMEOUT_MS / 1000 - 5));

      const swept = await expireHolds(db, { now: seconds(end, 1), desk: app.reconciler });
      expect(swept.expired).toEqual([]);
      expect(await orderStatus(db, orderId)).toBe(2);
      const [recorded] = await attemptsOf(db, orderId);
      expect(recorded).toMatchObject({ status: 'captured', captureId: attempt.id });
    });

    it('waits for a capture in flight, then lets the hold end when the provider took nothing', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'rec-flight');
      const orderId = await bookOrder(app, b);
      const { attempt, href } = await startedAttempt(app, b.member.token, orderId);
      const end = await holdEnd(db, orderId);
      await db.update(payments).set({ claimedAt: end }).where(eq(payments.id, attempt.id));

      const early = await expireHolds(db, { now: seconds(end, 1), desk: app.reconciler });
      expect(early).toEqual({ expired: [], waiting: 1 });
      expect(await orderStatus(db, orderId)).toBe(1);

      // Past the provider's timeout its answer decides: nothing was taken, so the hold ends.
      const late = seconds(end, PROVIDER_TIMEOUT_MS / 1000 + 1);
      expect(await expireHolds(db, { now: late, desk: app.reconciler })).toEqual({
        expired: [orderId],
        waiting: 0,
      });
      expect((await attemptsOf(db, orderId))[0]?.status).toBe('failed');
      // A capture after that finds nothing to capture: no money is taken for a cancelled order.
      const res = await app.inject({ method: 'POST', url: `${local(href)}/pay`, headers: form });
      expect(res.headers.location).toContain('payment=error');
      expect(await chargeOf(db, attempt.id)).toBeUndefined();
    });

    it('the periodic pass records a capture found at the provider and releases a claim that took nothing', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'rec-pass');
      const taken = await bookOrder(app, b);
      const untaken = await bookOrder(app, b);
      const first = await startedAttempt(app, b.member.token, taken);
      const second = await startedAttempt(app, b.member.token, untaken);
      const stale = new Date(Date.now() - PROVIDER_TIMEOUT_MS - 5_000);
      await takenThenDied(db, first.attempt, stale);
      await db.update(payments).set({ claimedAt: stale }).where(eq(payments.id, second.attempt.id));

      const round = await app.reconciler.run();
      expect(round).toMatchObject({ found: 1, released: 1 });
      expect(await orderStatus(db, taken)).toBe(2);
      expect(await orderStatus(db, untaken)).toBe(1);
      expect((await attemptsOf(db, untaken))[0]?.claimedAt).toBeNull();
      // The payer can pay the released one.
      const res = await app.inject({
        method: 'POST',
        url: `${local(second.href)}/pay`,
        headers: form,
      });
      expect(res.headers.location).toContain('payment=success');
      expect(await orderStatus(db, untaken)).toBe(2);
      expect(await app.reconciler.run()).toEqual({
        settled: 0,
        found: 0,
        released: 0,
        refunded: 0,
      });
    });

    it('refunds a capture kept by an order that was cancelled before it was paid', async () => {
      const { app, db } = gateway();
      const b = await newBooker(db, 'rec-late');
      const orderId = await bookOrder(app, b);
      const { attempt } = await startedAttempt(app, b.member.token, orderId);
      await new SandboxProvider('http://localhost:4000', db).capture(attempt);
      await db
        .update(payments)
        .set({ status: 'captured', captureId: attempt.id, capturedAt: new Date() })
        .where(eq(payments.id, attempt.id));
      await db.update(orders).set({ status: 9 }).where(eq(orders.id, orderId));

      expect(await app.reconciler.run()).toMatchObject({ refunded: 1 });
      expect((await attemptsOf(db, orderId))[0]?.status).toBe('refunded');
      expect((await chargeOf(db, attempt.id))?.refundedAt).toBeInstanceOf(Date);
    });
  },
  // The sweeps here take every order whose hold is over: another file's must not be among them.
);

describe('reconciliation with PayPal', () => {
  const fake = useFakePayPal({
    clientId: 'rec-client',
    clientSecret: 'rec-secret',
    webhookId: 'WH-REC',
  });

  it('finds a capture PayPal made for a gateway that died before recording it', async () => {
    const gw = await startGateway('pglite');
    try {
      const { app, db } = gw;
      const b = await newBooker(db, 'rec-pp');
      const orderId = await bookOrder(app, b);
      const { attempt } = await approvedAtPayPal(app, fake, b, orderId);
      const client = new PayPalClient({
        settings: paymentSettingsFromEnv({ ...process.env, ...payPalEnv(fake) }, testConfig())
          .paypal,
        publicUrl: 'http://localhost:4000',
      });
      const captured = await client.capture(attempt);
      expect(captured.kind).toBe('captured');
      const end = await holdEnd(db, orderId);
      await db
        .update(payments)
        .set({ claimedAt: seconds(end, -PROVIDER_TIMEOUT_MS / 1000 - 5) })
        .where(eq(payments.id, attempt.id));

      const swept = await expireHolds(db, { now: seconds(end, 1), desk: app.reconciler });
      expect(swept.expired).toEqual([]);
      expect(await orderStatus(db, orderId)).toBe(2);
      const [row] = await db
        .select({ payRef: orders.payRef })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(row?.payRef).toBe(captured.kind === 'captured' ? captured.captureId : '');
      expect(fake.captures).toBe(1);
    } finally {
      await gw.close();
    }
  }, 60_000);
});
