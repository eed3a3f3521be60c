import type { Database } from '../db';
import {
  type ClockedJobOptions,
  claimOneByOne,
  clockedJob,
  type PeriodicJob,
} from '../jobs/periodic';
import { dropExpiredChange } from './dates';
import { expireHeldOrder } from './lifecycle';

/**
 * The hold sweep: unpaid orders whose hold is over move to 9 (cancelled) through the order
 * lifecycle (`expireHeldOrder`), which gives every night's rooms and the points back.
 * One order per transaction also keeps the lock order of catalog/stock.ts (stock last): a batch
 * would hold stock and search version rows from its first order while waiting for a later
 * order's member row, which a booking holding that member row and waiting for those rows
 * would turn into a deadlock.
 */

export interface SweepResult {
  expired: string[];
  /** Orders whose hold is over but whose payment is still being decided. */
  waiting: number;
}

/**
 * The payments domain's side of the sweep (payments/reconcile.ts): before unpaid orders are
 * cancelled, it settles those whose money was taken or is being taken, and answers the ones
 * to leave for a later round. Orders never look at payments themselves.
 */
export interface HoldDesk {
  beforeExpiry(now: Date): Promise<string[]>;
}

export async function expireHolds(
  db: Database,
  options: { now?: Date; limit?: number; desk?: HoldDesk } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 100;
  const leave = (await options.desk?.beforeExpiry(now)) ?? [];
  const expired = await claimOneByOne(() => expireHeldOrder(db, now, leave), limit);
  // Date changes whose hold ended unpaid: the order keeps its stay, the held nights go back.
  await claimOneByOne(async () => (await dropExpiredChange(db, now))?.toString(), limit);
  return { expired, waiting: leave.length };
}

export type HoldSweeper = PeriodicJob<SweepResult>;

/** The hold sweep as a periodic job (jobs/periodic), run by the job runner. */
export function startHoldSweeper(
  db: Database,
  options: ClockedJobOptions & { intervalMs: number; desk?: HoldDesk },
): HoldSweeper {
  return clockedJob((now) => expireHolds(db, { now, desk: options.desk }), {
    ...options,
    report: (result) => (result.expired.length > 0 ? { orders: result.expired.length } : undefined),
    done: 'unpaid holds expired',
    failed: 'hold sweep failed',
  });
}
