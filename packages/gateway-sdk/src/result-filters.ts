/**
 * The results page's filters (the contract's filters of `GET /hotel/main/`): the stay's price
 * range (on `stay_price_min`, in the hotels' currency), the lowest score (0-5), hotel tags and
 * room facilities (a hotel must have every one chosen) and a hotel name. The same query names
 * on the gateway and in the booking site's URLs, so a filtered page reloads as it was.
 */

export interface ResultFilters {
  priceFrom?: number;
  priceTo?: number;
  /** 0-5. */
  scoreFrom?: number;
  /** Hotel tag keys (`wifi`, `parking`...). */
  tags: string[];
  /** Facility ids. */
  facilities: number[];
  /** Part of the hotel's name, in either language. */
  q?: string;
}

export const NO_FILTERS: Readonly<ResultFilters> = Object.freeze({ tags: [], facilities: [] });

/** The scores the filter offers: "at least N". */
export const SCORE_STEPS = [3, 3.5, 4, 4.5] as const;
/** Longest hotel-name text a search takes. */
export const MAX_NAME_QUERY = 60;

/** The query names of the filters, as the gateway and the booking site's URLs spell them. */
export const FILTER_PARAMS = [
  'price_from',
  'price_to',
  'score_from',
  'tags',
  'facilities',
  'q',
] as const;

const listOf = (value: string | null): string[] =>
  value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

const amount = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** The filters a query names; what is not a valid value is left out. */
export function readFilters(params: URLSearchParams): ResultFilters {
  const score = amount(params.get('score_from'));
  const q = params.get('q')?.trim().slice(0, MAX_NAME_QUERY);
  return {
    priceFrom: amount(params.get('price_from')),
    priceTo: amount(params.get('price_to')),
    scoreFrom: score !== undefined && score <= 5 ? score : undefined,
    tags: [...new Set(listOf(params.get('tags')))].sort(),
    facilities: [
      ...new Set(
        listOf(params.get('facilities'))
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0),
      ),
    ].sort((a, b) => a - b),
    q: q || undefined,
  };
}

/** The query fields of the filters that are set (none for no filter). */
export function filterParams(filters: ResultFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.priceFrom !== undefined) out.price_from = String(filters.priceFrom);
  if (filters.priceTo !== undefined) out.price_to = String(filters.priceTo);
  if (filters.scoreFrom !== undefined) out.score_from = String(filters.scoreFrom);
  if (filters.tags.length > 0) out.tags = filters.tags.join(',');
  if (filters.facilities.length > 0) out.facilities = filters.facilities.join(',');
  if (filters.q) out.q = filters.q;
  return out;
}

/** How many filters are set: what a "Filters (3)" button and "Clear all" count. */
export function filterCount(filters: ResultFilters): number {
  return (
    (filters.priceFrom !== undefined || filters.priceTo !== undefined ? 1 : 0) +
    (filters.scoreFrom !== undefined ? 1 : 0) +
    filters.tags.length +
    filters.facilities.length +
    (filters.q ? 1 : 0)
  );
}
