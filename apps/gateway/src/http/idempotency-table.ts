import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

/**
 * The first answer of a call sent with an `Idempotency-Key`, per member and call, for
 * IDEMPOTENCY_TTL_HOURS: a client that retries after losing the answer gets that answer
 * instead of a second booking. The row of a booking is written in the booking's own
 * transaction, so a booking and its remembered answer exist together or not at all.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The call: `POST /orders/main/` or `POST /orders/pay/`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The `data` of the first rec 0 answer. */
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_key_check', sql`char_length(${t.key}) between 1 and 64`),
  ],
);
