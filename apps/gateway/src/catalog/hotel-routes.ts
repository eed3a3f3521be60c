import { Rec } from '@bookdirect/gateway-sdk/contract';
import { hotelSearchQuery, MAX_STAY_NIGHTS, stayQuery } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineEndpoint } from '../http/endpoint';
import { BusinessError, ok } from '../http/envelope';
import { idSchema, type JsonSchema, type ObjectSchema } from '../http/schemas';
import {
  appHome,
  exchangeRates,
  hotCities,
  hotelDetail,
  hotelExists,
  hotelImages,
  roomTypeDayPrices,
  roomTypeDetail,
  roomTypeList,
  searchHotels,
  stayOf,
} from './hotels';
import { SearchCache } from './search-cache';

const TAGS = ['catalog'] as const;

const int: JsonSchema = { type: 'integer' };
const num: JsonSchema = { type: 'number' };
const str: JsonSchema = { type: 'string' };
const obj = (properties: Record<string, JsonSchema>, description?: string): ObjectSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  properties,
});
const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

const stayProperties = {
  start_day: {
    type: 'integer',
    minimum: 19000101,
    maximum: 22001231,
    description: 'First night, YYYYMMDD (default today, UTC)',
    examples: [20260101],
  },
  days: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_STAY_NIGHTS,
    description: 'Nights (default 1)',
  },
} as const;

const pageProperties = (defaultNums: number) => ({
  page: { type: 'integer', minimum: 1, maximum: 100000, description: 'From 1 (default 1)' },
  nums: {
    type: 'integer',
    minimum: 1,
    maximum: 500,
    description: `Page size (default ${defaultNums})`,
  },
});

const idParams: ObjectSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema('Id') },
};

const hotelListItem = obj({
  hotel_id: int,
  name_cn: str,
  name_en: str,
  name: { type: 'string', description: 'In the request language' },
  address_cn: str,
  address_en: str,
  address: str,
  score: { type: 'number', description: '0-5, one decimal; 0 not scored (pages show 4.5)' },
  price_min: {
    type: ['number', 'null'],
    description:
      'Lowest nightly price over the stay among room types free every night, in `currency`; null when sold out',
  },
  sold_out: { type: 'boolean' },
  currency: int,
  symbol: str,
  coord_x: { type: 'number', description: 'Longitude' },
  coord_y: { type: 'number', description: 'Latitude' },
  image_key: { type: 'string', description: '`_1` key; `/images/{key}`, `_3` for display' },
  hotel_tag: {
    type: 'string',
    description: '`key:label;key:label`, labels in the request language',
  },
  city_id: int,
  city: str,
  city_cn: str,
  city_en: str,
});

const hotelImage = obj({
  hotel_image_id: int,
  image_key: str,
  image_type: int,
  hotel_id: int,
  hotel_room_type_id: int,
});

const facility = obj({
  key: str,
  name_cn: str,
  name_en: str,
  name: str,
  value: { type: 'integer', enum: [0, 1] },
});

const roomTypeProperties = {
  hotel_room_type_id: int,
  hotel_id: int,
  name_cn: str,
  name_en: str,
  name: str,
  status: int,
  image_key: str,
  price: {
    type: ['number', 'null'],
    description: 'Total for the stay; null when a night has no price',
  },
  rest_nums: { type: 'integer', description: 'Rooms left: the minimum over the nights' },
  currency: int,
  symbol: str,
  bedroom_nums: { type: 'integer', description: '1 big bed, 2 twin, otherwise multi' },
  big_beds: int,
  adult_nums: int,
  area: num,
  room_type: { type: 'string', description: 'In the request language' },
  basic_facility: list(facility),
  bathroom_facility: list(facility),
  kitchen_facility: list(facility),
};

const notFound = () => new BusinessError(Rec.notFound);

/** Hotels, room types, prices, images and rates under /v1/u (public). */
export const hotelRoutes: FastifyPluginAsync = async (app) => {
  // SEARCH_CACHE=0 turns the answer cache off (benchmarks of the uncached path).
  const searchCache =
    process.env.SEARCH_CACHE === '0'
      ? undefined
      : new SearchCache<Awaited<ReturnType<typeof searchHotels>>>();

  defineEndpoint(app, 'GET /util/currencyrate/{id}/', {
    summary: 'Rate of a currency against USD and CNY',
    description: 'Units of USD and of CNY for one unit of currency `{id}`, full precision.',
    tags: TAGS,
    params: idParams,
    data: obj({ currency: int, currency_rate_usd: num, currency_rate_cny: num }),
    handler: async (request) => {
      const id = Number(request.params.id);
      const rates = await exchangeRates(app.db);
      const own = rates.get(id);
      const cny = rates.get(1);
      if (!own || !cny) throw notFound();
      return ok({
        currency: id as 1,
        currency_rate_usd: Number(own.usd),
        currency_rate_cny: Number(own.usd) / Number(cny.usd),
      });
    },
  });

  defineEndpoint(app, 'GET /util/exchangerate/{id}/', {
    summary: 'Exchange rates of a currency',
    description: 'Units of each currency (CNY, EUR, THB, JPY, USD, MYR) for one unit of `{id}`.',
    tags: TAGS,
    params: idParams,
    data: obj({
      currency: int,
      rates: obj({ CNY: num, EUR: num, THB: num, JPY: num, USD: num, MYR: num }),
    }),
    handler: async (request) => {
      const id = Number(request.params.id);
      const rates = await exchangeRates(app.db);
      const own = rates.get(id);
      if (!own) throw notFound();
      const out: Record<string, number> = {};
      for (const rate of rates.values()) out[rate.code] = Number(own.usd) / Number(rate.usd);
      return ok({ currency: id as 1, rates: out as Record<'CNY', number> as never });
    },
  });

  defineEndpoint(app, 'GET /app/home/', {
    summary: 'Home page hotels',
    description:
      'Per home country with hotels (display order): up to 48 hotels, best score first, priced for tonight.',
    tags: TAGS,
    data: obj({
      app_home: obj({
        region_hotel: list(
          obj({
            region_id: int,
            name_cn: str,
            name_en: str,
            name: str,
            hotels: list(hotelListItem),
          }),
        ),
      }),
    }),
    handler: async (request) =>
      ok({ app_home: { region_hotel: await appHome(app.db, request.lang) } }),
  });

  defineEndpoint(app, 'GET /app/hotelhotcity/', {
    summary: 'Cities with hotels',
    description: 'Search destinations: cities with published hotels, most hotels first.',
    tags: TAGS,
    querystring: {
      type: 'object',
      properties: {
        nums: { type: 'integer', minimum: 1, maximum: 500, description: 'Default 100' },
      },
    },
    data: obj({
      region_list: list(
        obj({
          region_id: int,
          pid: int,
          name_cn: str,
          name_en: str,
          name: str,
          level: int,
          country_id: int,
          hotel_nums: int,
        }),
      ),
    }),
    handler: async (request) =>
      ok({ region_list: await hotCities(app.db, request.query.nums ?? 100, request.lang) }),
  });

  defineEndpoint(app, 'GET /hotel/main/', {
    summary: 'Search hotels',
    description:
      "A city's hotels for a stay, `order_by=rcmd`: available hotels by score then id, then the sold-out " +
      'ones (`sold_out`, `price_min` null). `price_min` is the lowest nightly price over the stay among ' +
      'room types free on every night. Past the last page, an empty list. A city without hotels: empty.',
    tags: TAGS,
    querystring: {
      type: 'object',
      properties: {
        ...stayProperties,
        ...pageProperties(100),
        city_id: idSchema('City region_id (0 or absent: every city)', 0),
        order_by: { type: 'string', enum: ['rcmd'] },
        seq: { type: 'string', enum: ['asc', 'desc'] },
      },
    },
    rules: { query: hotelSearchQuery },
    data: obj({
      hotel_list: list(hotelListItem),
      total: { type: 'integer', description: 'Hotels matching, all pages' },
    }),
    handler: async (request) => {
      const q = request.query;
      const search = {
        cityId: q.city_id || undefined,
        page: q.page ?? 1,
        nums: q.nums ?? 100,
        stay: stayOf(q.start_day, q.days),
      };
      const run = () => searchHotels(app.db, search, request.lang);
      if (!searchCache) return ok(await run());
      const { cityId = 0, stay, page, nums } = search;
      const key = `${cityId}|${stay.start}|${stay.nights}|${page}|${nums}|${request.lang}`;
      return ok(await searchCache.get(app.db, key, run));
    },
  });

  defineEndpoint(app, 'GET /hotel/main/{id}/', {
    summary: 'Hotel detail',
    description:
      'The hotel with `price_min` for the stay, its photos (type 1), rate plans and check-in policy.',
    tags: TAGS,
    params: idParams,
    querystring: { type: 'object', properties: { ...stayProperties } },
    rules: { query: stayQuery },
    data: obj({
      hotel: obj({
        ...(hotelListItem.properties as Record<string, JsonSchema>),
        opening_time: { type: 'integer', description: 'Year opened; 0 unknown' },
        renovation_time: { type: 'integer', description: 'Year renovated; 0 none' },
        mobile: str,
        email: str,
        store_id: str,
        time_zone: str,
        country_id: int,
        description_cn: str,
        description_en: str,
        description: str,
      }),
      images: list(hotelImage),
      rate_list: list(
        obj({
          hotel_rate_id: int,
          name_cn: str,
          name_en: str,
          name: str,
          is_standard: { type: 'integer', enum: [0, 1] },
          refundable: { type: 'integer', enum: [0, 1] },
          breakfast: { type: 'integer', enum: [0, 1] },
        }),
      ),
      rate_list_total: int,
      favorite: int,
      user_favorite_id: int,
      hotel_policy: obj({ check_in_policy: obj({ check_in_time: str, check_out_time: str }) }),
    }),
    handler: async (request) => {
      const q = request.query;
      return ok(
        await hotelDetail(
          app.db,
          Number(request.params.id),
          stayOf(q.start_day, q.days),
          request.lang,
        ),
      );
    },
  });

  defineEndpoint(app, 'GET /hotel/roomtype/', {
    summary: 'Room types of a hotel',
    description:
      'Shown room types with `price` for the stay and `rest_nums` the fewest rooms left on a night.',
    tags: TAGS,
    querystring: {
      type: 'object',
      required: ['hotel_id'],
      properties: { hotel_id: idSchema('Hotel id'), ...stayProperties, ...pageProperties(150) },
    },
    rules: { query: stayQuery },
    data: obj({ hotel_room_type_list: list(obj(roomTypeProperties)) }),
    handler: async (request) => {
      const q = request.query;
      const listed = await roomTypeList(
        app.db,
        q.hotel_id,
        stayOf(q.start_day, q.days),
        { page: q.page ?? 1, nums: q.nums ?? 150 },
        request.lang,
      );
      return ok({ hotel_room_type_list: listed });
    },
  });

  defineEndpoint(app, 'GET /hotel/roomtype/{id}/', {
    summary: 'Room type detail',
    description: 'A room type with facilities (both languages) and its images (type 2).',
    tags: TAGS,
    params: idParams,
    querystring: { type: 'object', properties: { ...stayProperties } },
    rules: { query: stayQuery },
    data: obj({ hotel_room_type: obj({ ...roomTypeProperties, images: list(hotelImage) }) }),
    handler: async (request) => {
      const q = request.query;
      const detail = await roomTypeDetail(
        app.db,
        Number(request.params.id),
        stayOf(q?.start_day, q?.days),
        request.lang,
      );
      return ok({ hotel_room_type: detail });
    },
  });

  defineEndpoint(app, 'GET /hotel/roomtypeprice/{id}/', {
    summary: 'Nightly prices and stock of a room type',
    description:
      'One entry per night of the stay that has a price: day (YYYYMMDD), price, rest_nums.',
    tags: TAGS,
    params: idParams,
    querystring: { type: 'object', properties: { ...stayProperties } },
    rules: { query: stayQuery },
    data: obj({
      hotel_room_type_day_price_list: list(obj({ day: int, price: num, rest_nums: int })),
      currency: int,
      symbol: str,
    }),
    handler: async (request) => {
      const q = request.query;
      const prices = await roomTypeDayPrices(
        app.db,
        Number(request.params.id),
        stayOf(q?.start_day, q?.days),
      );
      return ok({
        hotel_room_type_day_price_list: prices.list,
        currency: prices.currency,
        symbol: prices.symbol,
      });
    },
  });

  defineEndpoint(app, 'GET /file/hotelimage/', {
    summary: 'Images of a hotel',
    description:
      'By type: 1 hotel, 2 room type, 26 check-in guide. Served at `/images/{image_key}`.',
    tags: TAGS,
    querystring: {
      type: 'object',
      required: ['hotel_id'],
      properties: {
        hotel_id: idSchema('Hotel id'),
        image_type: { type: 'integer', enum: [1, 2, 26] },
        hotel_room_type_id: idSchema('Only this room type'),
      },
    },
    data: obj({ hotel_image_list: list(hotelImage) }),
    handler: async (request) => {
      const q = request.query;
      if (!(await hotelExists(app.db, q.hotel_id))) throw notFound();
      const images = await hotelImages(app.db, {
        hotelId: q.hotel_id,
        imageType: q.image_type,
        roomTypeId: q.hotel_room_type_id,
      });
      return ok({ hotel_image_list: images });
    },
  });
};
