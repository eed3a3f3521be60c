import * as yup from 'yup';
import {
  ARRIVAL_TIME_CHOICES,
  CANCEL_COMMENT_MAX,
  CANCEL_REASON_IDS,
  INT32_MAX,
  POINTS_STEP,
  REVIEW_CONTENT_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  SMALLINT_MAX,
  SPECIAL_REQUESTS_MAX,
} from '../constants';
import { partyFields } from './catalog';
import { EMAIL_PATTERN, int32, isValidDay, text } from './common';
import { phoneNumberField, telPrefixField, toE164 } from './phone';

/**
 * Guests, booking and cancellation (spec sections 4-5, contract "Orders and stays"). The same
 * schemas run in the pay page's forms and on `/v1/u/user/folks/` and `/v1/u/orders/...`.
 */

/** The ID number field that `id_type` names is required; the other two are emptied. */
const idNumber = (idType: number, requiredKey: string) =>
  text()
    .max(32, 'validation:invalid')
    .when('id_type', ([chosen], field) =>
      chosen === idType ? field.required(requiredKey) : field.transform(() => ''),
    );

const requiredText = (key: string, max = 64) => text().required(key).max(max, key);

/** The add/edit guest modal: every field required, the ID number that the ID type names. */
export const folkSchema = yup
  .object({
    first_name: requiredText('validation:please_enter_first_name'),
    last_name: requiredText('validation:please_enter_last_name'),
    gender: yup
      .number()
      .transform((v: number, o: unknown) =>
        o === '' || o === null || Number.isNaN(v) ? undefined : v,
      )
      .required('validation:please_select_gender')
      .oneOf([1, 2], 'validation:please_select_gender'),
    birthday: yup
      .number()
      .transform((v: number, o: unknown) =>
        o === '' || o === null || Number.isNaN(v) ? undefined : v,
      )
      .required('validation:please_select_birthday')
      .test('day', 'validation:birthday_invalid', (v) => v === undefined || isValidDay(v)),
    iso_country_coden: text()
      .required('validation:please_select_country')
      .matches(/^[A-Z]{2}$/, 'validation:please_select_country'),
    tel_prefix: telPrefixField('validation:please_enter_phone_number'),
    phone: phoneNumberField('tel_prefix').required('validation:please_enter_phone_number'),
    email: text()
      .required('validation:please_enter_email')
      .max(254, 'validation:email_address_error')
      .matches(EMAIL_PATTERN, 'validation:email_address_error'),
    id_type: yup
      .number()
      .transform((v: number, o: unknown) =>
        o === '' || o === null || Number.isNaN(v) ? undefined : v,
      )
      .required('validation:please_select_passport_or_iDCard')
      .oneOf([1, 2, 3], 'validation:please_select_passport_or_iDCard'),
    idcard: idNumber(1, 'validation:please_enter_id_number'),
    passport_no: idNumber(2, 'validation:please_enter_id_number'),
    tax_no: idNumber(3, 'validation:please_enter_tax_number'),
  })
  .transform(toE164('phone', 'tel_prefix'));

export type FolkForm = yup.InferType<typeof folkSchema>;

/** An id or a count: a whole number from 1 that fits its `integer` column. */
const positiveInt = () => int32();

export const orderContentSchema = yup
  .object({
    start_day: yup
      .number()
      .integer()
      .required('validation:please_select_check_in')
      .test('day', 'validation:invalid', (v) => v === undefined || isValidDay(v)),
    days: positiveInt()
      .required('validation:check_in_longer_check-out')
      .max(90, 'validation:invalid'),
    hotel_id: positiveInt().required('validation:required'),
    hotel_room_type_id: positiveInt().required('validation:required'),
    nums: positiveInt().max(9, 'validation:invalid').default(1),
    // The search party (`../party`): with `rooms`, `nums` is `rooms` and the room type must
    // sleep the party (the gateway checks `partyFits` against its `adult_nums`).
    ...partyFields,
  })
  .transform((value: Record<string, unknown> | undefined) =>
    value && typeof value === 'object' && value.rooms !== undefined && value.rooms !== ''
      ? { ...value, nums: value.rooms }
      : value,
  );

/** Points: 0, or at least 100 (the gateway rounds down to a multiple of 100). */
const creditsField = () =>
  yup
    .number()
    .integer('validation:invalid')
    .min(0, 'validation:invalid')
    .max(INT32_MAX, 'validation:invalid')
    .default(0)
    .test(
      'min',
      'validation:points_minimum',
      (v) => v === undefined || v === 0 || v >= POINTS_STEP,
    );

/** The channel a booking came from, kept in a `smallint` column. */
const sourceField = () => positiveInt().max(SMALLINT_MAX, 'validation:invalid').default(1);

export const orderCheckBody = yup.object({
  seller_id: positiveInt().default(1),
  source: sourceField(),
  content: orderContentSchema.required(),
  amount: yup.number().min(0, 'validation:invalid').required('validation:required'),
  credits: creditsField(),
});

/** `content` of `POST /orders/main/` once parsed from its JSON string. */
export const orderCreateContentSchema = orderContentSchema.shape({
  user_folks: yup
    .array(positiveInt().required())
    .required('validation:save_guest_information')
    .min(1, 'validation:save_guest_information'),
});

/** The traveller's special requests: free text, trimmed, '' when none. */
export const specialRequestsField = () =>
  text().max(SPECIAL_REQUESTS_MAX, 'validation:special_requests_too_long');

/** The expected arrival: one of `ARRIVAL_TIME_CHOICES`, '' when not said. */
export const arrivalTimeField = () =>
  text().oneOf(['', ...ARRIVAL_TIME_CHOICES], 'validation:arrival_time_invalid');

const STAY_WISHES = ['requests', 'arrival_time'] as const;

/**
 * `requests` and `arrival_time` may also arrive inside the order's JSON `content`; the body's
 * own fields win over them.
 */
function wishesFromContent(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const body = value as Record<string, unknown>;
  if (STAY_WISHES.every((key) => body[key] !== undefined) || typeof body.content !== 'string') {
    return value;
  }
  let content: unknown;
  try {
    content = JSON.parse(body.content);
  } catch {
    return value;
  }
  if (!content || typeof content !== 'object') return value;
  const inner = content as Record<string, unknown>;
  const lifted = { ...body };
  for (const key of STAY_WISHES) {
    if (lifted[key] === undefined && inner[key] !== undefined) lifted[key] = inner[key];
  }
  return lifted;
}

export const orderCreateBody = yup
  .object({
    source: sourceField(),
    content: text().required('validation:required').max(4000, 'validation:invalid'),
    amount: yup.number().min(0, 'validation:invalid').required('validation:required'),
    mobile: phoneNumberField('tel_prefix').required('validation:please_enter_phone_number'),
    tel_prefix: telPrefixField('validation:please_enter_phone_number'),
    email: text()
      .required('validation:please_enter_email')
      .max(254, 'validation:email_address_error')
      .matches(EMAIL_PATTERN, 'validation:email_address_error'),
    credits: creditsField(),
    store_id: text().max(64).default(''),
    needLogin: yup.number().default(1),
    requests: specialRequestsField().default(''),
    arrival_time: arrivalTimeField().default(''),
  })
  .transform(toE164('mobile', 'tel_prefix'))
  .transform(wishesFromContent);

/**
 * `PUT /orders/dates/{id}/`: the new stay of the same hotel, room type and rooms, with the floored
 * total the page showed (checked like `/orders/check/`).
 */
export const orderDatesBody = yup.object({
  start_day: orderContentSchema.fields.start_day,
  days: orderContentSchema.fields.days,
  amount: yup.number().min(0, 'validation:invalid').required('validation:required'),
});

export const orderPayBody = yup.object({
  pay_source: yup.number().integer().required('validation:select_payment_method'),
  order_id: text().required('validation:required').max(64, 'validation:invalid'),
});

/** The cancel modal: at least one reason (1-8) and an optional comment. */
export const orderCancelBody = yup.object({
  reasons: yup
    .array(
      yup
        .number()
        .integer()
        .oneOf([...CANCEL_REASON_IDS], 'validation:cancel_reason_required')
        .required(),
    )
    .min(1, 'validation:cancel_reason_required')
    .required('validation:cancel_reason_required'),
  comment: text().max(CANCEL_COMMENT_MAX, 'validation:cancel_comment_too_long').default(''),
});

/** A completed stay's review: a whole score of 1-10 and a text. */
export const orderReviewBody = yup.object({
  score: yup
    .number()
    .transform((v: number, o: unknown) =>
      o === '' || o === null || Number.isNaN(v) ? undefined : v,
    )
    .required('validation:review_score_required')
    .integer('validation:review_score_required')
    .min(REVIEW_SCORE_MIN, 'validation:review_score_required')
    .max(REVIEW_SCORE_MAX, 'validation:review_score_required'),
  content: text()
    .required('validation:review_content_required')
    .max(REVIEW_CONTENT_MAX, 'validation:review_content_too_long'),
});

/** `GET /hotel/review/`: a hotel's reviews, newest first. */
export const hotelReviewQuery = yup.object({
  hotel_id: yup
    .number()
    .integer()
    .min(1, 'validation:invalid')
    .max(INT32_MAX, 'validation:invalid')
    .required('validation:invalid'),
  page: yup.number().integer().min(1).max(INT32_MAX).default(1),
  nums: yup.number().integer().min(1).max(50).default(REVIEW_PAGE_SIZE),
});

export const orderListQuery = yup.object({
  page: yup.number().integer().min(1).max(INT32_MAX).optional(),
  num: yup.number().integer().min(1).max(100).optional(),
  status: yup.number().integer().oneOf([0, 1, 2, 6, 8, 9]).optional(),
  status_ids: yup
    .string()
    .matches(/^\d(,\d)*$/, 'validation:invalid')
    .optional(),
});
