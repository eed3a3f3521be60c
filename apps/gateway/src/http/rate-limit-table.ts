import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every gateway instance: `key` names the limit and the
 * caller (`franchise:203.0.113.7`, `login-email:ana@example.com`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
  /**
   * When the current window ends: the row limits nothing after it, and the gateway's pruner
   * deletes it. The window itself is the caller's (`RateLimit.windowSeconds`).
   */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A limit of calls per fixed window, as the settings of each domain give it. */
export interface RateLimit {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
}
