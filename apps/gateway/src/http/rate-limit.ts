import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';
import { tooManyAttempts } from './envelope';
import { type RateLimit, rateLimits } from './rate-limit-table';

export { type RateLimit, rateLimits };

const windowOf = (limit: RateLimit) => sql`make_interval(secs => ${limit.windowSeconds})`;

/**
 * Counts one hit of `key` and answers the count in the current window. One atomic upsert:
 * concurrent calls on any instance count exactly once each.
 */
export async function countHit(
  db: Database,
  key: string,
  limit: RateLimit,
): Promise<{ hits: number; retryAfter: number }> {
  const window = windowOf(limit);
  // In the update every column is the stored row's: `live` asks whether its window still runs.
  const live = sql`${rateLimits.windowStart} + ${window} > now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1, expiresAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${live} then ${rateLimits.hits} + 1 else 1 end`,
        windowStart: sql`case when ${live} then ${rateLimits.windowStart} else now() end`,
        expiresAt: sql`case when ${live} then ${rateLimits.windowStart} + ${window} else now() + ${window} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`extract(epoch from (${rateLimits.expiresAt} - now()))::float8`,
    });
  return { hits: row?.hits ?? 1, retryAfter: Number(row?.retryAfter ?? limit.windowSeconds) };
}

/** Counts one call of `key` and throws rec 7 (with `retry_after`) past the limit. */
export async function hitRateLimit(db: Database, key: string, limit: RateLimit): Promise<void> {
  const { hits, retryAfter } = await countHit(db, key, limit);
  if (hits > limit.max) throw tooManyAttempts(retryAfter);
}

/**
 * Throws rec 7 when `key` has used up its window, without counting: for limits on failures
 * only (a failed login counts, a successful one does not).
 */
export async function assertUnderLimit(db: Database, key: string, limit: RateLimit): Promise<void> {
  const window = windowOf(limit);
  const [row] = await db
    .select({
      hits: rateLimits.hits,
      retryAfter: sql<number>`extract(epoch from (${rateLimits.windowStart} + ${window} - now()))::float8`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} + ${window} > now()`));
  if (row && row.hits >= limit.max) throw tooManyAttempts(Number(row.retryAfter));
}

/** Forgets the hits of `key` (a member who signs in correctly starts afresh). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Deletes the counters whose window is over: they limit nothing any more, and without this
 * every address and e-mail ever seen would keep a row. A counter hit again later simply
 * starts a new window, as it would have.
 */
export async function pruneRateLimits(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expiresAt, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

export const RATE_LIMIT_PRUNE_INTERVAL_MS = 5 * 60_000;

export type RateLimitPruner = PeriodicJob<number>;

/** The pruning as a periodic job, run by the job runner (as the hold sweep is). */
export function startRateLimitPruner(
  db: Database,
  options: {
    intervalMs?: number;
    logger?: Pick<FastifyBaseLogger, 'debug' | 'error'>;
  } = {},
): RateLimitPruner {
  return periodicJob(
    async () => {
      const deleted = await pruneRateLimits(db);
      if (deleted > 0) options.logger?.debug({ deleted }, 'expired rate-limit counters pruned');
      return deleted;
    },
    {
      intervalMs: options.intervalMs ?? RATE_LIMIT_PRUNE_INTERVAL_MS,
      onError: (err) => options.logger?.error({ err }, 'rate-limit prune failed'),
    },
  );
}
