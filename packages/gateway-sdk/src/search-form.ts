import { isValidDay } from './days';

/**
 * The search box's rule: a destination (a city id) and both dates required, check-out after
 * check-in; `check_in` / `check_out` are `YYYYMMDD`. Written as a plain function, without
 * yup, because the search box ships on partner pages where every kilobyte counts; the
 * `searchForm` schema of `./schemas` runs this same rule for the gateway and the forms.
 */

export type SearchFormField = 'city_id' | 'check_in' | 'check_out';

export interface SearchFormValues {
  city_id?: unknown;
  check_in?: unknown;
  check_out?: unknown;
}

/** A searchable form, once the rule accepts it. */
export interface SearchForm {
  city_id: number;
  check_in: number;
  check_out: number;
}

const DESTINATION = 'validation:please_select_destination';
const DATES = 'validation:please_select_check_in';
const ORDER = 'validation:check_in_longer_check-out';
const INVALID = 'validation:invalid';

/** A number as a form or a query gives it (`'20300610'` too); undefined when absent. */
function numeric(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** The locales key a day field is refused with, or undefined when it is a real day. */
function dayError(value: unknown): string | undefined {
  const day = numeric(value);
  if (day === undefined || Number.isNaN(day)) return DATES;
  return isValidDay(day) ? undefined : INVALID;
}

/**
 * What the search form refuses: each refused field with the locales key of its rule, the
 * spec's `please_select_destination`, `please_select_check_in` and
 * `check_in_longer_check-out` (`invalid` for a day that does not exist). Empty when the
 * visitor may search.
 */
export function searchFormErrors(
  values: SearchFormValues,
): Partial<Record<SearchFormField, string>> {
  const errors: Partial<Record<SearchFormField, string>> = {};
  const city = numeric(values.city_id);
  if (city === undefined || !Number.isInteger(city) || city <= 0) errors.city_id = DESTINATION;
  const checkIn = dayError(values.check_in);
  if (checkIn) errors.check_in = checkIn;
  const checkOut = dayError(values.check_out);
  if (checkOut) errors.check_out = checkOut;
  else if (!checkIn && Number(values.check_out) <= Number(values.check_in))
    errors.check_out = ORDER;
  return errors;
}
