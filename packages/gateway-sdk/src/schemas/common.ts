import * as yup from 'yup';
import { isDayNumber } from '../days';

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

/** A real `YYYYMMDD` day between the years 1900 and 2200. */
export function isValidDay(value: number): boolean {
  return value >= 19000101 && value <= 22001231 && isDayNumber(value);
}
