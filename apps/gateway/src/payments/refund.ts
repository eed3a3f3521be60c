import { and, eq, inArray } from 'drizzle-orm';
import { OPEN } from './attempts';
import { type PaymentDeps, providerOf } from './deps';
import { type Captured, captureRecord, ProviderError } from './provider';
import { type PaymentRow, payments } from './schema';

/** How a payment left to staff starts its `failure`. */
export const MANUAL_REFUND = 'manual refund needed';

/** Attempts a refund may move: open (money reported but not recorded), captured, or ended. */
const REFUNDABLE: PaymentRow['status'][] = [...OPEN, 'captured', 'failed'];

/**
 * Gives money the gateway does not keep back in full, and records it on the attempt: late
 * money (an order the hold sweep or the traveller cancelled first, an attempt that had
 * ended), a second payment of one order, or a capture that does not match the order.
 *
 * What is asked back is what the provider took: `taken` as it has just reported it, else the
 * attempt's recorded capture, never the order's amount. The attempt then records that capture
 * (its id, amount and currency) as refunded, with `reason`, so staff see what went back. A
 * provider without a refund call, a capture without a readable amount, or a provider that
 * refuses for good leaves the attempt `failed` with `manual refund needed: ...`, logged as an
 * error. Any other failure throws: the caller's provider asks again (a notification
 * redelivered, a stale claim looked up by the reconciliation, the next reconcile round).
 */
export async function refund(
  deps: PaymentDeps,
  attempt: PaymentRow,
  reason: string,
  taken?: Captured,
): Promise<void> {
  const capture = captureRecord(attempt, taken);
  const provider = providerOf(deps, attempt.provider);
  const where = and(eq(payments.id, attempt.id), inArray(payments.status, REFUNDABLE));
  const context = {
    attempt: attempt.id,
    order: attempt.orderId,
    capture: taken?.captureId ?? attempt.captureId,
    amount: taken?.amount ?? attempt.amount,
    currency: taken?.currency ?? attempt.currency,
    reason,
  };

  const byHand = async (why: string, detail?: unknown) => {
    deps.log.error({ ...context, why, detail }, 'payment needs a manual refund');
    await deps.db
      .update(payments)
      .set({
        status: 'failed',
        captureId: context.capture,
        ...(capture ? { amount: capture.amount, currency: capture.currency } : {}),
        failure: `${MANUAL_REFUND}: ${reason}; ${why}`.slice(0, 1000),
        claimedAt: null,
      })
      .where(where);
  };
  if (!provider?.refund) return byHand(`${attempt.provider} cannot refund by itself`);
  if (!capture) return byHand('no capture with an amount to give back');

  // Idempotent at the provider (refund request id per attempt), so racing settlers are safe.
  try {
    await provider.refund(capture);
  } catch (error) {
    // 422 is the provider saying no for good: asking again would not change it.
    if (error instanceof ProviderError && error.status === 422) {
      return byHand(error.message, error.detail);
    }
    throw error;
  }
  const now = deps.clock();
  await deps.db
    .update(payments)
    .set({
      status: 'refunded',
      captureId: capture.captureId,
      amount: capture.amount,
      currency: capture.currency,
      capturedAt: attempt.capturedAt ?? now,
      refundedAt: now,
      failure: reason.slice(0, 1000),
      claimedAt: null,
    })
    .where(where);
  deps.log.warn(context, 'payment refunded');
}

/** A capture already handed to staff by `refund`: reporting it again changes nothing. */
export const withStaff = (attempt: PaymentRow, captureId: string): boolean =>
  attempt.status === 'failed' &&
  attempt.captureId === captureId &&
  Boolean(attempt.failure?.startsWith(MANUAL_REFUND));
