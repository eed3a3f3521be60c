import { CATALOGUE_READS } from '../catalogue-reads';
import { CURRENCY_CODES } from '../money';
import {
  type HotelOrder,
  hotelSearchQuery,
  regionQuery,
  type SortSeq,
  stayPartyQuery,
  stayQuery,
} from '../schemas';
import {
  Day,
  endpoint,
  Flag,
  Id,
  IdParams,
  Int,
  IntEnum,
  List,
  Nullable,
  Num,
  Obj,
  RuledId,
  type Static,
  Str,
  Type,
} from './define';

/**
 * Catalogue and discovery: currencies, regions, hotels, room types, prices and images, all
 * public. Money is a decimal number in the item's `currency` (the database keeps integers of
 * the ISO 4217 minor unit; the gateway divides). Dates are `YYYYMMDD` integers. Names come in
 * both languages plus `name`, the request's language.
 */

const tags = ['catalog'] as const;

/** What the public reads that flag saved hotels say of the session. */
const readsSession =
  'Reads the `token` session when one is sent, and needs none: the signed-in member sees ' +
  '`favorite` and `user_favorite_id` of the hotels they saved; a visitor, or an expired ' +
  'session, sees 0.';

export const CurrencyId = IntEnum([1, 2, 3, 4, 5, 6], '1 CNY, 2 EUR, 3 THB, 4 JPY, 5 USD, 6 MYR');
export type CurrencyId = Static<typeof CurrencyId>;

export const Currency = Obj({
  currency: CurrencyId,
  symbol: Type.String({ examples: ['€'] }),
  code: Type.String({ description: 'ISO 4217 code', examples: ['EUR'] }),
  minor_unit: Int('Digits after the decimal point (ISO 4217)'),
});
export type Currency = Static<typeof Currency>;

export const RegionLevel = IntEnum([1, 2, 3], '1 country, 2 province, 3 city');

export const Region = Obj({
  region_id: Int(),
  pid: Int('Parent region; 0 for a country'),
  name_cn: Str(),
  name_en: Str(),
  name: Str('The name in the request language'),
  level: RegionLevel,
});
export type Region = Static<typeof Region>;

export const RegionQuery = Type.Object({
  country_id: Type.Optional(RuledId('A country region_id: that country and its subtree')),
  level: Type.Optional(Type.Unsafe<1 | 2 | 3>(Int('1 country, 2 province, 3 city'))),
  pid: Type.Optional(RuledId('Parent region_id (0: the countries)')),
});
export type RegionQuery = Static<typeof RegionQuery>;

/**
 * An image key as stored: `hotel/12/ab12cd_1.png`. Served at `{GATEWAY_URL}/images/{key}`;
 * the final `_1` replaced by `_3` is the display variant (`imageDisplayKey`).
 */
export const ImageKey = (description = '`_1` key; `/images/{key}`, `_3` for display') =>
  Type.String({ description });
export type ImageKey = string;

export const HotelImage = Obj({
  hotel_image_id: Int(),
  image_key: ImageKey(),
  image_type: IntEnum([1, 2, 26], '1 hotel, 2 room type, 26 check-in guide'),
  hotel_id: Int(),
  hotel_room_type_id: Int('Room type of a room-type image, else 0'),
});
export type HotelImage = Static<typeof HotelImage>;

const hotelCard = {
  hotel_id: Int(),
  name_cn: Str(),
  name_en: Str(),
  name: Str('In the request language'),
  address_cn: Str(),
  address_en: Str(),
  address: Str(),
  score: Num(
    '0-5, one decimal: the average review / 2 once reviewed, else the seeded score; 0 neither (pages say so)',
  ),
  price_min: Nullable(
    Type.Number(),
    'Lowest nightly price over the stay among room types free every night, in `currency`; null when sold out (kept for partners)',
  ),
  stay_price_min: Num(
    'Lowest total of the whole stay for one room among room types free every night, in `currency` (tonight without dates): what the cheapest room type costs; 0 when sold out',
  ),
  sold_out: Type.Boolean({ description: 'True when no room type is free on every night' }),
  currency: CurrencyId,
  symbol: Str('Symbol of `currency` (`€`)'),
  coord_x: Num('Longitude'),
  coord_y: Num('Latitude'),
  image_key: ImageKey("Main image, `_1` key ('' when none)"),
  hotel_tag: Str(
    '`key:label;key:label`, labels in the request language; pages show the labels, at most 3',
  ),
  city_id: Int(),
  city: Str('City name in the request language'),
  city_cn: Str(),
  city_en: Str(),
};

/**
 * Hotel card of the home page and of search results. `favorite` and `user_favorite_id` are
 * the signed-in member's (0 for a visitor): the gateway adds them to each answer after the
 * shared search cache, which never holds them.
 */
export const HotelListItem = Obj({
  ...hotelCard,
  favorite: Flag('1 when the signed-in member saved the hotel; 0 for a visitor'),
  user_favorite_id: Int("The member's saved-hotel id; 0 when not saved or a visitor"),
});
export type HotelListItem = Static<typeof HotelListItem>;
/** A card as the catalogue computes (and caches) it, before any member's flag. */
export type HotelCardFields = Omit<HotelListItem, 'favorite' | 'user_favorite_id'>;

export const CheckInPolicy = Obj({
  check_in_time: Str('`HH:MM`, hotel local time'),
  check_out_time: Str('`HH:MM`, hotel local time'),
});
export type CheckInPolicy = Static<typeof CheckInPolicy>;

export const HotelPolicy = Obj({
  check_in_policy: CheckInPolicy,
  policy_cn: Str("House rules in Chinese; '' when the hotel has none"),
  policy_en: Str("House rules in English; '' when the hotel has none"),
  policy: Str('House rules in the request language'),
});
export type HotelPolicy = Static<typeof HotelPolicy>;

export const HotelDetail = Obj({
  ...hotelCard,
  opening_time: Int('Year opened; 0 unknown'),
  renovation_time: Int('Year renovated; 0 none'),
  mobile: Str(),
  email: Str(),
  store_id: Str(),
  time_zone: Str('IANA time zone, e.g. `Europe/Athens`'),
  country_id: Int(),
  description_cn: Str(),
  description_en: Str(),
  description: Str(),
});
export type HotelDetail = Static<typeof HotelDetail>;

/** A rate plan of the hotel. Standard plans earn points when the stay completes; others do not. */
export const RatePlan = Obj({
  hotel_rate_id: Int(),
  name_cn: Str(),
  name_en: Str(),
  name: Str(),
  is_standard: Flag('1 standard rate, 0 non-standard (promotional, package...)'),
  refundable: Flag('Free cancellation until `FREE_CANCELLATION_DAYS` before arrival'),
  breakfast: Flag(),
});
export type RatePlan = Static<typeof RatePlan>;

/** One facility of a room type: present (`value` 1) or not, named in both languages. */
export const Facility = Obj({
  key: Str(),
  name_cn: Str(),
  name_en: Str(),
  name: Str(),
  value: Flag(),
});
export type Facility = Static<typeof Facility>;

const roomTypeCard = {
  hotel_room_type_id: Int(),
  hotel_id: Int(),
  name_cn: Str(),
  name_en: Str(),
  name: Str(),
  status: Int('1 shown'),
  image_key: ImageKey("Main image, `_1` key ('' when none)"),
  price: Nullable(
    Type.Number(),
    'Total for the stay (tonight without dates); null when a night has no price',
  ),
  rest_nums: Int('Rooms left: the minimum over the nights'),
  currency: CurrencyId,
  symbol: Str(),
  bedroom_nums: Int('1 big bed, 2 twin, otherwise multi'),
  big_beds: Int(),
  adult_nums: Int('Maximum occupancy'),
  area: Num('Square metres'),
  room_type: Str('Kind of room, in the request language (`Suite`)'),
  basic_facility: List(Facility),
  bathroom_facility: List(Facility),
  kitchen_facility: List(Facility),
};

export const RoomType = Obj(roomTypeCard);
export type RoomType = Static<typeof RoomType>;

export const RoomTypeDetail = Obj({ ...roomTypeCard, images: List(HotelImage) });
export type RoomTypeDetail = Static<typeof RoomTypeDetail>;

export const DayPrice = Obj({ day: Day(), price: Num(), rest_nums: Int() });
export type DayPrice = Static<typeof DayPrice>;

export const HomeRegionHotels = Obj({
  region_id: Int(),
  name_cn: Str(),
  name_en: Str(),
  name: Str(),
  hotels: List(HotelListItem, 'Up to 48, best score first; `price_min` for tonight'),
});
export type HomeRegionHotels = Static<typeof HomeRegionHotels>;

export const AppHome = Obj({ region_hotel: List(HomeRegionHotels) });
export type AppHome = Static<typeof AppHome>;

/** A city that has hotels. */
export const HotCity = Obj({
  ...Region.properties,
  country_id: Int("The city's country"),
  hotel_nums: Int(),
});
export type HotCity = Static<typeof HotCity>;

/** Stay of a catalogue call; bounds and messages are `stayQuery`'s. */
const stay = {
  start_day: Type.Optional(Day('First night, YYYYMMDD (default today in the hotel zone)')),
  days: Type.Optional(Int('Nights (default 1)')),
};
export const StayQuery = Type.Object(stay);
export type StayQuery = Static<typeof StayQuery>;

/**
 * Rooms and guests of a catalogue call (the contract's capacity rule, `partyFits`): absent,
 * the call answers as before (1 room, 2 adults, capacity not checked).
 */
const party = {
  rooms: Type.Optional(Int('Rooms, 1-5 (default 1)')),
  adults: Type.Optional(Int('Adults, 1-10 (default 2)')),
  children: Type.Optional(Str('Ages of the children, 0-17, comma-separated (`4,9`)')),
};
export const PartyQuery = Type.Object(party);
export type PartyQuery = Static<typeof PartyQuery>;
export const StayPartyQuery = Type.Object({ ...stay, ...party });
export type StayPartyQuery = Static<typeof StayPartyQuery>;

const page = (defaultNums: number) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, description: 'From 1' })),
  nums: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 500, description: `Page size (default ${defaultNums})` }),
  ),
});

export const HotelSearchQuery = Type.Object({
  ...stay,
  ...party,
  price_from: Type.Optional(Num('Lowest `stay_price_min`, in the hotel currency')),
  price_to: Type.Optional(Num('Highest `stay_price_min`, in the hotel currency')),
  score_from: Type.Optional(Num('Lowest score, 0-5')),
  tags: Type.Optional(Str('Hotel tag keys, comma-separated: a hotel has every one')),
  facilities: Type.Optional(
    Str(
      'Facility ids (`facets.facilities[].id`), comma-separated: a room type of the hotel that sleeps the party has every one',
    ),
  ),
  q: Type.Optional(
    Str(
      "Part of the hotel's name, either language, any case, at most 60 characters; without `city_id`: in every city",
    ),
  ),
  page: Type.Optional(Type.Integer({ maximum: 100000, description: 'From 1 (default 1)' })),
  nums: Type.Optional(Int('Page size (default 100)')),
  city_id: Type.Optional(RuledId('City region_id (0 or absent: every city)')),
  order_by: Type.Optional(
    Type.Unsafe<HotelOrder>(
      Str(
        '`rcmd` recommended (default), `price` by `stay_price_min` for the stay, `score` by score',
      ),
    ),
  ),
  seq: Type.Optional(
    Type.Unsafe<SortSeq>(
      Str('`asc` (default): recommended, cheapest or lowest score first; `desc` the reverse'),
    ),
  ),
});
export type HotelSearchQuery = Static<typeof HotelSearchQuery>;

/** One choice of a filter with the hotels it would leave. */
export const FacetCount = Obj({
  key: Str('Tag key, or the facility id as a string'),
  id: Int('Facility id (0 for a tag)'),
  name: Str('In the request language'),
  count: Int('Hotels of the answer (every page) that have it; 0 for a chosen one none has'),
});
export type FacetCount = Static<typeof FacetCount>;

/**
 * What the filters of a city's search can choose from: every tag and facility of the city's
 * hotels, each counted over every page of the (filtered) answer; empty without `city_id`.
 */
export const SearchFacets = Obj({
  tags: List(FacetCount, 'Hotel tags, most hotels first'),
  facilities: List(FacetCount, 'Room facilities, most hotels first'),
  price_range: Obj({
    min: Num(
      "Lowest `stay_price_min` among the city's available hotels for the stay and party, the filters left aside (0 none)",
    ),
    max: Num('Highest, likewise (0 none)'),
    currency: CurrencyId,
    symbol: Str(),
  }),
});
export type SearchFacets = Static<typeof SearchFacets>;

/** When the rates of an answer are of, and where they came from (beyond the spec). */
const rateOrigin = {
  updated_day: Day('The day the rates are of (the oldest among those used), YYYYMMDD'),
  source: Str('Where they came from: `seed`, a provider, a file'),
};

export const CurrencyRate = Obj({
  currency: CurrencyId,
  currency_rate_usd: Num('Units of USD for 1 unit of the currency, full precision'),
  currency_rate_cny: Num('Units of CNY for 1 unit of the currency'),
  ...rateOrigin,
});
export type CurrencyRate = Static<typeof CurrencyRate>;

export type CurrencyCode = 'CNY' | 'EUR' | 'THB' | 'JPY' | 'USD' | 'MYR';

const rateFigures = (description: string) =>
  Obj(
    Object.fromEntries(
      Object.values(CURRENCY_CODES).map((code) => [code, Type.Number({ description })]),
    ) as Record<CurrencyCode, ReturnType<typeof Type.Number>>,
  );

export const ExchangeRateUpdateBody = Type.Object({
  date: Type.Optional(Str('`YYYY-MM-DD`: the day the rates are of')),
  source: Type.Optional(Str('Where they come from (default `admin`)')),
  rates: Type.Optional(
    Type.Record(Type.String(), Type.Unsafe<number | string>({}), {
      description: 'USD for one unit of each of CNY, EUR, THB, JPY, USD (1), MYR',
    }),
  ),
  from_url: Type.Optional(Flag('1: fetch the rate set from EXCHANGE_RATES_URL instead')),
  force: Type.Optional(Flag('1: take it even when a rate moves more than the allowed share')),
});
export type ExchangeRateUpdateBody = Static<typeof ExchangeRateUpdateBody>;

export const ExchangeRateUpdateData = Obj({
  updated_day: Day('The day the rates are of'),
  source: Str(),
  rates: rateFigures('USD for one unit, as stored'),
  moves: rateFigures('Share each rate moved (0.01 = 1%)'),
});
export type ExchangeRateUpdateData = Static<typeof ExchangeRateUpdateData>;

export const catalogEndpoints = {
  currencies: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/util/currency/',
    summary: 'Currencies',
    description: 'Every currency the platform prices in, by id.',
    tags,
    data: Obj({ currency_list: List(Currency) }),
  }),

  regions: endpoint({
    method: 'GET',
    audience: 'partner',
    path: CATALOGUE_READS.regions,
    summary: 'Regions',
    description:
      'Countries (level 1), provinces (2) and cities (3). Filters combine: `level=1` lists ' +
      'countries, `pid` lists the children of a region, `country_id` keeps one country and ' +
      'what lies below it. Ordered by level, then display order.',
    tags,
    query: RegionQuery,
    rules: { query: regionQuery },
    data: Obj({ region_list: List(Region) }),
  }),

  currencyRate: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/util/currencyrate/{id}/',
    summary: 'Rate of a currency against USD and CNY',
    description: 'Units of USD and of CNY for one unit of currency `{id}`, full precision.',
    tags,
    params: IdParams,
    data: CurrencyRate,
  }),

  exchangeRates: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/util/exchangerate/{id}/',
    summary: 'Exchange rates of a currency',
    description: 'Units of each currency (CNY, EUR, THB, JPY, USD, MYR) for one unit of `{id}`.',
    tags,
    params: IdParams,
    data: Obj({
      currency: CurrencyId,
      rates: Obj(
        Object.fromEntries(
          Object.values(CURRENCY_CODES).map((code) => [code, Type.Number()]),
        ) as Record<CurrencyCode, ReturnType<typeof Type.Number>>,
      ),
      ...rateOrigin,
    }),
  }),

  home: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/app/home/',
    summary: 'Home page hotels',
    description:
      'Per home country with hotels (display order): up to 48 hotels, best score first, priced ' +
      `for tonight. ${readsSession}`,
    tags,
    data: Obj({ app_home: AppHome }),
  }),

  hotCities: endpoint({
    method: 'GET',
    audience: 'partner',
    path: CATALOGUE_READS.hotCities,
    summary: 'Cities with hotels',
    description: 'Search destinations: cities with published hotels, most hotels first.',
    tags,
    query: Type.Object({
      nums: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'Default 100' })),
    }),
    data: Obj({ region_list: List(HotCity) }),
  }),

  hotelSearch: endpoint({
    method: 'GET',
    audience: 'partner',
    path: CATALOGUE_READS.hotelSearch,
    summary: 'Search hotels',
    description:
      "A city's hotels for a stay: the available hotels in the asked order, then the sold-out ones " +
      '(`sold_out`, `price_min` null, `stay_price_min` 0) in the same order. `order_by=rcmd` ' +
      '(default): by score, then hotel id; `price`: by `stay_price_min` (compared across ' +
      'currencies at the exchange rate), then score, then id; `score`: by score, then id. ' +
      '`seq=desc` reverses the order (rcmd: the whole order; price and score: the first key). ' +
      'Among room types free on every night of the stay, `stay_price_min` is the lowest total ' +
      'of the stay for one room and `price_min` the lowest nightly price. Past the last page, ' +
      `an empty list. A city without hotels: empty. ${readsSession}`,
    tags,
    query: HotelSearchQuery,
    rules: { query: hotelSearchQuery },
    data: Obj({
      hotel_list: List(HotelListItem),
      total: Int('Hotels matching, all pages'),
      facets: SearchFacets,
    }),
  }),

  hotel: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/hotel/main/{id}/',
    summary: 'Hotel detail',
    description:
      'The hotel with `price_min` for the stay, its photos (type 1), rate plans, check-in ' +
      `times and house rules. ${readsSession}`,
    tags,
    params: IdParams,
    query: StayPartyQuery,
    rules: { query: stayPartyQuery },
    data: Obj({
      hotel: HotelDetail,
      images: List(HotelImage),
      rate_list: List(RatePlan),
      rate_list_total: Int(),
      favorite: Flag(),
      user_favorite_id: Int(),
      hotel_policy: HotelPolicy,
    }),
  }),

  roomTypes: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/hotel/roomtype/',
    summary: 'Room types of a hotel',
    description:
      'Shown room types with `price` for the stay and `rest_nums` the fewest rooms left on a night.',
    tags,
    query: Type.Object({ hotel_id: Id('Hotel id'), ...stay, ...party, ...page(150) }),
    rules: { query: stayPartyQuery },
    data: Obj({ hotel_room_type_list: List(RoomType) }),
  }),

  roomType: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/hotel/roomtype/{id}/',
    summary: 'Room type detail',
    description: 'A room type with facilities (both languages) and its images (type 2).',
    tags,
    params: IdParams,
    query: StayQuery,
    rules: { query: stayQuery },
    data: Obj({ hotel_room_type: RoomTypeDetail }),
  }),

  roomTypePrices: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/hotel/roomtypeprice/{id}/',
    summary: 'Nightly prices and stock of a room type',
    description:
      'One entry per night of the stay that has a price: day (YYYYMMDD), price, rest_nums.',
    tags,
    params: IdParams,
    query: StayQuery,
    rules: { query: stayQuery },
    data: Obj({
      hotel_room_type_day_price_list: List(DayPrice),
      currency: CurrencyId,
      symbol: Str(),
    }),
  }),

  hotelImages: endpoint({
    method: 'GET',
    audience: 'partner',
    path: '/file/hotelimage/',
    summary: 'Images of a hotel',
    description:
      'By type: 1 hotel, 2 room type, 26 check-in guide. Served at `/images/{image_key}`.',
    tags,
    query: Type.Object({
      hotel_id: Id('Hotel id'),
      image_type: Type.Optional(IntEnum([1, 2, 26])),
      hotel_room_type_id: Type.Optional(Id('Only this room type')),
    }),
    data: Obj({ hotel_image_list: List(HotelImage) }),
  }),
};
