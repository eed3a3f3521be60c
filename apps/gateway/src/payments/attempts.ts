import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { PaymentDeps } from './deps';
import { type PaymentRow, type PaymentStatus, type ProviderName, payments } from './schema';

/**
 * The attempt rows: one per try to pay an order with one provider. Reads, and the moves
 * of an open attempt that are not a capture (approved, failed).
 */

export const OPEN: PaymentStatus[] = ['created', 'approved'];
/** Longer than a capture call can take (10 s timeout, one token refresh). */
export const CLAIM_STALE_MS = 60_000;

export async function attemptById(
  { db }: PaymentDeps,
  id: string,
): Promise<PaymentRow | undefined> {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The attempt, when it is this provider's (a URL names the provider as well as the id). */
export async function attemptOf(
  deps: PaymentDeps,
  id: string,
  provider: ProviderName,
): Promise<PaymentRow | undefined> {
  const row = await attemptById(deps, id);
  return row?.provider === provider ? row : undefined;
}

export async function attemptByProviderOrder(
  { db }: PaymentDeps,
  provider: ProviderName,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  if (!providerOrderId) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
  return row;
}

/** The order's open attempt with this provider, created if there is none. */
export async function openAttempt(
  deps: PaymentDeps,
  provider: ProviderName,
  paySource: number,
  order: {
    orderId: string;
    payAmountMinor: number;
    currencyCode: string;
    minorUnit: number;
    /** The date change this attempt pays; undefined for the order's own payment. */
    changeId?: number;
  },
): Promise<PaymentRow> {
  const { db } = deps;
  const find = async () => {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.orderId),
          eq(payments.provider, provider),
          inArray(payments.status, OPEN),
          order.changeId === undefined
            ? isNull(payments.changeId)
            : eq(payments.changeId, order.changeId),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row;
  };
  const existing = await find();
  if (existing) return existing;
  const id = randomBytes(16).toString('hex');
  // The partial unique index keeps a racing request from opening a second attempt.
  await db
    .insert(payments)
    .values({
      id,
      orderId: order.orderId,
      changeId: order.changeId ?? null,
      provider,
      paySource,
      amount: order.payAmountMinor,
      currency: order.currencyCode,
      minorUnit: order.minorUnit,
      requestId: `create-${id}`,
      createdAt: deps.clock(),
    })
    .onConflictDoNothing();
  const row = await find();
  if (!row) throw new Error('payment attempt was neither inserted nor found');
  return row;
}

export async function approveAttempt({ db }: PaymentDeps, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'approved' })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')));
}

/** Open -> failed, unless a capture is in flight (`claimed`: the caller is that capture). */
export async function failAttempt(
  deps: PaymentDeps,
  id: string,
  reason: string,
  claimed = false,
  /** The time the claim's age is judged at: the hold sweep's, which may be the clock's or later. */
  now: Date = deps.clock(),
): Promise<void> {
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_MS);
  await deps.db
    .update(payments)
    .set({ status: 'failed', failure: reason, claimedAt: null })
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.status, OPEN),
        claimed ? undefined : or(isNull(payments.claimedAt), lt(payments.claimedAt, staleBefore)),
      ),
    );
}
