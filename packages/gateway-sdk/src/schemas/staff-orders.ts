import * as yup from 'yup';
import { ALL_ORDER_STATUS_IDS, INT32_MAX } from '../constants';
import { isValidDay } from '../days';
import { text } from './common';
import { orderCancelBody } from './orders';
import { staffPaging } from './staff';

/**
 * The back office's orders and check-in board (`/v1/s/orders/`, `/v1/s/checkin/board/`).
 * Query values come as the caller spells them: a list as `2,6` or repeated, a day as
 * `20260305` or `2026-03-05`.
 */

/** The most `q` holds: an order id, a name, an e-mail address or a phone number. */
export const STAFF_ORDER_QUERY_MAX = 100;

const hotelId = () =>
  yup.number().integer().min(1, 'validation:invalid').max(INT32_MAX, 'validation:invalid');

/** `YYYYMMDD` from an integer, `20260305` or `2026-03-05`; anything else is no day. */
const day = () =>
  yup
    .number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === null || original === '') return undefined;
      const digits = typeof original === 'string' ? original.trim().replaceAll('-', '') : original;
      return /^\d{8}$/.test(String(digits)) ? Number(digits) : Number.NaN;
    })
    .typeError('validation:invalid')
    .integer('validation:invalid')
    .test('yyyymmdd', 'validation:invalid', (value) => value === undefined || isValidDay(value));

/** Every value of a list sent as `2,6`, as repeated fields, or as an array of either. */
function listOf(original: unknown): string[] | undefined {
  if (original === undefined || original === null || original === '') return undefined;
  const parts = Array.isArray(original) ? original : [original];
  return parts.flatMap((part) =>
    String(part)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );
}

/** `status_ids`: statuses among 1, 2, 6, 8, 9, each once. */
const statusIds = () =>
  yup
    .array(
      yup
        .number()
        .typeError('validation:invalid')
        .integer('validation:invalid')
        .oneOf([...ALL_ORDER_STATUS_IDS], 'validation:invalid')
        .required(),
    )
    .transform((_value: unknown, original: unknown) => {
      const list = listOf(original);
      return list === undefined ? undefined : [...new Set(list.map(Number))];
    })
    .optional();

/** `GET /v1/s/orders/`: the caller's hotels' orders, filtered, newest first. */
export const staffOrderListQuery = yup.object({
  ...staffPaging,
  hotel_id: hotelId().optional(),
  status_ids: statusIds(),
  from: day().optional(),
  to: day()
    .optional()
    .test(
      'after-from',
      'validation:invalid',
      (value, context) =>
        value === undefined ||
        typeof context.parent.from !== 'number' ||
        value >= context.parent.from,
    ),
  q: text()
    .max(STAFF_ORDER_QUERY_MAX, 'validation:invalid')
    .optional()
    .transform((value: unknown) => (value === '' ? undefined : value)),
});

/** `GET /v1/s/orders/export/`: the list's filters, without paging. */
export const staffOrderExportQuery = staffOrderListQuery.omit(['page', 'nums']);

/** The most orders one export holds, newest first. */
export const STAFF_ORDER_EXPORT_MAX = 5000;

/** The most an internal note on an order holds. */
export const STAFF_ORDER_NOTE_MAX = 2000;

/** `POST /v1/s/orders/{id}/notes/`: an internal note, trimmed, 1-2000 characters. */
export const staffOrderNoteBody = yup.object({
  note: text()
    .required('orders:staff_note_required')
    .max(STAFF_ORDER_NOTE_MAX, 'orders:staff_note_too_long'),
});

export type StaffOrderNoteInput = yup.InferType<typeof staffOrderNoteBody>;

/** `PUT /v1/s/orders/cancel/{id}/`: the member cancel's reasons (1-8) and comment. */
export const staffOrderCancelBody = orderCancelBody;

/** `GET /v1/s/checkin/board/`: one hotel's day, by default its today. */
export const staffCheckinBoardQuery = yup.object({
  hotel_id: hotelId().required('validation:required'),
  day: day().optional(),
});
