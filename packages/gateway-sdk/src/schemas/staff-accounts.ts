import * as yup from 'yup';
import type { StaffRole } from '../wire/define';
import { email, int32, text } from './common';
import { staffPaging } from './staff';

/**
 * The rules of the staff-account calls (`/v1/s/staff/`), for the gateway and the back
 * office's forms alike. A role and a language are read case-insensitively; hotel ids come as
 * an array (`[3, 4]`) or as one text (`"3,4"`).
 */

/** The roles and languages, as the gateway's tables know them. */
const ROLES: readonly StaffRole[] = ['admin', 'manager', 'desk'];
const LANGS = ['zh', 'en'] as const;

/** The longest name an account keeps. */
export const STAFF_NAME_MAX = 100;

/** Hotels a manager or a desk may work for at most: a group, not the whole catalogue. */
export const STAFF_HOTELS_MAX = 200;

/** A manager or a desk works for at least one hotel (`hotel_ids`). */
export const STAFF_HOTELS_REQUIRED = 'account:staff_hotels_required';
/** An admin works for the whole group, so no `hotel_ids`. */
export const STAFF_ADMIN_NO_HOTELS = 'account:staff_admin_no_hotels';
/** `PUT /v1/s/staff/{id}/` with none of its fields. */
export const STAFF_NOTHING_TO_CHANGE = 'account:staff_nothing_to_change';

const lowerText = () =>
  text().transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));

const roleField = () => lowerText().oneOf([...ROLES], 'validation:invalid');
const langField = () => lowerText().oneOf([...LANGS], 'validation:invalid');
const nameField = () => text().max(STAFF_NAME_MAX, 'validation:invalid');

/** `[3, 4]`, `"3,4"` or `3`: the hotels' ids, each once. */
const hotelIdsField = () =>
  yup
    .array(int32().required('validation:invalid'))
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'string') {
        return original
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number);
      }
      if (typeof original === 'number') return [original];
      return value;
    })
    .max(STAFF_HOTELS_MAX, 'validation:invalid')
    .transform((value: unknown) =>
      Array.isArray(value) && value.every((id) => typeof id === 'number')
        ? [...new Set(value)]
        : value,
    );

/** Hotels for a manager or a desk, none for an admin; `role` absent: not checked here. */
function hotelsFitRole(
  role: string | undefined,
  hotelIds: readonly number[] | undefined,
  context: yup.TestContext,
): boolean | yup.ValidationError {
  if (role === undefined || !ROLES.includes(role as StaffRole)) return true;
  if (role === 'admin' && hotelIds !== undefined && hotelIds.length > 0) {
    return context.createError({ path: 'hotel_ids', message: STAFF_ADMIN_NO_HOTELS });
  }
  if (role !== 'admin' && (hotelIds === undefined || hotelIds.length === 0)) {
    return context.createError({ path: 'hotel_ids', message: STAFF_HOTELS_REQUIRED });
  }
  return true;
}

/** `GET /v1/s/staff/`: by role and by a part of the e-mail or the name, paged; empty ones are none. */
export const staffListQuery = yup.object({
  ...staffPaging,
  // A form's empty choice (`role=`) is no filter.
  role: roleField()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional(),
  q: text().max(254, 'validation:invalid').optional(),
});

/**
 * `POST /v1/s/staff/`: who, in which role, for which hotels (at least one for a manager or a
 * desk, none for an admin: `hotel_ids` says which), in which language (default zh).
 */
export const staffCreateBody = yup
  .object({
    email: email('validation:please_enter_email'),
    name: nameField().required('validation:required'),
    role: roleField().required('validation:required'),
    hotel_ids: hotelIdsField().default([]),
    lang: langField().default('zh'),
  })
  .test('hotels-fit-role', STAFF_HOTELS_REQUIRED, (value, context) =>
    hotelsFitRole(value?.role, value?.hotel_ids, context),
  );

/**
 * `PUT /v1/s/staff/{id}/`: any of name, role, hotels and language, at least one. Whether the
 * hotels fit the role is checked against the account as it is when either is left out.
 */
export const staffChangeBody = yup
  .object({
    name: nameField().optional(),
    role: roleField().optional(),
    hotel_ids: hotelIdsField().optional(),
    lang: langField().optional(),
  })
  .test('something', STAFF_NOTHING_TO_CHANGE, (value) =>
    [value?.name, value?.role, value?.hotel_ids, value?.lang].some((v) => v !== undefined),
  )
  .test('hotels-fit-role', STAFF_HOTELS_REQUIRED, (value, context) =>
    value?.role !== undefined && value.hotel_ids !== undefined
      ? hotelsFitRole(value.role, value.hotel_ids, context)
      : true,
  );

export type StaffListQuery = yup.InferType<typeof staffListQuery>;
export type StaffCreateBody = yup.InferType<typeof staffCreateBody>;
export type StaffChangeBody = yup.InferType<typeof staffChangeBody>;
