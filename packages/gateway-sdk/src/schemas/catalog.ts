import * as yup from 'yup';
import { isValidDay } from './common';

/**
 * Search rules shared by the booking app's search box and the gateway's catalogue calls.
 * Dates are `YYYYMMDD` integers, as on the wire. Messages are locales keys.
 */

/** Longest stay a search accepts, in nights. */
export const MAX_STAY_NIGHTS = 90;
/** How far ahead stock and prices are searched, in days from today. */
export const MAX_DAYS_AHEAD = 366;

const day = (requiredKey?: string) => {
  const base = yup
    .number()
    .typeError(requiredKey ?? 'validation:invalid')
    .integer('validation:invalid')
    .test('yyyymmdd', 'validation:invalid', (value) => value == null || isValidDay(value));
  return requiredKey ? base.required(requiredKey) : base.optional();
};

/** Days between two `YYYYMMDD` dates (b - a). */
export { daysBetween } from '../days';

/**
 * The search box: destination (a city id) and both dates required, check-out after
 * check-in. `check_in` / `check_out` are `YYYYMMDD`.
 */
export const searchForm = yup.object({
  city_id: yup
    .number()
    .typeError('validation:please_select_destination')
    .integer('validation:please_select_destination')
    .positive('validation:please_select_destination')
    .required('validation:please_select_destination'),
  check_in: day('validation:please_select_check_in'),
  check_out: day('validation:please_select_check_in').test(
    'after-check-in',
    'validation:check_in_longer_check-out',
    function (value) {
      const checkIn = this.parent.check_in as number | undefined;
      if (value == null || checkIn == null || !isValidDay(checkIn) || !isValidDay(value))
        return true;
      return value > checkIn;
    },
  ),
});
export type SearchForm = yup.InferType<typeof searchForm>;

/** `start_day` + `days` of the catalogue calls (both optional: today, one night). */
export const stayQuery = yup.object({
  start_day: day(),
  days: yup
    .number()
    .typeError('validation:check_in_longer_check-out')
    .integer('validation:check_in_longer_check-out')
    .min(1, 'validation:check_in_longer_check-out')
    .max(MAX_STAY_NIGHTS, 'validation:invalid')
    .optional(),
});

/**
 * Orders of `GET /hotel/main/`: `rcmd` recommended (score, then hotel id), `price` by the
 * stay's `price_min`, `score` by score. Sold-out hotels come after the available ones in
 * every order.
 */
export const HOTEL_ORDERS = ['rcmd', 'price', 'score'] as const;
export type HotelOrder = (typeof HOTEL_ORDERS)[number];
/** Direction of `order_by`: `asc` is the recommended order, cheapest or lowest score first. */
export const SORT_SEQS = ['asc', 'desc'] as const;
export type SortSeq = (typeof SORT_SEQS)[number];

/** `GET /hotel/main/`. */
export const hotelSearchQuery = stayQuery.shape({
  page: yup.number().integer('validation:invalid').min(1, 'validation:invalid').optional(),
  nums: yup
    .number()
    .integer('validation:invalid')
    .min(1, 'validation:invalid')
    .max(500, 'validation:invalid')
    .optional(),
  city_id: yup.number().integer('validation:invalid').min(0, 'validation:invalid').optional(),
  order_by: yup.string().oneOf(HOTEL_ORDERS, 'validation:invalid').optional(),
  seq: yup.string().oneOf(SORT_SEQS, 'validation:invalid').optional(),
});
