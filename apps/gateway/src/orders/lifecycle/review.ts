import { OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { isLanguage, type Language } from '@bookdirect/locales';
import { and, eq } from 'drizzle-orm';
import { users } from '../../accounts/schema';
import type { Database } from '../../db';
import { withRetry } from '../../db/retry';
import { BusinessError } from '../../http/envelope';
import { ORDER_ID_PATTERN } from '../ids';
import { addToHotelScore, reviewerNickname } from '../reviews';
import { hotelReviews, orders } from '../schema';
import { orderNotFound } from '../service';

export interface ReviewInput {
  userId: number;
  orderId: string;
  /** 1-10. */
  score: number;
  /** 1-1,000 characters. */
  content: string;
  now: Date;
}

const notReviewable = () => new BusinessError(Rec.conflict, 'orders:order_not_reviewable');

/**
 * Reviews a completed stay: completed (6) -> reviewed (8), in one transaction with the review
 * and the hotel's new score. The order row is locked first, so two reviews of one order queue
 * and the second finds it reviewed; the unique index on the review's order backs that. The
 * hotel's row is updated last: its statement trigger bumps its city's search version, so
 * the search cache drops the answers with the old score (see catalog/stock.ts for the lock order).
 */
export async function reviewOrder(
  db: Database,
  input: ReviewInput,
): Promise<{ review_id: number }> {
  if (!ORDER_ID_PATTERN.test(input.orderId)) throw orderNotFound();
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          id: orders.id,
          status: orders.status,
          hotelId: orders.hotelId,
          lang: orders.lang,
        })
        .from(orders)
        .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
        .for('update');
      if (!order) throw orderNotFound();
      if (order.status !== OrderStatus.completed) throw notReviewable();

      const [member] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, input.userId));
      const lang: Language = isLanguage(order.lang) ? order.lang : 'en';
      const [review] = await tx
        .insert(hotelReviews)
        .values({
          hotelId: order.hotelId,
          orderId: order.id,
          userId: input.userId,
          score: input.score,
          content: input.content,
          nickname: reviewerNickname(member?.name ?? '', lang),
          lang,
          createdAt: input.now,
        })
        .onConflictDoNothing({ target: hotelReviews.orderId })
        .returning({ id: hotelReviews.id });
      if (!review) throw notReviewable();

      await tx
        .update(orders)
        .set({ status: OrderStatus.reviewed, reviewedAt: input.now })
        .where(eq(orders.id, order.id));
      await addToHotelScore(tx, order.hotelId, input.score);
      return { review_id: review.id };
    }),
  );
}
