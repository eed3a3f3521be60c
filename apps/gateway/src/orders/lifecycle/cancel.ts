import {
  type OrderListItem,
  OrderStatus,
  type OrderStatusId,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import { currencies } from '../../catalog/schema';
import type { Database } from '../../db';
import { BusinessError } from '../../http/envelope';
import { enqueueMail } from '../../mail/outbox';
import { ORDER_ID_PATTERN } from '../ids';
import { cancellationMail } from '../mail';
import { orderRefunds, orders } from '../schema';
import { cancelAllowed, orderListItem, orderNotFound } from '../service';
import { orderSettingsFromEnv } from '../settings';
import { returnStock, withRetry } from '../stock';
import { returnPoints } from './release';

export interface CancelInput {
  userId: number;
  orderId: string;
  /** 1-8 (spec section 9), at least one. */
  reasons: number[];
  comment: string;
  now: Date;
}

/**
 * What the payments domain tells a cancel about refunds. The app wires it in, so orders
 * never imports payments: payments carries the refund out, orders only writes it down.
 */
export interface RefundDesk {
  /** True when the provider behind this pay source cannot refund by itself: staff do. */
  byHand(paySource: number): boolean;
  /** A cancel committed a refund request for this order: carry it out now, in the background. */
  requested(orderId: string): void;
}

export const orderNotCancelable = () =>
  new BusinessError(Rec.conflict, 'orders:order_not_cancelable');

/**
 * The traveller cancels: an unpaid order at any time, a paid one until the last second of
 * its deadline (`cancelAllowed`). One transaction moves the order to 9 with the reasons,
 * gives the spent points back (operate 3) and every night's rooms, writes the refund a paid
 * order is owed (`order_refunds`, pending, due now) and queues the cancellation mail; the
 * order's row is locked first, so of two cancels, or a cancel and a payment, one waits for
 * the other and then sees its outcome. A payment captured after this commits finds the order
 * cancelled and is refunded by the payments domain (settlement.ts).
 * Answers the order as My Trips shows it afterwards.
 */
export async function cancelOrder(
  db: Database,
  input: CancelInput,
  refunds?: RefundDesk,
): Promise<OrderListItem> {
  const { userId, orderId, now } = input;
  if (!ORDER_ID_PATTERN.test(orderId)) throw orderNotFound();
  const refundRequested = await withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      // Another member's order is refused exactly like one that does not exist.
      if (!order || order.userId !== userId) throw orderNotFound();
      if (!cancelAllowed(order, now)) throw orderNotCancelable();

      const wasPaid = (order.status as OrderStatusId) === OrderStatus.paid;
      const refundAmount = wasPaid ? order.payAmount : 0;
      const refundByHand = refundAmount > 0 && (refunds?.byHand(order.paySource) ?? false);
      await tx
        .update(orders)
        .set({
          status: OrderStatus.cancelled,
          cancelledAt: now,
          cancelReasons: [...new Set(input.reasons)].sort((a, b) => a - b),
          cancelComment: input.comment,
        })
        .where(eq(orders.id, orderId));
      await returnPoints(tx, order, now);
      if (refundAmount > 0) {
        await tx.insert(orderRefunds).values({
          orderId,
          amount: refundAmount,
          currencyId: order.currencyId,
          paySource: order.paySource,
          status: 'pending',
          nextAttemptAt: now,
          createdAt: now,
        });
      }
      const [currency] = await tx
        .select({ symbol: currencies.symbol, minorUnit: currencies.minorUnit })
        .from(currencies)
        .where(eq(currencies.id, order.currencyId));
      await enqueueMail(
        tx,
        cancellationMail({
          order,
          symbol: currency?.symbol ?? '',
          minorUnit: currency?.minorUnit ?? 2,
          bookingUrl: orderSettingsFromEnv(process.env).bookingUrl,
          refundAmount,
          refundByHand,
        }),
      );
      // Last: the stock rows and any search version row stay locked only until the commit.
      await returnStock(tx, {
        roomTypeId: order.hotelRoomTypeId,
        start: order.startDay,
        days: order.days,
        nums: order.nums,
      });
      return refundAmount > 0;
    }),
  );
  if (refundRequested) refunds?.requested(orderId);
  const item = await orderListItem(db, userId, orderId, now);
  if (!item) throw orderNotFound();
  return item;
}
