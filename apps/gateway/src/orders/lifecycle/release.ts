import { CreditsOperate, OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { eq } from 'drizzle-orm';
import { appendCredits } from '../../accounts/credits';
import { returnStock } from '../../catalog/stock';
import type { Transaction } from '../../db';
import { orders } from '../schema';

/** What an ended order gives back, as it was booked. */
export interface ReleasedOrder {
  id: string;
  /** Null for a platform reservation no member has claimed (it spent no points). */
  userId: number | null;
  roomTypeId: number;
  start: string;
  days: number;
  nums: number;
  payCredits: number;
}

/**
 * The spent points back (operate 3), dated by the gateway's clock so they expire from the
 * moment they came back. The ledger's unique (order, operate 3) index makes a second return
 * of one order's points fail instead of paying them twice.
 */
export async function returnPoints(
  tx: Transaction,
  order: Pick<ReleasedOrder, 'id' | 'userId' | 'payCredits'>,
  now: Date,
): Promise<void> {
  if (order.payCredits <= 0 || order.userId === null) return;
  await appendCredits(tx, {
    userId: order.userId,
    operate: CreditsOperate.refund,
    credits: order.payCredits,
    orderId: order.id,
    createdAt: now,
  });
}

/**
 * What an order gives back when it ends unpaid: every night's rooms, and its points. The
 * caller holds the order's row (FOR UPDATE); the stock goes back last (catalog/stock.ts lock order).
 */
export async function releaseOrder(
  tx: Transaction,
  order: ReleasedOrder,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: OrderStatus.cancelled, cancelledAt: now })
    .where(eq(orders.id, order.id));
  await returnPoints(tx, order, now);
  await returnStock(tx, order);
}
