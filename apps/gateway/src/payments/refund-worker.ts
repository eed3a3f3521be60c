import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { periodicJob } from '../jobs/periodic';
import type { ChangeRefundDesk } from '../orders/dates';
import type { RefundDesk } from '../orders/lifecycle/cancel';
import {
  type ClaimedRefund,
  claimChangeRefund,
  claimDueRefund,
  recordRefundByHand,
  recordRefundDone,
  recordRefundFailure,
} from '../orders/refunds';
import { orderChanges, paymentPartRefunds } from '../orders/schema';
import { type PaymentDeps, providerOf, providerOfSource } from './deps';
import { captureRecord, ProviderError } from './provider';
import { type PaymentRow, payments } from './schema';

/**
 * Carries out the refunds cancelled paid orders are owed (`order_refunds`, written by the
 * cancel's transaction). A refund is claimed with a lease, so one provider call is made at a
 * time whatever the number of gateways; the call itself repeats safely (PayPal's
 * `PayPal-Request-Id: refund-<attempt>`), so a lease that runs out mid-call costs a second
 * identical request, never a second refund. Then the payment and the order's refund are
 * marked refunded in one transaction. A failed call is retried with backoff; a provider that
 * cannot refund leaves it to staff (`failed_manual`, logged as an error).
 *
 * Captures of orders cancelled before they were paid are reconcile.ts's: they have no
 * order refund, only a payment to give back.
 */

/** Longer than a refund call can take (10 s timeout, one token refresh). */
export const REFUND_LEASE_MS = 120_000;
export const REFUND_SWEEP_MS = 30_000;
/** Refunds one round carries out at most; the next round takes the rest. */
const ROUND_LIMIT = 50;

export type RefundOutcome = 'refunded' | 'retry' | 'by_hand';

export interface RefundRound {
  refunded: number;
  retry: number;
  by_hand: number;
}

export class RefundWorker implements RefundDesk, ChangeRefundDesk {
  readonly #running = new Set<Promise<unknown>>();

  constructor(private readonly deps: PaymentDeps) {}

  byHand(paySource: number): boolean {
    return !providerOfSource(this.deps, paySource)?.refund;
  }

  requested(orderId: string): void {
    const work: Promise<unknown> = this.refundNext(orderId)
      .catch((err: unknown) =>
        this.deps.log.error({ err, order: orderId }, 'refund failed; the refund job retries it'),
      )
      .finally(() => this.#running.delete(work));
    this.#running.add(work);
  }

  changeRefunded(changeId: number): void {
    const work: Promise<unknown> = this.refundChange(changeId)
      .catch((err: unknown) =>
        this.deps.log.error(
          { err, change: changeId },
          'change refund failed; the refund job retries it',
        ),
      )
      .finally(() => this.#running.delete(work));
    this.#running.add(work);
  }

  /**
   * Carries out a date change's refund (this one's, or the first still pending) if this worker
   * claims it: the difference goes back through the order's captures, newest first. Another
   * worker's claim makes this one answer undefined, as when nothing is pending.
   */
  async refundChange(changeId?: number): Promise<RefundOutcome | undefined> {
    const { db, log } = this.deps;
    const change = await claimChangeRefund(db, this.deps.clock(), REFUND_LEASE_MS, changeId);
    if (!change) return undefined;
    const outcome = await this.refundAcross(
      change.orderId,
      change.amount,
      `change-${change.changeId}`,
    );
    // A failed call keeps the lease until it runs out: that is the wait before the next try
    // (the change has no backoff of its own), so a refund round does not take it again at once.
    if (outcome === 'retry') return 'retry';
    const now = this.deps.clock();
    await db
      .update(orderChanges)
      .set(
        outcome === 'refunded'
          ? { refundStatus: 'refunded', refundedAt: now, refundError: null, refundLeaseUntil: null }
          : {
              refundStatus: 'failed_manual',
              refundError: 'the provider cannot refund part of a payment',
              refundLeaseUntil: null,
            },
      )
      .where(and(eq(orderChanges.id, change.changeId), eq(orderChanges.refundStatus, 'pending')));
    if (outcome === 'by_hand')
      log.error({ change: change.changeId }, 'date change needs a manual refund');
    return outcome;
  }

  /**
   * Gives `amount` back through the order's captures, newest first, each no more than it has
   * left (`part_refunded`); each part once per `key` and capture at the provider, and counted
   * once (`payment_part_refunds`): a part a worker before this one counted is not asked again.
   */
  private async refundAcross(orderId: string, amount: number, key: string): Promise<RefundOutcome> {
    const { db } = this.deps;
    const captured = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
      .orderBy(desc(payments.capturedAt), desc(payments.id));
    const partKey = (attempt: PaymentRow) => `${key}-${attempt.id}`;
    const counted = new Map(
      captured.length === 0
        ? []
        : (
            await db
              .select({ key: paymentPartRefunds.key, amount: paymentPartRefunds.amount })
              .from(paymentPartRefunds)
              .where(inArray(paymentPartRefunds.key, captured.map(partKey)))
          ).map((p) => [p.key, p.amount]),
    );
    let left = amount;
    for (const attempt of captured) {
      if (left <= 0) break;
      const given = counted.get(partKey(attempt));
      if (given !== undefined) {
        left -= given;
        continue;
      }
      const part = Math.min(left, attempt.amount - attempt.partRefunded);
      if (part <= 0) continue;
      const provider = providerOf(this.deps, attempt.provider);
      const capture = captureRecord(attempt);
      if (!capture || !provider?.refundPart) return 'by_hand';
      try {
        await provider.refundPart(capture, part, partKey(attempt));
      } catch (error) {
        if (error instanceof ProviderError && error.status === 422) return 'by_hand';
        return 'retry';
      }
      await this.countPart(partKey(attempt), attempt.id, part);
      left -= part;
    }
    return left <= 0 ? 'refunded' : 'by_hand';
  }

  /**
   * Adds a part the provider gave back to its payment's `part_refunded`, unless a worker
   * counted this key already (one whose lease ran out while the call was under way).
   */
  private async countPart(key: string, paymentId: string, amount: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentPartRefunds)
        .values({ key, paymentId, amount, createdAt: this.deps.clock() })
        .onConflictDoNothing()
        .returning({ key: paymentPartRefunds.key });
      if (fresh.length === 0) return;
      await tx
        .update(payments)
        .set({ partRefunded: sql`${payments.partRefunded} + ${amount}` })
        .where(eq(payments.id, paymentId));
    });
  }

  /** Waits for the refunds `requested` started (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }

  /** Every refund due now, one after the other. */
  async runDue(): Promise<RefundRound> {
    const round: RefundRound = { refunded: 0, retry: 0, by_hand: 0 };
    for (let n = 0; n < ROUND_LIMIT; n++) {
      const outcome = (await this.refundNext()) ?? (await this.refundChange());
      if (!outcome) break;
      round[outcome] += 1;
    }
    return round;
  }

  /** Claims the next due refund (this order's, if given) and carries it out. */
  async refundNext(orderId?: string): Promise<RefundOutcome | undefined> {
    const claimed = await claimDueRefund(this.deps.db, this.deps.clock(), REFUND_LEASE_MS, orderId);
    if (!claimed) return undefined;
    return this.carryOut(claimed);
  }

  private async carryOut(claimed: ClaimedRefund): Promise<RefundOutcome> {
    const { db, log } = this.deps;
    const { orderId } = claimed;
    const taken = await db
      .select({ id: payments.id, partRefunded: payments.partRefunded })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
    if (taken.length > 1 || taken.some((p) => p.partRefunded > 0)) {
      // A date change paid or refunded part of it: what is owed goes back capture by capture.
      const outcome = await this.refundAcross(orderId, claimed.amount, 'cancel');
      if (outcome === 'refunded') await recordRefundDone(db, orderId, this.deps.clock());
      else if (outcome === 'by_hand') {
        await recordRefundByHand(db, orderId, 'part refunds across the date change payments');
      } else await recordRefundFailure(db, claimed, this.deps.clock(), 'part refund failed');
      return outcome;
    }
    const attempt = await this.paidAttempt(claimed);
    if (attempt?.status === 'refunded') {
      // Refunded before (a worker that stopped between the provider's answer and this row).
      await recordRefundDone(db, orderId, this.deps.clock());
      return 'refunded';
    }
    const provider = attempt ? providerOf(this.deps, attempt.provider) : undefined;
    // What the provider took, as its capture was recorded: never the order's amount.
    const capture = attempt ? captureRecord(attempt) : undefined;
    if (!attempt || !capture || !provider?.refund) {
      const reason = !attempt
        ? 'no captured payment found for the order'
        : !capture
          ? 'the captured payment has no amount to give back'
          : `${attempt.provider} cannot refund by itself`;
      await recordRefundByHand(db, orderId, reason);
      log.error(
        { order: orderId, attempt: attempt?.id, capture: attempt?.captureId, reason },
        'cancelled order needs a manual refund',
      );
      return 'by_hand';
    }

    try {
      await provider.refund(capture);
    } catch (error) {
      const detail = error instanceof ProviderError ? error.detail : undefined;
      // 422 is the provider saying no for good (PayPal: already refunded, or more than was
      // captured); asking again would not change it, a person has to look.
      if (error instanceof ProviderError && error.status === 422) {
        await recordRefundByHand(db, orderId, `${error.message} ${JSON.stringify(detail ?? {})}`);
        log.error(
          { order: orderId, attempt: attempt.id, detail },
          'provider refused the refund; it needs a manual refund',
        );
        return 'by_hand';
      }
      const message = error instanceof Error ? error.message : String(error);
      const next = await recordRefundFailure(db, claimed, this.deps.clock(), message);
      log.warn(
        { err: error, detail, order: orderId, attempt: attempt.id, next_attempt_at: next },
        'refund call failed; it will be retried',
      );
      return 'retry';
    }

    const now = this.deps.clock();
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'refunded', refundedAt: now, claimedAt: null })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'captured')));
      await recordRefundDone(tx, orderId, now);
    });
    log.info(
      { order: orderId, attempt: attempt.id, amount: capture.amount, currency: capture.currency },
      'cancelled order refunded',
    );
    return 'refunded';
  }

  /** The attempt whose capture paid the order (`orders.pay_ref`), captured or refunded since. */
  private async paidAttempt(claimed: ClaimedRefund): Promise<PaymentRow | undefined> {
    const taken = await this.deps.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, claimed.orderId),
          inArray(payments.status, ['captured', 'refunded']),
        ),
      );
    return (
      taken.find((p) => claimed.payRef !== null && p.captureId === claimed.payRef) ??
      taken.find((p) => p.status === 'captured')
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries out cancelled orders' refunds (payments/refund-worker.ts). */
    readonly refunds: RefundWorker;
  }
}

/**
 * The app's refund worker: the `refunds` periodic job when the app runs its jobs, and the
 * refunds cancels ask for, awaited before the app closes.
 */
export function startRefundWorker(app: FastifyInstance, deps: PaymentDeps): RefundWorker {
  const worker = new RefundWorker(deps);
  app.decorate('refunds', worker);
  if (app.runJobs) {
    app.jobs.add(
      'refunds',
      periodicJob(
        async () => {
          const round = await worker.runDue();
          if (round.refunded + round.retry + round.by_hand > 0) {
            app.log.info(round, 'refund round');
          }
          return round;
        },
        {
          intervalMs: REFUND_SWEEP_MS,
          onError: (err) => app.log.error({ err }, 'refund round failed'),
        },
      ),
    );
  }
  app.addHook('onClose', () => worker.idle());
  return worker;
}
