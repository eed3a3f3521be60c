import * as yup from 'yup';
import { type SearchFormField, type SearchFormValues, searchFormErrors } from '../search-form';
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

/** One field of the search box's rule (`../search-form`), refused with the key it gives. */
const searchField = (field: SearchFormField) =>
  yup.mixed().test(field, 'validation:invalid', function () {
    const key = searchFormErrors(this.parent as SearchFormValues)[field];
    return key ? this.createError({ message: key }) : true;
  });

/**
 * The search box: destination (a city id) and both dates required, check-out after
 * check-in. `check_in` / `check_out` are `YYYYMMDD`. The rule itself is `searchFormErrors`,
 * which the search box runs without yup.
 */
export const searchForm: yup.ObjectSchema<SearchFormValues> = yup.object({
  city_id: searchField('city_id'),
  check_in: searchField('check_in'),
  check_out: searchField('check_out'),
});
export type { SearchForm } from '../search-form';

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
 * stay's lowest total (`stay_price_min`), `score` by score. Sold-out hotels come after the
 * available ones in every order.
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
