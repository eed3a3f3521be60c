/**
 * Days as the contract has them: `YYYYMMDD` numbers (`enterDate`, `leaveDate`), calendar
 * dates at the hotel. Browser and gateway read, count and move days here, so a stay is
 * the same nights on both sides.
 */
import { addDays as addDaysToDate, differenceInCalendarDays, isValid } from 'date-fns';
import { CHECKIN_CLOSES_AT, FREE_CANCELLATION_DAYS } from './constants';
import { dateLocale, dateTimeFormat } from './intl';

/** A day as the contract writes it, e.g. `20260301`. */
export type DayNumber = number;

/** The local date's day number (its calendar fields, whatever the clock time). */
export function dayNumber(date: Date): DayNumber {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** Midnight, local time, of a `YYYYMMDD` day, or undefined when it is not a real day. */
export function parseDay(value: number | string | null | undefined): Date | undefined {
  const text = String(value ?? '');
  if (!/^\d{8}$/.test(text)) return undefined;
  const y = Number(text.slice(0, 4));
  const m = Number(text.slice(4, 6));
  const d = Number(text.slice(6, 8));
  const date = new Date(y, m - 1, d);
  // Date rolls 20260230 over to 2 March; a rolled-over day is not the one asked for.
  if (!isValid(date) || dayNumber(date) !== y * 10000 + m * 100 + d) return undefined;
  return date;
}

export function isDayNumber(value: unknown): value is DayNumber {
  return (typeof value === 'number' || typeof value === 'string') && parseDay(value) !== undefined;
}

/** A real `YYYYMMDD` day between the years 1900 and 2200. */
export function isValidDay(value: number): boolean {
  return value >= 19000101 && value <= 22001231 && isDayNumber(value);
}

/** `YYYY-MM-DD`, the form SQL's `::date` and `<input type=date>` read. */
export function isoDay(day: DayNumber): string {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/**
 * A `YYYYMMDD` day as the visitor reads it, with the year: `Mon, 3 Mar 2026`,
 * `2026年3月3日周一`; empty for a day that is not real. The booking pages and the gateway's
 * own pages (sandbox checkout) show a stay's dates through it.
 */
export function formatLongDay(day: DayNumber, language: 'zh' | 'en'): string {
  const date = parseDay(day);
  if (!date) return '';
  return dateTimeFormat(dateLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/**
 * The day of a `YYYY-MM-DD` (SQL's `date::text`, a date input's value), or NaN when the
 * text is not in that form.
 */
export function dayOfIso(text: string): DayNumber {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match ? Number(`${match[1]}${match[2]}${match[3]}`) : Number.NaN;
}

/** The day `days` calendar days after `day` (before it when negative). */
export function addDays(day: DayNumber, days: number): DayNumber {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a YYYYMMDD day: ${day}`);
  return dayNumber(addDaysToDate(date, days));
}

/** Calendar days from `from` to `to`: negative when `to` comes first, NaN for a day that is not real. */
export function daysBetween(from: DayNumber, to: DayNumber): number {
  const a = parseDay(from);
  const b = parseDay(to);
  if (!a || !b) return Number.NaN;
  return differenceInCalendarDays(b, a);
}

/**
 * Nights from arrival to departure, never below 0. Calendar days, so a daylight-saving
 * change in between is no extra or missing night.
 */
export function stayNights(from: DayNumber | Date, to: DayNumber | Date): number {
  const a = typeof from === 'number' ? parseDay(from) : from;
  const b = typeof to === 'number' ? parseDay(to) : to;
  if (!a || !isValid(a) || !b || !isValid(b)) return 0;
  return Math.max(0, differenceInCalendarDays(b, a));
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The day it is in `timeZone` at `at` (a hotel's "today" when `at` is now). */
export function dayIn(at: Date | number, timeZone: string): DayNumber {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 10000 + part('month') * 100 + part('day');
}

/** Today in the hotel's zone. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): DayNumber {
  return dayIn(now, timeZone);
}

/** Minutes `timeZone` is ahead of UTC at the instant `at` (its offset then, DST included). */
function zoneOffsetMinutes(at: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
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
  return (wall - Math.floor(at / 1000) * 1000) / 60_000;
}

/**
 * The instant a wall-clock time of `timeZone` names: the offset read near it, checked at the
 * instant it gives, so a time across a DST change takes that day's offset; a time a
 * spring-forward skips comes out an hour later on the wall, as clocks then show it.
 */
function zonedInstant(date: Date, hour: number, minute: number, second: number, timeZone: string) {
  const wall = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), hour, minute, second);
  const first = zoneOffsetMinutes(wall, timeZone);
  const atFirst = wall - first * 60_000;
  const offset2 = zoneOffsetMinutes(atFirst, timeZone);
  if (offset2 === first) return new Date(atFirst);
  const atSecond = wall - offset2 * 60_000;
  if (zoneOffsetMinutes(atSecond, timeZone) === offset2) return new Date(atSecond);
  return new Date(Math.max(atFirst, atSecond));
}

/**
 * Until when a paid order cancels free: 23:59:59 hotel time on the day
 * `FREE_CANCELLATION_DAYS` before arrival, that second included (`cancelOpen`).
 *
 * @deprecated The gateway decides the deadline and answers it: read an order's
 * `cancel_expire_time` and `can_cancel` instead of computing them.
 */
export function cancelDeadline(arrival: DayNumber, timeZone: string): Date {
  const day = parseDay(addDays(arrival, -FREE_CANCELLATION_DAYS));
  if (!day) throw new RangeError(`Not a YYYYMMDD day: ${arrival}`);
  return zonedInstant(day, 23, 59, 59, timeZone);
}

/**
 * Whether a cancel at `now` is within a deadline of `cancelDeadline`: every instant of its
 * last second (23:59:59.999) still is, 00:00:00 the next day is not.
 *
 * @deprecated The gateway decides whether an order may be cancelled: read its `can_cancel`.
 */
export function cancelOpen(deadline: Date, now: Date): boolean {
  return Math.floor(now.getTime() / 1000) <= Math.floor(deadline.getTime() / 1000);
}

/** `hour:minute:second` hotel time on a `YYYYMMDD` day, as an instant. */
export function hotelTime(
  day: DayNumber,
  timeZone: string,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a YYYYMMDD day: ${day}`);
  return zonedInstant(date, hour, minute, second, timeZone);
}

const [CLOSE_HOUR = 11, CLOSE_MINUTE = 0] = CHECKIN_CLOSES_AT.split(':').map(Number);

/**
 * `CHECKIN_CLOSES_AT` hotel time on a day: when check-in closes and a room's code expires.
 *
 * @deprecated The gateway decides it and answers it: an order's check-in `checkin_close_time`
 * and a room password's `expire_time`.
 */
export const checkinClosingTime = (day: DayNumber, timeZone: string): Date =>
  hotelTime(day, timeZone, CLOSE_HOUR, CLOSE_MINUTE);

/**
 * A stay's check-in window (contract): 00:00 on arrival to 11:00 on departure, hotel time.
 *
 * @deprecated The gateway decides the window and answers it: an order's `can_checkin` and
 * `hotel_status`.
 */
export function checkinWindow(
  arrival: DayNumber,
  departure: DayNumber,
  timeZone: string,
): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: hotelTime(arrival, timeZone),
    closesAt: checkinClosingTime(departure, timeZone),
  };
}

/**
 * Whether `now` is inside a window of `checkinWindow` (its closing minute is not).
 *
 * @deprecated The gateway decides whether check-in is open for an order: read its
 * `can_checkin`.
 */
export function checkinOpen(window: { opensAt: Date; closesAt: Date }, now: Date): boolean {
  return now.getTime() >= window.opensAt.getTime() && now.getTime() < window.closesAt.getTime();
}
