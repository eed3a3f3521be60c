import {
  REVIEW_REPLY_LANGS,
  type ReviewReplyLang,
  replyLangOf,
  STAFF_REVIEW_REASON_MAX,
  STAFF_REVIEW_REPLY_MAX,
  staffReviewHideBody,
  staffReviewListQuery,
  staffReviewReplyBody,
} from '../schemas/staff-reviews';
import {
  type DataOf,
  endpoint,
  Flag,
  Id,
  IdParams,
  Int,
  List,
  Obj,
  RuledBody,
  RuledId,
  Seconds,
  type Static,
  Str,
  Type,
} from './define';
import { managers, staffTags as tags } from './staff-base';

export {
  REVIEW_REPLY_LANGS,
  type ReviewReplyLang,
  replyLangOf,
  STAFF_REVIEW_REASON_MAX,
  STAFF_REVIEW_REPLY_MAX,
  staffReviewHideBody,
  staffReviewReplyBody,
};

/**
 * The reviews of the caller's hotels: an admin sees the whole group's, a manager their own
 * hotels' (another hotel, or a review of one, answers rec 5 like a missing one). Hiding a
 * review takes it out of the public list and the hotel's score at once; the hotel's reply
 * shows under the review on the hotel page, as written.
 */

/** A review as the back office sees it: shown or hidden, with the hotel's reply. */
export const StaffReviewData = Obj({
  review_id: Id('Review id'),
  hotel_id: Id('Hotel id'),
  order_id: Str("The reviewed order; '' for a review that came with the catalogue"),
  score: Int('1-10'),
  content: Str('As written'),
  nickname: Str('How the reviewer is named on the hotel page'),
  lang: Str('The language the reviewer booked in: zh or en'),
  create_time: Seconds('When it was written'),
  hidden: Flag('1: hidden from the hotel page and its score'),
  hidden_reason: Str("Why it was hidden; '' while shown"),
  hidden_by_name: Str("Who hid it (their e-mail when they have no name); '' while shown"),
  hidden_time: Seconds('When it was hidden; 0 while shown'),
  reply: Str("The hotel's reply, as written; '' when none"),
  reply_lang: Str("The reply's language, zh or en; '' when none"),
  reply_time: Seconds('When the reply was written; 0 when none'),
  replied_by_name: Str("Who wrote the reply (their e-mail when they have no name); '' when none"),
});

export const StaffReviewListQuery = Type.Object({
  hotel_id: Type.Optional(
    RuledId(
      'The hotel (rec 5 when the caller does not work for it); required of a manager, an ' +
        "admin without it sees every hotel's",
    ),
  ),
  hidden: Type.Optional(Int('1 hidden reviews only, 0 shown ones only; both by default')),
  page: Type.Optional(Int('From 1')),
  nums: Type.Optional(Int('Per page, 1-100 (default 20)')),
});

export const StaffReviewListData = Obj({
  review_list: List(StaffReviewData, 'Newest first'),
  total: Int('Reviews matching the filters'),
});

export const StaffReviewHideBody = Obj({
  reason: Str(`Why, 1-${STAFF_REVIEW_REASON_MAX} characters once trimmed`),
});

export const StaffReviewReplyBody = Obj({
  content: Str(
    `The reply, at most ${STAFF_REVIEW_REPLY_MAX} characters once trimmed; '' removes it`,
  ),
  lang: Type.Optional(
    Str(
      `${REVIEW_REPLY_LANGS.join(' or ')}: the language it is written in; by default zh when it ` +
        'holds a Chinese character, else en',
    ),
  ),
});

const review = Obj({ review: StaffReviewData });

export const staffReviewsEndpoints = {
  staffReviews: endpoint({
    method: 'GET',
    audience: managers,
    path: '/reviews/',
    summary: "The reviews of the caller's hotels",
    description:
      'Newest first, `nums` per page, shown and hidden ones (`hidden` keeps one kind), each ' +
      "with why and by whom it was hidden and the hotel's reply. A manager names one of their " +
      'hotels in `hotel_id` (none: rec 2; another hotel: rec 5); an admin may leave it out for ' +
      'every hotel of the group.',
    tags,
    query: StaffReviewListQuery,
    rules: { query: staffReviewListQuery },
    data: StaffReviewListData,
  }),

  staffReviewHide: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/reviews/{id}/hide/',
    summary: 'Hide a review',
    description:
      "It leaves the hotel page's list, its count and average, and the hotel's score at once " +
      "(the score falls back to the catalogue's when no shown review is left). A `reason` is " +
      `required (1-${STAFF_REVIEW_REASON_MAX} characters: rec 2 \`office_reviews:reason_required\`). ` +
      'A hidden review answers rec 6 `office_reviews:review_hidden_already`. Recorded in the ' +
      'audit log (`review.hide`, `review:<id>`). A review of another hotel answers rec 5.',
    tags,
    params: IdParams,
    body: RuledBody(StaffReviewHideBody),
    rules: { body: staffReviewHideBody },
    data: review,
  }),

  staffReviewShow: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/reviews/{id}/show/',
    summary: 'Show a hidden review again',
    description:
      "Back on the hotel page and in the hotel's score. A shown review answers rec 6 " +
      '`office_reviews:review_shown_already`. Recorded in the audit log (`review.show`, ' +
      '`review:<id>`, before: the reason). A review of another hotel answers rec 5.',
    tags,
    params: IdParams,
    data: review,
  }),

  staffReviewReply: endpoint({
    method: 'PUT',
    audience: managers,
    path: '/reviews/{id}/reply/',
    summary: "Write, change or remove the hotel's reply to a review",
    description:
      'Shown under the review on the hotel page as written, never translated, in `lang` ' +
      "(default: the language of the text). `content` '' removes it. Recorded in the audit " +
      'log (`review.reply`, `review:<id>`, the reply and its language before and after). A ' +
      'review of another hotel answers rec 5.',
    tags,
    params: IdParams,
    body: RuledBody(StaffReviewReplyBody),
    rules: { body: staffReviewReplyBody },
    data: review,
  }),
};

export type StaffReview = Static<typeof StaffReviewData>;
export type StaffReviewList = DataOf<typeof staffReviewsEndpoints.staffReviews>;
