import * as yup from 'yup';
import { INT32_MAX } from '../constants';
import { text } from './common';
import { staffPaging } from './staff';

/**
 * The back office's reviews (`/v1/s/reviews/`): the list of a hotel's reviews, hiding one
 * with a reason, showing it again, and the hotel's reply. Messages are locales keys.
 */

/** The most a hiding reason holds. */
export const STAFF_REVIEW_REASON_MAX = 500;
/** The most a hotel's reply holds (the column's check). */
export const STAFF_REVIEW_REPLY_MAX = 2000;
/** The languages a reply is written in. */
export const REVIEW_REPLY_LANGS = ['zh', 'en'] as const;
export type ReviewReplyLang = (typeof REVIEW_REPLY_LANGS)[number];

/**
 * The language a text is written in, as far as a reply needs: any Han character makes it
 * Chinese, anything else English.
 */
export function replyLangOf(content: string): ReviewReplyLang {
  return /\p{Script=Han}/u.test(content) ? 'zh' : 'en';
}

/** `0`/`1` from the query; '' is no filter. */
const flag = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === undefined ? undefined : value,
    )
    .typeError('validation:invalid')
    .oneOf([0, 1], 'validation:invalid')
    .optional();

/** `GET /v1/s/reviews/`: a hotel's reviews (an admin may leave the hotel out), newest first. */
export const staffReviewListQuery = yup.object({
  ...staffPaging,
  hotel_id: yup
    .number()
    .typeError('validation:invalid')
    .integer('validation:invalid')
    .min(1, 'validation:invalid')
    .max(INT32_MAX, 'validation:invalid')
    .optional(),
  hidden: flag(),
});

/** `PUT /v1/s/reviews/{id}/hide/`: why it is hidden, trimmed, 1-500 characters. */
export const staffReviewHideBody = yup.object({
  reason: text()
    .required('office_reviews:reason_required')
    .max(STAFF_REVIEW_REASON_MAX, 'office_reviews:reason_too_long'),
});

/**
 * `PUT /v1/s/reviews/{id}/reply/`: the reply, trimmed, at most 2000 characters (`''` removes
 * it), and its language (by default the one it is written in, see `replyLangOf`).
 */
export const staffReviewReplyBody = yup.object({
  content: text()
    .defined('validation:required')
    .max(STAFF_REVIEW_REPLY_MAX, 'office_reviews:reply_too_long'),
  lang: text()
    .oneOf([...REVIEW_REPLY_LANGS], 'validation:invalid')
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional(),
});

export type StaffReviewHideInput = yup.InferType<typeof staffReviewHideBody>;
export type StaffReviewReplyInput = yup.InferType<typeof staffReviewReplyBody>;
