import { parseDay } from '@bookdirect/gateway-sdk/days';
import {
  dateLocale,
  dateTimeFormat,
  numberFormat,
  numberLocale,
} from '@bookdirect/gateway-sdk/intl';

/** A date as the visitor reads it: `Mon, 3 Mar` or `3月3日 周一`. */
export function formatDay(date: Date, language: 'zh' | 'en'): string {
  return dateTimeFormat(dateLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** The order summary's nightly line drops the fraction instead of rounding (spec). */
export function truncateAmount(amount: number): number {
  return Math.trunc(amount);
}

/** Whole points with grouping, e.g. `2,400`. */
export function formatPoints(points: number, language: 'zh' | 'en'): string {
  return numberFormat(numberLocale(language)).format(points);
}

/** A `YYYYMMDD` day as a local Date, or undefined. */
export const dayToDate = (day: number): Date | undefined => parseDay(day);

// The gateway's own pages show a stay's dates too, so the formatter lives with the days.
export { formatLongDay } from '@bookdirect/gateway-sdk/days';

/**
 * Seconds since the epoch as a date and time in `timeZone` (the hotel's). Without one it is
 * UTC, so the server's and the browser's renderings agree.
 */
export function formatDateTime(seconds: number, language: 'zh' | 'en', timeZone?: string): string {
  return dateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: timeZone ?? 'UTC',
  }).format(new Date(seconds * 1000));
}

/**
 * Seconds since the epoch as a date with the year: `3 Mar 2026`, `2026年3月3日`. In `timeZone`
 * (the hotel's) when given; otherwise UTC, so the server's and the browser's renderings agree.
 */
export function formatDate(seconds: number, language: 'zh' | 'en', timeZone?: string): string {
  return dateTimeFormat(dateLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: timeZone ?? 'UTC',
  }).format(new Date(seconds * 1000));
}
