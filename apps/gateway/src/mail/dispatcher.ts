import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic';
import { mailOutbox } from './schema';
import type { MailTransport } from './transports';

/** After this many failed attempts a message is marked `failed` and left for a person. */
export const MAIL_MAX_ATTEMPTS = 8;
/** First retry after 30 s, doubling each time, never more than an hour apart. */
export const MAIL_RETRY_BASE_MS = 30_000;
export const MAIL_RETRY_MAX_MS = 60 * 60 * 1000;
export const MAIL_DISPATCH_INTERVAL_MS = 5_000;
const BATCH_SIZE = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);
}

export interface DispatchResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the due messages once. Rows are claimed with `FOR UPDATE SKIP LOCKED` inside one
 * transaction, so several gateways dispatching at once never send a message twice; a crash
 * mid-batch rolls back and the rows become due again.
 */
export async function dispatchMail(
  db: Database,
  transport: MailTransport,
  options: { now?: Date; logger?: Pick<FastifyBaseLogger, 'warn' | 'error'> } = {},
): Promise<DispatchResult> {
  const now = options.now ?? new Date();
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });

    for (const row of due) {
      const attempts = row.attempts + 1;
      try {
        await transport.send(
          {
            outboxId: row.id,
            kind: row.kind,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
          },
          tx,
        );
        await tx
          .update(mailOutbox)
          .set({ status: 'sent', attempts, sentAt: now, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        result.sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= MAIL_MAX_ATTEMPTS;
        await tx
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            attempts,
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
        if (giveUp) {
          result.failed++;
          options.logger?.error(
            { outbox_id: row.id, attempts, err: message },
            'mail failed for good',
          );
        } else {
          result.retried++;
          options.logger?.warn(
            { outbox_id: row.id, attempts, err: message },
            'mail failed, will retry',
          );
        }
      }
    }
  });
  return result;
}

export type MailDispatcher = PeriodicJob<DispatchResult>;

/** Dispatches on a timer inside the gateway (jobs/periodic); stopping closes the transport. */
export function startMailDispatcher(
  db: Database,
  transport: MailTransport,
  options: { intervalMs?: number; logger?: Pick<FastifyBaseLogger, 'warn' | 'error'> } = {},
): MailDispatcher {
  const job = startPeriodicJob(() => dispatchMail(db, transport, { logger: options.logger }), {
    intervalMs: options.intervalMs ?? MAIL_DISPATCH_INTERVAL_MS,
    onError: (err) => options.logger?.error({ err }, 'mail dispatch round failed'),
  });
  return {
    runOnce: job.runOnce,
    async stop() {
      await job.stop();
      transport.close?.();
    },
  };
}

/** Counts by status, for the dev mailbox page and tests. */
export async function outboxCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
