import { ALL_ORDER_STATUS_IDS, dayOfIso, isValidDay } from '@bookdirect/gateway-sdk';

/**
 * The orders desk's filters as the page's address carries them (a GET form, so a search can
 * be bookmarked, shared and exported): `q`, `hotel_id`, `status_ids` (repeated), `from` and
 * `to` (arrival, `YYYY-MM-DD` as date inputs send them) and `page`.
 */
export interface OrderFilters {
  q: string;
  /** 0 for every hotel of the staff member. */
  hotelId: number;
  /** None: every status. */
  statusIds: number[];
  /** `YYYY-MM-DD`, or '' for no bound. */
  from: string;
  to: string;
  page: number;
}

export type OrderStatusId = (typeof ALL_ORDER_STATUS_IDS)[number];

function isStatusId(value: number): value is OrderStatusId {
  return (ALL_ORDER_STATUS_IDS as readonly number[]).includes(value);
}

/** A date input's value when it is a real day, else ''. */
function dayField(value: string | null): string {
  const text = value?.trim() ?? '';
  return isValidDay(dayOfIso(text)) ? text : '';
}

/**
 * The filters of a request's search parameters. What cannot be a filter (an unknown status,
 * a day that does not exist, a hotel id that is no id) is left out rather than refused, as a
 * hand-edited address should still show orders. A search text too long is the gateway's to
 * refuse (rec 2), in the staff member's language.
 */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const hotelId = Number(params.get('hotel_id'));
  const page = Number(params.get('page'));
  const statusIds = [
    ...new Set(
      params
        .getAll('status_ids')
        .flatMap((value) => value.split(','))
        .map((value) => Number(value.trim()))
        .filter(isStatusId),
    ),
  ].sort((a, b) => a - b);
  return {
    q: (params.get('q') ?? '').trim(),
    hotelId: Number.isSafeInteger(hotelId) && hotelId > 0 ? hotelId : 0,
    statusIds,
    from: dayField(params.get('from')),
    to: dayField(params.get('to')),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The gateway's query for the filters (`GET /v1/s/orders/` and its export), without paging. */
export function ordersQuery(filters: OrderFilters): {
  q?: string;
  hotel_id?: number;
  status_ids?: string;
  from?: string;
  to?: string;
} {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.hotelId ? { hotel_id: filters.hotelId } : {}),
    ...(filters.statusIds.length > 0 ? { status_ids: filters.statusIds.join(',') } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/**
 * The search part of an address keeping the filters (a page of the list, the export):
 * `?q=li&status_ids=2&page=2`, or '' for none.
 */
export function filtersSearch(filters: OrderFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.hotelId) params.set('hotel_id', String(filters.hotelId));
  for (const id of filters.statusIds) params.append('status_ids', String(id));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
