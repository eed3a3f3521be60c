import {
  type OrderListItem,
  OrderStatus,
  type OrderStatusId,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import { currencies } from '../../catalog/schema';
import { returnStock } from '../../catalog/stock';
import type { Database, Transaction } from '../../db';
import { withRetry } from '../../db/retry';
import { BusinessError } from '../../http/envelope';
import { enqueueMail } from '../../mail/outbox';
import { cancelAllowed } from '../cancellation';
import { dropChange, pendingChangeOf } from '../dates';
import { ORDER_ID_PATTERN } from '../ids';
import { cancellationMail } from '../mail';
import { type OrderRow, orderRefunds, orders } from '../schema';
import { orderDetailById, orderListItem, orderNotFound } from '../service';
import { returnPoints } from './release';

export interface CancelInput {
  userId: number;
  orderId: string;
  /** 1-8 (spec section 9), at least one. */
  reasons: number[];
  comment: string;
  now: Date;
  /** The booking site the cancellation mail links to (`config.orders.bookingUrl`). */
  bookingUrl: string;
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

/** The order as a cancel found it (its row, locked) and what the cancel owes back. */
export interface CancelledOrder {
  /** The order's row before the cancel. */
  before: OrderRow;
  /** Everything paid, minor units of the order's currency; 0 when nothing was. */
  refundAmount: number;
  minorUnit: number;
}

/** Who cancels: what they may cancel, and what their cancel writes beside it. */
interface Canceller {
  /** Throws (rec 5, rec 6) unless this caller may cancel this order now. */
  admit(order: OrderRow, tx: Transaction): void | Promise<void>;
  /** Written in the cancel's transaction, after the order moved (an audit entry). */
  record?(tx: Transaction, cancelled: CancelledOrder): Promise<void>;
}

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
  await cancelAs(db, input, refunds, {
    admit(order) {
      // Another member's order is refused exactly like one that does not exist.
      if (order.userId !== userId) throw orderNotFound();
      if (!cancelAllowed(order, now)) throw orderNotCancelable();
    },
  });
  const item = await orderListItem(db, userId, orderId, now);
  if (!item) throw orderNotFound();
  return item;
}

export interface CancelOnBehalfInput extends Omit<CancelInput, 'userId'> {
  /** Whether the staff member works for this hotel: outside, rec 5 like a missing order. */
  reaches(hotelId: number): boolean;
  /** The staff member's audit entry, written in the cancel's transaction. */
  record(tx: Transaction, cancelled: CancelledOrder): Promise<void>;
  /**
   * Whether the front desk ended the stay early (check-in's record, handed in): its nights
   * from that day were given back then, so a cancel would give them back twice.
   */
  endedEarly(tx: Transaction, orderId: string): Promise<boolean>;
}

/**
 * Staff cancel on the guest's behalf, by the traveller's cancel itself (the same
 * transaction: rooms, points, refund request, mail), for any unpaid (1) or paid (2) order of
 * their hotels, the free-cancellation deadline passed or not: that is their decision. Any
 * other status answers rec 6 as it does for the traveller, and so does a stay the front desk
 * ended early. Answers the order as My Trips shows it afterwards.
 */
export async function cancelOnBehalf(
  db: Database,
  input: CancelOnBehalfInput,
  refunds?: RefundDesk,
): Promise<OrderListItem> {
  await cancelAs(db, input, refunds, {
    async admit(order, tx) {
      if (!input.reaches(order.hotelId)) throw orderNotFound();
      const status = order.status as OrderStatusId;
      if (status !== OrderStatus.unpaid && status !== OrderStatus.paid) {
        throw orderNotCancelable();
      }
      if (await input.endedEarly(tx, order.id)) throw orderNotCancelable();
    },
    record: input.record,
  });
  const item = (await orderDetailById(db, input.orderId, input.now))?.order;
  if (!item) throw orderNotFound();
  return item;
}

/** The cancel both callers make, once `canceller` admits the locked order. */
async function cancelAs(
  db: Database,
  input: Omit<CancelInput, 'userId'>,
  refunds: RefundDesk | undefined,
  canceller: Canceller,
): Promise<void> {
  const { orderId, now } = input;
  if (!ORDER_ID_PATTERN.test(orderId)) throw orderNotFound();
  const refundRequested = await withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw orderNotFound();
      await canceller.admit(order, tx);

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
      const minorUnit = currency?.minorUnit ?? 2;
      await enqueueMail(
        tx,
        cancellationMail({
          order,
          symbol: currency?.symbol ?? '',
          minorUnit,
          bookingUrl: input.bookingUrl,
          refundAmount,
          refundByHand,
        }),
      );
      await canceller.record?.(tx, { before: order, refundAmount, minorUnit });
      // Last: the stock rows and any search version row stay locked only until the commit. A
      // date change waiting for its payment gives its held nights back with them.
      const pending = await pendingChangeOf(tx, orderId);
      if (pending) await dropChange(tx, order, pending, now);
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
}
