import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderChanges, orders } from '../orders/schema';

export const PAYMENT_STATUSES = ['created', 'approved', 'captured', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type ProviderName = 'sandbox' | 'paypal' | 'wechat';

/**
 * One attempt to pay an order through one provider. The constraints, not the code paths,
 * are what make a double payment impossible: at most one open attempt per order and
 * provider (two tabs share it, and so share one PayPal order), at most one captured attempt
 * per order, and a provider's order or capture recorded once.
 */
export const payments = pgTable(
  'payments',
  {
    /** Random, 32 hex characters: in the checkout URL, and WeChat's `out_trade_no`. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<ProviderName>().notNull(),
    /**
     * The date change whose difference this attempt pays (`order_changes`); null for the
     * order's own payment. An order's payment and each of its changes are paid once each.
     */
    changeId: integer('change_id').references(() => orderChanges.id),
    /** 11 PayPal (or the sandbox), 21 WeChat Pay. */
    paySource: smallint('pay_source').notNull(),
    /** PayPal's order id, or WeChat's prepay_id. */
    providerOrderId: text('provider_order_id'),
    /** PayPal's capture id, WeChat's transaction_id; the attempt's own id for the sandbox. */
    captureId: text('capture_id'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /**
     * Minor units of `currency`: what the attempt asks, copied from the order when it starts;
     * once money is taken, what the provider took (a capture is recorded only when the two
     * agree; one that does not is refunded and its own amount kept here). A refund asks for
     * this, never for the order's amount.
     */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * What part refunds (a date change that lowered the order's total, a cancel after one)
     * gave back of this capture so far, minor units; the rest may still be given back.
     */
    partRefunded: bigint('part_refunded', { mode: 'number' }).notNull().default(0),
    /** ISO 4217; like `amount`, the capture's once money is taken. */
    currency: text('currency').notNull(),
    /** Decimals of `currency` (JPY 0), to read the provider's decimal amounts exactly. */
    minorUnit: smallint('minor_unit').notNull(),
    /** `PayPal-Request-Id` of the create call; capture and refund ids derive from the attempt. */
    requestId: text('request_id').notNull(),
    /** Where the payer approves (PayPal) or pays (sandbox, WeChat Pay H5). */
    approveUrl: text('approve_url'),
    /** WeChat Pay: `jsapi`, `native` or `h5`, the kind of prepay the attempt was opened with. */
    wxMode: text('wx_mode'),
    /** Set while one request is capturing; others wait instead of capturing again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_request_id_key').on(t.requestId),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_capture_key').on(t.provider, t.captureId),
    uniqueIndex('payments_one_captured_per_order')
      .on(t.orderId, sql`coalesce(${t.changeId}, 0)`)
      .where(sql`${t.status} = 'captured'`),
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderId, t.provider, sql`coalesce(${t.changeId}, 0)`)
      .where(sql`${t.status} in ('created', 'approved')`),
    index('payments_order_idx').on(t.orderId),
    check(
      'payments_status_check',
      sql`${t.status} in ('created', 'approved', 'captured', 'failed', 'refunded')`,
    ),
    check('payments_provider_check', sql`${t.provider} in ('sandbox', 'paypal', 'wechat')`),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_captured_check',
      sql`${t.status} not in ('captured', 'refunded') or (${t.captureId} is not null and ${t.capturedAt} is not null)`,
    ),
  ],
);

/**
 * Webhooks and notifications seen, by the provider's event id: a redelivered event is
 * answered without being applied again. Only verified events are written, so a forged one
 * cannot take the id of a real one.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<ProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a delivery began applying it; an old claim without `processed_at` died and may be retried. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'payment_events_pk', columns: [t.provider, t.eventId] })],
);

/**
 * The sandbox provider's own books: what it has taken and given back, by attempt. They live
 * apart from `payments` like a real provider's do, written by its capture and refund calls
 * before the gateway records anything, so a gateway that dies between the two leaves money
 * the reconciliation can find by asking the provider (`lookup`), as it would ask PayPal.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    attemptId: text('attempt_id').primaryKey(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [check('sandbox_charges_amount_check', sql`${t.amount} > 0`)],
);

/**
 * The sandbox's part refunds (a paid order's date change that lowered its total): each one
 * once by its key, never more than the charge took in all.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    key: text('key').primaryKey(),
    attemptId: text('attempt_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_refunds_attempt_idx').on(t.attemptId),
    check('sandbox_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
