import {
  CALENDAR_MAX_DAYS,
  staffCalendarQuery,
  staffCalendarWrite,
} from '../schemas/staff-calendar';
import { CurrencyId } from './catalog';
import {
  type DataOf,
  Day,
  endpoint,
  Flag,
  Id,
  Int,
  List,
  Nullable,
  Num,
  Obj,
  RuledBody,
  RuledId,
  type Static,
  Type,
} from './define';
import { managers, staffTags as tags } from './staff-base';

/**
 * Prices and stock per room type and night, for admins and a hotel's managers. Money is a
 * decimal number in the main unit of the hotel's currency, as `/v1/u` answers prices (the
 * database keeps integers of the ISO 4217 minor unit).
 */

export { CALENDAR_MAX_DAYS };

/** A day of the range: `YYYYMMDD` as a number, or the same as text. */
const RangeDay = (description: string) =>
  Type.Union([Type.Integer(), Type.String()], {
    description: `${description}: \`YYYYMMDD\` (as a number or as text; \`YYYY-MM-DD\` too)`,
    examples: [20260301],
  });

const range = {
  room_type_id: RuledId('Room type id'),
  from: RangeDay('First day'),
  to: RangeDay(`Last day, included; at most ${CALENDAR_MAX_DAYS} days from \`from\` on`),
};

export const StaffCalendarQuery = Type.Object(range);

export const StaffCalendarWriteBody = Type.Object({
  ...range,
  weekdays: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.Integer())], {
      description:
        'Only the days of the range on these ISO weekdays, 1 Monday to 7 Sunday (`[6, 7]` or ' +
        '`"6,7"`); every day of the range when absent',
    }),
  ),
  price: Type.Optional(
    Num(
      "One night's price in the hotel's currency, more than 0, a decimal number in its main " +
        'unit with no more decimals than its minor unit (JPY none, the others 2)',
    ),
  ),
  rest_nums: Type.Optional(Int('Rooms left to sell, 0 or more')),
  dry_run: Type.Optional(
    Flag(
      '1: answer what the write would change, day by day, and write nothing (no audit ' +
        'entry either); refused as the write would be',
    ),
  ),
});

export const StaffCalendarDayData = Obj({
  day: Day(),
  price: Nullable(
    Num(),
    "One night's price in the hotel's currency (main unit, as `/v1/u` answers prices); null " +
      'when the day has no price yet (nothing can be booked that night)',
  ),
  rest_nums: Int('Rooms left to sell; 0 when the day has no price yet'),
  sold: Int(
    'Rooms held that night by orders: unpaid within their hold, paid, completed or reviewed',
  ),
});

export const StaffCalendarData = Obj({
  room_type_id: Id('Room type id'),
  hotel_id: Id('Hotel id'),
  rooms: Int('Physical rooms of the room type in service (what check-in assigns)'),
  currency: CurrencyId,
  days: List(StaffCalendarDayData, 'Every day from `from` to `to`, in order'),
});

/** A day of a dry run: its values now and after the write. */
export const StaffCalendarPreviewDayData = Obj({
  day: Day(),
  price_before: Nullable(Num(), 'The price now; null when the day has no price yet'),
  price_after: Num('The price the write would leave'),
  rest_before: Int('Rooms left now; 0 when the day has no price yet'),
  rest_after: Int('Rooms left the write would leave'),
  sold: Int(
    'Rooms held that night by orders, as the write counts them against the physical rooms: ' +
      'unpaid ones whose hold ran out too, until the hold sweep gives their rooms back',
  ),
});

export const StaffCalendarWriteData = Obj({
  changed: Int(
    'Days written (or, in a dry run, that would be): those of the range on the chosen weekdays',
  ),
  days: Type.Optional(
    List(StaffCalendarPreviewDayData, 'Dry runs only: every day `changed` counts, in order'),
  ),
});

const scope =
  'A room type of a hotel the caller does not work for answers rec 5, as a missing one does.';

export const staffCalendarEndpoints = {
  staffCalendar: endpoint({
    method: 'GET',
    audience: managers,
    path: '/calendar/',
    summary: 'Prices and stock of a room type, night by night',
    description:
      `Every day from \`from\` to \`to\` (both included, at most ${CALENDAR_MAX_DAYS} days; ` +
      'else rec 2) in order: the price, the rooms left and the rooms sold; with the room ' +
      "type's physical rooms and the hotel's currency. " +
      scope,
    tags,
    query: StaffCalendarQuery,
    rules: { query: staffCalendarQuery },
    data: StaffCalendarData,
  }),

  staffCalendarWrite: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/calendar/',
    summary: 'Set prices and stock of a room type over a range of days',
    description:
      'Writes `price` and/or `rest_nums` on the days of the range that fall on `weekdays` ' +
      '(every day when absent), all or none, and answers how many days were written. A day ' +
      'with no price yet needs both (rec 2). A price of 0 or less, or with more decimals than ' +
      `the currency's minor unit, a negative \`rest_nums\` or a range over ${CALENDAR_MAX_DAYS} ` +
      'days: rec 2. When the rooms sold plus `rest_nums` would exceed the physical rooms on a ' +
      'day, rec 6 `errors:calendar_over_rooms` with `data` {day, rooms, sold, rest_nums} of ' +
      'the first such day, and nothing is written; here `sold` also counts unpaid orders whose ' +
      'hold ran out until the hold sweep gives their rooms back. Bookings made at the same ' +
      'time wait for the write or it for them, so no night is ever sold beyond its rooms. ' +
      'Search and the hotel page show the change on their next request. One audit entry ' +
      '(`calendar.write`, `room_type:<id>`, the days whose values changed before and after). ' +
      'With `dry_run: 1` nothing is written and no entry kept: the answer adds `days`, each ' +
      'day the write would set with its price and rooms left before and after and its rooms ' +
      'sold, and the refusals are those the write would meet. ' +
      scope,
    tags,
    body: RuledBody(StaffCalendarWriteBody),
    rules: { body: staffCalendarWrite },
    data: StaffCalendarWriteData,
  }),
};

export type StaffCalendarDay = Static<typeof StaffCalendarDayData>;
export type StaffCalendar = DataOf<typeof staffCalendarEndpoints.staffCalendar>;
export type StaffCalendarWritten = DataOf<typeof staffCalendarEndpoints.staffCalendarWrite>;
export type StaffCalendarPreviewDay = Static<typeof StaffCalendarPreviewDayData>;

/** The rec 6 `data` of a write that would sell a day beyond its rooms. */
export interface StaffCalendarOverRooms {
  /** `YYYYMMDD` of the first such day. */
  day: number;
  rooms: number;
  sold: number;
  rest_nums: number;
}
