import { partyGuests } from '@bookdirect/gateway-sdk';
import { type HotelListItem, Rec, type SearchFacets } from '@bookdirect/gateway-sdk/contract';
import { type CheckedQueryOf, endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { partyOfQuery } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok } from '../http/envelope';
import {
  appHome,
  exchangeRates,
  hotCities,
  hotelDetail,
  hotelExists,
  hotelImages,
  NO_FACETS,
  roomTypeDayPrices,
  roomTypeDetail,
  roomTypeList,
  type SearchFilters,
  type SearchParty,
  searchFacets,
  searchHotels,
  stayOf,
} from './hotels';
import { SearchCache, type SearchScope, searchVersion } from './search-cache';

const notFound = () => new BusinessError(Rec.notFound);

/**
 * The party of a catalogue call (its rules checked it), none when the call names none of
 * `rooms`, `adults`, `children`: such a call answers as before rooms and guests.
 */
function partyOf(q: {
  rooms?: unknown;
  adults?: unknown;
  children?: unknown;
}): SearchParty | undefined {
  if (q.rooms === undefined && q.adults === undefined && q.children === undefined) return undefined;
  const party = partyOfQuery(q);
  return { rooms: party.rooms, guests: partyGuests(party) };
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The filters of a search (the rules checked them), none when it names none. */
function filtersOf(q: {
  price_from?: number;
  price_to?: number;
  score_from?: number;
  tags?: string;
  facilities?: string;
  q?: string;
}): SearchFilters | undefined {
  const filters: SearchFilters = {
    priceFrom: q.price_from,
    priceTo: q.price_to,
    scoreFrom: q.score_from,
    tags: [...new Set(listOf(q.tags))].sort(),
    facilities: [...new Set(listOf(q.facilities).map(Number))].sort((a, b) => a - b),
    q: q.q?.trim() || undefined,
  };
  const none =
    filters.priceFrom === undefined &&
    filters.priceTo === undefined &&
    filters.scoreFrom === undefined &&
    filters.tags.length === 0 &&
    filters.facilities.length === 0 &&
    !filters.q;
  return none ? undefined : filters;
}

type SearchQuery = CheckedQueryOf<typeof endpoints.hotelSearch>;

/**
 * What a search reads and under which keys: the search itself, the one database it reads
 * (a replica when there is one), its cache keys and version scope, and whether the versions
 * describe its answer (`cacheable`: the versions move when a night's last room goes, not when
 * its second does, so an answer for 2 rooms or more, which reads `rest_nums >= rooms`, is
 * computed every time, and so are its facets).
 */
function planSearch(q: SearchQuery, lang: string, db: Database) {
  const search = {
    cityId: q.city_id || undefined,
    page: q.page ?? 1,
    nums: q.nums ?? 100,
    stay: stayOf(q.start_day, q.days),
    sort: { orderBy: q.order_by ?? 'rcmd', seq: q.seq ?? 'asc' },
    party: partyOf(q),
    filters: filtersOf(q),
  };
  const { cityId = 0, stay, page, nums, sort, party, filters } = search;
  const scope = `${cityId}|${stay.start}|${stay.nights}|${partyKey(party)}|${filtersKey(filters)}|${lang}`;
  return {
    search,
    db,
    scope,
    key: `${scope}|${page}|${nums}|${sort.orderBy}|${sort.seq}`,
    versionScope: { cityId, stay } satisfies SearchScope,
    cacheable: !party || party.rooms <= 1,
  };
}

/** The cache key part of a party and of filters ('' for none). */
const partyKey = (party: SearchParty | undefined) =>
  party ? `${party.rooms}r${party.guests}g` : '';
const filtersKey = (filters: SearchFilters | undefined) => (filters ? JSON.stringify(filters) : '');

/** The day and source of a set of rates: the oldest day among them (what the figure rests on). */
function rateDay(rates: Iterable<{ day: string; source: string }>) {
  let oldest: { day: string; source: string } | undefined;
  for (const rate of rates) if (!oldest || rate.day < oldest.day) oldest = rate;
  return { updated_day: Number(oldest?.day ?? 0), source: oldest?.source ?? '' };
}

/**
 * The calling member's saved hotels on the hotel answers. The favorites domain keeps them and
 * reads the catalogue, so app.ts hands them in and the catalogue never imports favorites.
 */
export interface FavoriteFlags {
  /**
   * The cards as the caller sees them: a visitor's as they are (flags 0), a member's saved
   * ones as copies with their flags, so a card the cache shares is never written to.
   */
  flagCards(request: FastifyRequest, cards: readonly HotelListItem[]): Promise<HotelListItem[]>;
  /** The caller's favorite id of the hotel, 0 when not saved or not signed in. */
  savedId(request: FastifyRequest, hotelId: number): Promise<number>;
}

export interface HotelRoutesOptions {
  favorites: FavoriteFlags;
}

/**
 * Hotels, room types, prices, images and rates under /v1/u (public). Each request reads the
 * catalogue through one `app.readDb()` (a replica when DATABASE_READ_URL names one); the
 * member's own favorites flags come from the primary (`FavoriteFlags`).
 */
export const hotelRoutes: FastifyPluginAsync<HotelRoutesOptions> = async (app, options) => {
  const { flagCards } = options.favorites;
  // SEARCH_CACHE=0 turns the answer cache off (benchmarks of the uncached path).
  const searchCache = app.config.searchCache
    ? new SearchCache<Awaited<ReturnType<typeof searchHotels>>>()
    : undefined;
  // `X-Cache: HIT | MISS` on searches while the cache is on: how benchmarks and operators read
  // the hit rate. Handlers see the request only, so the answer's origin waits here for onSend.
  const cacheOutcome = new WeakMap<object, 'HIT' | 'MISS'>();
  if (searchCache) {
    app.addHook('onSend', async (request, reply, payload) => {
      const outcome = cacheOutcome.get(request);
      if (outcome) reply.header('X-Cache', outcome);
      return payload;
    });
  }

  defineEndpoint(app, endpoints.currencyRate, {
    handler: async (request) => {
      const id = request.params.id;
      const rates = await exchangeRates(app.readDb());
      const own = rates.get(id);
      const cny = rates.get(1);
      if (!own || !cny) throw notFound();
      return ok({
        currency: id as 1,
        currency_rate_usd: Number(own.usd),
        currency_rate_cny: Number(own.usd) / Number(cny.usd),
        ...rateDay([own, cny]),
      });
    },
  });

  defineEndpoint(app, endpoints.exchangeRates, {
    handler: async (request) => {
      const id = request.params.id;
      const rates = await exchangeRates(app.readDb());
      const own = rates.get(id);
      if (!own) throw notFound();
      const out: Record<string, number> = {};
      for (const rate of rates.values()) out[rate.code] = Number(own.usd) / Number(rate.usd);
      return ok({
        currency: id as 1,
        rates: out as Record<'CNY', number> as never,
        ...rateDay(rates.values()),
      });
    },
  });

  defineEndpoint(app, endpoints.home, {
    handler: async (request) => {
      const regions = await appHome(app.readDb(), request.lang);
      const flagged = await flagCards(
        request,
        regions.flatMap((region) => region.hotels),
      );
      let at = 0;
      const region_hotel = regions.map((region) => {
        const hotels = flagged.slice(at, at + region.hotels.length);
        at += region.hotels.length;
        return { ...region, hotels };
      });
      return ok({ app_home: { region_hotel } });
    },
  });

  defineEndpoint(app, endpoints.hotCities, {
    handler: async (request, { query }) =>
      ok({ region_list: await hotCities(app.readDb(), query.nums ?? 100, request.lang) }),
  });

  // Facets are a city's, whatever the page and order: their own cache, on even when the
  // answers' is off, since computing them prices every hotel of the city.
  const facetCache = new SearchCache<SearchFacets>(500);

  /**
   * A search as its query asks it, worked out once per request (the entity tag and the
   * answer read the same plan): the same replica for the version and the answer, so an
   * answer is never stored under a newer token than its data.
   */
  const plans = new WeakMap<FastifyRequest, ReturnType<typeof planSearch>>();
  const planOf = (request: FastifyRequest, q: SearchQuery) => {
    let plan = plans.get(request);
    if (!plan) {
      plan = planSearch(q, request.lang, app.readDb());
      plans.set(request, plan);
    }
    return plan;
  };
  /**
   * A visitor's search answer is the same for everyone while its versions stand: its tag is
   * the version token and the language. A member's holds the member's saved-hotel flags, and
   * an answer for 2 rooms or more reads stock the versions do not follow: those are tagged by
   * their bytes instead (`contentTag`).
   */
  const tagged = (request: FastifyRequest, cacheable: boolean) =>
    cacheable && request.headers.token === undefined;
  const searchTag = (token: string, lang: string) => `W/"s${token}-${lang}"`;

  defineEndpoint(app, endpoints.hotelSearch, {
    // Answers the versions do not describe (a member's, two rooms or more): by their bytes.
    contentTag: true,
    currentTag: async (request, { query: q }) => {
      const plan = planOf(request, q);
      if (!tagged(request, plan.cacheable)) return undefined;
      return searchTag(await searchVersion(plan.db, plan.versionScope), request.lang);
    },
    handler: async (request, { query: q }) => {
      const { search, db, scope, key, versionScope, cacheable } = planOf(request, q);
      const { cityId = 0, stay, party, filters } = search;
      const facetsNeeded = Boolean(cityId);
      const facets = async (token: string | undefined): Promise<SearchFacets> => {
        if (!facetsNeeded || !cityId) return NO_FACETS;
        const compute = () => searchFacets(db, { cityId, stay, party, filters }, request.lang);
        if (token === undefined) return compute();
        return (await facetCache.at(scope, token, compute)).value;
      };
      let found: { hotel_list: HotelListItem[]; total: number };
      let facetsFound: SearchFacets;
      // The version the answer was computed at, when one was read: the answer's tag.
      let version: string | undefined;
      if (cacheable && searchCache) {
        // One version read, first, serves both caches: the list's and the facets' scope is
        // the same.
        const token = await searchVersion(db, versionScope);
        version = token;
        const list = async () => {
          const cached = await searchCache.at(key, token, () =>
            searchHotels(db, search, request.lang),
          );
          cacheOutcome.set(request, cached.hit ? 'HIT' : 'MISS');
          return cached.value;
        };
        [found, facetsFound] = await Promise.all([list(), facets(token)]);
      } else if (cacheable && facetsNeeded) {
        // No answers' cache: the list's own statement reads the version the facets' cache
        // needs, in its snapshot, so a search is one statement while its facets are cached.
        const listed = await searchHotels(db, search, request.lang, versionScope);
        found = listed;
        version = listed.version;
        facetsFound = await facets(listed.version);
      } else {
        [found, facetsFound] = await Promise.all([
          searchHotels(db, search, request.lang),
          facets(undefined),
        ]);
      }
      const answer = ok({
        hotel_list: await flagCards(request, found.hotel_list),
        total: found.total,
        facets: facetsFound,
      });
      return version !== undefined && tagged(request, cacheable)
        ? { ...answer, etag: searchTag(version, request.lang) }
        : answer;
    },
  });

  defineEndpoint(app, endpoints.hotel, {
    contentTag: true,
    handler: async (request, { query: q }) => {
      // The hotel from the read side; whether the member saved it, from the primary.
      const detail = await hotelDetail(
        app.readDb(),
        request.params.id,
        stayOf(q.start_day, q.days),
        request.lang,
        partyOf(q),
      );
      const saved = await options.favorites.savedId(request, detail.hotel.hotel_id);
      return ok({ ...detail, favorite: saved ? 1 : 0, user_favorite_id: saved });
    },
  });

  defineEndpoint(app, endpoints.roomTypes, {
    contentTag: true,
    handler: async (request, { query: q }) => {
      const listed = await roomTypeList(
        app.readDb(),
        q.hotel_id,
        stayOf(q.start_day, q.days),
        { page: q.page ?? 1, nums: q.nums ?? 150 },
        request.lang,
        partyOf(q),
      );
      return ok({ hotel_room_type_list: listed });
    },
  });

  defineEndpoint(app, endpoints.roomType, {
    handler: async (request, { query: q }) => {
      const detail = await roomTypeDetail(
        app.readDb(),
        request.params.id,
        stayOf(q.start_day, q.days),
        request.lang,
      );
      return ok({ hotel_room_type: detail });
    },
  });

  defineEndpoint(app, endpoints.roomTypePrices, {
    handler: async (request, { query: q }) => {
      const prices = await roomTypeDayPrices(
        app.readDb(),
        request.params.id,
        stayOf(q.start_day, q.days),
      );
      return ok({
        hotel_room_type_day_price_list: prices.list,
        currency: prices.currency,
        symbol: prices.symbol,
      });
    },
  });

  defineEndpoint(app, endpoints.hotelImages, {
    handler: async (_request, { query: q }) => {
      const db = app.readDb();
      if (!(await hotelExists(db, q.hotel_id))) throw notFound();
      const images = await hotelImages(db, {
        hotelId: q.hotel_id,
        imageType: q.image_type,
        roomTypeId: q.hotel_room_type_id,
      });
      return ok({ hotel_image_list: images });
    },
  });
};
