import { and, eq, sql } from 'drizzle-orm';
import { type Database, rows, type Transaction } from '../db';
import { orderRefunds } from './schema';

/**
 * The refund queue, as the orders domain keeps it: a cancelled paid order's row of
 * `order_refunds`, written by the cancel's transaction (lifecycle/cancel.ts). The payments
 * domain carries each one out through the provider and reports back with these calls; only
 * they move a refund's status, and each one only moves a refund that is still pending, so a
 * late report from a worker whose lease ran out cannot undo another's.
 */

/** A refund a worker holds until `claimedUntil`; nobody else calls the provider for it meanwhile. */
export interface ClaimedRefund {
  orderId: string;
  /** Minor units of the order's currency. */
  amount: number;
  currencyId: number;
  paySource: number;
  /** Provider calls made before this one. */
  attempts: number;
  /** The order's reference of its captured payment (`orders.pay_ref`). */
  payRef: string | null;
  claimedUntil: Date;
}

/** A failed provider call is tried again after 1 min, 2, 4, ... at most every 6 hours. */
export const REFUND_RETRY_BASE_MS = 60_000;
export const REFUND_RETRY_MAX_MS = 6 * 3_600_000;

export function refundRetryDelayMs(failures: number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(REFUND_RETRY_BASE_MS * 2 ** exponent, REFUND_RETRY_MAX_MS);
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Claims the pending refund that has waited longest (or this order's, when given) if one is
 * due at `now` and nobody holds it: `FOR UPDATE SKIP LOCKED` lets any number of gateways claim
 * side by side, and the lease (`claimed_until`) keeps the others off while the provider is
 * called. A worker that dies leaves a lease that simply runs out.
 */
export async function claimDueRefund(
  db: Database,
  now: Date,
  leaseMs: number,
  orderId?: string,
): Promise<ClaimedRefund | undefined> {
  const until = new Date(now.getTime() + leaseMs);
  const [row] = await rows<{
    order_id: string;
    amount: number | string;
    currency_id: number;
    pay_source: number;
    attempts: number;
    pay_ref: string | null;
  }>(
    db,
    sql`
    update order_refunds r set claimed_until = ${at(until)}
    from orders o
    where o.id = r.order_id and r.order_id = (
      select order_id from order_refunds
      where status = 'pending' and next_attempt_at <= ${at(now)}
        and (claimed_until is null or claimed_until <= ${at(now)})
        ${orderId === undefined ? sql`` : sql`and order_id = ${orderId}`}
      order by next_attempt_at, order_id
      limit 1
      for update skip locked)
    returning r.order_id, r.amount, r.currency_id, r.pay_source, r.attempts, o.pay_ref`,
  );
  if (!row) return undefined;
  return {
    orderId: row.order_id,
    amount: Number(row.amount),
    currencyId: Number(row.currency_id),
    paySource: Number(row.pay_source),
    attempts: Number(row.attempts),
    payRef: row.pay_ref,
    claimedUntil: until,
  };
}

/** A date change's refund a worker holds until `leaseUntil` (`order_changes.refund_lease_until`). */
export interface ClaimedChangeRefund {
  changeId: number;
  orderId: string;
  /** Minor units of the order's currency. */
  amount: number;
  leaseUntil: Date;
}

/**
 * Claims the first pending date change refund (or this change's, when given) nobody holds,
 * as claimDueRefund does: whoever claims it alone gives the difference back until the lease
 * runs out, so two gateways (the date change's own call and another's refund round) never
 * both carry out one change.
 */
export async function claimChangeRefund(
  db: Database,
  now: Date,
  leaseMs: number,
  changeId?: number,
): Promise<ClaimedChangeRefund | undefined> {
  const until = new Date(now.getTime() + leaseMs);
  const [row] = await rows<{ id: number; order_id: string; refund_amount: number | string }>(
    db,
    sql`
    update order_changes set refund_lease_until = ${at(until)}
    where id = (
      select id from order_changes
      where refund_status = 'pending'
        and (refund_lease_until is null or refund_lease_until <= ${at(now)})
        ${changeId === undefined ? sql`` : sql`and id = ${changeId}`}
      order by id
      limit 1
      for update skip locked)
    returning id, order_id, refund_amount`,
  );
  if (!row) return undefined;
  return {
    changeId: Number(row.id),
    orderId: row.order_id,
    amount: Number(row.refund_amount),
    leaseUntil: until,
  };
}

const pending = (orderId: string) =>
  and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending'));

/**
 * The provider confirmed the refund. Called in the transaction that marks the payment
 * refunded, so the two never disagree. False when it was not pending (already recorded).
 */
export async function recordRefundDone(
  tx: Transaction | Database,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const done = await tx
    .update(orderRefunds)
    .set({
      status: 'refunded',
      refundedAt: now,
      attempts: sql`${orderRefunds.attempts} + 1`,
      claimedUntil: null,
      lastError: null,
    })
    .where(pending(orderId))
    .returning({ orderId: orderRefunds.orderId });
  return done.length > 0;
}

/**
 * The provider call failed in a way another try may mend: counted, and due again after the
 * backoff. Answers when, or undefined when the refund was no longer pending.
 */
export async function recordRefundFailure(
  db: Database,
  refund: Pick<ClaimedRefund, 'orderId' | 'attempts'>,
  now: Date,
  error: string,
): Promise<Date | undefined> {
  const failures = refund.attempts + 1;
  const next = new Date(now.getTime() + refundRetryDelayMs(failures));
  const updated = await db
    .update(orderRefunds)
    .set({
      attempts: failures,
      nextAttemptAt: next,
      claimedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(pending(refund.orderId))
    .returning({ orderId: orderRefunds.orderId });
  return updated.length > 0 ? next : undefined;
}

/**
 * The provider cannot give this money back by itself (no refund call, no captured payment to
 * refund, or a refusal no retry changes): our staff do, and the order says so.
 */
export async function recordRefundByHand(
  db: Database,
  orderId: string,
  reason: string,
): Promise<boolean> {
  const updated = await db
    .update(orderRefunds)
    .set({ status: 'failed_manual', claimedUntil: null, lastError: reason.slice(0, 1000) })
    .where(pending(orderId))
    .returning({ orderId: orderRefunds.orderId });
  return updated.length > 0;
}
