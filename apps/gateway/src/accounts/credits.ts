import { LEVEL_NIGHTS, POINTS_EXPIRY_MONTHS } from '@bookdirect/gateway-sdk';
import {
  type CreditsNote,
  CreditsOperate,
  type CreditsOperateId,
  type MemberLevel,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import { count, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, rows, type Transaction } from '../db';
import { BusinessError } from '../http/envelope';
import { userCreditsNotes, users } from './schema';

/**
 * The points ledger and the member level. The ledger is append-only and `appendCredits` is
 * the only way to spend or add points; a balance is read at a moment (`creditsBalanceSql`):
 * what the rows add up to, less what has expired by then and has no expiry entry yet.
 */

export interface CreditsEntry {
  userId: number;
  /** Earn (1), spend (2) or return (3); expiries (4) are written by `expireMemberCredits`. */
  operate: CreditsOperateId;
  /** Signed: > 0 for earn (1) and refund (3), < 0 for spend (2). */
  credits: number;
  /** The order it belongs to; '' for none. */
  orderId?: string;
  /**
   * When it happened, from the gateway's clock, so that points age with it (expiry counts
   * from here) and a spend is weighed against the points alive at that moment; the demo
   * seed back-dates its history. The database's time when not given.
   */
  createdAt?: Date;
}

export interface AppendedCredits {
  noteId: number;
  /** The balance after this entry. */
  balance: number;
}

/** rec 6 `account:credits_insufficient`: a spend beyond the balance. */
export class InsufficientCreditsError extends BusinessError<{ credits: number }> {
  constructor(balance: number) {
    super(Rec.conflict, 'account:credits_insufficient', { credits: balance }, { credits: balance });
  }
}

/** Takes the member's row FOR UPDATE: whatever changes its points waits for the one before. */
async function lockMember(tx: Transaction, userId: number): Promise<boolean> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return member !== undefined;
}

async function insertNote(
  tx: Transaction,
  entry: Omit<CreditsEntry, 'operate'> & { operate: CreditsOperateId },
): Promise<number> {
  const [row] = await tx
    .insert(userCreditsNotes)
    .values({
      userId: entry.userId,
      operate: entry.operate,
      credits: entry.credits,
      orderId: entry.orderId ?? '',
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })
    .returning({ id: userCreditsNotes.id });
  if (!row) throw new Error('credits insert returned no row');
  return row.id;
}

/**
 * Appends one ledger entry inside the caller's transaction (so an order and its points
 * commit together). The member's row is locked FOR UPDATE first: two spends of the same
 * member run one after the other, and neither can take the balance below zero. A spend is
 * weighed against the balance at its own moment, so points past their expiry are never
 * spent, whether or not the expiry job has written them off yet.
 */
export async function appendCredits(
  tx: Transaction,
  entry: CreditsEntry,
): Promise<AppendedCredits> {
  const { userId, operate, credits } = entry;
  if (!Number.isSafeInteger(credits) || credits === 0) {
    throw new Error(`credits must be a non-zero integer, got ${credits}`);
  }
  if (operate === CreditsOperate.expire) {
    throw new Error('expiry entries are written by expireMemberCredits');
  }
  const positive = operate === CreditsOperate.earn || operate === CreditsOperate.refund;
  if (positive !== credits > 0) {
    throw new Error(`operate ${operate} takes ${positive ? 'positive' : 'negative'} credits`);
  }
  if (!(await lockMember(tx, userId))) throw new Error(`no user ${userId}`);
  const before = await creditsBalance(tx, userId, entry.createdAt ?? new Date());
  if (before + credits < 0) throw new InsufficientCreditsError(before);
  const noteId = await insertNote(tx, entry);
  return { noteId, balance: before + credits };
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * When points earned or returned at `createdAt` (a timestamptz) expire, as SQL:
 * POINTS_EXPIRY_MONTHS later, at the same time of day (UTC). A day the later month lacks
 * (29 February into a common year) expires at the first instant of the month after, so a
 * later entry never expires before an earlier one: the balance below relies on that order.
 */
export function creditsExpiry(createdAt: SQLWrapper): SQL<Date> {
  const utc = sql`(${createdAt} at time zone 'UTC')`;
  const later = sql`(${utc} + ${sql.raw(`interval '${POINTS_EXPIRY_MONTHS} months'`)})`;
  return sql<Date>`((case when extract(day from ${later}) = extract(day from ${utc}) then ${later}
    else date_trunc('month', ${later}) + interval '1 month' end) at time zone 'UTC')`;
}

/**
 * The expiry checkpoints of the members `scope` picks (a condition on user_credits_notes):
 * one row per lot (an earned or returned entry), at its expiry, with
 * `shortfall`, what the lots up to this one supplied beyond everything taken before it
 * expired (spends and expiry entries). Lots are used oldest first and expire in the order
 * they came, so what a lot leaves at its expiry is gone then: the points expired by `now` are
 * the largest shortfall (none when it is not above zero), and each lot's part of them is
 * how far its shortfall goes past those of the lots before it.
 *
 * Order at one instant: an expiry entry dated at a lot's expiry (`expireMemberCredits`
 * dates them so) counts before that lot's checkpoint, which it records; a spend at the
 * very instant counts after it, the points being gone at that instant.
 */
function expiryCheckpoints(scope: SQL): SQL {
  return sql`select user_id, id, order_id, created_at, at as expire_at,
      sum(supplied) over w - sum(taken) over w as shortfall, kind
    from (
      select user_id, 1 as kind, id, order_id, created_at, ${creditsExpiry(sql`created_at`)} as at,
        credits as supplied, 0 as taken
      from user_credits_notes where ${scope} and credits > 0
      union all
      select user_id, case when operate = ${CreditsOperate.expire} then 0 else 2 end, id,
        order_id, created_at, created_at, 0, -credits
      from user_credits_notes where ${scope} and credits < 0
    ) e
    window w as (partition by user_id order by at, kind, created_at, id)`;
}

/** The checkpoints whose lot has expired at `now`, as `c`. */
const expiredLots = (scope: SQL, now: Date) =>
  sql`(${expiryCheckpoints(scope)}) c where c.kind = 1 and c.expire_at <= ${timestamp(now)}`;

/**
 * The member's points balance at `now`, as one SQL expression (an int): what the ledger adds
 * up to, less the points past their expiry that no expiry entry records yet. Every balance
 * the gateway answers or spends from is this one: the member calls, the booking's read
 * statement, the check of a spend.
 */
export function creditsBalanceSql(userId: SQLWrapper, now: Date): SQL<number> {
  const scope = sql`user_id = ${userId}`;
  return sql<number>`((select coalesce(sum(credits), 0) from user_credits_notes where ${scope})
    - (select greatest(0, max(c.shortfall)) from ${expiredLots(scope, now)}))::int`;
}

export async function creditsBalance(
  db: Transaction | Database,
  userId: number,
  now: Date,
): Promise<number> {
  const [row] = await rows<{ balance: number }>(
    db,
    sql`select ${creditsBalanceSql(sql`${userId}::int`, now)} as balance`,
  );
  return Number(row?.balance ?? 0);
}

/** A page of the ledger, newest first. */
export async function listCredits(
  db: Database,
  userId: number,
  page: number,
  nums: number,
): Promise<{ list: CreditsNote[]; total: number }> {
  const notes = await db
    .select({
      id: userCreditsNotes.id,
      operate: userCreditsNotes.operate,
      credits: userCreditsNotes.credits,
      orderId: userCreditsNotes.orderId,
      createdAt: userCreditsNotes.createdAt,
      expireAt: creditsExpiry(userCreditsNotes.createdAt).mapWith(userCreditsNotes.createdAt),
    })
    .from(userCreditsNotes)
    .where(eq(userCreditsNotes.userId, userId))
    .orderBy(desc(userCreditsNotes.createdAt), desc(userCreditsNotes.id))
    .limit(nums)
    .offset((page - 1) * nums);
  const [total] = await db
    .select({ n: count() })
    .from(userCreditsNotes)
    .where(eq(userCreditsNotes.userId, userId));
  const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
  return {
    list: notes.map((r) => ({
      user_credits_note_id: r.id,
      operate: r.operate as CreditsOperateId,
      credits: r.credits,
      create_time: seconds(r.createdAt),
      expire_time: r.credits > 0 ? seconds(r.expireAt) : 0,
      order_id: r.orderId,
    })),
    total: Number(total?.n ?? 0),
  };
}

/**
 * Writes down what the member's points owe to time at `now`: an operate 4 entry for each
 * lot (1, 3) whose expiry has come with points of it unused, exactly what the balance
 * already leaves out (`expiryCheckpoints`), so the balance does not move when it is written
 * and the ledger adds up to it again. The member's row is locked first, as in
 * `appendCredits`: two gateways expiring the same member, or a spend at the same moment, run
 * one after the other and the second finds nothing more to write. Each entry is dated when
 * its lot expired and names the lot's order. Answers the points written off.
 */
export async function expireMemberCredits(
  tx: Transaction,
  userId: number,
  now: Date,
): Promise<number> {
  if (!(await lockMember(tx, userId))) return 0;
  const lots = await rows<{
    order_id: string;
    expire_at: Date | string;
    shortfall: number | string;
  }>(
    tx,
    sql`select c.order_id, c.expire_at, c.shortfall
      from ${expiredLots(sql`user_id = ${userId}::int`, now)}
      order by c.expire_at, c.created_at, c.id`,
  );
  let excluded = 0;
  for (const lot of lots) {
    const owed = Number(lot.shortfall) - excluded;
    if (owed <= 0) continue;
    excluded += owed;
    await insertNote(tx, {
      userId,
      operate: CreditsOperate.expire,
      credits: -owed,
      orderId: lot.order_id,
      createdAt: new Date(lot.expire_at),
    });
  }
  return excluded;
}

/**
 * No lot created after this has expired at `now`: POINTS_EXPIRY_MONTHS back, plus four days
 * for months of unequal length (`creditsExpiry` then decides each lot exactly).
 */
function expiryCutoff(now: Date): Date {
  const back = new Date(now.getTime());
  back.setUTCMonth(back.getUTCMonth() - POINTS_EXPIRY_MONTHS);
  return new Date(back.getTime() + 4 * 86_400_000);
}

/**
 * Members with points expired at `now` that no expiry entry records yet, by id after
 * `afterUserId`, at most `limit` of them. Only members holding a lot old enough to have
 * expired are reckoned; `expireMemberCredits` decides again under the member's lock.
 */
export async function membersWithExpiringCredits(
  db: Database,
  now: Date,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const scope = sql`user_id in (select user_id from user_credits_notes
    where user_id > ${afterUserId}::int and credits > 0 and created_at <= ${timestamp(expiryCutoff(now))})`;
  const found = await rows<{ user_id: number }>(
    db,
    sql`select c.user_id from ${expiredLots(scope, now)}
      group by c.user_id having max(c.shortfall) > 0
      order by c.user_id limit ${limit}::int`,
  );
  return found.map((r) => Number(r.user_id));
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
