import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rows } from '../db';
import { type ClockedJobOptions, clockedJob, type PeriodicJob } from './periodic';

/**
 * Keeps the months of `room_type_days` ready ahead of the nights sold (migration 0031): once a
 * day, the partition of every month from the clock's month to the months ahead that
 * `room_type_days_add_months()` keeps (its default, the one home of that number), each created
 * with the nights already written to the default partition for it. A month that exists is left
 * as it is, so a round that finds every month ready changes nothing.
 */
export const ROOM_TYPE_DAYS_MONTHS_INTERVAL_MS = 24 * 3_600_000;

/** The partitions created as of `now` (UTC day), by name; none when every month was ready. */
export async function addRoomTypeDayMonths(db: Database, now: Date): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  const [row] = await rows<{ added: string[] | null }>(
    db,
    sql`select room_type_days_add_months(${today}::date) as added`,
  );
  return row?.added ?? [];
}

export type RoomTypeDayMonthsJob = PeriodicJob<string[]>;

export function startRoomTypeDayMonthsJob(
  db: Database,
  options: ClockedJobOptions = {},
): RoomTypeDayMonthsJob {
  return clockedJob((now) => addRoomTypeDayMonths(db, now), {
    ...options,
    intervalMs: options.intervalMs ?? ROOM_TYPE_DAYS_MONTHS_INTERVAL_MS,
    report: (added) => (added.length > 0 ? { partitions: added } : undefined),
    done: 'room_type_days months added',
    failed: 'room_type_days months could not be added',
  });
}
