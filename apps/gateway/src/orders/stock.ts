import { Rec } from '@bookdirect/gateway-sdk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rows, type Transaction } from '../db';
import { BusinessError } from '../http/envelope';

/**
 * Stock moves only through these two conditional updates, inside the order's transaction.
 * `rest_nums >= n` is re-checked on the row's newest version when a concurrent booking held
 * it (READ COMMITTED re-evaluation), and the CHECK (rest_nums >= 0) backs it: no interleaving
 * can oversell. A short night means fewer rows than nights; the caller's transaction then
 * rolls back whatever this statement took.
 *
 * Lock order, the same in every transaction of this domain: the order row, then the
 * member's row (points), then room_type_days and, when a night sells out or reopens, the
 * search versions of its (city, night) (`search_day_versions`, bumped in (city, night) order
 * by the table's statement trigger) as the last statement before commit. No row is shared by
 * all bookings: two bookings queue only on the same room type's night, or on the same city's
 * night when both change what a search shows, and then only until the commit right after. That last step waits for no one holding
 * anything it needs, so orders cannot deadlock among themselves; catalogue writers that lock
 * in another order can still meet a booking, hence `withRetry`.
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
export async function returnStock(
  tx: Transaction,
  stay: { roomTypeId: number; start: string; days: number; nums: number },
): Promise<number> {
  const result = (await tx.execute(sql`
    update room_type_days set rest_nums = rest_nums + ${stay.nums}::int
    where room_type_id = ${stay.roomTypeId}::int
      and day >= ${stay.start}::date and day < ${stay.start}::date + ${stay.days}::int`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** Deadlock or serialization failure: PostgreSQL aborted the transaction, a rerun may pass. */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/** Runs a whole transaction again (up to three times) when PostgreSQL aborted it. */
export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
