import * as yup from 'yup';
import {
  DEFAULT_PHONE_PREFIX,
  INT32_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../constants';
import { EDUCATION_IDS, INDUSTRY_IDS } from '../contract';
import { todayIn } from '../days';
import { isPasswordHash } from '../password';
import { normalisePrefix } from '../phone';
import { EMAIL_PATTERN, isValidDay, text } from './common';
import { phoneNumberField, toE164 } from './phone';

/**
 * Member forms (spec section 5) and the gateway bodies they become. The forms hold what the
 * member typed; the bodies carry the password as its SHA-256 hex. Both share the e-mail and
 * code rules, so the browser and `/v1/u/user/...` refuse the same input with the same keys.
 */

/** E-mail with the spec's messages: `requiredKey` when blank, `email_address_error` when malformed. */
const emailField = (requiredKey: string, formatKey = 'validation:email_address_error') =>
  text().required(requiredKey).max(254, formatKey).matches(EMAIL_PATTERN, formatKey);

/** 6 digits, spaces forgiven (people paste "123 456"). */
export const codeField = (requiredKey = 'validation:please_enter_code') =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required(requiredKey)
    .matches(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'validation:code_format');

/** A typed password: required, 8 to 64 characters. */
const typedPassword = (requiredKey = 'validation:please_enter_your_password') =>
  yup
    .string()
    .required(requiredKey)
    .min(PASSWORD_MIN_LENGTH, 'validation:password_too_short')
    .max(PASSWORD_MAX_LENGTH, 'validation:password_too_long');

/** The password on the wire: lowercase hex SHA-256. */
const hashedPassword = () =>
  yup
    .string()
    .required('validation:please_enter_your_password')
    .test('sha256', 'validation:password_not_hashed', (v) => v === undefined || isPasswordHash(v));

const confirmPassword = (requiredKey: string) =>
  yup
    .string()
    .required(requiredKey)
    .oneOf([yup.ref('password')], 'validation:passwords_do_not_match');

/* --- Sign in ---------------------------------------------------------------------------- */

/** The /login page: a malformed address reads 'Please enter your email' (spec). */
export const loginFormSchema = yup.object({
  email: emailField('validation:please_enter_your_email', 'validation:please_enter_your_email'),
  password: yup.string().required('validation:please_enter_your_password'),
});

/** The header popover: a malformed address reads 'Email address error' (spec). */
export const headerLoginFormSchema = yup.object({
  email: emailField('validation:email_address_error'),
  password: yup.string().required('validation:please_enter_your_password'),
});

export type LoginForm = yup.InferType<typeof loginFormSchema>;

export const loginBody = yup.object({
  email: emailField('validation:please_enter_your_email'),
  password: hashedPassword(),
});

/* --- Codes -------------------------------------------------------------------------------- */

/** `POST /user/regemail/` and `POST /user/passwordemail/`. */
export const codeRequestBody = yup.object({
  email: emailField('validation:please_enter_your_email'),
});

/* --- Registration --------------------------------------------------------------------- */

/** Any of e-mail, password or confirmation blank: one message for all (spec). */
const INCOMPLETE_REGISTRATION = 'validation:please_enter_email_and_password';

export const registerFormSchema = yup.object({
  email: emailField(INCOMPLETE_REGISTRATION),
  code: codeField(),
  password: typedPassword(INCOMPLETE_REGISTRATION),
  confirm: confirmPassword(INCOMPLETE_REGISTRATION),
  marketing_consent: yup.boolean().default(false),
});

export type RegisterForm = yup.InferType<typeof registerFormSchema>;

export const registerBody = yup.object({
  email: emailField('validation:please_enter_your_email'),
  password: hashedPassword(),
  code: codeField(),
  marketing_consent: yup.number().oneOf([0, 1]).default(0),
});

/* --- Reset -------------------------------------------------------------------------------- */

/** E-mail, code and password missing: 'The information is incomplete' (spec). */
const INCOMPLETE_RESET = 'validation:information_incomplete';

export const resetFormSchema = yup.object({
  email: emailField(INCOMPLETE_RESET),
  code: codeField(INCOMPLETE_RESET),
  password: typedPassword(INCOMPLETE_RESET),
  confirm: confirmPassword(INCOMPLETE_RESET),
});

export type ResetForm = yup.InferType<typeof resetFormSchema>;

export const resetBody = yup.object({
  email: emailField('validation:please_enter_your_email'),
  password: hashedPassword(),
  code: codeField(),
});

/* --- Profile -------------------------------------------------------------------------------- */

const optionalId = (ids: readonly number[]) =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || Number.isNaN(value) ? 0 : value,
    )
    .integer('validation:invalid')
    .test('option', 'validation:invalid', (v) => v === undefined || v === 0 || ids.includes(v));

/**
 * The profile form and `PUT /user/info/` (same fields, all optional). A birthday must be a
 * real date in the past and after 1900.
 */
export const userInfoSchema = yup
  .object({
    name: text().max(50, 'validation:name_too_long'),
    mobile: phoneNumberField('tel_prefix', DEFAULT_PHONE_PREFIX),
    tel_prefix: text().test(
      'prefix',
      'validation:phone_format',
      (v) => !v || normalisePrefix(v) !== null,
    ),
    birthday: yup
      .number()
      .transform((value: number, original: unknown) =>
        original === '' || original === null || Number.isNaN(value) ? 0 : value,
      )
      .integer('validation:invalid')
      .test(
        'day',
        'validation:birthday_invalid',
        (v) => v === undefined || v === 0 || (isValidDay(v) && v <= todayYmd()),
      ),
    gender: yup.number().oneOf([0, 1, 2], 'validation:invalid'),
    edu_id: optionalId(EDUCATION_IDS),
    industery_id: optionalId(INDUSTRY_IDS),
    marketing_consent: yup.number().oneOf([0, 1], 'validation:invalid'),
  })
  .transform(toE164('mobile', 'tel_prefix', DEFAULT_PHONE_PREFIX));

export type UserInfoForm = yup.InferType<typeof userInfoSchema>;

/** `GET /user/credits/` query. */
export const creditsQuery = yup.object({
  page: yup.number().integer().min(1).max(INT32_MAX).optional(),
  nums: yup.number().integer().min(1).max(100).optional(),
});

/** One past today's UTC day number, so a visitor ahead of UTC may give their own today. */
function todayYmd(): number {
  return todayIn('UTC') + 1;
}
