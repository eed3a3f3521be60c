import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tooManyAttempts } from '../http/envelope';
import { rateLimits } from './schema';

export interface RateLimit {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Counts one call of `key` and throws rec 7 (with `retry_after`) past the limit. One atomic
 * upsert: concurrent calls on any instance count exactly once each.
 */
export async function hitRateLimit(db: Database, key: string, limit: RateLimit): Promise<void> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
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
  if (row && row.hits > limit.max) throw tooManyAttempts(Number(row.retryAfter));
}
