import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { type ClockedJobOptions, clockedJob, type PeriodicJob } from '../jobs/periodic';
import { retireKeyboxPasswords } from './keybox';
import { assignRooms, ordersDueForRooms } from './rooms';
import { pruneCheckinTokens } from './tokens';

/**
 * The check-in job: assigns rooms to the paid orders whose window has opened (before anyone
 * verifies them), retires the passwords of rooms left at 11:00 with the hotel's reset tasks,
 * and forgets expired guest tokens. Each order is assigned in its own transaction.
 */

export interface CheckinRoundResult {
  assigned: string[];
  retired: number;
  tokensPruned: number;
}

export const CHECKIN_JOB_INTERVAL_MS = 60_000;

export async function runCheckinRound(
  db: Database,
  now: Date,
  logger?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<CheckinRoundResult> {
  const assigned: string[] = [];
  for (const orderId of await ordersDueForRooms(db, now)) {
    const outcome = await assignRooms(db, orderId, now, logger);
    if (outcome.changed) assigned.push(orderId);
  }
  const retired = await retireKeyboxPasswords(db, now);
  const tokensPruned = await pruneCheckinTokens(db);
  return { assigned, retired, tokensPruned };
}

export type CheckinJob = PeriodicJob<CheckinRoundResult>;

export function startCheckinJob(
  db: Database,
  options: ClockedJobOptions & { logger?: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'> } = {},
): CheckinJob {
  return clockedJob((now) => runCheckinRound(db, now, options.logger), {
    ...options,
    intervalMs: options.intervalMs ?? CHECKIN_JOB_INTERVAL_MS,
    report: (result) =>
      result.assigned.length > 0 || result.retired > 0
        ? { rooms_assigned: result.assigned.length, passwords_retired: result.retired }
        : undefined,
    done: 'check-in rooms assigned and passwords retired',
    failed: 'check-in job failed',
  });
}
