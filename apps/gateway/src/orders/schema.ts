import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { currencies } from '../catalog/schema';

/** What an order keeps of the catalogue at booking time; later catalogue edits leave it alone. */
export interface OrderSnapshotRow {
  hotel: {
    name_cn: string;
    name_en: string;
    address_cn: string;
    address_en: string;
    /** How to reach the hotel as booked; absent on orders booked before they were kept. */
    mobile?: string;
    email?: string;
    /** Longitude and latitude. */
    coord_x?: number;
    coord_y?: number;
  };
  room_type: { name_cn: string; name_en: string; adult_nums: number; image_key: string };
  start_day: number;
  end_day: number;
  time_zone: string;
  check_in_policy: { check_in_time: string; check_out_time: string };
  rate_plan: { id: number; name_cn: string; name_en: string; is_standard: boolean } | null;
}

/** A guest as booked: the saved guest's id and the names at that moment. */
export interface OrderGuestRow {
  user_folks_id: number;
  first_name: string;
  last_name: string;
}

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Orders: `nums` rooms of one room type for `days` nights from `start_day`. Money is in
 * minor units of `currency_id`. The id is random (see ids.ts), never a counter. Hotel and room
 * type ids carry no foreign key: an order outlives catalogue edits and keeps its snapshot.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /**
     * The member who booked; null for a travel platform's reservation that no member has
     * claimed yet (a member who verifies it at check-in becomes its owner).
     */
    userId: integer('user_id').references(() => users.id),
    /** 1 unpaid, 2 paid, 6 completed, 8 reviewed, 9 cancelled. */
    status: smallint('status').notNull(),
    sellerId: integer('seller_id').notNull(),
    /** 1 web, 2 mobile web, 3 WeChat. */
    source: smallint('source').notNull(),
    hotelId: integer('hotel_id').notNull(),
    hotelRoomTypeId: integer('hotel_room_type_id').notNull(),
    /** The hotel's rate plan the price was sold under (its first standard plan); null if none. */
    ratePlanId: integer('rate_plan_id'),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    nums: smallint('nums').notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** Room total for the stay (every night, every room). */
    amount: money('amount'),
    /** The part of `amount` the points cover. */
    creditsAmount: money('credits_amount'),
    /** What is left to pay: `amount - credits_amount`. */
    payAmount: money('pay_amount'),
    /** Points spent (a multiple of 100). */
    payCredits: integer('pay_credits').notNull().default(0),
    /** Points the stay earns when it completes. */
    creditsGain: integer('credits_gain').notNull().default(0),
    mobile: text('mobile').notNull(),
    telPrefix: text('tel_prefix').notNull(),
    email: text('email').notNull(),
    storeId: text('store_id').notNull().default(''),
    /** Language of the booking request: the order's mails are written in it. */
    lang: text('lang').notNull().default('en'),
    snapshot: jsonb('snapshot').$type<OrderSnapshotRow>().notNull(),
    guests: jsonb('guests').$type<OrderGuestRow[]>().notNull(),
    /** Free cancellation until then (23:59:59 hotel time, FREE_CANCELLATION_DAYS before arrival, inclusive). */
    cancelExpireAt: timestamp('cancel_expire_at', { withTimezone: true }).notNull(),
    /** An unpaid order gives its stock and points back after this. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** 11 PayPal (or the sandbox), 21 WeChat Pay; 0 when points paid it all or not paid. */
    paySource: smallint('pay_source').notNull().default(0),
    /** The provider's reference of the captured payment. */
    payRef: text('pay_ref'),
    /** CNY per unit of the order's currency when it was paid: the points it earns use it. */
    paidRateCny: numeric('paid_rate_cny'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The traveller's reasons (1-8, spec section 9) and words when cancelling. */
    cancelReasons: smallint('cancel_reasons').array().notNull().default(sql`'{}'::smallint[]`),
    cancelComment: text('cancel_comment').notNull().default(''),
    /** The stay ended (2 -> 6); its points were credited in the same transaction. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The traveller reviewed the stay (6 -> 8). */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Where it was booked: 1 this site, else the travel platform (`otas`). */
    otaId: smallint('ota_id').notNull().default(1),
    /** The platform's own order number; null for a booking made on this site. */
    otaOrderId: text('ota_order_id'),
    /** Physical rooms were assigned to every night (check-in's room assignment). */
    roomsAssignedAt: timestamp('rooms_assigned_at', { withTimezone: true }),
    /** The guests checked in online: the key-box passwords were issued. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The partner site that sent the traveller (the `partner` code, last click within 30 days); null when none. */
    partnerCode: text('partner_code'),
    /** The traveller's special requests for the hotel, as written ('' when none). */
    requests: text('requests').notNull().default(''),
    /** Expected arrival, `HH:MM` hotel time on the first day ('' when not said). */
    arrivalTime: text('arrival_time').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A platform's order number is imported once per platform.
    uniqueIndex('orders_ota_order_key')
      .on(t.otaId, t.otaOrderId)
      .where(sql`${t.otaOrderId} is not null`),
    // The room-assignment job reads paid orders not yet assigned, by arrival.
    index('orders_unassigned_idx')
      .on(t.startDay)
      .where(sql`${t.status} = 2 and ${t.roomsAssignedAt} is null`),
    // My Trips: one member's orders, newest first.
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    // The hold sweep reads only unpaid orders.
    index('orders_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 1`),
    // The completion job reads only paid orders, by arrival.
    index('orders_paid_start_idx').on(t.startDay).where(sql`${t.status} = 2`),
    check('orders_id_check', sql`${t.id} ~ '^[0-9A-Z]{20}$'`),
    check('orders_status_check', sql`${t.status} in (1, 2, 6, 8, 9)`),
    check('orders_requests_check', sql`char_length(${t.requests}) <= 300`),
    check('orders_stay_check', sql`${t.days} > 0 and ${t.nums} > 0`),
    check(
      'orders_money_check',
      sql`${t.amount} >= 0 and ${t.creditsAmount} >= 0 and ${t.payAmount} >= 0 and ${t.payAmount} = ${t.amount} - ${t.creditsAmount}`,
    ),
    check('orders_credits_check', sql`${t.payCredits} >= 0 and ${t.payCredits} % 100 = 0`),
  ],
);

/** One room's price of each night of an order, as sold. */
export const orderNights = pgTable(
  'order_nights',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: money('price'),
  },
  (t) => [primaryKey({ name: 'order_nights_pk', columns: [t.orderId, t.day] })],
);

/** pending: the provider has not confirmed it yet (retried with backoff); refunded; failed_manual: staff refund it. */
export const REFUND_STATUSES = ['pending', 'refunded', 'failed_manual'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The refund a cancelled paid order is owed, written in the cancel's transaction (one per
 * order) and carried out by the payments domain through the order's provider, retried until
 * it is confirmed; a provider that cannot refund leaves it to staff (`failed_manual`).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** Minor units of the order's currency: everything paid (the points go back as points). */
    amount: money('amount'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** The provider that took the money (11 PayPal or the sandbox, 21 WeChat Pay). */
    paySource: smallint('pay_source').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** Provider calls made so far, and when the next may be made. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Held by a worker calling the provider until then; a dead worker's claim runs out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('order_refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check(
      'order_refunds_status_check',
      sql`${t.status} in ('pending', 'refunded', 'failed_manual')`,
    ),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** pending: the new nights are held until `expires_at`; applied: the order moved; dropped: it kept its stay. */
export const ORDER_CHANGE_STATUSES = ['pending', 'applied', 'dropped'] as const;
export type OrderChangeStatus = (typeof ORDER_CHANGE_STATUSES)[number];

/**
 * An order's moves to other dates (`PUT /orders/dates/{id}/`), one row each: a move that took
 * effect at once (`applied`), or a paid order's move to dates that cost more, holding its new
 * nights (the ones its stay did not have) while the difference waits for its payment. At
 * most one is pending per order. A move that lowered a paid order's total owes the difference
 * back (`refund_amount`), carried out by the payments domain through the order's captures,
 * newest first; `refund_status` follows it like `order_refunds.status`.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<OrderChangeStatus>().notNull(),
    /** The stay before the move. */
    previousStartDay: date('previous_start_day', { mode: 'string' }).notNull(),
    previousDays: smallint('previous_days').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    days: smallint('days').notNull(),
    /** The new stay's room total, minor units (every night, every room). */
    amount: money('amount'),
    /** One room's price of each new night, minor units, as priced when asked. */
    nights: jsonb('nights').$type<{ day: string; price: number }[]>().notNull(),
    /** The new stay's free-cancellation deadline. */
    cancelExpireAt: timestamp('cancel_expire_at', { withTimezone: true }).notNull(),
    /** What the move asks to be paid (a pending change's difference); 0 when nothing. */
    payAmount: money('pay_amount'),
    /** What the move gives back, minor units; 0 when nothing. */
    refundAmount: money('refund_amount'),
    refundStatus: text('refund_status').$type<RefundStatus>(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundError: text('refund_error'),
    /**
     * Held by the worker carrying the refund out until then; nobody else claims it meanwhile,
     * and a dead worker's lease runs out (payments/refund-worker.ts).
     */
    refundLeaseUntil: timestamp('refund_lease_until', { withTimezone: true }),
    /** A pending change's hold on its new nights ends then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_changes_one_pending_key').on(t.orderId).where(sql`${t.status} = 'pending'`),
    index('order_changes_order_idx').on(t.orderId),
    index('order_changes_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('order_changes_refund_idx').on(t.id).where(sql`${t.refundStatus} = 'pending'`),
    check('order_changes_status_check', sql`${t.status} in ('pending', 'applied', 'dropped')`),
    check(
      'order_changes_money_check',
      sql`${t.amount} >= 0 and ${t.payAmount} >= 0 and ${t.refundAmount} >= 0`,
    ),
    check('order_changes_stay_check', sql`${t.days} > 0 and ${t.previousDays} > 0`),
  ],
);

/**
 * The part refunds counted in `payments.part_refunded`: one row per part (its provider key,
 * `<change-N|cancel>-<payment id>`), written in the transaction that adds the part, so a part
 * carried out twice (a worker whose lease ran out mid-way and the one that took over) is
 * counted once. `payment_id` is a `payments.id`; no foreign key, as payments/schema.ts
 * refers to this domain's tables and not the other way round.
 */
export const paymentPartRefunds = pgTable('payment_part_refunds', {
  key: text('key').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: money('amount'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Reviews of hotels: one per completed order (6 -> 8), or seeded with the demo catalogue
 * (no order). Score 1-10; the hotel's 0-5 score follows their average.
 */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id').notNull(),
    orderId: text('order_id').references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    score: smallint('score').notNull(),
    content: text('content').notNull(),
    /** How the reviewer is shown: the member's name as initials-style nickname. */
    nickname: text('nickname').notNull(),
    lang: text('lang').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Hidden by staff (with the reason and who): it leaves the public list and the hotel's
     * score. Null while shown.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by'),
    hiddenReason: text('hidden_reason').notNull().default(''),
    /** The hotel's reply, shown under the review as written, in `reply_lang`; '' when none. */
    reply: text('reply').notNull().default(''),
    replyLang: text('reply_lang').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by'),
  },
  (t) => [
    uniqueIndex('hotel_reviews_order_key').on(t.orderId),
    index('hotel_reviews_hotel_idx').on(t.hotelId, t.createdAt.desc(), t.id.desc()),
    check('hotel_reviews_score_check', sql`${t.score} between 1 and 10`),
    check('hotel_reviews_content_check', sql`char_length(${t.content}) between 1 and 1000`),
    check('hotel_reviews_reply_check', sql`char_length(${t.reply}) <= 2000`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderChangeRow = typeof orderChanges.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
