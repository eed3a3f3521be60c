import { CreditsOperate, OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appendCredits } from '../accounts/credits';
import type { Database } from '../db';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic';
import { orders } from './schema';
import { type Clock, systemClock } from './settings';
import { returnStock, withRetry } from './stock';

/**
 * Unpaid orders whose hold is over move to 9 (cancelled), give every night's rooms back and
 * return their points (operate 3). Each order is claimed `FOR UPDATE SKIP LOCKED` and
 * finished in its own transaction: any number of gateways can sweep at once, each order is
 * released exactly once, and a payment recorded at the same moment (`markOrderPaid`, a
 * conditional update on status 1) either wins before the claim or finds status 9.
 * One order per transaction also keeps the lock order of stock.ts (stock last): a batch
 * would hold the catalogue version row from its first order while waiting for a later
 * order's member row, which a booking holding that row and waiting for the version row
 * would turn into a deadlock.
 */

export interface SweepResult {
  expired: string[];
}

export async function expireHolds(
  db: Database,
  options: { now?: Date; limit?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 100;
  const expired: string[] = [];
  while (expired.length < limit) {
    const id = await withRetry(() =>
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
        return order.id;
      }),
    );
    if (id === undefined) break;
    expired.push(id);
  }
  return { expired };
}

export type HoldSweeper = PeriodicJob<SweepResult>;

/** Sweeps on a timer inside the gateway (jobs/periodic). */
export function startHoldSweeper(
  db: Database,
  options: {
    intervalMs: number;
    clock?: Clock;
    logger?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  },
): HoldSweeper {
  const clock = options.clock ?? systemClock;
  return startPeriodicJob(
    async () => {
      const result = await expireHolds(db, { now: clock() });
      if (result.expired.length > 0) {
        options.logger?.info({ orders: result.expired.length }, 'unpaid holds expired');
      }
      return result;
    },
    {
      intervalMs: options.intervalMs,
      onError: (err) => options.logger?.error({ err }, 'hold sweep failed'),
    },
  );
}
