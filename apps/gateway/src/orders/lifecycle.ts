import { CreditsOperate, OrderStatus, type OrderStatusId } from '@bookdirect/gateway-sdk/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import { appendCredits } from '../accounts/credits';
import { currencies } from '../catalog/schema';
import type { Database, Transaction } from '../db';
import { enqueueMail } from '../mail/outbox';
import { ORDER_ID_PATTERN } from './ids';
import { confirmationMail } from './mail';
import { orders } from './schema';
import { orderSettingsFromEnv } from './settings';
import { returnStock, withRetry } from './stock';

/**
 * Every change of an order's status after it is written, each one transaction that moves the
 * order, its stock and its points together. The payments domain and the jobs call these;
 * none of them updates an order's status itself.
 *
 * - unpaid (1) -> paid (2): `markOrderPaid`, when a payment is captured.
 * - unpaid (1) -> cancelled (9): `expireHeldOrder`, when the hold is over (rooms and points back).
 */

export interface MarkPaidResult {
  /** True only for the one call that moved the order from unpaid to paid. */
  paid: boolean;
  /** The order's status after the call; undefined when there is no such order. */
  status: OrderStatusId | undefined;
}

/**
 * Records a captured payment: unpaid (1) -> paid (2), exactly once whatever runs at the same
 * time (a webhook and a browser return, two gateways, the hold sweep). The conditional
 * update on `status = 1` is the whole decision: it does not look at the hold's end, because
 * an unpaid order keeps its stock and points until the sweep moves it to 9, so a payment
 * captured a little late still has its rooms. Once the sweep has cancelled the order, the
 * answer is `{ paid: false, status: 9 }` and the caller refunds the capture.
 * The confirmation mail is queued in the same transaction, so it exists exactly once.
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  payment: { paySource: number; providerRef: string; now?: Date; bookingUrl?: string },
): Promise<MarkPaidResult> {
  if (!ORDER_ID_PATTERN.test(orderId)) return { paid: false, status: undefined };
  const now = payment.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        status: OrderStatus.paid,
        paidAt: now,
        paySource: payment.paySource,
        payRef: payment.providerRef,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, OrderStatus.unpaid)))
      .returning();
    if (!order) {
      const [current] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      return { paid: false, status: current?.status as OrderStatusId | undefined };
    }
    const [currency] = await tx
      .select()
      .from(currencies)
      .where(eq(currencies.id, order.currencyId));
    await enqueueMail(
      tx,
      confirmationMail({
        order,
        symbol: currency?.symbol ?? '',
        minorUnit: currency?.minorUnit ?? 2,
        bookingUrl: payment.bookingUrl ?? orderBookingUrl(),
      }),
    );
    return { paid: true, status: OrderStatus.paid };
  });
}

function orderBookingUrl(): string {
  return orderSettingsFromEnv(process.env).bookingUrl;
}

/** What an order gives back when it ends unpaid: every night's rooms, and its points. */
async function releaseOrder(
  tx: Transaction,
  order: {
    id: string;
    userId: number;
    roomTypeId: number;
    start: string;
    days: number;
    nums: number;
    payCredits: number;
  },
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: OrderStatus.cancelled, cancelledAt: now })
    .where(eq(orders.id, order.id));
  if (order.payCredits > 0) {
    await appendCredits(tx, {
      userId: order.userId,
      operate: CreditsOperate.refund,
      credits: order.payCredits,
      orderId: order.id,
    });
  }
  await returnStock(tx, order);
}

/**
 * Ends the unpaid order whose hold ran out first, if any: claimed `FOR UPDATE SKIP LOCKED`
 * and released in its own transaction, so any number of gateways can sweep at once and each
 * order is released exactly once; a payment recorded at the same moment (`markOrderPaid`, a
 * conditional update on status 1) either wins before the claim or finds status 9.
 * Answers the order's id, or undefined when no hold is over.
 */
export async function expireHeldOrder(db: Database, now: Date): Promise<string | undefined> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          id: orders.id,
          userId: orders.userId,
          roomTypeId: orders.hotelRoomTypeId,
          start: orders.startDay,
          days: orders.days,
          nums: orders.nums,
          payCredits: orders.payCredits,
        })
        .from(orders)
        .where(and(eq(orders.status, OrderStatus.unpaid), lte(orders.holdExpiresAt, now)))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return undefined;
      await releaseOrder(tx, order, now);
      return order.id;
    }),
  );
}
