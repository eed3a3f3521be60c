import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../db';
import { withRetry } from '../../db/retry';
import { orders } from '../schema';
import { releaseOrder } from './release';

/**
 * Ends the unpaid order whose hold ran out first, if any: claimed `FOR UPDATE SKIP LOCKED`
 * and released in its own transaction, so any number of gateways can sweep at once and each
 * order is released exactly once; a payment recorded at the same moment (`markOrderPaid`, a
 * conditional update on status 1) either wins before the claim or finds status 9.
 * Answers the order's id, or undefined when no hold is over.
 */
export async function expireHeldOrder(
  db: Database,
  now: Date,
  /** Orders to leave for now: a payment of theirs is still being decided. */
  leave: readonly string[] = [],
): Promise<string | undefined> {
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
        .where(
          and(
            eq(orders.status, OrderStatus.unpaid),
            lte(orders.holdExpiresAt, now),
            leave.length > 0 ? notInArray(orders.id, [...leave]) : undefined,
          ),
        )
        .orderBy(asc(orders.holdExpiresAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return undefined;
      await releaseOrder(tx, order, now);
      return order.id;
    }),
  );
}
