import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job (`holds`, `mail`, `refunds`, ...): when it is next due, shared by
 * every process that runs jobs. A runner claims a due row with `FOR UPDATE SKIP LOCKED` and
 * moves `next_run_at` one interval on in the same statement, so one process runs each round
 * and a restart finds the schedule where it was left.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  /** How often, as the runner that last started said (a setting may change it). */
  intervalMs: integer('interval_ms').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** When a runner last claimed it: the start of its last round. */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
