import { addDays, type DayNumber, daysBetween, parseDay } from '@bookdirect/gateway-sdk';

/**
 * The calendar page's arithmetic, apart from React so it can be tested alone: months as
 * `YYYY-MM`, the weeks of a month (Monday first, as ISO weekdays and the gateway's `weekdays`
 * count them), where a key moves the focused day, and which days a selection covers.
 */

/** `YYYY-MM`. */
export type MonthKey = string;

/** The ISO weekdays, Monday 1 to Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The `YYYY-MM` of `text`, or undefined when it is not a month from 1900 to 2200. */
export function parseMonth(text: string | null | undefined): MonthKey | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1900 && year <= 2200 && month >= 1 && month <= 12
    ? `${match[1]}-${match[2]}`
    : undefined;
}

export function monthOfDay(day: DayNumber): MonthKey {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}`;
}

/** The month `count` months after `month` (before it when negative). */
export function shiftMonth(month: MonthKey, count: number): MonthKey {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first day of a month. */
export function firstDay(month: MonthKey): DayNumber {
  return Number(`${month.replace('-', '')}01`);
}

/** The last day of a month. */
export function lastDay(month: MonthKey): DayNumber {
  return addDays(firstDay(shiftMonth(month, 1)), -1);
}

/** The ISO weekday of a day, Monday 1 to Sunday 7. */
export function isoWeekday(day: DayNumber): number {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a YYYYMMDD day: ${day}`);
  return ((date.getDay() + 6) % 7) + 1;
}

/** The month's weeks, Monday to Sunday, with null where a week runs into the next or last month. */
export function monthWeeks(month: MonthKey): Array<Array<DayNumber | null>> {
  const first = firstDay(month);
  const last = lastDay(month);
  const weeks: Array<Array<DayNumber | null>> = [];
  let week: Array<DayNumber | null> = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The same day of the month `count` months on, or that month's last day when it is shorter. */
export function sameDayInMonth(day: DayNumber, count: number): DayNumber {
  const month = shiftMonth(monthOfDay(day), count);
  const wanted = Number(`${month.replace('-', '')}${String(day % 100).padStart(2, '0')}`);
  return Math.min(wanted, lastDay(month));
}

/**
 * Where a key moves the focused day of the grid (WAI-ARIA grid pattern): the arrows a day or
 * a week, Home and End the week's first and last day within the month, PageUp and PageDown the
 * same day a month before or after. Undefined for any other key.
 */
export function moveDay(day: DayNumber, key: string): DayNumber | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return Math.max(addDays(day, 1 - isoWeekday(day)), firstDay(monthOfDay(day)));
    case 'End':
      return Math.min(addDays(day, 7 - isoWeekday(day)), lastDay(monthOfDay(day)));
    case 'PageUp':
      return sameDayInMonth(day, -1);
    case 'PageDown':
      return sameDayInMonth(day, 1);
    default:
      return undefined;
  }
}

/** A selection: the day it started from and the day it reaches, in either order. */
export interface Selection {
  anchor: DayNumber;
  focus: DayNumber;
}

/** The first and last day of a selection. */
export function selectionRange(selection: Selection): { from: DayNumber; to: DayNumber } {
  return selection.anchor <= selection.focus
    ? { from: selection.anchor, to: selection.focus }
    : { from: selection.focus, to: selection.anchor };
}

/** Whether a day is one the edit would write: inside the range and on a chosen weekday. */
export function isSelected(
  day: DayNumber,
  selection: Selection | undefined,
  weekdays: readonly number[],
): boolean {
  if (!selection) return false;
  const { from, to } = selectionRange(selection);
  return day >= from && day <= to && weekdays.includes(isoWeekday(day));
}

/** Every day of the range on the chosen weekdays, in order: what the gateway would write. */
export function selectedDays(
  selection: Selection | undefined,
  weekdays: readonly number[],
): DayNumber[] {
  if (!selection) return [];
  const { from, to } = selectionRange(selection);
  const days: DayNumber[] = [];
  const span = daysBetween(from, to);
  for (let step = 0; step <= span; step += 1) {
    const day = addDays(from, step);
    if (weekdays.includes(isoWeekday(day))) days.push(day);
  }
  return days;
}

/**
 * The focus after a key, kept to days that can still be edited (today or later): a move into
 * the past stops at `today`. With Shift the selection grows from its anchor; without, it
 * stays as it is (Space or Enter selects the focused day).
 */
export function keyStep(
  state: { focus: DayNumber; selection: Selection | undefined },
  key: string,
  shift: boolean,
  today: DayNumber,
): { focus: DayNumber; selection: Selection | undefined } | undefined {
  if (key === ' ' || key === 'Enter') {
    return { focus: state.focus, selection: { anchor: state.focus, focus: state.focus } };
  }
  const moved = moveDay(state.focus, key);
  if (moved === undefined) return undefined;
  const focus = Math.max(moved, today);
  if (!shift) return { focus, selection: state.selection };
  const anchor = state.selection?.anchor ?? state.focus;
  return { focus, selection: { anchor, focus } };
}

/**
 * How dear a price is among `prices`: 0 the cheapest third of the span, 1 the middle, 2 the
 * dearest; 1 when all are the same. The year view tints days by it.
 */
export function priceLevel(price: number, prices: readonly number[]): 0 | 1 | 2 {
  if (prices.length === 0) return 1;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  if (high === low) return 1;
  const share = (price - low) / (high - low);
  return share < 1 / 3 ? 0 : share < 2 / 3 ? 1 : 2;
}
