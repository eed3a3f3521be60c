import {
  REVIEW_REPLY_LANGS,
  type ReviewReplyLang,
  type StaffReview,
  staffEndpoints,
  staffReviewHideBody,
  staffReviewReplyBody,
} from '@bookdirect/gateway-sdk/staff';
import { data } from '@remix-run/node';
import { type FormAnswer, fieldErrors, refused } from '../forms';
import { gatewayMessage, orStaffError, requireStaff, staffAction } from '../staff.server';
import { readReviewsView } from './view';

/** Reviews on one page of the list. */
export const REVIEWS_PER_PAGE = 20;

/**
 * The reviews page: the caller's hotels to pick from and a page of the chosen hotel's
 * reviews (shown, hidden or both). A manager always looks at one hotel, their first when the
 * address names none; an admin may look at the whole group. The gateway decides who may:
 * a desk gets the office's 403 page, a hotel outside the caller's the not-found page.
 */
export async function loadReviews(request: Request) {
  const { staff, gateway } = await requireStaff(request);
  const view = readReviewsView(new URL(request.url).searchParams);
  const { hotel_list: hotels } = await orStaffError(
    gateway.call(staffEndpoints.staffHotels),
    request,
  );
  const hotelId = view.hotelId ?? (staff.role === 'admin' ? undefined : hotels[0]?.hotel_id);
  const empty = { review_list: [] as StaffReview[], total: 0 };
  const answer =
    // A manager with no hotel yet has no review to see; anyone else asks the gateway, which
    // answers a desk rec 4 whatever the address holds.
    staff.role === 'manager' && hotelId === undefined
      ? empty
      : await orStaffError(
          gateway.call(staffEndpoints.staffReviews, {
            query: {
              ...(hotelId === undefined ? {} : { hotel_id: hotelId }),
              ...(view.hidden === undefined ? {} : { hidden: view.hidden }),
              page: view.page,
              nums: REVIEWS_PER_PAGE,
            },
          }),
          request,
        );
  return {
    view: { ...view, hotelId },
    admin: staff.role === 'admin',
    hotels,
    reviews: answer.review_list,
    total: answer.total,
    pages: Math.max(1, Math.ceil(answer.total / REVIEWS_PER_PAGE)),
  };
}

/** What a review's form gets back: the review it was about, and what happened. */
export interface ReviewAnswer extends FormAnswer {
  review_id: number;
  /** Which of the review's forms spoke: `hide`, `show` or `reply`. */
  intent: string;
  /** The office's own words for what was done (a locales key). */
  key?: string;
}

const isReplyLang = (value: unknown): value is ReviewReplyLang =>
  (REVIEW_REPLY_LANGS as readonly unknown[]).includes(value);

/**
 * A review's post, for `review_id`, by its `intent`: `hide` with the `reason`, `show`, or
 * `reply` with the `content` (`''` removes it) and its `lang`. Checked with the gateway's own
 * rules first; the gateway's refusal (hidden already, ...) is shown with its message.
 */
export async function submitReview(request: Request) {
  return staffAction(request, async ({ gateway }, form) => {
    const id = Number(form.get('review_id'));
    const intent = String(form.get('intent') ?? '');
    const answer = (body: Omit<ReviewAnswer, 'review_id' | 'intent'>, status = 200) =>
      data<ReviewAnswer>({ review_id: id, intent, ...body }, { status });
    if (!Number.isSafeInteger(id) || id < 1) {
      return answer({ key: 'office:fix_fields', tone: 'error' }, 400);
    }
    const params = { id };
    try {
      if (intent === 'hide') {
        const body = { reason: String(form.get('reason') ?? '') };
        const errors = await fieldErrors(staffReviewHideBody, body);
        if (errors) return answer({ errors, tone: 'error' }, 400);
        await gateway.call(staffEndpoints.staffReviewHide, {
          params,
          body: staffReviewHideBody.cast(body),
        });
        return answer({ key: 'office_reviews:hidden_done', tone: 'success' });
      }
      if (intent === 'show') {
        await gateway.call(staffEndpoints.staffReviewShow, { params });
        return answer({ key: 'office_reviews:shown_done', tone: 'success' });
      }
      if (intent === 'reply' || intent === 'reply_remove') {
        const lang = form.get('lang');
        const body = {
          content: intent === 'reply' ? String(form.get('content') ?? '') : '',
          ...(isReplyLang(lang) ? { lang } : {}),
        };
        const errors = await fieldErrors(staffReviewReplyBody, body);
        if (errors) return answer({ errors, tone: 'error' }, 400);
        const { review } = await gateway.call(staffEndpoints.staffReviewReply, {
          params,
          body: staffReviewReplyBody.cast(body),
        });
        const key = review.reply ? 'office_reviews:reply_saved' : 'office_reviews:reply_removed';
        return answer({ key, tone: 'success' });
      }
    } catch (error) {
      return answer(refused(gatewayMessage(error)), 400);
    }
    return answer({ key: 'office:fix_fields', tone: 'error' }, 400);
  });
}
