import { isoDay } from '@bookdirect/gateway-sdk';
import { OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { BusinessError } from '../http/envelope';
import { type CheckinWindow, checkinWindow } from '../orders/checkin-window';
import type { OrderRow } from '../orders/schema';

/**
 * Check-in's refusals outside the window. The window itself is decided with the order it
 * belongs to (`orders/checkin-window.ts`), which every order answer reports as `hotel_status`
 * and `can_checkin`.
 */

/**
 * rec 6 with a key that says why, unless the order is paid and inside its window: before it
 * `checkin:window_not_open` (with the opening day), after it `checkin:window_closed`, another
 * status its own key.
 */
export function assertCheckinOpen(
  order: Pick<OrderRow, 'status' | 'startDay' | 'days' | 'snapshot'>,
  now: Date,
): CheckinWindow {
  switch (order.status) {
    case OrderStatus.paid:
      break;
    case OrderStatus.unpaid:
      throw new BusinessError(Rec.conflict, 'checkin:order_not_paid');
    case OrderStatus.cancelled:
      throw new BusinessError(Rec.conflict, 'checkin:order_cancelled');
    default:
      throw new BusinessError(Rec.conflict, 'checkin:stay_completed');
  }
  const window = checkinWindow(order);
  if (now.getTime() < window.opensAt.getTime()) {
    throw new BusinessError(
      Rec.conflict,
      'checkin:window_not_open',
      { open_time: Math.floor(window.opensAt.getTime() / 1000) },
      { date: isoDay(window.arrival) },
    );
  }
  if (now.getTime() >= window.closesAt.getTime()) {
    throw new BusinessError(Rec.conflict, 'checkin:window_closed', null, {
      date: isoDay(window.departure),
    });
  }
  return window;
}
