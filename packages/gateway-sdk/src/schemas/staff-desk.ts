import * as yup from 'yup';
import { isValidDay } from '../days';
import { int32, text } from './common';

/**
 * The front desk's changes to a stay (`/v1/s/checkin/rooms/`, `/checkin/keybox/reset/`,
 * `/checkin/depart/`). Messages are locales keys.
 */

/** The most rooms one order holds. */
export const DESK_GROUP_NO_MAX = 9;

const orderId = () => text().required('validation:required').max(64, 'validation:invalid');

/** `YYYYMMDD` from an integer, `'20260305'` or `'2026-03-05'`; absent stays absent. */
const optionalDay = () =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === null || original === '') return undefined;
      const digits = typeof original === 'string' ? original.trim().replaceAll('-', '') : original;
      return /^\d{8}$/.test(String(digits)) ? Number(digits) : Number.NaN;
    })
    .typeError('validation:invalid')
    .integer('validation:invalid')
    .test('yyyymmdd', 'validation:invalid', (value) => value === undefined || isValidDay(value))
    .optional();

/** One of an order's rooms into another physical room, from a night on. */
export const staffRoomChangeBody = yup.object({
  order_id: orderId(),
  group_no: yup
    .number()
    .typeError('validation:invalid')
    .required('validation:required')
    .integer('validation:invalid')
    .min(1, 'validation:invalid')
    .max(DESK_GROUP_NO_MAX, 'validation:invalid'),
  hotel_room_id: int32().typeError('validation:invalid').required('validation:required'),
  from: optionalDay(),
});
export type StaffRoomChangeBody = yup.InferType<typeof staffRoomChangeBody>;

/** A new key-box password for one room of an order. */
export const staffKeyboxResetBody = yup.object({
  order_id: orderId(),
  hotel_room_id: int32().typeError('validation:invalid').required('validation:required'),
});
export type StaffKeyboxResetBody = yup.InferType<typeof staffKeyboxResetBody>;

/** An early departure today. */
export const staffDepartBody = yup.object({ order_id: orderId() });
export type StaffDepartBody = yup.InferType<typeof staffDepartBody>;
