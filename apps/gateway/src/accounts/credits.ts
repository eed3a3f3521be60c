import {
  type CreditsNote,
  CreditsOperate,
  type CreditsOperateId,
  type MemberLevel,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
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
  /** Back-dated history (the demo seed); the database's now() otherwise. */
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
      order_id: r.orderId,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Silver under 5 nights in 12 months, gold 5+, platinum 15+, diamond 30+ (contract). */
export function levelForNights(nights: number): MemberLevel {
  if (nights >= 30) return 4;
  if (nights >= 15) return 3;
  if (nights >= 5) return 2;
  return 1;
}

/**
 * Nights of the member's stays completed in the last 12 months, which decide the level.
 * Orders do not exist yet: until the orders domain lands this is 0 (everyone is silver), and
 * the orders issue replaces the body with a query over completed orders.
 */
export async function completedNightsLastYear(_db: Database, _userId: number): Promise<number> {
  return 0;
}
