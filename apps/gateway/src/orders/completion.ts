import type { Database } from '../db';
import {
  type ClockedJobOptions,
  claimOneByOne,
  clockedJob,
  type PeriodicJob,
} from '../jobs/periodic';
import { completeStay } from './lifecycle';

/**
 * The completion job: paid stays whose check-out day is over move to 6 (completed) through
 * the order lifecycle (`completeStay`), which credits the points they earn. One order per
 * transaction, like the hold sweep, so a booking never waits behind a whole round.
 */

export interface CompletionResult {
  completed: string[];
}

/** Stays complete by the day; every ten minutes is soon enough (the dev clock runs one at once). */
export const COMPLETION_INTERVAL_MS = 10 * 60_000;

export async function completeStays(
  db: Database,
  options: { now?: Date; limit?: number } = {},
): Promise<CompletionResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 500;
  return { completed: await claimOneByOne(() => completeStay(db, now), limit) };
}

export type CompletionJob = PeriodicJob<CompletionResult>;

export function startCompletionJob(db: Database, options: ClockedJobOptions = {}): CompletionJob {
  return clockedJob((now) => completeStays(db, { now }), {
    ...options,
    intervalMs: options.intervalMs ?? COMPLETION_INTERVAL_MS,
    report: (result) =>
      result.completed.length > 0 ? { orders: result.completed.length } : undefined,
    done: 'stays completed',
    failed: 'stay completion failed',
  });
}
