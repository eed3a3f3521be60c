import {
  addDays,
  checkinClosingTime,
  checkinOpen,
  dayOfIso,
  isoDay,
  checkinWindow as sharedWindow,
} from '@bookdirect/gateway-sdk';
import { OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { BusinessError } from '../http/envelope';
import type { OrderRow } from '../orders/schema';

/**
 * When a paid order may check in (contract): from 00:00 on the arrival day to 11:00 on the
 * departure day, hotel time. Every decision reads the gateway's clock (`now`), so the dev
 * clock and the tests move it.
 */

/** 11:00 hotel time on a `YYYYMMDD` day: when a room left that morning closes. */
export const closingTime = checkinClosingTime;

export interface CheckinWindow {
  opensAt: Date;
  closesAt: Date;
  /** Arrival and departure, `YYYYMMDD`. */
  arrival: number;
  departure: number;
}

export function checkinWindow(
  order: Pick<OrderRow, 'startDay' | 'days' | 'snapshot'>,
): CheckinWindow {
  const arrival = dayOfIso(order.startDay);
  const departure = addDays(arrival, order.days);
  return { arrival, departure, ...sharedWindow(arrival, departure, order.snapshot.time_zone) };
}

export const windowOpen = checkinOpen;

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
