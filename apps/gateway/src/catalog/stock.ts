import { Rec } from '@bookdirect/gateway-sdk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rows, type Transaction } from '../db';
import { BusinessError } from '../http/envelope';

/**
 * The one owner of the price-and-stock rows (`room_type_days`: a room type's price and rooms
 * left, night by night). Bookings, cancellations and expiries (orders), the staff calendar
 * and the platform-order import change them only here, inside their own transaction.
 *
 * Stock moves through two conditional updates. `rest_nums >= n` is re-checked on the row's
 * newest version when a concurrent booking held it (READ COMMITTED re-evaluation), and the
 * CHECK (rest_nums >= 0) backs it: no interleaving can oversell. A short night means fewer
 * rows than nights; the caller's transaction then rolls back whatever this statement took.
 *
 * Lock order, the same in every transaction that touches these rows: the order row, then the
 * member's row (points), then `room_type_days` in day order and, when a night sells out or
 * reopens, the search versions of its (city, night) (`search_day_versions`, bumped in
 * (city, night) order by the table's statement trigger) as the last statement before commit.
 * No row is shared by all bookings: two bookings queue only on the same room type's night, or
 * on the same city's night when both change what a search shows, and then only until the
 * commit right after. That last step waits for no one holding anything it needs, so orders
 * cannot deadlock among themselves; the calendar locks its nights first (`lockNights`), in day
 * order as a booking meets them, and a writer that still meets a booking reruns (`withRetry`).
 * A change of a room type's physical rooms does the same from the hotel's today on
 * (`lockNightsFrom`) before it counts what orders hold, then lowers `rest_nums` where needed.
 */

export const insufficientStock = () =>
  new BusinessError(Rec.conflict, 'errors:insufficient_room_stock');

export interface TakenNight {
  /** `YYYY-MM-DD`. */
  day: string;
  /** One room's price, minor units. */
  price: number;
}

export interface Stay {
  roomTypeId: number;
  /** `YYYY-MM-DD`. */
  start: string;
  days: number;
  nums: number;
}

/**
 * The statement that takes `nums` rooms on every night of the stay that still has them,
 * returning each night taken (`day` as `YYYY-MM-DD`, `price`); a statement of its own or a
 * CTE of a larger one (the booking writes its order in the same statement).
 */
export function takeStockSql(stay: Stay): SQL {
  return sql`update room_type_days set rest_nums = rest_nums - ${stay.nums}::int
    where room_type_id = ${stay.roomTypeId}::int
      and day >= ${stay.start}::date and day < ${stay.start}::date + ${stay.days}::int
      and rest_nums >= ${stay.nums}::int
    returning day::text as day, price`;
}

/** The nights `takeStockSql` returned, in date order; insufficient_room_stock when one is missing. */
export function takenNights(
  stay: Stay,
  taken: { day: string; price: number | string }[],
): TakenNight[] {
  if (taken.length !== stay.days) throw insufficientStock();
  return taken
    .map((r) => ({ day: r.day, price: Number(r.price) }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** Takes `nums` rooms on every night of the stay, or throws insufficient_room_stock. */
export async function takeStock(tx: Transaction, stay: Stay): Promise<TakenNight[]> {
  return takenNights(
    stay,
    await rows<{ day: string; price: number | string }>(tx, takeStockSql(stay)),
  );
}

/** Gives an order's rooms back on every night it took them. */
export async function returnStock(tx: Transaction, stay: Stay): Promise<number> {
  const result = (await tx.execute(sql`
    update room_type_days set rest_nums = rest_nums + ${stay.nums}::int
    where room_type_id = ${stay.roomTypeId}::int
      and day >= ${stay.start}::date and day < ${stay.start}::date + ${stay.days}::int`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/**
 * One room's price on every night of `days` nights from `start` that has a row, in date
 * order, read without a lock (the stock is taken afterwards, by `takeStock`). `minRooms`
 * leaves out nights with fewer rooms left.
 */
export async function readNightPrices(
  tx: Transaction,
  stay: Omit<Stay, 'nums'>,
  minRooms = 0,
): Promise<TakenNight[]> {
  const found = await rows<{ day: string; price: number | string }>(
    tx,
    sql`select day::text as day, price from room_type_days
        where room_type_id = ${stay.roomTypeId}::int
          and day >= ${stay.start}::date and day < ${stay.start}::date + ${stay.days}::int
          and rest_nums >= ${minRooms}::int
        order by day`,
  );
  return found.map((row) => ({ day: row.day, price: Number(row.price) }));
}

/** A night's row as stored: price in minor units. */
export interface StoredNight {
  /** `YYYY-MM-DD`. */
  day: string;
  price: number;
  restNums: number;
}

/** A PostgreSQL `date[]` literal of ISO days. */
export const dateArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/**
 * Locks the rows of those nights (`YYYY-MM-DD`), in day order as a booking's stock update
 * meets them, and answers them by day. A booking holding one commits first; one arriving
 * later waits for the caller's commit and then meets its new `rest_nums`.
 */
export async function lockNights(
  tx: Transaction,
  roomTypeId: number,
  days: readonly string[],
): Promise<Map<string, StoredNight>> {
  const locked = await rows<{ day: string; price: number | string; rest_nums: number | string }>(
    tx,
    sql`select day::text as day, price, rest_nums from room_type_days
        where room_type_id = ${roomTypeId}::int and day = any(${dateArray(days)})
        order by day
        for update`,
  );
  return new Map(
    locked.map((row) => [
      row.day,
      { day: row.day, price: Number(row.price), restNums: Number(row.rest_nums) },
    ]),
  );
}

/**
 * Sets the price and/or rooms left of those nights (unchanged where undefined), adding the
 * rows of `missing` nights (which need both). The caller locked the nights (`lockNights`).
 */
export async function setNights(
  tx: Transaction,
  roomTypeId: number,
  nights: { days: readonly string[]; missing: readonly string[] },
  values: { price?: number; restNums?: number },
): Promise<void> {
  await tx.execute(sql`update room_type_days
    set price = coalesce(${values.price ?? null}::int, price),
        rest_nums = coalesce(${values.restNums ?? null}::int, rest_nums)
    where room_type_id = ${roomTypeId}::int and day = any(${dateArray(nights.days)})`);
  if (nights.missing.length > 0) {
    await tx.execute(sql`insert into room_type_days (room_type_id, day, price, rest_nums)
      select ${roomTypeId}::int, d, ${values.price ?? null}::int, ${values.restNums ?? null}::int
      from unnest(${dateArray(nights.missing)}) as d
      order by d
      on conflict (room_type_id, day) do update
        set price = excluded.price, rest_nums = excluded.rest_nums`);
  }
}

/**
 * Locks every night of the room type from `from` (`YYYY-MM-DD`) on, in day order as
 * `lockNights` does, and answers them by day: what a change of the physical rooms checks
 * against.
 */
export async function lockNightsFrom(
  tx: Transaction,
  roomTypeId: number,
  from: string,
): Promise<Map<string, StoredNight>> {
  const locked = await rows<{ day: string; price: number | string; rest_nums: number | string }>(
    tx,
    sql`select day::text as day, price, rest_nums from room_type_days
        where room_type_id = ${roomTypeId}::int and day >= ${from}::date
        order by day
        for update`,
  );
  return new Map(
    locked.map((row) => [
      row.day,
      { day: row.day, price: Number(row.price), restNums: Number(row.rest_nums) },
    ]),
  );
}

/**
 * Sets the rooms left of some nights, each its own value; the caller locked them
 * (`lockNights`, `lockNightsFrom`) and only ever lowers them.
 */
export async function lowerNights(
  tx: Transaction,
  roomTypeId: number,
  nights: readonly { day: string; restNums: number }[],
): Promise<void> {
  if (nights.length === 0) return;
  await tx.execute(sql`update room_type_days d set rest_nums = n.rest_nums
    from unnest(${dateArray(nights.map((n) => n.day))},
      ${`{${nights.map((n) => n.restNums).join(',')}}`}::int[]) as n(day, rest_nums)
    where d.room_type_id = ${roomTypeId}::int and d.day = n.day`);
}
