import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { applyPaidChange, pendingChangeOf } from '../orders/dates';
import { markOrderPaid } from '../orders/lifecycle';
import { orderChanges, orders } from '../orders/schema';
import { orderForPayment } from '../orders/service';
import { attemptById, CLAIM_STALE_MS, failAttempt, OPEN } from './attempts';
import { type CaptureResult, type PaymentDeps, providerOf } from './deps';
import { type Captured, decimalAmount, type PaymentProvider } from './provider';
import { refund, withStaff } from './refund';
import { type PaymentRow, payments } from './schema';

/**
 * Capture and settlement: the part of paying that must hold however many returns, webhooks
 * and gateways act on one attempt at the same time.
 *
 * - A capture is sent only by the request that claims the attempt (a conditional update of
 *   `claimed_at`); the others wait for its outcome. A claim whose holder died goes stale and
 *   may be taken again, which is safe because the capture's PayPal-Request-Id repeats.
 * - The capture is recorded by a conditional update (`created|approved -> captured`), and a
 *   partial unique index allows one captured attempt per order.
 * - `markOrderPaid` moves the order and queues the mail exactly once, so every path may
 *   call it after seeing a capture.
 */

const WAIT_POLL_MS = 100;
const WAIT_MAX_MS = 25_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Captures an attempt unless it is captured or being captured, then settles the order.
 * Whoever loses the claim waits for the winner's outcome and answers the same.
 */
export async function captureOnce(deps: PaymentDeps, attemptId: string): Promise<CaptureResult> {
  const attempt = await attemptById(deps, attemptId);
  if (!attempt) return 'error';
  if (attempt.status === 'captured') return settle(deps, attempt);
  if (!OPEN.includes(attempt.status)) return 'error';
  const provider = providerOf(deps, attempt.provider);
  if (!provider?.capture) return 'error';

  const order = await orderForPayment(deps.db, attempt.orderId);
  const stale =
    attempt.changeId === null
      ? order?.status === OrderStatus.unpaid && order.payAmountMinor !== attempt.amount
      : (await pendingChangeOf(deps.db, attempt.orderId))?.id !== attempt.changeId;
  if (stale) {
    // The order's dates moved since this attempt opened, or its date change is over.
    await failAttempt(deps, attempt.id, 'the amount to pay changed');
    const after = await attemptById(deps, attempt.id);
    if (after?.status === 'captured') return settle(deps, after);
    if (after && OPEN.includes(after.status)) return awaitOutcome(deps, after.id);
    return 'error';
  }
  if (attempt.changeId === null && order?.status !== OrderStatus.unpaid) {
    // Paid some other way, or cancelled: taking money now could only be refunded later.
    await failAttempt(deps, attempt.id, `order status ${order?.status ?? 'missing'}`);
    const after = await attemptById(deps, attempt.id);
    if (after?.status === 'captured') return settle(deps, after);
    if (after && OPEN.includes(after.status)) return awaitOutcome(deps, after.id);
    return order?.status === OrderStatus.paid ? 'success' : 'error';
  }

  const now = deps.clock();
  const [claimed] = await deps.db
    .update(payments)
    .set({ claimedAt: now })
    .where(
      and(
        eq(payments.id, attempt.id),
        inArray(payments.status, OPEN),
        or(
          isNull(payments.claimedAt),
          lt(payments.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) return awaitOutcome(deps, attempt.id);

  let outcome: Awaited<ReturnType<NonNullable<PaymentProvider['capture']>>>;
  try {
    outcome = await provider.capture(claimed);
  } catch (error) {
    await deps.db.update(payments).set({ claimedAt: null }).where(eq(payments.id, claimed.id));
    deps.log.error({ err: error, attempt: claimed.id }, 'capture failed; it may be retried');
    return 'retry';
  }
  if (outcome.kind === 'declined') {
    await failAttempt(deps, claimed.id, outcome.reason, true);
    deps.log.warn({ attempt: claimed.id, reason: outcome.reason }, 'capture declined');
    return 'error';
  }
  if (outcome.kind === 'pending') {
    // PayPal holds the money for review; PAYMENT.CAPTURE.COMPLETED will finish it. The claim
    // stays so nobody captures again meanwhile.
    await deps.db
      .update(payments)
      .set({ captureId: outcome.captureId })
      .where(eq(payments.id, claimed.id));
    return 'error';
  }
  return recordCapture(deps, claimed, outcome);
}

/**
 * Records a capture (once), then settles. Money the order cannot take is given back at once,
 * all of what was taken (refund.ts), and never pays the order: a capture on an attempt that
 * had ended, or one whose amount or currency is not the order's (too little or too much).
 * The order stays unpaid, and its hold ends as any unpaid order's does.
 */
export async function recordCapture(
  deps: PaymentDeps,
  attempt: PaymentRow,
  capture: Captured,
): Promise<CaptureResult> {
  // Given back before, or left to staff: a repeated report (another notification) changes nothing.
  if (attempt.status === 'refunded' || withStaff(attempt, capture.captureId)) return 'error';
  // Recorded before: its record, not a repeated report, says what was taken.
  if (attempt.status === 'captured' && attempt.captureId === capture.captureId) {
    return settle(deps, attempt);
  }
  if (attempt.status === 'failed') {
    // Paid after the attempt ended (its hold ran out first): never onto an order that moved on.
    deps.log.warn(
      { attempt: attempt.id, order: attempt.orderId, failure: attempt.failure },
      'payment taken after its attempt ended; refunding',
    );
    await refund(deps, attempt, `paid after the attempt ended: ${attempt.failure ?? ''}`, capture);
    return 'error';
  }
  if (capture.amount !== attempt.amount || capture.currency !== attempt.currency) {
    deps.log.error(
      {
        attempt: attempt.id,
        order: attempt.orderId,
        expected: [attempt.amount, attempt.currency],
        got: [capture.amount, capture.currency],
      },
      'captured amount differs from the order; refunding',
    );
    const money = (amount: number, currency: string) =>
      `${Number.isSafeInteger(amount) ? decimalAmount(amount, attempt.minorUnit) : String(amount)} ${currency}`;
    await refund(
      deps,
      attempt,
      `amount mismatch: captured ${money(capture.amount, capture.currency)}, the order asks ${money(attempt.amount, attempt.currency)}`,
      capture,
    );
    return 'error';
  }
  const now = deps.clock();
  let recorded: PaymentRow | undefined;
  try {
    [recorded] = await deps.db
      .update(payments)
      .set({ status: 'captured', captureId: capture.captureId, capturedAt: now, claimedAt: null })
      .where(and(eq(payments.id, attempt.id), inArray(payments.status, OPEN)))
      .returning();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another attempt of this order was captured first (two methods paid at once).
    await refund(deps, { ...attempt, capturedAt: now }, 'order already paid', capture);
    return 'success';
  }
  const current = recorded ?? (await attemptById(deps, attempt.id));
  if (current?.status === 'captured') return settle(deps, current);
  return 'error';
}

/**
 * Pays the order for a captured attempt. markOrderPaid acts once whoever calls it; when the
 * order can no longer be paid (the hold sweep or the traveller cancelled it first), the money
 * goes back. A capture that did pay the order is never refunded here, whatever came after.
 */
export async function settle(deps: PaymentDeps, attempt: PaymentRow): Promise<CaptureResult> {
  if (attempt.changeId !== null) return settleChange(deps, attempt, attempt.changeId);
  const providerRef = attempt.captureId ?? attempt.id;
  const result = await markOrderPaid(deps.db, attempt.orderId, {
    paySource: attempt.paySource,
    providerRef,
    now: deps.clock(),
    bookingUrl: deps.settings.bookingUrl,
  });
  if (result.status === OrderStatus.paid) return 'success';
  // This capture paid the order, which has moved on since (completed, or cancelled: then the
  // cancel's refund gives this money back through the refund worker, not a second refund here).
  if (await paidWith(deps, attempt.orderId, providerRef)) return 'success';
  deps.log.warn(
    { attempt: attempt.id, order_status: result.status },
    'payment captured for an order that cannot be paid; refunding',
  );
  await refund(deps, attempt, `order status ${result.status ?? 'missing'}`);
  return 'error';
}

/**
 * A captured difference of a date change moves the order (`applyPaidChange`, once whoever
 * calls it). A change that is over (its hold ended, or the order was cancelled) gives the
 * money back.
 */
async function settleChange(
  deps: PaymentDeps,
  attempt: PaymentRow,
  changeId: number,
): Promise<CaptureResult> {
  const now = deps.clock();
  if (await applyPaidChange(deps.db, changeId, { now, bookingUrl: deps.settings.bookingUrl })) {
    return 'success';
  }
  const [change] = await deps.db
    .select({ status: orderChanges.status })
    .from(orderChanges)
    .where(eq(orderChanges.id, changeId));
  // Applied before, by another report of this capture (one capture per change).
  if (change?.status === 'applied') return 'success';
  deps.log.warn(
    { attempt: attempt.id, change: changeId, change_status: change?.status },
    'payment captured for a date change that is over; refunding',
  );
  await refund(deps, attempt, `date change ${change?.status ?? 'missing'}`);
  return 'error';
}

async function paidWith(deps: PaymentDeps, orderId: string, providerRef: string): Promise<boolean> {
  const [order] = await deps.db
    .select({ payRef: orders.payRef })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.payRef === providerRef;
}

async function awaitOutcome(deps: PaymentDeps, attemptId: string): Promise<CaptureResult> {
  const deadline = Date.now() + WAIT_MAX_MS;
  for (;;) {
    const attempt = await attemptById(deps, attemptId);
    if (!attempt) return 'error';
    if (attempt.status === 'captured') {
      const order = await orderForPayment(deps.db, attempt.orderId);
      if (order?.status === OrderStatus.paid) return 'success';
      // The capture is recorded but the order not yet paid: finish the holder's work.
      return settle(deps, attempt);
    }
    if (attempt.status === 'failed' || attempt.status === 'refunded') return 'error';
    // Released after a transport failure: nobody is capturing now.
    if (!attempt.claimedAt) return 'retry';
    if (Date.now() > deadline) return 'retry';
    await sleep(WAIT_POLL_MS);
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
