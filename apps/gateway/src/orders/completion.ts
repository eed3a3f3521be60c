import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic';
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
  const completed: string[] = [];
  while (completed.length < limit) {
    const id = await completeStay(db, now);
    if (id === undefined) break;
    completed.push(id);
  }
  return { completed };
}

export type CompletionJob = PeriodicJob<CompletionResult>;

export function startCompletionJob(
  db: Database,
  options: {
    intervalMs?: number;
    clock?: Clock;
    logger?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  } = {},
): CompletionJob {
  const clock = options.clock ?? systemClock;
  return startPeriodicJob(
    async () => {
      const result = await completeStays(db, { now: clock() });
      if (result.completed.length > 0) {
        options.logger?.info({ orders: result.completed.length }, 'stays completed');
      }
      return result;
    },
    {
      intervalMs: options.intervalMs ?? COMPLETION_INTERVAL_MS,
      onError: (err) => options.logger?.error({ err }, 'stay completion failed'),
    },
  );
}
