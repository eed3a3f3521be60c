import * as yup from 'yup';
import { INT32_MAX, PHONE_MAX, PHONE_MIN, REMARK_MAX } from '../constants';
import { text } from './common';

/**
 * The franchise form (spec sections 3 and 5), one schema for Formik in the browser, the
 * marketing site's no-JavaScript action and `POST /franchise` on the gateway.
 * Messages are locales keys in the `franchise` namespace.
 */

/** Digits, with one optional '+' in front. */
export const FRANCHISE_PHONE_PATTERN = /^\+?\d+$/;

/** '' for a blank value or a lone '+': the spec counts both as empty. */
export function normalisePhone(value: unknown): string {
  const typed = typeof value === 'string' ? value.trim() : '';
  return typed === '+' ? '' : typed;
}

const id = (requiredKey: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || Number.isNaN(value) ? undefined : value,
    )
    .integer(requiredKey)
    .positive(requiredKey)
    .max(INT32_MAX, requiredKey)
    .required(requiredKey);

export const franchiseSchema = yup.object({
  name: text().required('franchise:name_required').max(50, 'franchise:name_too_long'),
  mobile: yup
    .string()
    .transform((_value: unknown, original: unknown) => normalisePhone(original))
    .required('franchise:phone_required')
    .min(PHONE_MIN, 'franchise:phone_length')
    .max(PHONE_MAX, 'franchise:phone_length')
    .matches(FRANCHISE_PHONE_PATTERN, 'franchise:phone_format'),
  country_id: id('franchise:country_required'),
  province_id: id('franchise:province_required'),
  city_id: id('franchise:city_required'),
  will_level_id: id('franchise:intention_required'),
  remark: text().required('franchise:remark_required').max(REMARK_MAX, 'franchise:remark_too_long'),
});

export type FranchiseApplicationInput = yup.InferType<typeof franchiseSchema>;

/** The consult panel's message: a lead too (the spec's modal kept nothing). */
export const franchiseMessageSchema = yup.object({
  name: text().required('franchise:name_required').max(50, 'franchise:name_too_long'),
  contact: text().required('franchise:contact_required').max(100, 'franchise:contact_too_long'),
  message: text()
    .required('franchise:message_required')
    .max(REMARK_MAX, 'franchise:remark_too_long'),
});

export type FranchiseMessageInput = yup.InferType<typeof franchiseMessageSchema>;

/** Query of `GET /base/dict`. */
export const dictQuery = yup.object({
  code: text().required('validation:required').max(64, 'validation:invalid'),
  page: yup.number().integer().min(1).max(INT32_MAX).optional(),
  nums: yup.number().integer().min(1).max(100).optional(),
});
