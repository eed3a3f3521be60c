import * as yup from 'yup';

/**
 * E-mail as the contract decides: any address a standard check accepts (`first.last@`,
 * `name+tag@`), not the spec's narrower pattern; the spec's message key is kept.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const email = (requiredKey = 'validation:please_enter_your_email') =>
  yup
    .string()
    .trim()
    .required(requiredKey)
    .max(254, 'validation:email_address_error')
    .matches(EMAIL_PATTERN, 'validation:email_address_error');

/** `YYYYMMDD` as an integer, the wire form of a date. */
export const yyyymmdd = () =>
  yup
    .number()
    .integer()
    .test('yyyymmdd', 'validation:invalid', (value) => value === undefined || isValidDay(value));

export function isValidDay(value: number): boolean {
  const y = Math.floor(value / 10000);
  const m = Math.floor((value % 10000) / 100);
  const d = value % 100;
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
