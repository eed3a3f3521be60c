import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { users } from '../accounts/schema';
import { hotels, rooms, roomTypes } from '../catalog/schema';
import { orders } from '../orders/schema';

/**
 * Online check-in: the channels a booking comes from, the physical rooms assigned to an
 * order's nights, the anonymous guests' tokens, the guests submitted per room, the key-box
 * passwords with every reveal of them, and the resets the hotel owes after check-out.
 */

/** Booking channels of `GET /checkin/ota/`: 1 this site, then the travel platforms (seeded by migration 0013). */
export const otas = pgTable('otas', {
  id: smallint('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameCn: text('name_cn').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * Which physical room an order has on which night. The primary key (room, day) is the whole
 * guarantee that no room goes to two orders on one night, whatever runs at the same time;
 * `group_no` is which of the order's `nums` rooms it is (1, 2, ...).
 */
export const roomAssignments = pgTable(
  'room_assignments',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    day: date('day', { mode: 'string' }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupNo: smallint('group_no').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'room_assignments_pk', columns: [t.roomId, t.day] }),
    uniqueIndex('room_assignments_order_key').on(t.orderId, t.groupNo, t.day),
    index('room_assignments_type_day_idx').on(t.roomTypeId, t.day),
  ],
);

/**
 * An anonymous guest's `o_token`: only its SHA-256 is kept, bound to one order, living
 * CHECKIN_TOKEN_TTL_S from its verification (the database's time, as sessions are).
 */
export const checkinTokens = pgTable(
  'checkin_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkin_tokens_expires_idx').on(t.expiresAt)],
);

/** A check-in guest as submitted (spec section 3); the phone E.164 beside its prefix. */
export interface CheckinGuestRow {
  first_name: string;
  last_name: string;
  nationality: number;
  card_type: 1 | 2 | 3;
  id_card: string;
  email: string;
  tel_prefix: string;
  phone: string;
}

/** One assigned room (a run of nights in one room) with its guests. */
export interface CheckinRoomRow {
  start_day: number;
  end_day: number;
  hotel_room_id: number;
  group_no: number;
  guest: CheckinGuestRow[];
}

/** The guests of an order's rooms, as last submitted. */
export const orderCheckins = pgTable('order_checkins', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  rooms: jsonb('rooms').$type<CheckinRoomRow[]>().notNull(),
  /** The member who submitted them; null for an anonymous guest. */
  userId: integer('user_id').references(() => users.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A room's 4-digit key-box password for one run of an order's nights, valid until 11:00
 * hotel time on the morning the room is left; retired then (`retired_at`) by the job, which
 * records the hotel's reset task in the same transaction.
 */
export const keyboxPasswords = pgTable(
  'keybox_passwords',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    groupNo: smallint('group_no').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    password: text('password').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    // One live password per run; a reset or a room change retires it and issues another.
    uniqueIndex('keybox_passwords_room_run_key')
      .on(t.orderId, t.groupNo, t.startDay)
      .where(sql`${t.retiredAt} is null`),
    index('keybox_passwords_due_idx').on(t.validUntil).where(sql`${t.retiredAt} is null`),
    check('keybox_passwords_password_check', sql`${t.password} ~ '^[0-9]{4}$'`),
  ],
);

export const KEYBOX_ACTIONS = ['reveal', 'email'] as const;
export type KeyboxAction = (typeof KEYBOX_ACTIONS)[number];

/** Every reveal and every e-mail of an order's passwords: who, when, which order. */
export const keyboxAudit = pgTable(
  'keybox_audit',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').$type<KeyboxAction>().notNull(),
    /** The member who asked; null for an anonymous guest (then `token_hash` says which token). */
    userId: integer('user_id').references(() => users.id),
    /** The SHA-256 of the `o_token` used, for an anonymous guest. */
    tokenHash: text('token_hash'),
    clientAddress: text('client_address').notNull(),
    /** Rooms whose passwords were shown or mailed. */
    rooms: integer('rooms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('keybox_audit_order_idx').on(t.orderId, t.createdAt),
    check('keybox_audit_action_check', sql`${t.action} in ('reveal', 'email')`),
  ],
);

/** A key box the hotel must reset: its password was retired at check-out. One per password. */
export const keyboxResetTasks = pgTable(
  'keybox_reset_tasks',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    passwordId: integer('password_id')
      .notNull()
      .references(() => keyboxPasswords.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('keybox_reset_tasks_password_key').on(t.passwordId),
    index('keybox_reset_tasks_open_idx').on(t.hotelId, t.dueAt).where(sql`${t.doneAt} is null`),
  ],
);

/**
 * A stay the front desk ended early: the guests left on `day` (hotel time), the nights from
 * then on were given back, and the board shows it as checked out. Money and points stay as
 * booked: the order completes on its own date.
 */
export const earlyDepartures = pgTable('early_departures', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  /** The staff member who marked it. */
  staffId: integer('staff_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
