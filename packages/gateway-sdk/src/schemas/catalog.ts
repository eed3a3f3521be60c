import * as yup from 'yup';
import { DEFAULT_PARTY, type Party, type PartyField, parseChildren, partyErrors } from '../party';
import { MAX_NAME_QUERY } from '../result-filters';
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

/** The party a query's `rooms`, `adults` and `children` name (the default for an absent one). */
export function partyOfQuery(query: {
  rooms?: unknown;
  adults?: unknown;
  children?: unknown;
}): Party {
  const num = (value: unknown, fallback: number) =>
    value === undefined || value === null || value === '' ? fallback : Number(value);
  return {
    rooms: num(query.rooms, DEFAULT_PARTY.rooms),
    adults: num(query.adults, DEFAULT_PARTY.adults),
    children: parseChildren(
      query.children === undefined || query.children === null ? '' : String(query.children),
    ),
  };
}

/**
 * One field of a party (`partyErrors`, `../party`): `validation:invalid` out of its range,
 * `search:rooms_over_adults` on `rooms` for more rooms than adults (the default 2 adults
 * when `adults` is absent).
 */
const partyField = (field: PartyField) =>
  yup.mixed().test(field, 'validation:invalid', function (value) {
    if (value === undefined) return true;
    const key = partyErrors(partyOfQuery(this.parent))[field];
    return key ? this.createError({ message: key }) : true;
  });

/** `rooms`, `adults` and `children` of a catalogue call or an order's `content`. */
export const partyFields = {
  rooms: partyField('rooms').transform((v: unknown) =>
    v === undefined || v === '' ? undefined : Number(v),
  ) as yup.Schema<number | undefined>,
  adults: partyField('adults').transform((v: unknown) =>
    v === undefined || v === '' ? undefined : Number(v),
  ) as yup.Schema<number | undefined>,
  children: partyField('children').transform((v: unknown) =>
    v === undefined || v === null ? undefined : String(v),
  ) as yup.Schema<string | undefined>,
};

/** The stay and the party: `GET /hotel/main/{id}/` and `/hotel/roomtype/`. */
export const stayPartyQuery = stayQuery.shape(partyFields);

/** A filter amount: a number from 0. */
const amountFrom0 = () =>
  yup.number().typeError('validation:invalid').min(0, 'validation:invalid').optional();

/** A comma-separated list whose every part `part` accepts. */
const listOf = (part: RegExp) =>
  yup
    .string()
    .optional()
    .test(
      'list',
      'validation:invalid',
      (value) =>
        value === undefined ||
        value.split(',').every((item) => item.trim() === '' || part.test(item.trim())),
    );

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
export const hotelSearchQuery = stayPartyQuery.shape({
  price_from: amountFrom0(),
  price_to: amountFrom0(),
  score_from: amountFrom0().max(5, 'validation:invalid'),
  tags: listOf(/^[A-Za-z0-9_-]{1,40}$/),
  facilities: listOf(/^[1-9][0-9]{0,3}$/),
  q: yup
    .string()
    .optional()
    .test(
      'length',
      'validation:invalid',
      (v) => v === undefined || v.trim().length <= MAX_NAME_QUERY,
    ),
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
