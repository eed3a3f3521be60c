import * as yup from 'yup';
import { DEFAULT_PHONE_PREFIX, INT32_MAX, SMALLINT_MAX } from '../constants';
import { normalisePrefix } from '../phone';
import { EMAIL_PATTERN, isValidDay, text } from './common';
import { phoneNumberField, telPrefixField, toE164 } from './phone';

/**
 * Online check-in (spec sections 3 and 5, contract "Check-in"): the booking's contact a guest
 * verifies with, and the guests of each assigned room. The same schemas run in the check-in
 * pages' forms and on `/v1/u/checkin/...`.
 */

/** A number typed in a form (`'3'`, `''`) as a number, or undefined when nothing is typed. */
const typedNumber = () =>
  yup
    .number()
    .transform((v: number, o: unknown) =>
      o === '' || o === null || Number.isNaN(v) ? undefined : v,
    );

/**
 * Step 1: channel, platform order number, booking e-mail and phone, checked in that order
 * (spec section 5). The phone is read beside `phone_prefix` (with or without its `+`;
 * `+86` when none is given) and cast to E.164, as every traveller phone is kept.
 */
export const checkContactSchema = yup
  .object({
    ota_id: typedNumber()
      .required('validation:ota_cannot_be_empty')
      .integer('validation:ota_cannot_be_empty')
      .min(1, 'validation:ota_cannot_be_empty')
      .max(SMALLINT_MAX, 'validation:invalid'),
    ota_order_id: text()
      .required('validation:order_number_cannot_be_empty')
      .max(64, 'validation:invalid'),
    email: text()
      .required('validation:email_cannot_be_empty')
      .max(254, 'validation:email_address_error')
      .matches(EMAIL_PATTERN, 'validation:email_address_error'),
    phone_prefix: text()
      .transform((v: unknown) => (v === '' || v === null ? undefined : v))
      .default(DEFAULT_PHONE_PREFIX)
      .test(
        'prefix',
        'validation:phone_format',
        (v) => v === undefined || normalisePrefix(v) !== null,
      ),
    phone: phoneNumberField('phone_prefix', DEFAULT_PHONE_PREFIX).required(
      'validation:moblie_cannot_be_empty',
    ),
  })
  .transform(toE164('phone', 'phone_prefix', DEFAULT_PHONE_PREFIX));

export type CheckContactForm = yup.InferType<typeof checkContactSchema>;

/** `POST /checkin/verify/` and `/checkin/guest/verify/`. */
export const checkinVerifyBody = yup.object({
  hotel: yup
    .object({ check_contact: checkContactSchema.required('validation:required') })
    .required('validation:required'),
});

const requiredText = (key: string, max = 64) => text().required(key).max(max, key);

/** One guest of a room (spec section 3): every field required. */
export const checkinGuestSchema = yup
  .object({
    first_name: requiredText('validation:please_enter_first_name'),
    last_name: requiredText('validation:please_enter_last_name'),
    nationality: typedNumber()
      .required('validation:please_select_nationality')
      .integer('validation:please_select_nationality')
      .min(1, 'validation:please_select_nationality')
      .max(999, 'validation:please_select_nationality'),
    card_type: typedNumber()
      .required('validation:please_select_passport_or_iDCard')
      .oneOf([1, 2, 3] as const, 'validation:please_select_passport_or_iDCard'),
    id_card: text().required('validation:please_enter_id_number').max(32, 'validation:invalid'),
    email: text()
      .required('validation:please_enter_email')
      .max(254, 'validation:email_address_error')
      .matches(EMAIL_PATTERN, 'validation:email_address_error'),
    tel_prefix: telPrefixField('validation:please_enter_phone_number'),
    phone: phoneNumberField('tel_prefix').required('validation:please_enter_phone_number'),
  })
  .transform(toE164('phone', 'tel_prefix'));

export type CheckinGuestForm = yup.InferType<typeof checkinGuestSchema>;

const day = () =>
  typedNumber()
    .required('validation:invalid')
    .integer('validation:invalid')
    .test('day', 'validation:invalid', (v) => v === undefined || isValidDay(v));

/**
 * The guests of one assigned room, at least one and at most `maxGuests` (the room type's
 * `adult_nums`, when the form knows it; the gateway always checks it).
 */
export function checkinRoomSchema(maxGuests?: number) {
  const guests = yup
    .array(checkinGuestSchema.required())
    .required('validation:please_add_guest')
    .min(1, 'validation:please_add_guest');
  return yup.object({
    start_day: day(),
    end_day: day(),
    hotel_room_id: typedNumber()
      .required('validation:invalid')
      .integer('validation:invalid')
      .min(1, 'validation:invalid')
      .max(INT32_MAX, 'validation:invalid'),
    order_group_no: text().required('validation:invalid').max(64, 'validation:invalid'),
    guest: maxGuests === undefined ? guests : guests.max(maxGuests, 'validation:maximum_guest'),
  });
}

/** `POST /checkin/submit/{id}/` and `/checkin/guest/submit/{id}/`: every assigned room's guests. */
export function checkinSubmitSchema(maxGuests?: number) {
  return yup.object({
    hotel: yup
      .object({
        checkins: yup
          .array(checkinRoomSchema(maxGuests).required())
          .required('validation:please_add_guest')
          .min(1, 'validation:please_add_guest'),
      })
      .required('validation:please_add_guest'),
  });
}

export const checkinSubmitBody = checkinSubmitSchema();

/** `POST /checkin/guest/order/`. */
export const checkinGuestOrderBody = yup.object({
  order_id: text().required('validation:required').max(64, 'validation:invalid'),
});
