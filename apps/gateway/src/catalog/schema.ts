import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Currencies by the contract's ids (1 CNY ... 6 MYR); reference data owned by the seed. */
export const currencies = pgTable(
  'currencies',
  {
    id: integer('id').primaryKey(),
    /** ISO 4217 code, e.g. `EUR`. */
    code: text('code').notNull().unique(),
    symbol: text('symbol').notNull(),
    /** ISO 4217 minor unit: money of this currency is stored as integers of 10^-minor_unit. */
    minorUnit: smallint('minor_unit').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_minor_unit_check', sql`${t.minorUnit} between 0 and 4`),
  ],
);

/**
 * Country (level 1, pid 0) > province (2) > city (3). Countries without hotels stay listed:
 * the franchise cascade covers where partners are, not only where guests can book.
 */
export const regions = pgTable(
  'regions',
  {
    regionId: integer('region_id').primaryKey(),
    /** Parent region; 0 for a country, as on the wire. */
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Maintained by the catalogue when hotels are published; search offers only these. */
    hasHotels: boolean('has_hotels').notNull().default(false),
  },
  (t) => [
    index('regions_pid_idx').on(t.pid, t.sort, t.regionId),
    index('regions_level_idx').on(t.level, t.sort, t.regionId),
    check('regions_level_check', sql`${t.level} in (1, 2, 3)`),
    // A country has no parent and nothing else is top level.
    check('regions_top_level_check', sql`(${t.level} = 1) = (${t.pid} = 0)`),
  ],
);

/**
 * Exchange rates: units of USD for one unit of the currency, full precision (numeric, read
 * as text so no digit is lost). Reference data owned by the seed.
 */
export const exchangeRates = pgTable('exchange_rates', {
  currencyId: integer('currency_id')
    .primaryKey()
    .references(() => currencies.id),
  usdPerUnit: numeric('usd_per_unit', { precision: 24, scale: 12 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The day the rate is of, as its source says. */
  effectiveDate: date('effective_date', { mode: 'string' }),
  /** Where it came from: `seed`, a file name, a provider's URL. */
  source: text('source').notNull().default('seed'),
});

/** Every rate ever taken, with its day and source: the current one is `exchange_rates`. */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: serial('id').primaryKey(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    usdPerUnit: numeric('usd_per_unit', { precision: 24, scale: 12 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rate_history_currency_idx').on(t.currencyId, t.recordedAt)],
);

/** A hotel. Names and addresses in both languages; money in its own currency. */
export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    /** The hotel group that sells it (1: the demo brand). */
    sellerId: integer('seller_id').notNull().default(1),
    cityId: integer('city_id')
      .notNull()
      .references(() => regions.regionId),
    countryId: integer('country_id')
      .notNull()
      .references(() => regions.regionId),
    /** 1 published (listed and bookable), 0 hidden. */
    status: smallint('status').notNull().default(1),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    addressCn: text('address_cn').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** House rules in each language, shown with the check-in times; '' when none. */
    policyCn: text('policy_cn').notNull().default(''),
    policyEn: text('policy_en').notNull().default(''),
    /** Longitude. */
    coordX: doublePrecision('coord_x').notNull().default(0),
    /** Latitude. */
    coordY: doublePrecision('coord_y').notNull().default(0),
    /**
     * Score x 10 (47 is 4.7); 0 is not scored yet. Seeded or imported until the hotel has
     * reviews, then their average / 2 (`review_sum * 5 / review_count`, rounded).
     */
    score10: smallint('score10').notNull().default(0),
    /** The seeded or imported score x 10: the score again once no shown review is left. */
    baseScore10: smallint('base_score10').notNull().default(0),
    /** Reviews written of the hotel, and the sum of their 1-10 scores. */
    reviewCount: integer('review_count').notNull().default(0),
    reviewSum: integer('review_sum').notNull().default(0),
    /** `key:label;key:label`, labels in English (the partner's own words). */
    hotelTag: text('hotel_tag').notNull().default(''),
    /**
     * The same pairs with Chinese labels, matched by key; a key missing here falls back to the
     * built-in translation of known keys, then to the English label (`tags.ts`).
     */
    hotelTagCn: text('hotel_tag_cn').notNull().default(''),
    openingYear: smallint('opening_year').notNull().default(0),
    renovationYear: smallint('renovation_year').notNull().default(0),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    storeId: text('store_id').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    /** Main image (`_1` key); '' when none. */
    imageKey: text('image_key').notNull().default(''),
    /** An importer's own id for the hotel, unique per seller: imports update in place. */
    externalId: text('external_id'),
  },
  (t) => [
    // The search: a city's published hotels, best score first; without a city, all of them.
    index('hotels_city_idx').on(t.cityId, t.status, t.score10.desc(), t.id),
    index('hotels_published_idx').on(t.score10.desc(), t.id).where(sql`${t.status} = 1`),
    index('hotels_country_idx').on(t.countryId, t.status, t.score10.desc(), t.id),
    uniqueIndex('hotels_external_idx').on(t.sellerId, t.externalId),
    check('hotels_score_check', sql`${t.score10} between 0 and 50`),
  ],
);

/** Images by type: 1 hotel, 2 room type, 26 check-in guide. `image_key` is the `_1` key. */
export const hotelImages = pgTable(
  'hotel_images',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id'),
    imageType: smallint('image_type').notNull(),
    imageKey: text('image_key').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('hotel_images_hotel_idx').on(t.hotelId, t.imageType, t.sort, t.id),
    index('hotel_images_room_type_idx').on(t.roomTypeId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded image bytes by key (both variants). Generated demo images are drawn, not stored. */
export const imageFiles = pgTable('image_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Facilities as `{ key: 0 | 1 }`; names of each key live in the catalogue's dictionary. */
export type FacilityFlags = Record<string, 0 | 1>;

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    /** 1 shown. */
    status: smallint('status').notNull().default(1),
    /** 1 big bed, 2 twin, otherwise multi. */
    bedroomNums: smallint('bedroom_nums').notNull().default(1),
    bigBeds: smallint('big_beds').notNull().default(1),
    adultNums: smallint('adult_nums').notNull().default(2),
    /** Square metres. */
    area: integer('area').notNull().default(0),
    roomTypeCn: text('room_type_cn').notNull().default(''),
    roomTypeEn: text('room_type_en').notNull().default(''),
    basicFacility: jsonb('basic_facility').$type<FacilityFlags>().notNull().default({}),
    bathroomFacility: jsonb('bathroom_facility').$type<FacilityFlags>().notNull().default({}),
    kitchenFacility: jsonb('kitchen_facility').$type<FacilityFlags>().notNull().default({}),
    imageKey: text('image_key').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    externalId: text('external_id'),
  },
  (t) => [
    index('room_types_hotel_idx').on(t.hotelId, t.sort, t.id),
    uniqueIndex('room_types_external_idx').on(t.hotelId, t.externalId),
  ],
);

/** Physical rooms, assigned at check-in. */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    roomNo: text('room_no').notNull(),
    floor: smallint('floor').notNull().default(1),
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    uniqueIndex('rooms_hotel_no_idx').on(t.hotelId, t.roomNo),
    index('rooms_type_idx').on(t.roomTypeId),
  ],
);

/** Rate plans. A stay on a standard plan earns points when it completes; non-standard ones do not. */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    isStandard: boolean('is_standard').notNull().default(true),
    refundable: boolean('refundable').notNull().default(true),
    breakfast: boolean('breakfast').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('rate_plans_hotel_idx').on(t.hotelId, t.sort, t.id)],
);

/**
 * One stock-and-price row per room type per night: `price` in minor units of the hotel's
 * currency, `rest_nums` rooms left (never below zero: bookings take stock in the database).
 *
 * Partitioned by month of `day` by migration 0031 (drizzle does not model partitions):
 * `room_type_days_YYYY_MM`, a default partition for nights of months not made yet, and the
 * daily job `room-type-days-months` making months ahead. A statement about a stay names its
 * nights as a range of `day`, so it reads only their months (docs/scaling/partitions.md).
 */
export const roomTypeDays = pgTable(
  'room_type_days',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    restNums: integer('rest_nums').notNull(),
  },
  (t) => [
    primaryKey({ name: 'room_type_days_pk', columns: [t.roomTypeId, t.day] }),
    check('room_type_days_rest_nums_check', sql`${t.restNums} >= 0`),
    check('room_type_days_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * Versions of what search answers read, moved by triggers (migration `0018_search_versions`)
 * in the same transaction as the change, so a cached answer is never served once anything it
 * read has changed, on any number of gateway instances. Versions only grow and rows are never
 * deleted, so the sum over a stay's nights changes whenever one night does.
 * - Per city: hotels (score, status, a move between cities), room types, the city's region,
 *   currencies and exchange rates of its hotels. Every city with a hotel has its row.
 * - Per city and night: stock and prices (`room_type_days`); a booking bumps only its own.
 */
export const searchCityVersions = pgTable('search_city_versions', {
  cityId: integer('city_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export const searchDayVersions = pgTable(
  'search_day_versions',
  {
    cityId: integer('city_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'search_day_versions_pk', columns: [t.cityId, t.day] }),
    // Searches without a city sum a stay's nights over every city.
    index('search_day_versions_day_idx').on(t.day),
  ],
);

export type HotelRow = typeof hotels.$inferSelect;
export type NewHotelRow = typeof hotels.$inferInsert;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type HotelImageRow = typeof hotelImages.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;
export type NewRegionRow = typeof regions.$inferInsert;
