import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A member. The e-mail is stored lower-cased (a CHECK holds it), so one plain unique index
 * makes addresses unique case-insensitively and every lookup can use it.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash` of the SHA-256 hex the browser sends (see passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    /** `YYYYMMDD`; 0 when not given. */
    birthday: integer('birthday').notNull().default(0),
    /** 1 male, 2 female, 0 not given. */
    gender: smallint('gender').notNull().default(0),
    eduId: smallint('edu_id').notNull().default(0),
    industryId: smallint('industry_id').notNull().default(0),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A signed-in browser. Only the SHA-256 of the token is kept: a leaked table opens no
 * session. Rows live in the database so every gateway instance sees every session.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The e-mailed code of the last request per address and purpose; a new request replaces it
 * (one row each). Kept for unknown addresses too, so a reset request for a stranger's address
 * behaves exactly like one for a member's.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes given so far; at the limit the code is burnt. */
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_codes_email_purpose_idx').on(t.email, t.purpose),
    check('verification_codes_purpose_check', sql`${t.purpose} in ('register', 'reset')`),
  ],
);

/**
 * The points ledger, append-only (a trigger refuses UPDATE and DELETE): the balance is the
 * SUM of a member's rows and is never stored. Write only through `appendCredits`.
 */
export const userCreditsNotes = pgTable(
  'user_credits_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 earned, 2 spent, 3 returned, 4 expired. */
    operate: smallint('operate').notNull(),
    /** Signed: positive for 1 and 3, negative for 2 and 4. */
    credits: integer('credits').notNull(),
    orderId: text('order_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_credits_notes_user_idx').on(t.userId, t.createdAt),
    // An order earns its points once and returns its spent points once.
    uniqueIndex('user_credits_notes_order_once')
      .on(t.orderId, t.operate)
      .where(sql`${t.orderId} <> '' and ${t.operate} in (1, 3)`),
    check(
      'user_credits_notes_sign_check',
      sql`(${t.operate} in (1, 3) and ${t.credits} > 0) or (${t.operate} in (2, 4) and ${t.credits} < 0)`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CreditsNoteRow = typeof userCreditsNotes.$inferSelect;

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
