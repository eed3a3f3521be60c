import { addDays, type DayNumber, dayOfIso, isoDay, parseDay } from '@bookdirect/gateway-sdk';
import { type CurrencyId, OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import type {
  StaffCalendar,
  StaffCalendarDay,
  StaffCalendarOverRooms,
  StaffCalendarPreviewDay,
  StaffCalendarWritten,
} from '@bookdirect/gateway-sdk/staff';
import { type SQL, sql } from 'drizzle-orm';
import { toMoney } from '../catalog/hotels';
import { dateArray, lockNights, type StoredNight, setNights } from '../catalog/stock';
import { type Database, rows, type Transaction } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError, validationFailed } from '../http/envelope';
import { type AuditActor, auditTarget, recordAudit } from './audit';
import { assertWorksFor } from './scope';
import type { StaffProfile } from './service';

/**
 * The staff calendar: a room type's price and rooms left night by night (`room_type_days`),
 * beside the rooms orders hold and the physical rooms. Stock is what bookings take
 * (catalog/stock.ts: `rest_nums` decremented under the row's lock), so a write locks the same
 * rows, in day order, before it counts what orders hold: a booking either committed before
 * the count (and is in it) or waits for the write and then meets the new `rest_nums`. Rooms
 * sold plus rooms left never exceed the physical rooms after a write, and bookings and
 * cancellations move both by the same amount. The search versions move with the rows
 * (migration 0018's triggers), so search and the hotel page show a write on their next request.
 */

/** A room type's range of days, both ends included. */
export interface CalendarRange {
  roomTypeId: number;
  from: DayNumber;
  to: DayNumber;
}

/** What a write sets on the range's days on `weekdays` (all days when absent). */
export interface CalendarWrite extends CalendarRange {
  weekdays?: number[];
  /** Main units of the hotel's currency, as on the wire. */
  price?: number;
  restNums?: number;
  /** Answer what the write would change, day by day, and write nothing. */
  dryRun?: boolean;
}

interface RoomTypeFacts {
  hotelId: number;
  currencyId: number;
  minorUnit: number;
  /** Physical rooms in service: what check-in assigns. */
  rooms: number;
}

/** A day as the audit log keeps it: wire units, null for a day with no row. */
interface AuditedDay {
  day: DayNumber;
  price: number | null;
  rest_nums: number;
}

const notFound = () => new BusinessError(Rec.notFound);

/** The room type's hotel, currency and rooms; rec 5 unless the staff member works for it. */
async function roomTypeFacts(
  db: Database | Transaction,
  member: StaffProfile,
  roomTypeId: number,
): Promise<RoomTypeFacts> {
  const [row] = await rows<{
    hotel_id: number;
    currency_id: number;
    minor_unit: number;
    rooms: number | string;
  }>(
    db,
    sql`select rt.hotel_id, h.currency_id, cur.minor_unit,
          (select count(*) from rooms r where r.room_type_id = rt.id and r.status = 1) as rooms
        from room_types rt
        join hotels h on h.id = rt.hotel_id
        join currencies cur on cur.id = h.currency_id
        where rt.id = ${roomTypeId}::int`,
  );
  assertWorksFor(member, row ? Number(row.hotel_id) : undefined);
  if (!row) throw notFound();
  return {
    hotelId: Number(row.hotel_id),
    currencyId: Number(row.currency_id),
    minorUnit: Number(row.minor_unit),
    rooms: Number(row.rooms),
  };
}

/**
 * The room type's physical rooms in service, counted under a share lock of its row: a change
 * of its rooms (staff/catalog.ts) holds that row while it lowers the rooms left, so a write
 * counts the rooms before that change or after it has committed, never in between (a day the
 * change could not see because this write adds it included).
 */
async function lockRoomsInService(tx: Transaction, roomTypeId: number): Promise<number> {
  await tx.execute(sql`select id from room_types where id = ${roomTypeId}::int for share`);
  // A statement of its own: one that waited for the lock still reads from before the wait.
  const [row] = await rows<{ rooms: number | string }>(
    tx,
    sql`select count(*) as rooms from rooms where room_type_id = ${roomTypeId}::int and status = 1`,
  );
  return Number(row?.rooms ?? 0);
}

/**
 * Rooms held per night of `from`..`to` (ISO days) by the room type's orders: paid, completed
 * and reviewed ones, and unpaid ones within their hold when `holdsAt` is given, else every
 * unpaid one (whose rooms stay out of `rest_nums` until the sweep gives them back). Nights
 * nothing holds are absent. One pass over the orders of the range.
 */
export function heldSql(roomTypeId: number, from: string, to: string, holdsAt: Date | null): SQL {
  const unpaid = holdsAt
    ? sql`(o.status = ${OrderStatus.unpaid} and o.hold_expires_at > ${holdsAt.toISOString()}::timestamptz)`
    : sql`o.status = ${OrderStatus.unpaid}`;
  return sql`select n.night::date as night, sum(o.nums)::int as sold
    from orders o
    cross join lateral generate_series(
      greatest(o.start_day, ${from}::date)::timestamp,
      least(o.start_day + o.days - 1, ${to}::date)::timestamp,
      interval '1 day') as n(night)
    where o.hotel_room_type_id = ${roomTypeId}::int
      and o.start_day <= ${to}::date and o.start_day + o.days > ${from}::date
      and (o.status in (${OrderStatus.paid}, ${OrderStatus.completed}, ${OrderStatus.reviewed})
        or ${unpaid})
    group by n.night`;
}

/** Every day of the range in order: price (null without a row), rooms left and rooms sold. */
export async function readCalendar(
  db: Database,
  member: StaffProfile,
  range: CalendarRange,
  now: Date,
): Promise<StaffCalendar> {
  const facts = await roomTypeFacts(db, member, range.roomTypeId);
  const from = isoDay(range.from);
  const to = isoDay(range.to);
  // The range is named on room_type_days itself, not only through the series, so the plan
  // reads only the partitions of its months (migration 0031).
  const list = await rows<{
    day: string;
    price: number | string | null;
    rest_nums: number | string | null;
    sold: number | string | null;
  }>(
    db,
    sql`with held as (${heldSql(range.roomTypeId, from, to, now)})
      select g.d::date::text as day, d.price, d.rest_nums, held.sold
      from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as g(d)
      left join room_type_days d on d.room_type_id = ${range.roomTypeId}::int and d.day = g.d::date
        and d.day >= ${from}::date and d.day <= ${to}::date
      left join held on held.night = g.d::date
      order by g.d`,
  );
  return {
    room_type_id: range.roomTypeId,
    hotel_id: facts.hotelId,
    rooms: facts.rooms,
    currency: facts.currencyId as CurrencyId,
    days: list.map(
      (row): StaffCalendarDay => ({
        day: dayOfIso(row.day),
        price: toMoney(row.price, facts.minorUnit),
        rest_nums: Number(row.rest_nums ?? 0),
        sold: Number(row.sold ?? 0),
      }),
    ),
  };
}

/** The range's days on `weekdays` (ISO, 1 Monday), as `YYYY-MM-DD`, in order. */
export function daysOf(range: CalendarRange, weekdays?: readonly number[]): string[] {
  const wanted = weekdays ? new Set(weekdays) : undefined;
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const weekday = parseDay(day)?.getDay() || 7;
    if (!wanted || wanted.has(weekday)) days.push(isoDay(day));
  }
  return days;
}

/**
 * The price in minor units of the currency, or rec 2 when it has more decimals than the
 * currency's minor unit or does not fit the column.
 */
function minorPrice(price: number, minorUnit: number): number {
  const minor = Math.round(price * 10 ** minorUnit);
  if (toMoney(minor, minorUnit) !== price || minor <= 0 || minor > 2_147_483_647) {
    throw validationFailed({ price: 'validation:invalid' });
  }
  return minor;
}

/**
 * Writes the range's days on `weekdays`, all or none, in one transaction with its audit
 * entry; answers how many days were written. Rec 2 for a price the currency cannot hold or a
 * new day missing the price or the rooms left; rec 6 `errors:calendar_over_rooms` for the
 * first day the rooms sold plus `restNums` would exceed the physical rooms. A dry run takes
 * the same path, locks and refusals included, and stops before the first write: it answers
 * each day before and after instead, and keeps no audit entry.
 */
export async function writeCalendar(
  db: Database,
  member: StaffProfile,
  write: CalendarWrite,
  actor: AuditActor,
): Promise<StaffCalendarWritten> {
  const facts = await roomTypeFacts(db, member, write.roomTypeId);
  const price = write.price === undefined ? undefined : minorPrice(write.price, facts.minorUnit);
  const days = daysOf(write, write.weekdays);
  return withRetry(() =>
    db.transaction(async (tx): Promise<StaffCalendarWritten> => {
      const rooms = await lockRoomsInService(tx, write.roomTypeId);
      const before = await lockNights(tx, write.roomTypeId, days);
      const missing = days.filter((day) => !before.has(day));
      if (missing.length > 0 && (price === undefined || write.restNums === undefined)) {
        throw validationFailed({
          [price === undefined ? 'price' : 'rest_nums']: 'validation:calendar_price_and_rooms',
        });
      }
      if (write.restNums !== undefined) {
        await assertWithinRooms(tx, write, days, write.restNums, rooms);
      }
      if (write.dryRun) {
        const set = { price, restNums: write.restNums };
        return {
          changed: days.length,
          days: await previewDays(tx, write, days, before, set, facts),
        };
      }
      await setNights(tx, write.roomTypeId, { days, missing }, { price, restNums: write.restNums });
      const changes = auditedChanges(days, before, { price, restNums: write.restNums }, facts);
      await recordAudit(tx, actor, {
        action: 'calendar.write',
        target: auditTarget('room_type', write.roomTypeId),
        before: changes.before,
        after: changes.after,
      });
      return { changed: days.length };
    }),
  );
}

/**
 * A dry run's answer: each of `days` with its price and rooms left now and after the write,
 * and the rooms orders hold as the write counts them (unpaid ones past their hold too).
 */
async function previewDays(
  tx: Transaction,
  range: CalendarRange,
  days: readonly string[],
  before: ReadonlyMap<string, StoredNight>,
  set: { price?: number; restNums?: number },
  facts: RoomTypeFacts,
): Promise<StaffCalendarPreviewDay[]> {
  const held = await rows<{ night: string; sold: number | string }>(
    tx,
    sql`select held.night::text as night, held.sold
        from (${heldSql(range.roomTypeId, isoDay(range.from), isoDay(range.to), null)}) as held`,
  );
  const sold = new Map(held.map((row) => [row.night, Number(row.sold)]));
  return days.map((day) => {
    const old = before.get(day);
    // A new day has both values (the write refused it otherwise).
    const priceAfter = set.price ?? old?.price ?? 0;
    return {
      day: dayOfIso(day),
      price_before: old ? toMoney(old.price, facts.minorUnit) : null,
      price_after: toMoney(priceAfter, facts.minorUnit) ?? 0,
      rest_before: old?.restNums ?? 0,
      rest_after: set.restNums ?? old?.restNums ?? 0,
      sold: sold.get(day) ?? 0,
    };
  });
}

/**
 * Rec 6 naming the first of `days` where the rooms orders hold plus `restNums` exceed the
 * physical rooms. Read after `lockNights`, so no booking of those nights is left uncounted.
 */
async function assertWithinRooms(
  tx: Transaction,
  range: CalendarRange,
  days: readonly string[],
  restNums: number,
  rooms: number,
): Promise<void> {
  const [first] = await rows<{ night: string; sold: number | string }>(
    tx,
    sql`with held as (${heldSql(range.roomTypeId, isoDay(range.from), isoDay(range.to), null)})
      select d::text as night, coalesce(held.sold, 0) as sold
      from unnest(${dateArray(days)}) as d
      left join held on held.night = d
      where coalesce(held.sold, 0) + ${restNums}::int > ${rooms}::int
      order by d
      limit 1`,
  );
  if (!first) return;
  const day = first.night;
  const sold = Number(first.sold);
  const data: StaffCalendarOverRooms = {
    day: dayOfIso(day),
    rooms,
    sold,
    rest_nums: restNums,
  };
  throw new BusinessError(Rec.conflict, 'errors:calendar_over_rooms', data, {
    day,
    rooms,
    sold,
    most: Math.max(0, rooms - sold),
  });
}

/** The days whose price or rooms left the write changes, before and after, in wire units. */
function auditedChanges(
  days: readonly string[],
  before: ReadonlyMap<string, StoredNight>,
  set: { price?: number; restNums?: number },
  facts: RoomTypeFacts,
): { before: AuditedDay[]; after: AuditedDay[] } {
  const changes = { before: [] as AuditedDay[], after: [] as AuditedDay[] };
  for (const day of days) {
    const old = before.get(day);
    const price = set.price ?? old?.price ?? null;
    const restNums = set.restNums ?? old?.restNums ?? 0;
    if (old && old.price === price && old.restNums === restNums) continue;
    changes.before.push({
      day: dayOfIso(day),
      price: old ? toMoney(old.price, facts.minorUnit) : null,
      rest_nums: old?.restNums ?? 0,
    });
    changes.after.push({
      day: dayOfIso(day),
      price: toMoney(price, facts.minorUnit),
      rest_nums: restNums,
    });
  }
  return changes;
}
