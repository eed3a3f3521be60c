import * as yup from 'yup';
import { INT32_MAX } from '../constants';
import { daysBetween, isValidDay } from '../days';
import { dayOfText } from './staff-calendar';

/**
 * The reports' rules (`GET /v1/s/reports/`): a hotel or the group, a range of hotel local
 * days and the length of a period. Messages are locales keys.
 */

/** The most days one report covers, both ends of the range included. */
export const REPORT_MAX_DAYS = 732;

/** How a report cuts its range: days, ISO weeks (Monday first) or calendar months. */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** A `YYYYMMDD` day, sent as a number or as text (`'20260301'`, `'2026-03-01'`). */
const reportDay = () =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' ? dayOfText(original) : value,
    )
    .typeError('validation:invalid')
    .required('validation:required')
    .integer('validation:invalid')
    .test('yyyymmdd', 'validation:invalid', (value) => value === undefined || isValidDay(value));

/** One hotel (`hotel_id`, 0 or absent for the group), `from` to `to` (at most 732 days), `by`. */
export const staffReportQuery = yup.object({
  hotel_id: yup
    .number()
    .typeError('validation:invalid')
    .integer('validation:invalid')
    .min(0, 'validation:invalid')
    .max(INT32_MAX, 'validation:invalid')
    .default(0),
  from: reportDay(),
  to: reportDay().test('range', 'validation:invalid', function (to) {
    const from: unknown = this.parent.from;
    if (to === undefined || typeof from !== 'number' || !isValidDay(from)) return true;
    const span = daysBetween(from, to);
    return span >= 0 && span < REPORT_MAX_DAYS;
  }),
  by: yup
    .string()
    .oneOf([...REPORT_PERIODS], 'validation:invalid')
    .default('day' as ReportPeriod),
});

export type StaffReportQuery = yup.InferType<typeof staffReportQuery>;
