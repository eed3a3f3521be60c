import type { Database } from '../db';
import { type ClockedJobOptions, clockedJob, type PeriodicJob } from '../jobs/periodic';
import { expireMemberCredits, membersWithExpiringCredits } from './credits';

/**
 * The points expiry: every member whose oldest points are past POINTS_EXPIRY_MONTHS gets its
 * operate 4 entries (`expireMemberCredits`), one member per transaction, so a round never
 * holds one member's row while waiting for another's and a booking waits at most for one
 * member's entries. Any number of gateways may run it at once: each member is decided under
 * its row lock, and the second to get there finds nothing left.
 */

export interface CreditsExpiryResult {
  /** Members who lost points this round. */
  members: number;
  /** Points expired this round. */
  credits: number;
}

/** Points expire by the day; an hourly round is soon enough (the dev clock runs one at once). */
export const CREDITS_EXPIRY_INTERVAL_MS = 60 * 60_000;

const BATCH = 200;

export async function expireCredits(
  db: Database,
  options: { now?: Date } = {},
): Promise<CreditsExpiryResult> {
  const now = options.now ?? new Date();
  const result: CreditsExpiryResult = { members: 0, credits: 0 };
  let after = 0;
  for (;;) {
    const ids = await membersWithExpiringCredits(db, now, after, BATCH);
    for (const userId of ids) {
      const expired = await db.transaction((tx) => expireMemberCredits(tx, userId, now));
      if (expired > 0) {
        result.members += 1;
        result.credits += expired;
      }
    }
    const last = ids.at(-1);
    if (last === undefined || ids.length < BATCH) break;
    after = last;
  }
  return result;
}

export type CreditsExpiryJob = PeriodicJob<CreditsExpiryResult>;

export function startCreditsExpiryJob(
  db: Database,
  options: ClockedJobOptions = {},
): CreditsExpiryJob {
  return clockedJob((now) => expireCredits(db, { now }), {
    ...options,
    intervalMs: options.intervalMs ?? CREDITS_EXPIRY_INTERVAL_MS,
    report: (result) => (result.credits > 0 ? result : undefined),
    done: 'points expired',
    failed: 'points expiry failed',
  });
}
