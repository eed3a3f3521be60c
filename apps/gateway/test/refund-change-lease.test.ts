import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../src/db';
import { orderChanges, orders } from '../src/orders/schema';
import { createPaymentDeps } from '../src/payments/deps';
import type { CaptureRecord } from '../src/payments/provider';
import { REFUND_LEASE_MS, RefundWorker } from '../src/payments/refund-worker';
import { sandboxRefunds } from '../src/payments/schema';
import { describeEachBackend } from './support/gateway';
import { attemptsOf, bookOrder, newBooker, payOnSandbox } from './support/payments';

/**
 * A date change's refund carried out by two workers at once (the change's own call and
 * another gateway's refund round): one claims it and gives the difference back, the other
 * finds nothing to do; a worker whose lease ran out mid-call and the one that took over count
 * the part once.
 */

const DIFFERENCE = 2_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Worker {
  worker: RefundWorker;
  /** refundPart calls this worker made. */
  calls: () => number;
}

/** A refund worker of its own over the app's database, as another gateway would run. */
function workerOf(
  app: FastifyInstance,
  options: { clock?: () => Date; before?: () => Promise<void> } = {},
): Worker {
  const deps = createPaymentDeps(app, { clock: options.clock });
  const card = deps.card;
  let calls = 0;
  deps.card = Object.assign(Object.create(card), {
    async refundPart(capture: CaptureRecord, amount: number, key: string) {
      calls += 1;
      await options.before?.();
      return card.refundPart?.(capture, amount, key);
    },
  });
  return { worker: new RefundWorker(deps), calls: () => calls };
}

/** A paid order moved to a stay that costs DIFFERENCE less, its refund still pending. */
async function pendingChange(app: FastifyInstance, db: Database, label: string) {
  const b = await newBooker(db, label);
  const orderId = await bookOrder(app, b);
  expect(await payOnSandbox(app, b, orderId)).toContain('payment=success');
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  const now = new Date();
  const [change] = await db
    .insert(orderChanges)
    .values({
      orderId,
      status: 'applied',
      previousStartDay: order.startDay,
      previousDays: order.days,
      startDay: order.startDay,
      days: order.days,
      amount: order.amount - DIFFERENCE,
      nights: [],
      cancelExpireAt: order.cancelExpireAt,
      payAmount: 0,
      refundAmount: DIFFERENCE,
      refundStatus: 'pending',
      expiresAt: now,
      createdAt: now,
      settledAt: now,
    })
    .returning();
  if (!change) throw new Error('no change');
  const [attempt] = await attemptsOf(db, orderId);
  if (!attempt) throw new Error('no payment');
  return { orderId, changeId: change.id, attemptId: attempt.id };
}

/** What the order's payment counts as given back, what the sandbox gave, and the change. */
async function books(db: Database, orderId: string, changeId: number, attemptId: string) {
  const [attempt] = await attemptsOf(db, orderId);
  const given = await db
    .select({ amount: sandboxRefunds.amount })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.attemptId, attemptId));
  const [change] = await db.select().from(orderChanges).where(eq(orderChanges.id, changeId));
  return {
    partRefunded: attempt?.partRefunded,
    given: given.map((g) => g.amount),
    status: change?.refundStatus,
    lease: change?.refundLeaseUntil,
  };
}

describeEachBackend(
  "a date change's refund",
  (gateway) => {
    it('is carried out by one of two workers that take it at once', async () => {
      const { app, db } = gateway();
      const { orderId, changeId, attemptId } = await pendingChange(app, db, 'lease-two');
      // The provider takes a while, so the two really overlap.
      const one = workerOf(app, { before: () => sleep(50) });
      const other = workerOf(app, { before: () => sleep(50) });

      const [mine, any, round, otherRound] = await Promise.all([
        one.worker.refundChange(changeId),
        other.worker.refundChange(),
        one.worker.runDue(),
        other.worker.runDue(),
      ]);

      const refunded = [mine, any].filter((o) => o === 'refunded').length;
      expect(refunded + round.refunded + otherRound.refunded).toBe(1);
      expect(one.calls() + other.calls()).toBe(1);
      expect(await books(db, orderId, changeId, attemptId)).toEqual({
        partRefunded: DIFFERENCE,
        given: [DIFFERENCE],
        status: 'refunded',
        lease: null,
      });
      expect(await other.worker.refundChange(changeId)).toBeUndefined();
    });

    it('counts a part once when a worker whose lease ran out mid-call finishes after the next', async () => {
      const { app, db } = gateway();
      const { orderId, changeId, attemptId } = await pendingChange(app, db, 'lease-late');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = () => {};
      const calling = new Promise<void>((resolve) => {
        asked = resolve;
      });
      const stalled = workerOf(app, {
        before: async () => {
          asked();
          await held;
        },
      });
      const later = workerOf(app, {
        clock: () => new Date(Date.now() + REFUND_LEASE_MS + 60_000),
      });

      const first = stalled.worker.refundChange(changeId);
      await calling;
      // The first worker's call outlives its lease: the next one takes the change over.
      expect(await later.worker.refundChange(changeId)).toBe('refunded');
      release();
      expect(await first).toBe('refunded');

      expect(stalled.calls() + later.calls()).toBe(2);
      expect(await books(db, orderId, changeId, attemptId)).toEqual({
        partRefunded: DIFFERENCE,
        given: [DIFFERENCE],
        status: 'refunded',
        lease: null,
      });
    });

    it('keeps a failed refund off until its lease runs out, then carries it out once', async () => {
      const { app, db } = gateway();
      const { orderId, changeId, attemptId } = await pendingChange(app, db, 'lease-retry');
      const failing = workerOf(app, {
        before: async () => {
          throw new Error('provider down');
        },
      });
      expect(await failing.worker.refundChange(changeId)).toBe('retry');
      // A round right after does not take it again.
      expect(await workerOf(app).worker.refundChange(changeId)).toBeUndefined();

      const later = workerOf(app, {
        clock: () => new Date(Date.now() + REFUND_LEASE_MS + 60_000),
      });
      expect(await later.worker.refundChange(changeId)).toBe('refunded');
      expect(later.calls()).toBe(1);
      expect(await books(db, orderId, changeId, attemptId)).toEqual({
        partRefunded: DIFFERENCE,
        given: [DIFFERENCE],
        status: 'refunded',
        lease: null,
      });
    });
  },
  { databases: 'both' },
);
