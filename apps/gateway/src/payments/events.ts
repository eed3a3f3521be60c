import { and, eq, isNull, lt } from 'drizzle-orm';
import { CLAIM_STALE_MS } from './attempts';
import type { PaymentDeps } from './deps';
import { type ProviderName, paymentEvents } from './schema';

/**
 * Verified provider events, deduplicated by the provider's event id: a delivery applies an
 * event only when it claims it, marks it done after, and forgets it when applying failed.
 */

/** True when this delivery should apply the event: first seen, or a dead delivery's claim. */
export async function claimEvent(
  deps: PaymentDeps,
  provider: ProviderName,
  eventId: string,
  eventType: string,
  payload: unknown,
): Promise<boolean> {
  const now = deps.clock();
  const inserted = await deps.db
    .insert(paymentEvents)
    .values({ provider, eventId, eventType, payload, receivedAt: now, claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  if (inserted.length > 0) return true;
  const reclaimed = await deps.db
    .update(paymentEvents)
    .set({ claimedAt: now })
    .where(
      and(
        eq(paymentEvents.provider, provider),
        eq(paymentEvents.eventId, eventId),
        isNull(paymentEvents.processedAt),
        lt(paymentEvents.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
      ),
    )
    .returning({ id: paymentEvents.eventId });
  return reclaimed.length > 0;
}

export async function eventDone(
  deps: PaymentDeps,
  provider: ProviderName,
  eventId: string,
): Promise<void> {
  await deps.db
    .update(paymentEvents)
    .set({ processedAt: deps.clock() })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/** Forget a delivery that failed, so the provider's next one applies the event. */
export async function releaseEvent(
  { db }: PaymentDeps,
  provider: ProviderName,
  eventId: string,
): Promise<void> {
  await db
    .delete(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, provider),
        eq(paymentEvents.eventId, eventId),
        isNull(paymentEvents.processedAt),
      ),
    );
}
