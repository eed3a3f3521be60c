import { orThrowResponse } from '@bookdirect/app-shell/server';
import type { HotelCardData } from '@bookdirect/booking-ui';
import {
  DEFAULT_PARTY,
  FILTER_PARAMS,
  filterParams,
  type GatewayClient,
  HOTEL_LIST_PAGE_SIZE,
  type HotelListItem,
  NO_FILTERS,
  type Party,
  partyParams,
  type ResultFilters,
  readFilters,
  readParty,
  type SearchFacets,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { HotelOrder, SortSeq } from '@bookdirect/gateway-sdk/schemas';
import { data, redirect } from '@remix-run/node';
import {
  defaultCity,
  findCity,
  googleMapsApiKey,
  imageUrl,
  loadDestinations,
  pickerCity,
  readStay,
} from './catalogue.server';
import { shell } from './shell.server';
import { detailHref, hotelTags, type Stay, searchHref } from './stay';

/**
 * The orders the results page offers, as its URL names them (`sort`), and the gateway's
 * `order_by` and `seq` for each. `rcmd` is the default and stays out of the URL.
 */
export const RESULT_SORTS = {
  rcmd: { order_by: 'rcmd', seq: 'asc' },
  price_asc: { order_by: 'price', seq: 'asc' },
  price_desc: { order_by: 'price', seq: 'desc' },
  score: { order_by: 'score', seq: 'desc' },
} as const satisfies Record<string, { order_by: HotelOrder; seq: SortSeq }>;
export type ResultSort = keyof typeof RESULT_SORTS;

const isResultSort = (value: string | null): value is ResultSort =>
  value !== null && Object.hasOwn(RESULT_SORTS, value);

/** `sort` of a results URL: `valid` is false when the URL names an order that does not exist. */
export function readSort(url: URL): { sort: ResultSort; valid: boolean } {
  const raw = url.searchParams.get('sort');
  if (raw === null) return { sort: 'rcmd', valid: true };
  return isResultSort(raw) ? { sort: raw, valid: true } : { sort: 'rcmd', valid: false };
}

/** A results (or "more") URL's query with the order: nothing for the default. */
export function withSort(href: string, sort: ResultSort): string {
  return sort === 'rcmd' ? href : `${href}&sort=${sort}`;
}

/**
 * A hotel of the results list: a card with its address and tags, where it is (for the map),
 * and the signed-in member's `user_favorite_id` for its heart (0 when not saved or a visitor).
 */
export type ResultHotel = HotelCardData & {
  address: string;
  tags: string[];
  favoriteId: number;
  lat: number;
  lng: number;
};

/** What a search asks besides the city and the stay: the party and the filters. */
export interface SearchAsk {
  party?: Party;
  /** Whether the URL named the party (capacity is checked only then, as the contract says). */
  partyGiven?: boolean;
  filters?: ResultFilters;
}

export function toResult(hotel: HotelListItem, stay: Stay, party?: Party): ResultHotel {
  return {
    id: hotel.hotel_id,
    href: detailHref(hotel, { ...stay, party }),
    lat: hotel.coord_y,
    lng: hotel.coord_x,
    name: hotel.name,
    address: hotel.address,
    imageSrc: imageUrl(hotel.image_key),
    score: hotel.score,
    currency: hotel.currency,
    currencySymbol: hotel.symbol,
    stayPrice: hotel.sold_out ? null : hotel.stay_price_min,
    tags: hotelTags(hotel.hotel_tag),
    favoriteId: hotel.user_favorite_id,
  };
}

/** The query fields of a search's party (when the URL named one) and filters. */
function askParams({ party, partyGiven, filters }: SearchAsk): Record<string, string> {
  return {
    ...(party && partyGiven ? partyParams(party) : {}),
    ...(filters ? filterParams(filters) : {}),
  };
}

/**
 * The party and filters a results (or "more") URL asks for. The filters panel without script
 * is a plain GET form: a field per tag or facility (`tags=a&tags=b`) and its empty fields;
 * `filtersValid` is false unless the URL spells them as `filterParams` does.
 */
export function readAsk(url: URL): SearchAsk & { partyValid: boolean; filtersValid: boolean } {
  const { party, given, valid } = readParty(url.searchParams);
  const params = new URLSearchParams(url.searchParams);
  for (const name of ['tags', 'facilities']) params.set(name, params.getAll(name).join(','));
  const filters = readFilters(params);
  const spelled = filterParams(filters);
  const filtersValid = FILTER_PARAMS.every((name) => {
    const sent = url.searchParams.getAll(name);
    return spelled[name] === undefined
      ? sent.length === 0
      : sent.length === 1 && sent[0] === spelled[name];
  });
  return { party, partyGiven: given, partyValid: valid, filters, filtersValid };
}

/**
 * One page of hotels of a city for the stay (the spec's page of 100), in the asked order, for
 * the party and the filters, with the facets the filters choose from.
 */
export async function searchPage(
  gateway: GatewayClient,
  cityId: number,
  stay: Stay,
  page: number,
  sort: ResultSort = 'rcmd',
  ask: SearchAsk = {},
) {
  const { hotel_list, total, facets } = await orThrowResponse(
    gateway.call(endpoints.hotelSearch, {
      query: {
        city_id: cityId,
        start_day: stay.enterDate,
        days: stay.nights,
        page,
        nums: HOTEL_LIST_PAGE_SIZE,
        ...RESULT_SORTS[sort],
        ...(askParams(ask) as Record<string, never>),
      },
    }),
  );
  return {
    hotels: hotel_list.map((hotel) =>
      toResult(hotel, stay, ask.partyGiven ? ask.party : undefined),
    ),
    total,
    facets: facets as SearchFacets,
  };
}

/** The query of the "more" route for a results page: everything but the page number. */
export function moreQuery(
  cityId: number,
  stay: Stay,
  sort: ResultSort,
  ask: SearchAsk,
): URLSearchParams {
  return new URLSearchParams({
    enterDate: String(stay.enterDate),
    leaveDate: String(stay.leaveDate),
    city_id: String(cityId),
    ...(sort === 'rcmd' ? {} : { sort }),
    ...askParams(ask),
  });
}

/**
 * The results page: the city asked for (by id or English name, else the default) and the first
 * page of its hotels for the stay in the asked order; an unknown city answers 404, a loose URL
 * (or an order that does not exist) redirects to the canonical one.
 */
export async function loadSearchPage(request: Request) {
  const url = new URL(request.url);
  const lang = shell.language(request);
  const gateway = shell.gatewayFor(request);
  const { cities } = await loadDestinations(gateway);
  const { stay, corrected } = readStay(url);
  const { sort, valid: sortValid } = readSort(url);
  const ask = readAsk(url);
  const party = ask.party ?? { ...DEFAULT_PARTY, children: [] };
  const filters = ask.filters ?? NO_FILTERS;
  const cityParam = url.searchParams.get('city_id');
  const nameParam = url.searchParams.get('region_name');
  const asked = cityParam || nameParam;
  const city = asked ? findCity(cities, cityParam, nameParam) : defaultCity(cities);

  if (!city) {
    // A city that does not exist: say so, and offer the search box.
    return data(
      {
        kind: 'unknown_city' as const,
        stay,
        sort,
        party,
        filters,
        hotels: [],
        total: 0,
        facets: null as SearchFacets | null,
        more: '',
        city: null,
      },
      { status: 404 },
    );
  }
  const canonical = withSort(
    searchHref({
      cityId: city.region_id,
      regionName: city.name_en,
      enterDate: stay.enterDate,
      leaveDate: stay.leaveDate,
      party: ask.partyGiven ? party : undefined,
      filters,
    }),
    sort,
  );
  const expectedName = url.searchParams.get('region_name');
  if (
    corrected ||
    !sortValid ||
    !ask.partyValid ||
    !ask.filtersValid ||
    String(city.region_id) !== cityParam ||
    expectedName !== city.name_en
  ) {
    // The map stays open across the correction (`view=map`, the results' map toggle).
    throw redirect(url.searchParams.get('view') === 'map' ? `${canonical}&view=map` : canonical);
  }
  const { hotels, total, facets } = await searchPage(gateway, city.region_id, stay, 1, sort, ask);
  return data({
    kind: 'results' as const,
    stay,
    sort,
    party,
    filters,
    hotels,
    total,
    facets: facets as SearchFacets | null,
    more: `/hotel/search/more?${moreQuery(city.region_id, stay, sort, ask)}`,
    /** GOOGLE_MAPS_API_KEY for the results' map (the plain board of pins without it). */
    ...(googleMapsApiKey ? { mapsKey: googleMapsApiKey } : {}),
    // The search box's city (the picker reads the other destinations when reached).
    city: { ...pickerCity(city), name: lang === 'zh' ? city.name_cn : city.name_en },
  });
}
