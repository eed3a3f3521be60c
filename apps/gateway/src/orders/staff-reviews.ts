import { Rec } from '@bookdirect/gateway-sdk/contract';
import {
  type ReviewReplyLang,
  replyLangOf,
  type StaffReview,
  type StaffReviewList,
} from '@bookdirect/gateway-sdk/staff';
import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type SQL,
} from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError, validationFailed } from '../http/envelope';
import { type AuditActor, auditTarget, recordAudit } from '../staff/audit';
import { staff } from '../staff/schema';
import { assertWorksFor, hotelScope } from '../staff/scope';
import type { StaffProfile } from '../staff/service';
import { addToHotelScore, removeFromHotelScore } from './reviews';
import { hotelReviews } from './schema';

/**
 * The back office's reviews: the list of the caller's hotels' reviews, hiding one (it leaves
 * the hotel page and the hotel's score at once), showing it again, and the hotel's reply.
 * Each write locks the review's row first, so two hides of one review queue and the second
 * finds it hidden; the hotel's row is updated last (see lifecycle/review.ts for the order).
 */

export const REVIEW_HIDE_ACTION = 'review.hide';
export const REVIEW_SHOW_ACTION = 'review.show';
export const REVIEW_REPLY_ACTION = 'review.reply';

const hiddenAlready = () => new BusinessError(Rec.conflict, 'office_reviews:review_hidden_already');
const shownAlready = () => new BusinessError(Rec.conflict, 'office_reviews:review_shown_already');

const hider = aliasedTable(staff, 'hider');
const replier = aliasedTable(staff, 'replier');

const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : 0);
const nameOf = (name: string | null, email: string | null) => name?.trim() || email || '';

const COLUMNS = {
  review: hotelReviews,
  hiderName: hider.name,
  hiderEmail: hider.email,
  replierName: replier.name,
  replierEmail: replier.email,
};

/** The reviews with who hid and who answered them, for `where`. */
function selectReviews(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(hotelReviews)
    .leftJoin(hider, eq(hider.id, hotelReviews.hiddenBy))
    .leftJoin(replier, eq(replier.id, hotelReviews.repliedBy))
    .where(where);
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

function toStaffReview(row: ReviewRow): StaffReview {
  const r = row.review;
  return {
    review_id: r.id,
    hotel_id: r.hotelId,
    order_id: r.orderId ?? '',
    score: r.score,
    content: r.content,
    nickname: r.nickname,
    lang: r.lang,
    create_time: seconds(r.createdAt),
    hidden: r.hiddenAt ? 1 : 0,
    hidden_reason: r.hiddenAt ? r.hiddenReason : '',
    hidden_by_name: r.hiddenAt ? nameOf(row.hiderName, row.hiderEmail) : '',
    hidden_time: seconds(r.hiddenAt),
    reply: r.reply,
    reply_lang: r.reply ? r.replyLang : '',
    reply_time: r.reply ? seconds(r.repliedAt) : 0,
    replied_by_name: r.reply ? nameOf(row.replierName, row.replierEmail) : '',
  };
}

/**
 * `GET /v1/s/reviews/`: newest first. A manager names one of their hotels (rec 2 without
 * one, rec 5 for another); an admin may leave it out for the whole group.
 */
export async function listStaffReviews(
  db: Database,
  member: StaffProfile,
  query: { hotelId?: number; hidden?: number; page: number; nums: number },
): Promise<StaffReviewList> {
  const scope = hotelScope(member);
  if (scope && query.hotelId === undefined) {
    throw validationFailed({ hotel_id: 'validation:required' });
  }
  if (query.hotelId !== undefined) assertWorksFor(member, query.hotelId);
  const conditions: SQL[] = [];
  if (query.hotelId !== undefined) conditions.push(eq(hotelReviews.hotelId, query.hotelId));
  else if (scope) conditions.push(inArray(hotelReviews.hotelId, scope));
  if (query.hidden === 1) conditions.push(isNotNull(hotelReviews.hiddenAt));
  if (query.hidden === 0) conditions.push(isNull(hotelReviews.hiddenAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectReviews(db, where)
      .orderBy(desc(hotelReviews.createdAt), desc(hotelReviews.id))
      .limit(query.nums)
      .offset((query.page - 1) * query.nums),
    db.select({ total: count() }).from(hotelReviews).where(where),
  ]);
  return { review_list: rows.map(toStaffReview), total: counted?.total ?? 0 };
}

/** The review locked for this transaction's write: rec 5 when missing or out of reach. */
async function lockReview(tx: Transaction, member: StaffProfile, reviewId: number) {
  const [row] = await tx
    .select()
    .from(hotelReviews)
    .where(eq(hotelReviews.id, reviewId))
    .for('update');
  assertWorksFor(member, row?.hotelId);
  if (!row) throw new BusinessError(Rec.notFound);
  return row;
}

/** The review as the list answers it, read inside the write's transaction. */
async function reviewById(tx: Transaction, reviewId: number): Promise<StaffReview> {
  const [row] = await selectReviews(tx, eq(hotelReviews.id, reviewId));
  if (!row) throw new BusinessError(Rec.notFound);
  return toStaffReview(row);
}

/**
 * `PUT /v1/s/reviews/{id}/hide/`: hides the review and takes its score out of the hotel's,
 * with its audit entry, in one transaction. Rec 6 when it is hidden already.
 */
export async function hideReview(
  db: Database,
  member: StaffProfile,
  actor: AuditActor,
  input: { reviewId: number; reason: string },
): Promise<StaffReview> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const row = await lockReview(tx, member, input.reviewId);
      if (row.hiddenAt) throw hiddenAlready();
      await tx
        .update(hotelReviews)
        .set({ hiddenAt: actor.at, hiddenBy: actor.staffId, hiddenReason: input.reason })
        .where(eq(hotelReviews.id, row.id));
      await recordAudit(tx, actor, {
        action: REVIEW_HIDE_ACTION,
        target: auditTarget('review', row.id),
        before: { hidden: 0 },
        after: { hidden: 1, reason: input.reason },
      });
      await removeFromHotelScore(tx, row.hotelId, row.score);
      return reviewById(tx, row.id);
    }),
  );
}

/**
 * `PUT /v1/s/reviews/{id}/show/`: shows a hidden review again and adds its score back to
 * the hotel's, with its audit entry. Rec 6 when it is shown already.
 */
export async function showReview(
  db: Database,
  member: StaffProfile,
  actor: AuditActor,
  input: { reviewId: number },
): Promise<StaffReview> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const row = await lockReview(tx, member, input.reviewId);
      if (!row.hiddenAt) throw shownAlready();
      await tx
        .update(hotelReviews)
        .set({ hiddenAt: null, hiddenBy: null, hiddenReason: '' })
        .where(eq(hotelReviews.id, row.id));
      await recordAudit(tx, actor, {
        action: REVIEW_SHOW_ACTION,
        target: auditTarget('review', row.id),
        before: { hidden: 1, reason: row.hiddenReason },
        after: { hidden: 0 },
      });
      await addToHotelScore(tx, row.hotelId, row.score);
      return reviewById(tx, row.id);
    }),
  );
}

/**
 * `PUT /v1/s/reviews/{id}/reply/`: writes, changes or (with '') removes the hotel's reply,
 * in `lang` or the language it is written in, with its audit entry (before and after).
 */
export async function replyToReview(
  db: Database,
  member: StaffProfile,
  actor: AuditActor,
  input: { reviewId: number; content: string; lang?: ReviewReplyLang },
): Promise<StaffReview> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const row = await lockReview(tx, member, input.reviewId);
      const reply = input.content;
      const replyLang = reply ? (input.lang ?? replyLangOf(reply)) : '';
      await tx
        .update(hotelReviews)
        .set({
          reply,
          replyLang,
          repliedAt: reply ? actor.at : null,
          repliedBy: reply ? actor.staffId : null,
        })
        .where(eq(hotelReviews.id, row.id));
      await recordAudit(tx, actor, {
        action: REVIEW_REPLY_ACTION,
        target: auditTarget('review', row.id),
        before: { reply: row.reply, lang: row.reply ? row.replyLang : '' },
        after: { reply, lang: replyLang },
      });
      return reviewById(tx, row.id);
    }),
  );
}
