import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic';
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
  const expired: string[] = [];
  while (expired.length < limit) {
    const id = await expireHeldOrder(db, now);
    if (id === undefined) break;
    expired.push(id);
  }
  return { expired };
}

export type HoldSweeper = PeriodicJob<SweepResult>;

/** Sweeps on a timer inside the gateway (jobs/periodic). */
export function startHoldSweeper(
  db: Database,
  options: {
    intervalMs: number;
    clock?: Clock;
    logger?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  },
): HoldSweeper {
  const clock = options.clock ?? systemClock;
  return startPeriodicJob(
    async () => {
      const result = await expireHolds(db, { now: clock() });
      if (result.expired.length > 0) {
        options.logger?.info({ orders: result.expired.length }, 'unpaid holds expired');
      }
      return result;
    },
    {
      intervalMs: options.intervalMs,
      onError: (err) => options.logger?.error({ err }, 'hold sweep failed'),
    },
  );
}
