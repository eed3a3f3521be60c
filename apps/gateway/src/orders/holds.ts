import type { Database } from '../db';
import {
  type ClockedJobOptions,
  claimOneByOne,
  type PeriodicJob,
  startClockedJob,
} from '../jobs/periodic';
import { expireHeldOrder } from './lifecycle';

/**
 * The hold sweep: unpaid orders whose hold is over move to 9 (cancelled) through the order
 * lifecycle (`expireHeldOrder`), which gives every night's rooms and the points back.
 * One order per transaction also keeps the lock order of stock.ts (stock last): a batch
 * would hold the catalogue version row from its first order while waiting for a later
 * order's member row, which a booking holding that row and waiting for the version row
 * would turn into a deadlock.
 */

export interface SweepResult {
  expired: string[];
}

export async function expireHolds(
  db: Database,
  options: { now?: Date; limit?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 100;
  return { expired: await claimOneByOne(() => expireHeldOrder(db, now), limit) };
}

export type HoldSweeper = PeriodicJob<SweepResult>;

/** Sweeps on a timer inside the gateway (jobs/periodic). */
export function startHoldSweeper(
  db: Database,
  options: ClockedJobOptions & { intervalMs: number },
): HoldSweeper {
  return startClockedJob((now) => expireHolds(db, { now }), {
    ...options,
    report: (result) => (result.expired.length > 0 ? { orders: result.expired.length } : undefined),
    done: 'unpaid holds expired',
    failed: 'hold sweep failed',
  });
}
