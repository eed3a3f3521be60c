import {
  addDays,
  CHECKIN_CLOSES_AT,
  type DayNumber,
  dayOfIso,
  hotelTime,
} from '@bookdirect/gateway-sdk';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import type { OrderRow } from './schema';

/**
 * The check-in window (contract), decided here and nowhere else: a paid order may check in
 * from 00:00 on its arrival day to `CHECKIN_CLOSES_AT` (11:00) on its departure day, hotel
 * time, and its rooms' key-box passwords expire at that closing time. Every order answer
 * carries the outcome (`hotel_status`, `can_checkin`), so the sites show it and decide
 * nothing; the check-in domain, which reads orders, refuses its calls outside the window
 * from the same functions. Every decision reads the gateway's clock (`now`), so the dev
 * clock and the tests move it.
 */

const [CLOSE_HOUR = 11, CLOSE_MINUTE = 0] = CHECKIN_CLOSES_AT.split(':').map(Number);

/** `CHECKIN_CLOSES_AT` hotel time on a `YYYYMMDD` day: when a room left that morning closes. */
export function closingTime(day: DayNumber, timeZone: string): Date {
  return hotelTime(day, timeZone, CLOSE_HOUR, CLOSE_MINUTE);
}

export interface CheckinWindow {
  opensAt: Date;
  closesAt: Date;
  /** Arrival and departure, `YYYYMMDD`. */
  arrival: number;
  departure: number;
}

type StayColumns = Pick<OrderRow, 'startDay' | 'days' | 'snapshot'>;

/** An order's check-in window. */
export function checkinWindow(order: StayColumns): CheckinWindow {
  const arrival = dayOfIso(order.startDay);
  const departure = addDays(arrival, order.days);
  const timeZone = order.snapshot.time_zone;
  return {
    arrival,
    departure,
    opensAt: hotelTime(arrival, timeZone),
    closesAt: closingTime(departure, timeZone),
  };
}

/** Whether `now` is inside `window` (its closing minute is not). */
export function insideWindow(window: Pick<CheckinWindow, 'opensAt' | 'closesAt'>, now: Date) {
  return now.getTime() >= window.opensAt.getTime() && now.getTime() < window.closesAt.getTime();
}

/**
 * Whether the traveller may check in `order` now (answered as `can_checkin`): paid, inside
 * its window, not checked in yet. Its rooms may still be unassigned (`hotel_status` 1): they
 * are assigned when the guest verifies.
 */
export function checkinAllowed(
  order: StayColumns & Pick<OrderRow, 'status' | 'checkedInAt'>,
  now: Date,
): boolean {
  return (
    order.status === OrderStatus.paid &&
    order.checkedInAt === null &&
    insideWindow(checkinWindow(order), now)
  );
}

/** `hotel_status` 4: checked in online, not yet past 11:00 on departure. */
export const CHECKED_IN = 4;
/** `hotel_status` 5: past the window, or a stay the front desk ended early. */
export const CHECKED_OUT = 5;

/**
 * An order's `hotel_status` (contract): for a paid order 1 before its window or while its
 * rooms are not assigned, 2 open, 4 checked in, 5 past the window (checked out, passwords
 * retired). A completed stay that checked in stays 5; any other order is 0.
 */
export function hotelStatus(
  order: StayColumns & Pick<OrderRow, 'status' | 'checkedInAt' | 'roomsAssignedAt'>,
  now: Date,
): 0 | 1 | 2 | 4 | 5 {
  if (order.status === OrderStatus.paid) {
    const window = checkinWindow(order);
    if (now.getTime() < window.opensAt.getTime()) return 1;
    if (now.getTime() >= window.closesAt.getTime()) return 5;
    if (order.checkedInAt !== null) return 4;
    return order.roomsAssignedAt !== null ? 2 : 1;
  }
  const stayed = order.status === OrderStatus.completed || order.status === OrderStatus.reviewed;
  return stayed && order.checkedInAt !== null ? 5 : 0;
}
