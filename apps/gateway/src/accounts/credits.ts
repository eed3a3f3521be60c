import { LEVEL_NIGHTS, POINTS_EXPIRY_MONTHS } from '@bookdirect/gateway-sdk';
import {
  type CreditsNote,
  CreditsOperate,
  type CreditsOperateId,
  type MemberLevel,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import { and, asc, count, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { BusinessError } from '../http/envelope';
import { userCreditsNotes, users } from './schema';

/**
 * The points ledger and the member level. A balance is always the SUM of the member's rows;
 * `appendCredits` is the only way to change it.
 */

export interface CreditsEntry {
  userId: number;
  operate: CreditsOperateId;
  /** Signed: > 0 for earn (1) and refund (3), < 0 for spend (2) and expire (4). */
  credits: number;
  /** The order it belongs to; '' for none. */
  orderId?: string;
  /**
   * When it happened, from the gateway's clock, so that points age with it (expiry counts
   * from here); the demo seed back-dates its history. The database's time when not given.
   */
  createdAt?: Date;
}

export interface AppendedCredits {
  noteId: number;
  /** The balance after this entry. */
  balance: number;
}

/** rec 6 `account:credits_insufficient`: a spend or expiry beyond the balance. */
export class InsufficientCreditsError extends BusinessError<{ credits: number }> {
  constructor(balance: number) {
    super(Rec.conflict, 'account:credits_insufficient', { credits: balance }, { credits: balance });
  }
}

/**
 * Appends one ledger entry inside the caller's transaction (so an order and its points
 * commit together). The member's row is locked FOR UPDATE first: two spends of the same
 * member run one after the other, and neither can take the balance below zero.
 */
export async function appendCredits(
  tx: Transaction,
  entry: CreditsEntry,
): Promise<AppendedCredits> {
  const { userId, operate, credits } = entry;
  if (!Number.isSafeInteger(credits) || credits === 0) {
    throw new Error(`credits must be a non-zero integer, got ${credits}`);
  }
  const positive = operate === CreditsOperate.earn || operate === CreditsOperate.refund;
  if (positive !== credits > 0) {
    throw new Error(`operate ${operate} takes ${positive ? 'positive' : 'negative'} credits`);
  }
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!member) throw new Error(`no user ${userId}`);
  const before = await creditsBalance(tx, userId);
  if (before + credits < 0) throw new InsufficientCreditsError(before);
  const [row] = await tx
    .insert(userCreditsNotes)
    .values({
      userId,
      operate,
      credits,
      orderId: entry.orderId ?? '',
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })
    .returning({ id: userCreditsNotes.id });
  if (!row) throw new Error('credits insert returned no row');
  return { noteId: row.id, balance: before + credits };
}

export async function creditsBalance(db: Transaction | Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${userCreditsNotes.credits}), 0)::int` })
    .from(userCreditsNotes)
    .where(eq(userCreditsNotes.userId, userId));
  return Number(row?.sum ?? 0);
}

/**
 * When points earned or returned at `at` expire: POINTS_EXPIRY_MONTHS later, at the same time
 * of day (UTC). A day the later month lacks (29 February into a common year) expires at the
 * first instant of the month after, so a later entry never expires before an earlier one:
 * the expiry below relies on that order.
 */
export function creditsExpireAt(at: Date): Date {
  const months = at.getUTCMonth() + POINTS_EXPIRY_MONTHS;
  const end = new Date(
    Date.UTC(
      at.getUTCFullYear(),
      months,
      at.getUTCDate(),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
  if (end.getUTCMonth() !== ((months % 12) + 12) % 12) {
    return new Date(Date.UTC(at.getUTCFullYear(), months + 1, 1));
  }
  return end;
}

/** A page of the ledger, newest first. */
export async function listCredits(
  db: Database,
  userId: number,
  page: number,
  nums: number,
): Promise<{ list: CreditsNote[]; total: number }> {
  const rows = await db
    .select()
    .from(userCreditsNotes)
    .where(eq(userCreditsNotes.userId, userId))
    .orderBy(desc(userCreditsNotes.createdAt), desc(userCreditsNotes.id))
    .limit(nums)
    .offset((page - 1) * nums);
  const [total] = await db
    .select({ n: count() })
    .from(userCreditsNotes)
    .where(eq(userCreditsNotes.userId, userId));
  return {
    list: rows.map((r) => ({
      user_credits_note_id: r.id,
      operate: r.operate as CreditsOperateId,
      credits: r.credits,
      create_time: Math.floor(r.createdAt.getTime() / 1000),
      expire_time: r.credits > 0 ? Math.floor(creditsExpireAt(r.createdAt).getTime() / 1000) : 0,
      order_id: r.orderId,
    })),
    total: Number(total?.n ?? 0),
  };
}

/**
 * Writes what the member's points owe to time at `now`: an operate 4 entry for each earned
 * or returned lot (1, 3) past its expiry (`creditsExpireAt`) that was not spent, first in,
 * first out. Spends and earlier expiries (every negative entry) use up the oldest lots first,
 * and a lot expires only after every older one has, so the lots that have expired are the
 * oldest ones and what is left of them is what the lots up to the last of them hold beyond
 * everything ever taken. The member's row is locked first, as in `appendCredits`: two
 * gateways expiring the same member, or a spend at the same moment, run one after the other
 * and the second finds nothing more to expire. Each entry is dated when its lot expired and
 * names the lot's order. Answers the points expired.
 */
export async function expireMemberCredits(
  tx: Transaction,
  userId: number,
  now: Date,
): Promise<number> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!member) return 0;
  const [taken] = await tx
    .select({ sum: sql<number>`coalesce(-sum(${userCreditsNotes.credits}), 0)::int` })
    .from(userCreditsNotes)
    .where(and(eq(userCreditsNotes.userId, userId), lt(userCreditsNotes.credits, 0)));
  const used = Number(taken?.sum ?? 0);
  const lots = await tx
    .select({
      credits: userCreditsNotes.credits,
      createdAt: userCreditsNotes.createdAt,
      orderId: userCreditsNotes.orderId,
    })
    .from(userCreditsNotes)
    .where(
      and(
        eq(userCreditsNotes.userId, userId),
        gt(userCreditsNotes.credits, 0),
        lte(userCreditsNotes.createdAt, expiryCutoff(now)),
      ),
    )
    .orderBy(asc(userCreditsNotes.createdAt), asc(userCreditsNotes.id));
  let supplied = 0;
  let expired = 0;
  for (const lot of lots) {
    const expiresAt = creditsExpireAt(lot.createdAt);
    if (expiresAt.getTime() > now.getTime()) break;
    supplied += lot.credits;
    const left = Math.min(lot.credits, supplied - used);
    if (left <= 0) continue;
    await appendCredits(tx, {
      userId,
      operate: CreditsOperate.expire,
      credits: -left,
      orderId: lot.orderId,
      createdAt: expiresAt,
    });
    expired += left;
  }
  return expired;
}

/**
 * No lot created after this has expired at `now`: POINTS_EXPIRY_MONTHS back, plus four days
 * for months of unequal length (`creditsExpireAt` then decides each lot exactly).
 */
function expiryCutoff(now: Date): Date {
  const back = new Date(now.getTime());
  back.setUTCMonth(back.getUTCMonth() - POINTS_EXPIRY_MONTHS);
  return new Date(back.getTime() + 4 * 86_400_000);
}

/**
 * Members who may have points to expire at `now`, by id after `afterUserId`: their lots old
 * enough hold more than every negative entry took. The cutoff is generous, so a member here
 * may turn out to owe nothing (`expireMemberCredits` decides under the lock).
 */
export async function membersWithExpiringCredits(
  db: Database,
  now: Date,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const cutoff = expiryCutoff(now);
  const found = await db
    .select({ userId: userCreditsNotes.userId })
    .from(userCreditsNotes)
    .where(gt(userCreditsNotes.userId, afterUserId))
    .groupBy(userCreditsNotes.userId)
    .having(
      sql`coalesce(sum(${userCreditsNotes.credits}) filter (where ${userCreditsNotes.credits} > 0 and ${userCreditsNotes.createdAt} <= ${cutoff.toISOString()}::timestamptz), 0)
        + coalesce(sum(${userCreditsNotes.credits}) filter (where ${userCreditsNotes.credits} < 0), 0) > 0`,
    )
    .orderBy(asc(userCreditsNotes.userId))
    .limit(limit);
  return found.map((r) => r.userId);
}

/** Silver under 5 nights in 12 months, gold 5+, platinum 15+, diamond 30+ (contract). */
export function levelForNights(nights: number): MemberLevel {
  if (nights >= LEVEL_NIGHTS.diamond) return 4;
  if (nights >= LEVEL_NIGHTS.platinum) return 3;
  if (nights >= LEVEL_NIGHTS.gold) return 2;
  return 1;
}

/**
 * Nights of the member's stays completed within the LEVEL_WINDOW_MONTHS before `now`, which
 * decide the level. Stays are the orders domain's, and orders depend on accounts, not the
 * reverse: the app hands the orders domain's answer to the account routes.
 */
export type CompletedNights = (db: Database, userId: number, now: Date) => Promise<number>;

export interface MemberStanding {
  level: MemberLevel;
  /** Nights completed in the last LEVEL_WINDOW_MONTHS. */
  nights: number;
}

export async function memberStanding(
  db: Database,
  userId: number,
  completedNights: CompletedNights,
  now: Date,
): Promise<MemberStanding> {
  const nights = await completedNights(db, userId, now);
  return { level: levelForNights(nights), nights };
}
