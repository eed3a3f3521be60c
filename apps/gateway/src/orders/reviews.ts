import type { HotelReviewsData } from '@bookdirect/gateway-sdk/contract';
import { type Language, translate } from '@bookdirect/locales';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { hotels } from '../catalog/schema';
import type { Database, Transaction } from '../db';
import { hotelReviews } from './schema';

/**
 * `GET /hotel/review/`: a hotel's shown reviews, newest first, with their count, average and
 * the hotel's replies. The count and average come from the hotel's running totals, the same
 * figures its score is made of (hiding a review takes it out of them, staff-reviews.ts), so
 * the page's "12 reviews, 8.6 / 10" and its 4.3 always agree.
 */
export async function listHotelReviews(
  db: Database,
  query: { hotelId: number; page: number; nums: number },
): Promise<HotelReviewsData> {
  const [[totals], list] = await Promise.all([
    db
      .select({ count: hotels.reviewCount, sum: hotels.reviewSum })
      .from(hotels)
      .where(eq(hotels.id, query.hotelId)),
    db
      .select({
        id: hotelReviews.id,
        score: hotelReviews.score,
        content: hotelReviews.content,
        nickname: hotelReviews.nickname,
        createdAt: hotelReviews.createdAt,
        reply: hotelReviews.reply,
        replyLang: hotelReviews.replyLang,
        repliedAt: hotelReviews.repliedAt,
      })
      .from(hotelReviews)
      .where(and(eq(hotelReviews.hotelId, query.hotelId), isNull(hotelReviews.hiddenAt)))
      .orderBy(desc(hotelReviews.createdAt), desc(hotelReviews.id))
      .limit(query.nums)
      .offset((query.page - 1) * query.nums),
  ]);
  const count = totals?.count ?? 0;
  return {
    review_list: list.map((r) => ({
      review_id: r.id,
      score: r.score,
      content: r.content,
      nickname: r.nickname,
      create_time: Math.floor(r.createdAt.getTime() / 1000),
      reply: r.reply,
      reply_lang: r.reply ? r.replyLang : '',
      reply_time: r.reply && r.repliedAt ? Math.floor(r.repliedAt.getTime() / 1000) : 0,
    })),
    total: count,
    score_avg: averageOf(totals?.sum ?? 0, count),
  };
}

/** The average 1-10 score with one decimal, rounded half up in integers; 0 for no reviews. */
export function averageOf(sum: number, count: number): number {
  return count > 0 ? Math.floor((sum * 20 + count) / (2 * count)) / 10 : 0;
}

/**
 * The hotel's 0-5 score x 10 from its reviews: the average (1-10) / 2, rounded half up, i.e.
 * `round(sum * 5 / count)`, in integers so nothing is lost to floating point.
 */
export function score10Of(sum: number, count: number): number {
  return count > 0 ? Math.floor((sum * 10 + count) / (2 * count)) : 0;
}

/**
 * Adds a review's score to its hotel's running totals and score. Every right-hand side reads
 * the row as it was, hence the +1 and + score again.
 */
export async function addToHotelScore(
  tx: Transaction,
  hotelId: number,
  score: number,
): Promise<void> {
  await tx
    .update(hotels)
    .set({
      reviewCount: sql`${hotels.reviewCount} + 1`,
      reviewSum: sql`${hotels.reviewSum} + ${score}::int`,
      score10: score10Sql(
        sql`(${hotels.reviewSum} + ${score}::int)`,
        sql`(${hotels.reviewCount} + 1)`,
      ),
    })
    .where(eq(hotels.id, hotelId));
}

/**
 * Takes a hidden review's score out of its hotel's running totals and score; with no shown
 * review left, the score falls back to the one the hotel came with (`base_score10`). Every
 * right-hand side reads the row as it was, hence the - 1 and - score again.
 */
export async function removeFromHotelScore(
  tx: Transaction,
  hotelId: number,
  score: number,
): Promise<void> {
  const count = sql`(${hotels.reviewCount} - 1)`;
  await tx
    .update(hotels)
    .set({
      reviewCount: sql`greatest(${hotels.reviewCount} - 1, 0)`,
      reviewSum: sql`greatest(${hotels.reviewSum} - ${score}::int, 0)`,
      score10: sql`case when ${count} > 0 then ${score10Sql(
        sql`(${hotels.reviewSum} - ${score}::int)`,
        count,
      )} else ${hotels.baseScore10} end`,
    })
    .where(eq(hotels.id, hotelId));
}

/** `score10Of` in SQL, for the updates of a hotel's totals (both positive: `/` floors). */
function score10Sql(sum: SQL, count: SQL): SQL {
  return sql`((${sum} * 10 + ${count}) / (2 * ${count}))`;
}

/**
 * How a reviewer is shown: a first name and the initial of the last (`Alex D.`), a Chinese
 * name's family name with the rest masked (`王**`), a single given name as it is, or a
 * neutral word in the review's language when the member gave no name. Reviews are public,
 * so a full name never shows.
 */
export function reviewerNickname(name: string, lang: Language): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return translate(lang, 'hotel:review_guest');
  if (parts.length > 1) {
    const initial = Array.from(parts[parts.length - 1] ?? '')[0] ?? '';
    return `${first} ${initial.toUpperCase()}.`;
  }
  const chars = Array.from(first);
  if (/\p{Script=Han}/u.test(first) && chars.length > 1) {
    return `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 2))}`;
  }
  return first;
}
