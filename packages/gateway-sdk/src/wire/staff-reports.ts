import { REPORT_MAX_DAYS, REPORT_PERIODS, staffReportQuery } from '../schemas/staff-reports';
import {
  type DataOf,
  endpoint,
  Int,
  List,
  Num,
  Obj,
  RuledId,
  type Static,
  Str,
  Type,
} from './define';
import { managers, staffTags as tags } from './staff-base';

/**
 * Reports of a hotel or of the whole group, for admins and a hotel's managers: occupancy,
 * revenue, bookings, points and reviews period by period over a range of hotel local days.
 * Money is a decimal number in the main unit of `currency`, as the rest of the wire.
 */

export { REPORT_MAX_DAYS, REPORT_PERIODS };

/** A day of the range: `YYYYMMDD` as a number or as text. */
const RangeDay = (description: string) =>
  Type.Union([Type.Integer(), Type.String()], {
    description: `${description}: \`YYYYMMDD\` (as a number or as text; \`YYYY-MM-DD\` too)`,
    examples: [20260301],
  });

/** How the range is cut. */
const Period = (description: string) =>
  Type.Unsafe<'day' | 'week' | 'month'>({ type: 'string', enum: [...REPORT_PERIODS], description });

export const StaffReportQuery = Type.Object({
  hotel_id: Type.Optional(
    RuledId(
      'One hotel (rec 5 when the caller does not work for it); 0 or absent: the whole group, ' +
        'admins only (rec 4 for a manager)',
    ),
  ),
  from: RangeDay('First day, hotel local date'),
  to: RangeDay(
    `Last day, included, hotel local date; not before \`from\`, at most ${REPORT_MAX_DAYS} days`,
  ),
  by: Type.Optional(
    Period('day, week (ISO weeks, Monday first) or month (calendar months); default `day`'),
  ),
});

const figures = {
  available: Int('Room-nights available: physical rooms in service x days'),
  sold: Int(
    'Room-nights of orders paid, completed or reviewed (status 2, 6, 8) on those days: rooms x nights',
  ),
  occupancy: Num('sold / available, a ratio 0..1 rounded to 4 decimals; 0 when available is 0'),
  room_revenue: Num(
    "Each such order's amount (the part points paid included) spread evenly over its nights, " +
      'summed over the days, in `currency`, rounded to its minor unit',
  ),
  adr: Num('Average daily rate: room_revenue / sold; 0 when sold is 0'),
  revpar: Num('Revenue per available room: room_revenue / available; 0 when available is 0'),
  bookings: Int(
    'Orders made in the period (hotel local date) that were paid: status 2, 6, 8, or ' +
      'cancelled after payment',
  ),
  cancellations: Int('Orders cancelled in the period (hotel local date) that had been paid'),
  points_earned: Int('Member points credited in the period for stays at the hotel(s)'),
  points_spent: Int(
    'Points spent on orders made in the period, net of the points given back when those ' +
      'orders were cancelled or their hold ran out',
  ),
  review_count: Int('Reviews written in the period that are shown (not hidden)'),
  review_score: Num('Their average score 1-10, one decimal; 0 when none'),
};

export const StaffReportFigures = Obj(figures);

export const StaffReportRow = Obj({
  start: Str('First day of the period, `YYYYMMDD` (clipped to the range)'),
  end: Str('Last day of the period, included, `YYYYMMDD` (clipped to the range)'),
  ...figures,
});

export const StaffReportChannel = Obj({
  channel: Type.Unsafe<'web' | 'mobile' | 'wechat' | 'partner'>({
    type: 'string',
    enum: ['web', 'mobile', 'wechat', 'partner'],
    description:
      'Where the order came from: `partner` when it carries a partner code, else its source ' +
      '(1 web, 2 mobile, 3 wechat); platform imports count as `web`',
  }),
  partner_code: Str("The partner's code; '' unless `channel` is `partner`"),
  bookings: Int('As `bookings` of the figures, over the whole range'),
  cancellations: Int('As `cancellations` of the figures, over the whole range'),
  sold: Int('As `sold` of the figures, over the whole range'),
  room_revenue: Num('As `room_revenue` of the figures, over the whole range'),
});

export const StaffReportData = Obj({
  hotel_id: Int('The hotel; 0 for the group'),
  currency: Str("ISO 4217 code of the money: the hotel's currency, CNY for the group"),
  from: Str('`YYYYMMDD`, as asked'),
  to: Str('`YYYYMMDD`, as asked'),
  by: Period('The periods of `rows`'),
  rows: List(StaffReportRow, 'One per period, oldest first, every period present (zeros)'),
  totals: StaffReportFigures,
  channels: List(
    StaffReportChannel,
    'Over the whole range: web, mobile, wechat, then one per partner code seen, by code',
  ),
});

export const staffReportsEndpoints = {
  staffReport: endpoint({
    method: 'GET',
    audience: managers,
    path: '/reports/',
    summary: 'Occupancy, revenue, bookings, points and reviews, period by period',
    description:
      'The figures of one hotel (`hotel_id`) or of the whole group (no `hotel_id`, admins ' +
      'only: rec 4 for a manager), for every period (`by`: day, ISO week, calendar month; the ' +
      'first and last clipped to the range) from `from` to `to`, both included, in hotel local ' +
      `days (at most ${REPORT_MAX_DAYS} days, \`to\` not before \`from\`; else rec 2), with ` +
      "totals and the figures per channel. A hotel's money is in its currency; the group's " +
      'in CNY at the rate each order kept when it was paid. A hotel the caller does not work ' +
      'for answers rec 5, as a missing one does.',
    tags,
    query: StaffReportQuery,
    rules: { query: staffReportQuery },
    data: StaffReportData,
  }),
};

export type StaffReport = DataOf<typeof staffReportsEndpoints.staffReport>;
export type StaffReportFigures = Static<typeof StaffReportFigures>;

/** The figures of a period where nothing happened (and nothing was available). */
export const NO_REPORT_FIGURES: Readonly<StaffReportFigures> = Object.freeze({
  available: 0,
  sold: 0,
  occupancy: 0,
  room_revenue: 0,
  adr: 0,
  revpar: 0,
  bookings: 0,
  cancellations: 0,
  points_earned: 0,
  points_spent: 0,
  review_count: 0,
  review_score: 0,
});
export type StaffReportRow = Static<typeof StaffReportRow>;
export type StaffReportChannel = Static<typeof StaffReportChannel>;
