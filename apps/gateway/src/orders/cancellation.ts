import {
  addDays,
  type DayNumber,
  FREE_CANCELLATION_DAYS,
  hotelTime,
} from '@bookdirect/gateway-sdk';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import type { OrderRow } from './schema';

/**
 * The free-cancellation rule (contract), decided here and nowhere else: a paid order can be
 * cancelled until 23:59:59 hotel time on the day `FREE_CANCELLATION_DAYS` (5) before arrival,
 * that second included; an unpaid one always (it only gives its hold back). Every order is
 * written with its deadline (`cancelExpireAt`, answered as `cancel_expire_time`) and every
 * cancel and answer (`can_cancel`) asks `cancelAllowed` at the gateway's clock.
 */

/** Until when a paid order arriving on `arrival` cancels free, at its hotel (`timeZone`). */
export function cancelDeadline(arrival: DayNumber, timeZone: string): Date {
  return hotelTime(addDays(arrival, -FREE_CANCELLATION_DAYS), timeZone, 23, 59, 59);
}

/**
 * Whether `now` is within `deadline`: every instant of its last second (23:59:59.999) still
 * is, 00:00:00 the next day is not.
 */
export function cancelOpen(deadline: Date, now: Date): boolean {
  return Math.floor(now.getTime() / 1000) <= Math.floor(deadline.getTime() / 1000);
}

/** Whether the traveller may cancel `order` at `now` (answered as `can_cancel`). */
export function cancelAllowed(order: Pick<OrderRow, 'status' | 'cancelExpireAt'>, now: Date) {
  if (order.status === OrderStatus.unpaid) return true;
  return order.status === OrderStatus.paid && cancelOpen(order.cancelExpireAt, now);
}
