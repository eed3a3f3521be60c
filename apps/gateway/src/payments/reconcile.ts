import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../db';
import { periodicJob } from '../jobs/periodic';
import type { HoldDesk } from '../orders/holds';
import { CLAIM_STALE_MS, failAttempt, OPEN } from './attempts';
import { type PaymentDeps, providerOf } from './deps';
import { ProviderError } from './provider';
import { refund } from './refund';
import { type PaymentRow, payments } from './schema';
import { recordCapture, settle } from './settlement';

/**
 * Reconciliation: the gateway's record of payments agrees with the providers' books, whatever
 * died where. Every captured payment ends with a paid order or a refund:
 *
 * - a capture recorded on an order still unpaid (the gateway died before `markOrderPaid`) pays
 *   it, as the request that died would have;
 * - an attempt whose capture claim went stale (the gateway died during or after the
 *   provider's capture call) is settled by asking the provider: taken money is recorded and
 *   pays the order (or is refunded when the order is gone), untaken the claim is released;
 * - a capture kept by an order cancelled unpaid is refunded.
 *
 * And before the hold sweep cancels an order whose payment is in flight, it asks the provider
 * (`beforeExpiry`): an attempt older than the provider's timeout is settled by that answer,
 * so a hold outlives its end by at most that timeout.
 */

/** A capture started longer ago than this has its answer at the provider (attempts.ts). */
export const PROVIDER_TIMEOUT_MS = CLAIM_STALE_MS;
export const RECONCILE_INTERVAL_MS = 60_000;
/** Attempts one pass looks at, per kind; the next pass takes the rest. */
const PASS_LIMIT = 100;

export interface ReconcileRound {
  /** Captures recorded before that now pay their order. */
  settled: number;
  /** Captures found at the provider after a gateway died mid-capture. */
  found: number;
  /** Stale claims with nothing taken, released so the payer may try again. */
  released: number;
  /** Captures of cancelled orders given back. */
  refunded: number;
}

type Answer = 'captured' | 'pending' | 'none' | 'unknown';

export class Reconciler implements HoldDesk {
  constructor(private readonly deps: PaymentDeps) {}

  async run(): Promise<ReconcileRound> {
    const round: ReconcileRound = { settled: 0, found: 0, released: 0, refunded: 0 };
    const now = this.deps.clock();

    for (const attempt of await this.capturedOf(OrderStatus.unpaid)) {
      if ((await settle(this.deps, attempt)) === 'success') round.settled += 1;
    }

    const stale = await this.deps.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, OPEN),
          isNotNull(payments.claimedAt),
          lt(payments.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
      )
      .limit(PASS_LIMIT);
    for (const attempt of stale) {
      // One attempt the provider cannot settle now (a refund call that failed) holds up no other.
      const answer = await this.ask(attempt).catch((err: unknown) => {
        this.deps.log.warn({ err, attempt: attempt.id }, 'stale capture not settled; retried');
        return 'unknown' as const;
      });
      if (answer === 'captured') round.found += 1;
      if (answer === 'none') {
        await this.deps.db
          .update(payments)
          .set({ claimedAt: null })
          .where(
            and(
              eq(payments.id, attempt.id),
              inArray(payments.status, OPEN),
              lt(payments.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS)),
            ),
          );
        round.released += 1;
      }
    }

    round.refunded = await this.refundLateCaptures();
    return round;
  }

  /**
   * Called by the hold sweep before it cancels the unpaid orders whose hold is over: settles
   * those with money taken or in flight, and answers the ones to leave for a later round
   * (a capture younger than the provider's timeout, or a provider that could not answer for
   * an attempt that young).
   */
  async beforeExpiry(now: Date): Promise<string[]> {
    const leave = new Set<string>();
    // Only orders the sweep is about to take, and only their open or captured attempts.
    const inFlight = await rows<{ id: string }>(
      this.deps.db,
      sql`
      select p.id from payments p join orders o on o.id = p.order_id
      where o.status = ${OrderStatus.unpaid} and o.hold_expires_at <= ${now}
        and p.status in ('created', 'approved', 'captured')
      order by o.hold_expires_at
      limit ${PASS_LIMIT}`,
    );
    for (const { id } of inFlight) {
      const [attempt] = await this.deps.db.select().from(payments).where(eq(payments.id, id));
      if (!attempt) continue;
      try {
        if (attempt.status === 'captured') {
          await settle(this.deps, attempt);
          continue;
        }
        if (!OPEN.includes(attempt.status)) continue;
        const started = attempt.claimedAt ?? attempt.createdAt;
        const young = now.getTime() - started.getTime() < PROVIDER_TIMEOUT_MS;
        if (attempt.claimedAt && young) {
          // A capture is being made right now: its outcome decides, not the clock.
          leave.add(attempt.orderId);
          continue;
        }
        const answer = await this.ask(attempt);
        if (answer === 'none') {
          // Nothing taken: no capture may follow the cancel (failAttempt spares a fresh claim).
          await failAttempt(this.deps, attempt.id, 'hold expired before payment', false, now);
        } else if (answer === 'unknown' && young) {
          leave.add(attempt.orderId);
        }
        // `pending` (held by PayPal for review) and an old `unknown` let the hold end: a
        // capture completed later finds the order cancelled and is refunded.
      } catch (err) {
        this.deps.log.warn({ err, attempt: attempt.id }, 'payment in flight not settled; retried');
        if (attempt.status === 'captured' || attempt.claimedAt) leave.add(attempt.orderId);
      }
    }
    return [...leave];
  }

  /**
   * Asks the provider about an open attempt and records what it took (recordCapture pays
   * the order, or refunds when it can no longer be paid).
   */
  private async ask(attempt: PaymentRow): Promise<Answer> {
    const provider = providerOf(this.deps, attempt.provider);
    if (!provider?.lookup) return 'unknown';
    let outcome: Awaited<ReturnType<NonNullable<typeof provider.lookup>>>;
    try {
      outcome = await provider.lookup(attempt);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      this.deps.log.warn({ err, attempt: attempt.id }, 'provider could not say what it took');
      return 'unknown';
    }
    if (outcome.kind === 'none') return 'none';
    if (outcome.kind === 'pending') {
      await this.deps.db
        .update(payments)
        .set({ captureId: outcome.captureId })
        .where(and(eq(payments.id, attempt.id), inArray(payments.status, OPEN)));
      return 'pending';
    }
    this.deps.log.warn(
      { attempt: attempt.id, order: attempt.orderId, capture: outcome.captureId },
      'capture found at the provider that the gateway had not recorded',
    );
    await recordCapture(this.deps, attempt, outcome);
    return 'captured';
  }

  private async capturedOf(status: number): Promise<PaymentRow[]> {
    // A cancelled order with a refund row was paid, then cancelled: the refund worker's.
    const ids = await rows<{ id: string }>(
      this.deps.db,
      sql`
      select p.id from payments p join orders o on o.id = p.order_id
      where p.status = 'captured' and o.status = ${status}
        and not exists (select 1 from order_refunds r where r.order_id = p.order_id)
      order by p.captured_at
      limit ${PASS_LIMIT}`,
    );
    if (ids.length === 0) return [];
    return this.deps.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          ids.map((r) => r.id),
        ),
      );
  }

  /**
   * Captures still kept for orders cancelled before they were paid (no refund row: the order
   * never took this money). settlement.ts refunds them as they are recorded; this gives back
   * the ones whose refund failed there or was never reached.
   */
  private async refundLateCaptures(): Promise<number> {
    let given = 0;
    for (const attempt of await this.capturedOf(OrderStatus.cancelled)) {
      try {
        await refund(this.deps, attempt, 'order cancelled before the payment was recorded');
        given += 1;
      } catch (err) {
        this.deps.log.warn({ err, attempt: attempt.id }, 'late capture refund failed; retried');
      }
    }
    return given;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles payments the gateway's record is behind on (payments/reconcile.ts). */
    readonly reconciler: Reconciler;
  }
}

/** The app's reconciler: a periodic pass when the app runs its jobs, and the hold sweep's desk. */
export function startReconciler(app: FastifyInstance, deps: PaymentDeps): Reconciler {
  const reconciler = new Reconciler(deps);
  app.decorate('reconciler', reconciler);
  if (app.runJobs) {
    app.jobs.add(
      'reconcile',
      periodicJob(
        async () => {
          const round = await reconciler.run();
          if (round.settled + round.found + round.released + round.refunded > 0) {
            app.log.warn(round, 'payments reconciled');
          }
          return round;
        },
        {
          intervalMs: RECONCILE_INTERVAL_MS,
          onError: (err) => app.log.error({ err }, 'reconciliation failed'),
        },
      ),
    );
  }
  return reconciler;
}
