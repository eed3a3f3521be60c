import { addDays, CHECKIN_CLOSES_AT, dayOfIso, isoDay, parseDay } from '@bookdirect/gateway-sdk';
import { OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { BusinessError } from '../http/envelope';
import type { OrderRow } from '../orders/schema';

/**
 * When a paid order may check in (contract): from 00:00 on the arrival day to 11:00 on the
 * departure day, hotel time. Every decision reads the gateway's clock (`now`), so the dev
 * clock and the tests move it.
 */

const [CLOSE_HOUR = 11, CLOSE_MINUTE = 0] = CHECKIN_CLOSES_AT.split(':').map(Number);

/** `at` o'clock hotel time on a `YYYYMMDD` day. */
export function hotelTime(day: number, timeZone: string, hour = 0, minute = 0): Date {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a YYYYMMDD day: ${day}`);
  const wall = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), hour, minute);
  // The zone's offset at the guess, then again at the result (a daylight-saving change).
  let at = wall - offsetMs(wall, timeZone);
  at = wall - offsetMs(at, timeZone);
  return new Date(at);
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at`. */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** 11:00 hotel time on a `YYYYMMDD` day: when a room left that morning closes. */
export const closingTime = (day: number, timeZone: string) =>
  hotelTime(day, timeZone, CLOSE_HOUR, CLOSE_MINUTE);

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
  const zone = order.snapshot.time_zone;
  return {
    arrival,
    departure,
    opensAt: hotelTime(arrival, zone),
    closesAt: closingTime(departure, zone),
  };
}

export function windowOpen(window: CheckinWindow, now: Date): boolean {
  return now.getTime() >= window.opensAt.getTime() && now.getTime() < window.closesAt.getTime();
}

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
