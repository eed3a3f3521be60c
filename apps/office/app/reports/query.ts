import { type DayNumber, dayOfIso, isoDay, isValidDay } from '@bookdirect/gateway-sdk';

/** The periods a report is cut into. */
export const REPORT_BYS = ['day', 'week', 'month'] as const;

export type ReportBy = (typeof REPORT_BYS)[number];

/**
 * What a report shows, as the page's address carries it (a GET form, so a report can be
 * bookmarked, shared and exported): `hotel_id` (absent or 0: the whole group), `from` and `to`
 * (`YYYY-MM-DD`, as date inputs send them) and `by`.
 */
export interface ReportChoice {
  /** 0 for the whole group. */
  hotelId: number;
  /** `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  by: ReportBy;
}

/** The first and the last day of the month `today` falls in, `YYYY-MM-DD`. */
export function monthOf(today: DayNumber): { from: string; to: string } {
  const year = Math.floor(today / 10000);
  const month = Math.floor(today / 100) % 100;
  // Day 0 of the next month is the last of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/** A date input's value when it is a real day, else ''. */
function dayField(value: string | null): string {
  const text = value?.trim() ?? '';
  return isValidDay(dayOfIso(text)) ? text : '';
}

/**
 * The report a request's search parameters ask for, with the defaults for what they leave
 * out: this month (of `today`) by day, for the group when the staff member may see it (an
 * admin), else for their first hotel. A day that does not exist falls back to the default; a
 * range the gateway refuses (ending before it starts, too long) is the gateway's to say, in
 * the staff member's language. A hotel outside the staff member's is the gateway's to refuse
 * too (the not-found page).
 */
export function readReportChoice(
  params: URLSearchParams,
  defaults: { today: DayNumber; group: boolean; firstHotelId: number },
): ReportChoice {
  const month = monthOf(defaults.today);
  const asked = Number(params.get('hotel_id'));
  const hotelId =
    Number.isSafeInteger(asked) && asked > 0 ? asked : defaults.group ? 0 : defaults.firstHotelId;
  const by = params.get('by');
  return {
    hotelId,
    from: dayField(params.get('from')) || month.from,
    to: dayField(params.get('to')) || month.to,
    by: (REPORT_BYS as readonly string[]).includes(by ?? '') ? (by as ReportBy) : 'day',
  };
}

/** The gateway's query for a choice (`GET /v1/s/reports/`). */
export function reportQuery(choice: ReportChoice): {
  hotel_id?: number;
  from: string;
  to: string;
  by: ReportBy;
} {
  return {
    ...(choice.hotelId ? { hotel_id: choice.hotelId } : {}),
    from: choice.from.replace(/-/g, ''),
    to: choice.to.replace(/-/g, ''),
    by: choice.by,
  };
}

/** The search part of an address keeping the choice (the export's link): `?hotel_id=3&from=…`. */
export function reportSearch(choice: ReportChoice): string {
  const params = new URLSearchParams();
  if (choice.hotelId) params.set('hotel_id', String(choice.hotelId));
  params.set('from', choice.from);
  params.set('to', choice.to);
  params.set('by', choice.by);
  return `?${params.toString()}`;
}

/** `YYYYMMDD` as the wire writes a day, as `YYYY-MM-DD`. */
export const wireDay = (day: string): string => isoDay(Number(day));
