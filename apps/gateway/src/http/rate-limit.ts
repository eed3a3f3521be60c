import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { tooManyAttempts } from './envelope';
import { rateLimits } from './rate-limit-table';

export { rateLimits };

export interface RateLimit {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * The visitor's address. Behind our own sites (a loopback or private peer) the first
 * `X-Forwarded-For` entry is the browser's; from anywhere else the header is ignored, so a
 * caller on the internet cannot pick its own rate-limit key.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip' | 'headers'>): string {
  const peer = request.ip;
  const internal =
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd)/i.test(peer);
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return internal && first ? first.slice(0, 64) : peer;
}

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
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} + ${window} > now() then ${rateLimits.hits} + 1 else 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} + ${window} > now() then ${rateLimits.windowStart} else now() end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`extract(epoch from (${rateLimits.windowStart} + ${window} - now()))::float8`,
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
