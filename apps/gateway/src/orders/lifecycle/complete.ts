import { CreditsOperate, OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { appendCredits } from '../../accounts/credits';
import { userCreditsNotes } from '../../accounts/schema';
import type { Database } from '../../db';
import { withRetry } from '../../db/retry';
import { orders } from '../schema';

/**
 * Completes the first paid stay whose check-out day is over at the hotel, if any: 2 -> 6 from
 * 00:00 hotel time on the day after check-out (`start_day + days`), and the points it earns
 * (`credits_gain`, fixed at payment) credited as operate 1 in the same transaction. Claimed
 * `FOR UPDATE SKIP LOCKED`, one order per transaction, so any number of gateways can run the
 * job at once and each stay completes once; the ledger's unique (order, operate 1) index is
 * the last guard against a second credit. Answers the order's id, or undefined when no stay
 * is over.
 */
export async function completeStay(db: Database, now: Date): Promise<string | undefined> {
  // A stay that is over began at least two days before the hotel's today, which is at most
  // one day after today in UTC: the partial index on paid orders' start_day finds them.
  const utcToday = now.toISOString().slice(0, 10);
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, userId: orders.userId, creditsGain: orders.creditsGain })
        .from(orders)
        .where(
          and(
            eq(orders.status, OrderStatus.paid),
            lte(orders.startDay, utcToday),
            sql`${now.toISOString()}::timestamptz >= ((${orders.startDay} + ${orders.days}::int + 1)::timestamp at time zone (${orders.snapshot}->>'time_zone'))`,
          ),
        )
        .orderBy(asc(orders.startDay), asc(orders.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return undefined;
      await tx
        .update(orders)
        .set({ status: OrderStatus.completed, completedAt: now })
        .where(eq(orders.id, order.id));
      if (order.creditsGain > 0 && order.userId !== null && !(await earnedAlready(tx, order.id))) {
        await appendCredits(tx, {
          userId: order.userId,
          operate: CreditsOperate.earn,
          credits: order.creditsGain,
          orderId: order.id,
          createdAt: now,
        });
      }
      return order.id;
    }),
  );
}

/** An order that somehow holds its earn entry already completes without a second one. */
async function earnedAlready(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  orderId: string,
): Promise<boolean> {
  const [note] = await tx
    .select({ id: userCreditsNotes.id })
    .from(userCreditsNotes)
    .where(
      and(eq(userCreditsNotes.orderId, orderId), eq(userCreditsNotes.operate, CreditsOperate.earn)),
    )
    .limit(1);
  return note !== undefined;
}
