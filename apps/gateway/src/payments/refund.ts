import { and, eq, inArray } from 'drizzle-orm';
import { OPEN } from './attempts';
import { type PaymentDeps, providerOf } from './deps';
import { type PaymentRow, payments } from './schema';

/**
 * Gives a captured attempt's money back in full (late money: a wrong amount, a second
 * payment of one order, an order the hold sweep cancelled first) and marks it refunded.
 */
export async function refund(
  deps: PaymentDeps,
  attempt: PaymentRow,
  reason: string,
): Promise<void> {
  const provider = providerOf(deps, attempt.provider);
  if (!provider?.refund) {
    // A provider without a refund call: staff give the money back.
    deps.log.error(
      { attempt: attempt.id, capture: attempt.captureId, reason },
      'payment needs a manual refund',
    );
    await deps.db
      .update(payments)
      .set({
        status: 'failed',
        captureId: attempt.captureId,
        failure: `manual refund needed: ${reason}`,
        claimedAt: null,
      })
      .where(and(eq(payments.id, attempt.id), inArray(payments.status, [...OPEN, 'captured'])));
    return;
  }
  // Idempotent at the provider (refund request id per attempt), so racing settlers are safe.
  await provider.refund(attempt);
  await deps.db
    .update(payments)
    .set({
      status: 'refunded',
      captureId: attempt.captureId,
      capturedAt: attempt.capturedAt ?? deps.clock(),
      refundedAt: deps.clock(),
      failure: reason,
      claimedAt: null,
    })
    .where(and(eq(payments.id, attempt.id), inArray(payments.status, [...OPEN, 'captured'])));
}
