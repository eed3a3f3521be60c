import { LEVEL_WINDOW_MONTHS } from '@bookdirect/gateway-sdk';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompletedNights } from '../accounts/credits';
import { orders } from './schema';

/**
 * The nights a member's level is made of: stays completed (6) or reviewed (8) whose check-out
 * day, at the hotel, is within the last LEVEL_WINDOW_MONTHS (after the same day that many
 * months ago, up to today). A stay counts its nights once whatever the number of rooms: the
 * level is about the member's nights away, not the rooms they paid for.
 */
export const completedNights: CompletedNights = async (db, userId, now) => {
  const today = sql`(${now.toISOString()}::timestamptz at time zone (${orders.snapshot}->>'time_zone'))::date`;
  const checkOut = sql`(${orders.startDay} + ${orders.days}::int)`;
  const [row] = await db
    .select({ nights: sql<number>`coalesce(sum(${orders.days}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [OrderStatus.completed, OrderStatus.reviewed]),
        sql`${checkOut} > (${today} - make_interval(months => ${LEVEL_WINDOW_MONTHS}::int))::date`,
        sql`${checkOut} <= ${today}`,
      ),
    );
  return Number(row?.nights ?? 0);
};
