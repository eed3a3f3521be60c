import * as yup from 'yup';
import { INT32_MAX } from '../constants';
import { isValidDay } from '../days';

/**
 * Text a PostgreSQL `text` column can keep as given: no NUL (it refuses the whole statement)
 * and no half of a surrogate pair on its own (UTF-8 cannot hold one, so the driver would
 * quietly store U+FFFD instead).
 */
export function isStorableText(value: string): boolean {
  if (value.includes('\u0000')) return false;
  if (!/[\uD800-\uDFFF]/.test(value)) return true;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/**
 * Every typed text field: trimmed, and refused (`validation:invalid`) when it is not storable.
 * An object or array is left as it came, for the string type check to refuse rather than for
 * the trim to throw on.
 */
export const text = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('storable', 'validation:invalid', (value) => value == null || isStorableText(value));

/** A whole number that fits the `integer` columns ids and counts are kept in, from `min` on. */
export const int32 = (key = 'validation:invalid', min = 1) =>
  yup.number().integer(key).min(min, key).max(INT32_MAX, key);

/**
 * E-mail as the contract decides: any address a standard check accepts (`first.last@`,
 * `name+tag@`), not the spec's narrower pattern; the spec's message key is kept.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const email = (requiredKey = 'validation:please_enter_your_email') =>
  text()
    .required(requiredKey)
    .max(254, 'validation:email_address_error')
    .matches(EMAIL_PATTERN, 'validation:email_address_error');

/** `YYYYMMDD` as an integer, the wire form of a date. */
export const yyyymmdd = () =>
  yup
    .number()
    .integer()
    .test('yyyymmdd', 'validation:invalid', (value) => value === undefined || isValidDay(value));

export { isValidDay } from '../days';
