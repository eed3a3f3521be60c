import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hotels } from '../catalog/schema';

/** What a staff member may do: the whole group, the hotels they manage, or a front desk. */
export const STAFF_ROLES = ['admin', 'manager', 'desk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The language of the back office for them. */
export const STAFF_LANGS = ['zh', 'en'] as const;
export type StaffLang = (typeof STAFF_LANGS)[number];

/**
 * The hotel group's own people, who sign in to the back office with a password and a TOTP
 * code (staff/service.ts). The e-mail is stored lower-cased (a CHECK holds it), so the plain
 * unique index makes addresses unique case-insensitively, as for members.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').$type<StaffRole>().notNull(),
    lang: text('lang').$type<StaffLang>().notNull().default('zh'),
    /** `scrypt$N$r$p$salt$hash` of the SHA-256 hex the browser sends (accounts/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238, SHA-1, 30 s, 6 digits); null until one is made. */
    totpSecret: text('totp_secret'),
    /** False: the next sign-in with the right password answers the secret to enrol. */
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The 30 s step of the last code that signed in: a code is accepted only for a later one. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_idx').on(t.email),
    check('staff_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('staff_role_check', sql`${t.role} in ('admin', 'manager', 'desk')`),
    check('staff_lang_check', sql`${t.lang} in ('zh', 'en')`),
    check('staff_enrolled_secret_check', sql`not ${t.totpEnrolled} or ${t.totpSecret} is not null`),
  ],
);

/** The hotels a manager or a desk works for; an admin has none (the whole group). */
export const staffHotels = pgTable(
  'staff_hotels',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.hotelId] }),
    index('staff_hotels_hotel_idx').on(t.hotelId),
  ],
);

/**
 * A signed-in back-office browser. As for members, only the SHA-256 of the token is kept.
 * It ends at `expires_at` (STAFF_SESSION_MAX_S after sign-in) or once `last_seen_at` is
 * STAFF_SESSION_IDLE_S old.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export type StaffRow = typeof staff.$inferSelect;

/**
 * What staff changed: one row per staff write, added in the write's own transaction
 * (staff/audit.ts). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so an entry
 * once written is history. `staff_id` is null for the command line (`staff:add`), which
 * signs in as nobody; `target` names what changed as `kind:id` (`order:AB12`, `staff:3`).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address').notNull(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
    index('staff_audit_target_idx').on(t.target, t.at),
  ],
);

export type StaffAuditRow = typeof staffAudit.$inferSelect;
