import { formatPoints } from '@bookdirect/booking-ui';
import { CURRENCY_CODES, type CurrencyId, formatMoney, parseDay } from '@bookdirect/gateway-sdk';
import {
  dateLocale,
  dateTimeFormat,
  numberFormat,
  numberLocale,
} from '@bookdirect/gateway-sdk/intl';
import type { StaffReport, StaffReportRow } from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import type { ReportBy } from './query';

/**
 * The report's figures as the page and its charts show them: periods named in the staff
 * member's language, money with the answer's currency, occupancy as a percentage.
 */

/** What `formatMoney` needs of the answer's currency: its id and the symbol the sites show. */
export type ReportMoney = Parameters<typeof formatMoney>[1];

/** The contract's id of an ISO 4217 code (`EUR` is 2); CNY for a code it does not list. */
export function currencyIdOf(code: string): CurrencyId {
  const found = Object.entries(CURRENCY_CODES).find(([, known]) => known === code);
  return (found ? Number(found[0]) : 1) as CurrencyId;
}

/** Occupancy (a ratio 0..1) as a percentage with two decimals, as charts and the CSV give it. */
export const occupancyPercent = (ratio: number): number => Math.round(ratio * 10000) / 100;

/** The formatters of a report's figures in a language. */
export function reportFormats(lang: Language, money: ReportMoney) {
  const locale = numberLocale(lang);
  return {
    money: (amount: number) => formatMoney(amount, money, lang),
    percent: (ratio: number) =>
      numberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(ratio),
    count: (value: number) => numberFormat(locale).format(value),
    points: (value: number) => formatPoints(value, lang),
    /** An axis's tick: `1.2K`, `1.2万`. */
    compact: (value: number) =>
      numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    score: (value: number) =>
      numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
  };
}

export type ReportFormats = ReturnType<typeof reportFormats>;

const dayFormat = (lang: Language, withYear: boolean) =>
  dateTimeFormat(dateLocale(lang), {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  });

/** A `YYYYMMDD` day as a short date: `3 Mar`, `3月3日` (with the year when asked). */
export function shortDay(day: string, lang: Language, withYear = false): string {
  const date = parseDay(day);
  return date ? dayFormat(lang, withYear).format(date) : day;
}

/**
 * A period's name: its day (`3 Mar`), its week (`2 Mar – 8 Mar`, clipped to the range) or its
 * month (`Mar 2026`, `2026年3月`). Days and weeks carry the year when the range spans two.
 */
export function periodLabel(
  row: Pick<StaffReportRow, 'start' | 'end'>,
  by: ReportBy,
  lang: Language,
  withYear = false,
): string {
  if (by === 'month') {
    const date = parseDay(row.start);
    return date
      ? dateTimeFormat(dateLocale(lang), { month: 'short', year: 'numeric' }).format(date)
      : row.start;
  }
  const start = shortDay(row.start, lang, withYear);
  return by === 'day' || row.start === row.end
    ? start
    : `${start} – ${shortDay(row.end, lang, withYear)}`;
}

/** Whether a report's range runs over more than one calendar year. */
export const spansYears = (report: Pick<StaffReport, 'from' | 'to'>): boolean =>
  report.from.slice(0, 4) !== report.to.slice(0, 4);

/** One period of the charts: its name, its axis tick and its figures, occupancy in percent. */
export interface PeriodPoint {
  label: string;
  /** The axis's shorter name: a week by its first day. */
  tick: string;
  occupancy: number;
  adr: number;
  revpar: number;
  room_revenue: number;
  bookings: number;
  cancellations: number;
}

/** The periods of a report as the charts draw them, oldest first. */
export function periodPoints(report: StaffReport, lang: Language): PeriodPoint[] {
  const withYear = spansYears(report);
  return report.rows.map((row) => ({
    label: periodLabel(row, report.by, lang, withYear),
    tick:
      report.by === 'month'
        ? periodLabel(row, 'month', lang)
        : shortDay(row.start, lang, withYear && report.by === 'week'),
    occupancy: occupancyPercent(row.occupancy),
    adr: row.adr,
    revpar: row.revpar,
    room_revenue: row.room_revenue,
    bookings: row.bookings,
    cancellations: row.cancellations,
  }));
}

/** One channel of the channels' chart. */
export interface ChannelPoint {
  label: string;
  bookings: number;
  cancellations: number;
  sold: number;
  room_revenue: number;
}

/** The key of a channel's name: `office_reports:channel_web`, ... */
export const channelKey = (channel: StaffReport['channels'][number]['channel']): string =>
  `office_reports:channel_${channel}`;

/** The channels of a report, named in the language `say` speaks. */
export function channelPoints(
  report: StaffReport,
  say: (key: string, values?: Record<string, string>) => string,
): ChannelPoint[] {
  return report.channels.map((channel) => ({
    label: say(channelKey(channel.channel), { code: channel.partner_code }),
    bookings: channel.bookings,
    cancellations: channel.cancellations,
    sold: channel.sold,
    room_revenue: channel.room_revenue,
  }));
}

/** The lowest and the highest value of a series and where they fall; undefined when empty. */
export function extremes<T extends { label: string }>(
  points: readonly T[],
  value: (point: T) => number,
): { min: number; minAt: string; max: number; maxAt: string } | undefined {
  if (points.length === 0) return undefined;
  let low = points[0] as T;
  let high = low;
  for (const point of points) {
    if (value(point) < value(low)) low = point;
    if (value(point) > value(high)) high = point;
  }
  return { min: value(low), minAt: low.label, max: value(high), maxAt: high.label };
}

/** Whether nothing happened in the range: no room-night sold, no booking, point or review. */
export function isQuiet(report: StaffReport): boolean {
  const t = report.totals;
  return (
    t.sold === 0 &&
    t.bookings === 0 &&
    t.cancellations === 0 &&
    t.points_earned === 0 &&
    t.points_spent === 0 &&
    t.review_count === 0
  );
}
