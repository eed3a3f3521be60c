import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';
import { type MailOutboxRow, mailOutbox } from './schema';
import { classifySendFailure, type MailTransport } from './transports';

/**
 * After this many counted attempts a message is marked `failed` and left for a person.
 * Attempts that found no server (an outage, see MAIL_OUTAGE_RETRY_MS) do not count.
 */
export const MAIL_MAX_ATTEMPTS = 8;
/** First retry after 30 s, doubling each time, never more than an hour apart. */
export const MAIL_RETRY_BASE_MS = 30_000;
export const MAIL_RETRY_MAX_MS = 60 * 60 * 1000;
export const MAIL_DISPATCH_INTERVAL_MS = 5_000;

/**
 * A claimed message is invisible to every dispatcher for this long: the time its send has.
 * Longer than a send that runs into the SMTP time limits (connect, greeting, an answer:
 * SMTP_TIMEOUT_MS each), so a live dispatcher always records its outcome inside its lease;
 * short, because after a crash the message in flight waits this long before it is sent
 * again, and a code mail must not wait a minute. Each gateway reads the lease against its own
 * clock, so the gateways' clocks must agree within seconds (NTP), as for the other jobs.
 */
export const MAIL_CLAIM_LEASE_MS = 45_000;

/**
 * The next try of a message that found no server. Flat, not doubling: an outage says nothing
 * about the message, and a code mail queued during it must go out within a minute of the
 * server coming back. It costs one connection attempt per round, as a round stops at the
 * first unreachable send.
 */
export const MAIL_OUTAGE_RETRY_MS = 30_000;

/**
 * A message still not sent this long after it was queued is `failed` at its next failure,
 * whatever the kind: outage attempts do not count towards MAIL_MAX_ATTEMPTS, and a mail
 * must not be retried for ever. Three days outlast a long weekend's outage.
 */
export const MAIL_GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The most messages one round sends (each claimed, sent and recorded on its own). It bounds
 * a round, not throughput: the next round follows within MAIL_DISPATCH_INTERVAL_MS, and
 * other gateways claim beside this one.
 */
export const MAIL_ROUND_LIMIT = 100;

/**
 * Mail someone is waiting for, sent before the rest: the account codes (they expire in
 * minutes) and the check-in passwords (a guest at the door). After an outage the backlog
 * must not queue them behind order confirmations.
 */
const URGENT_KIND_PREFIXES = ['account_code_'];
const URGENT_KINDS = ['checkin_passwords'];

const urgentFirst: SQL = sql`case when ${sql.join(
  [
    ...URGENT_KINDS.map((kind) => sql`${mailOutbox.kind} = ${kind}`),
    ...URGENT_KIND_PREFIXES.map((prefix) => sql`starts_with(${mailOutbox.kind}, ${prefix})`),
  ],
  sql` or `,
)} then 0 else 1 end`;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);
}

export interface DispatchResult {
  sent: number;
  retried: number;
  failed: number;
}

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface DispatchOptions {
  /**
   * The time of the whole round (tests); otherwise each claim and outcome reads the system
   * clock, so a long round does not shorten the leases of its last messages.
   */
  now?: Date;
  logger?: Logger;
  /** Once aborted, no further message is claimed (the one in flight finishes). */
  signal?: AbortSignal;
  /** At most this many messages this round; MAIL_ROUND_LIMIT unless told. */
  limit?: number;
}

/** A row as this dispatcher claimed it: the claim is ours while both values are unchanged. */
interface Claim {
  row: MailOutboxRow;
  leaseEnd: Date;
}

/**
 * Sends the due messages, one at a time, and never inside an open transaction:
 *
 * 1. claim: one short statement takes the most urgent due row (`FOR UPDATE SKIP LOCKED`, so
 *    dispatchers side by side never take the same one), counts the attempt and moves
 *    `next_attempt_at` to the end of a lease, and commits;
 * 2. send, with no transaction or lock held, so a relay that hangs holds nothing but its
 *    own row's lease;
 * 3. record the outcome, only while the claim is still ours (the same attempts and lease
 *    end): a dispatcher that outlived its lease cannot overwrite the next one's outcome.
 *
 * Delivery is at least once. A crash between claim and record leaves the row pending with its
 * lease end as its next attempt: it becomes due again by itself and that one message is sent
 * again, under the same Message-ID. Messages sent before the crash are recorded and stay
 * sent; messages not yet claimed were never touched.
 *
 * A send that finds no server ends the round: the rest would only wait out the same time
 * limits against the same dead relay.
 */
export async function dispatchMail(
  db: Database,
  transport: MailTransport,
  options: DispatchOptions = {},
): Promise<DispatchResult> {
  const fixed = options.now;
  const clock = fixed ? () => fixed : () => new Date();
  const limit = options.limit ?? MAIL_ROUND_LIMIT;
  const result: DispatchResult = { sent: 0, retried: 0, failed: 0 };
  for (let handled = 0; handled < limit && !options.signal?.aborted; handled++) {
    const claim = await claimNext(db, clock());
    if (!claim) break;
    const { outcome, unreachable } = await deliver(db, transport, claim, clock, options.logger);
    result[outcome]++;
    if (unreachable) break;
  }
  return result;
}

async function claimNext(db: Database, now: Date): Promise<Claim | undefined> {
  const leaseEnd = new Date(now.getTime() + MAIL_CLAIM_LEASE_MS);
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(urgentFirst, asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseEnd })
    .where(and(sql`${mailOutbox.id} = (${next})`, eq(mailOutbox.status, 'pending')))
    .returning();
  return row ? { row, leaseEnd } : undefined;
}

/** Records an outcome if the claim is still ours; answers whether it was. */
async function record(
  db: Database,
  claim: Claim,
  values: Partial<typeof mailOutbox.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(mailOutbox)
    .set(values)
    .where(
      and(
        eq(mailOutbox.id, claim.row.id),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.attempts, claim.row.attempts),
        eq(mailOutbox.nextAttemptAt, claim.leaseEnd),
      ),
    )
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}

async function deliver(
  db: Database,
  transport: MailTransport,
  claim: Claim,
  clock: () => Date,
  logger: Logger | undefined,
): Promise<{ outcome: keyof DispatchResult; unreachable: boolean }> {
  const { row } = claim;
  const lost = () =>
    logger?.warn(
      { outbox_id: row.id },
      'mail outcome not recorded: the claim ended first (lease over, or the row changed meanwhile)',
    );

  // Its attempts are used up, yet it is still pending: only sends that ended with their
  // process (no outcome recorded) leave a row so, a message that brings the gateway down,
  // say. Stop rather than send it again and again.
  if (row.attempts > MAIL_MAX_ATTEMPTS) {
    const error = 'gave up: attempts used up, the last ones without a recorded outcome';
    if (!(await record(db, claim, { status: 'failed', lastError: error }))) lost();
    logger?.error({ outbox_id: row.id, attempts: row.attempts }, 'mail failed for good');
    return { outcome: 'failed', unreachable: false };
  }

  try {
    await transport.send(
      {
        outboxId: row.id,
        queuedAt: row.createdAt,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: row.attachments,
      },
      db,
    );
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const now = clock();
    const unreachable = classifySendFailure(error) === 'unreachable';
    // An outage is not the message's fault: the attempt is given back, and the next try
    // comes soon (MAIL_OUTAGE_RETRY_MS). Everything else counts and backs off.
    const attempts = unreachable ? row.attempts - 1 : row.attempts;
    const giveUp =
      (!unreachable && attempts >= MAIL_MAX_ATTEMPTS) ||
      now.getTime() - row.createdAt.getTime() >= MAIL_GIVE_UP_AFTER_MS;
    const delay = unreachable ? MAIL_OUTAGE_RETRY_MS : retryDelayMs(attempts);
    const ours = await record(db, claim, {
      status: giveUp ? 'failed' : 'pending',
      attempts,
      lastError: message,
      nextAttemptAt: new Date(now.getTime() + delay),
    });
    if (!ours) lost();
    const context = { outbox_id: row.id, attempts, err: message };
    if (giveUp) {
      logger?.error(context, 'mail failed for good');
      return { outcome: 'failed', unreachable };
    }
    logger?.warn(
      context,
      unreachable
        ? 'mail server unreachable: round stopped, will retry'
        : 'mail failed, will retry',
    );
    return { outcome: 'retried', unreachable };
  }

  if (!(await record(db, claim, { status: 'sent', sentAt: clock(), lastError: null }))) lost();
  return { outcome: 'sent', unreachable: false };
}

export type MailDispatcher = PeriodicJob<DispatchResult>;

/**
 * The outbox dispatch as a periodic job (jobs/periodic), run by the job runner; stopping
 * claims nothing more, waits for the send in flight (at most a few SMTP time limits) and
 * closes the transport.
 */
export function startMailDispatcher(
  db: Database,
  transport: MailTransport,
  options: { intervalMs?: number; logger?: Logger } = {},
): MailDispatcher {
  const stopping = new AbortController();
  const job = periodicJob(
    () => dispatchMail(db, transport, { logger: options.logger, signal: stopping.signal }),
    {
      intervalMs: options.intervalMs ?? MAIL_DISPATCH_INTERVAL_MS,
      onError: (err) => options.logger?.error({ err }, 'mail dispatch round failed'),
      onStop: () => transport.close?.(),
    },
  );
  return {
    ...job,
    async stop() {
      stopping.abort();
      await job.stop();
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
