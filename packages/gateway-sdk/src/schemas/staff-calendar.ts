import * as yup from 'yup';
import { INT32_MAX } from '../constants';
import { daysBetween, isValidDay } from '../days';
import { int32 } from './common';

/**
 * The staff calendar's rules (`GET` and `PUT /v1/s/calendar/`): a room type, a range of days
 * and, to write, the weekdays, a price and the rooms left. Messages are locales keys.
 */

/** The most days one calendar call reads or writes, both ends of the range included. */
export const CALENDAR_MAX_DAYS = 366;

/** `'20260301'` or `'2026-03-01'` as the number `20260301`; NaN for other text. */
export function dayOfText(text: string): number {
  const trimmed = text.trim();
  if (/^\d{8}$/.test(trimmed)) return Number(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  return iso ? Number(`${iso[1]}${iso[2]}${iso[3]}`) : Number.NaN;
}

/** A `YYYYMMDD` day, sent as a number or as text (`'20260301'`, `'2026-03-01'`). */
const calendarDay = () =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' ? dayOfText(original) : value,
    )
    .typeError('validation:invalid')
    .required('validation:required')
    .integer('validation:invalid')
    .test('yyyymmdd', 'validation:invalid', (value) => value === undefined || isValidDay(value));

/** `1,2,3` or `[1, 2, 3]` as a list. */
const listOfText = (value: unknown, original: unknown) =>
  typeof original === 'string'
    ? original
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : value;

/** The room type and its range: `from` to `to`, both included, at most 366 days. */
export const staffCalendarQuery = yup.object({
  room_type_id: int32().required('validation:required'),
  from: calendarDay(),
  to: calendarDay().test('range', 'validation:calendar_range', function (to) {
    const from: unknown = this.parent.from;
    if (to === undefined || typeof from !== 'number' || !isValidDay(from)) return true;
    const span = daysBetween(from, to);
    return span >= 0 && span < CALENDAR_MAX_DAYS;
  }),
});

export type StaffCalendarQuery = yup.InferType<typeof staffCalendarQuery>;

/**
 * A write of the range's days on `weekdays` (every day when absent): `price` (more than 0; its
 * decimals are the currency's to judge) and/or `rest_nums` (0 or more), at least one of them.
 */
export const staffCalendarWrite = staffCalendarQuery.shape({
  weekdays: yup
    .array()
    .transform(listOfText)
    .of(
      yup
        .number()
        .typeError('validation:invalid')
        .required('validation:invalid')
        .integer('validation:invalid')
        .min(1, 'validation:invalid')
        .max(7, 'validation:invalid'),
    )
    .min(1, 'validation:invalid')
    .optional(),
  price: yup
    .number()
    .typeError('validation:invalid')
    .moreThan(0, 'validation:invalid')
    .when('rest_nums', ([restNums], price) =>
      restNums === undefined ? price.required('validation:required') : price.optional(),
    ),
  rest_nums: yup
    .number()
    .typeError('validation:invalid')
    .integer('validation:invalid')
    .min(0, 'validation:invalid')
    .max(INT32_MAX, 'validation:invalid')
    .optional(),
});

export type StaffCalendarWrite = yup.InferType<typeof staffCalendarWrite>;
