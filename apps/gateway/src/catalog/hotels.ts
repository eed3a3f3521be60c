import { isoDay, todayIn } from '@bookdirect/gateway-sdk';
import {
  type CurrencyId,
  type DayPrice,
  type FacetCount,
  type Facility,
  type HomeRegionHotels,
  type HotCity,
  type HotelCardFields,
  type HotelDetail,
  type HotelImage,
  type HotelListItem,
  type HotelPolicy,
  type ImageTypeId,
  type RatePlan,
  Rec,
  type RoomType,
  type RoomTypeDetail,
  type SearchFacets,
} from '@bookdirect/gateway-sdk/contract';
import type { HotelOrder, SortSeq } from '@bookdirect/gateway-sdk/schemas';
import type { Language } from '@bookdirect/locales';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rows } from '../db';
import { preparedRows } from '../db/prepared';
import { BusinessError } from '../http/envelope';
import { FACILITIES, FACILITY_LIST, type FacilityGroup, facilityById } from './facilities';
import type { FacilityFlags } from './schema';
import { type SearchScope, searchVersionSql, type VersionRow, versionToken } from './search-cache';
import { localTags, TAG_LABELS } from './tags';

/**
 * Hotels, room types, prices and images: the catalogue's read side. A search page lists a
 * city's published hotels, each priced over its room types that have a room free on every
 * night of the stay (index range scans on `room_type_days (room_type_id, day)`): the lowest
 * total of the stay for one room and the lowest nightly price, sold-out hotels after the
 * available ones (`searchHotels`).
 */

/** A stay: first night and number of nights. */
export interface Stay {
  /** `YYYY-MM-DD` of the first night. */
  start: string;
  nights: number;
}

/** The stay of a catalogue call: from `startDay` (today, UTC, by default), `days` nights. */
export function stayOf(startDay: number | undefined, days: number | undefined): Stay {
  return { start: isoDay(startDay ?? todayIn('UTC')), nights: days ?? 1 };
}

export const toMoney = (
  minor: number | string | null | undefined,
  minorUnit: number,
): number | null =>
  minor === null || minor === undefined ? null : Number(minor) / 10 ** minorUnit;

const pick = (lang: Language, cn: string, en: string) => (lang === 'zh' ? cn : en);

interface HotelRowSql {
  id: number;
  name_cn: string;
  name_en: string;
  address_cn: string;
  address_en: string;
  score10: number;
  currency_id: number;
  symbol: string;
  minor_unit: number;
  coord_x: number;
  coord_y: number;
  image_key: string;
  hotel_tag: string;
  hotel_tag_cn: string;
  city_id: number;
  city_cn: string;
  city_en: string;
  price_min: number | string | null;
  stay_price_min: number | string | null;
}

interface HotelDetailRowSql extends HotelRowSql {
  opening_year: number;
  renovation_year: number;
  mobile: string;
  email: string;
  store_id: string;
  time_zone: string;
  country_id: number;
  description_cn: string;
  description_en: string;
  check_in_time: string;
  check_out_time: string;
  policy_cn: string;
  policy_en: string;
}

/** The card's own columns of `hotels h`. */
const CARD_COLUMNS = sql.raw(`h.id, h.name_cn, h.name_en, h.address_cn, h.address_en, h.score10,
  h.currency_id, h.coord_x, h.coord_y, h.image_key, h.hotel_tag, h.hotel_tag_cn, h.city_id`);

/** A card's columns: `hotels h` with its city `c` and currency `cur`. */
const HOTEL_COLUMNS = sql`${CARD_COLUMNS}, cur.symbol, cur.minor_unit,
  c.name_cn as city_cn, c.name_en as city_en`;

/**
 * The hotel's prices for the stay among room types free on every night, both null if none:
 * `stay_price_min` the lowest total of the whole stay for one room (what the hotel page's
 * cheapest room type costs), `price_min` the lowest nightly price (kept for partners; it may
 * be another room type's). One aggregate per room type (a range scan of
 * `room_type_days (room_type_id, day)`) rather than grouping the hotel's stock rows: no sort
 * per hotel, which the search pays once for every hotel it prices.
 */
function stayPriceLateral(stay: Stay, party?: SearchParty): SQL {
  // Without a party: any room left and any room type (the calls before rooms and guests).
  const free = party ? sql`d.rest_nums >= ${party.rooms}::int` : sql`d.rest_nums > 0`;
  return sql`left join lateral (
    select min(s.m) as price_min, min(s.total) as stay_price_min
    from room_types rt
    cross join lateral (
      select min(d.price) as m, sum(d.price) as total, count(*) as n
      from room_type_days d
      where d.room_type_id = rt.id
        and d.day >= ${stay.start}::date and d.day < ${stay.start}::date + ${stay.nights}::int
        and ${free}
    ) s
    where rt.hotel_id = h.id and rt.status = 1 and s.n = ${stay.nights}::int${fitsSql(party)}
  ) p on true`;
}

/**
 * The rooms and guests of a catalogue call, once checked (`partyErrors`): a room type `rt`
 * fits when `rooms x adult_nums >= guests` (`partyFits`; `rooms <= adults` is the rules'),
 * and is priced only with `rooms` left on every night.
 */
export interface SearchParty {
  rooms: number;
  /** Adults and children: every person counts toward a room's `adult_nums`. */
  guests: number;
}

/** ` and <room type rt sleeps the party>`, nothing without a party. */
function fitsSql(party: SearchParty | undefined): SQL {
  return party ? sql` and rt.adult_nums * ${party.rooms}::int >= ${party.guests}::int` : sql``;
}

/** The filters of a search (`result-filters.ts`), checked by the rules. */
export interface SearchFilters {
  priceFrom?: number;
  priceTo?: number;
  scoreFrom?: number;
  tags: string[];
  /** Facility ids (`FACILITY_LIST`). */
  facilities: number[];
  q?: string;
}

/** `text` as a LIKE pattern that finds it anywhere, its wildcards and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A room type `rt`'s flag of a facility is set. */
function facilitySql(id: number): SQL {
  const entry = facilityById.get(id);
  // An unknown id: no room type has it (the filter then leaves no hotel, as the facet says).
  if (!entry) return sql`false`;
  return sql`(rt.${sql.raw(`${entry.group}_facility`)} ->> ${entry.key}) = '1'`;
}

/**
 * The filters but the price as a condition on `hotels h` (true without any): the score, every
 * tag key (`key:label;...`), a room type that sleeps the party with every facility, the name.
 */
function filterSql(filters: SearchFilters | undefined, party: SearchParty | undefined): SQL {
  const parts: SQL[] = [];
  if (!filters) return sql`true`;
  if (filters.scoreFrom !== undefined && filters.scoreFrom > 0)
    parts.push(sql`h.score10 >= ${Math.ceil(filters.scoreFrom * 10 - 1e-9)}::int`);
  if (filters.tags.length > 0)
    parts.push(sql`(select count(distinct trim(split_part(x, ':', 1)))
        from unnest(string_to_array(h.hotel_tag, ';')) x
        where trim(split_part(x, ':', 1)) = any(${`{${filters.tags.join(',')}}`}::text[])
          and trim(substr(x, strpos(x, ':') + 1)) <> '' and strpos(x, ':') > 0
      ) = ${filters.tags.length}::int`);
  if (filters.facilities.length > 0)
    parts.push(sql`exists (select from room_types rt
        where rt.hotel_id = h.id and rt.status = 1${fitsSql(party)}
          and ${sql.join(filters.facilities.map(facilitySql), sql` and `)})`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    parts.push(
      sql`(h.name_en ilike ${pattern} escape '\\' or h.name_cn ilike ${pattern} escape '\\')`,
    );
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** The hotels a search reads, before prices: open ones, of its city if it names one, filtered. */
function scopeSql({ cityId, filters, party }: HotelSearch): SQL {
  const own = cityId ? sql`h.city_id = ${cityId}::int and h.status = 1` : sql`h.status = 1`;
  return filters ? sql`${own} and ${filterSql(filters, party)}` : own;
}

const hasPriceFilter = (filters: SearchFilters | undefined) =>
  filters?.priceFrom !== undefined || filters?.priceTo !== undefined;

/**
 * The price filter on `p.stay_price_min` in the hotel's currency `cur` (major units); a
 * sold-out hotel has no price and is left out. True without a price filter.
 */
function priceFilterSql(filters: SearchFilters | undefined): SQL {
  if (!hasPriceFilter(filters)) return sql`true`;
  const major = sql`(p.stay_price_min::numeric / power(10, cur.minor_unit))`;
  const parts: SQL[] = [sql`p.stay_price_min is not null`];
  if (filters?.priceFrom !== undefined) parts.push(sql`${major} >= ${filters.priceFrom}::numeric`);
  if (filters?.priceTo !== undefined) parts.push(sql`${major} <= ${filters.priceTo}::numeric`);
  return sql.join(parts, sql` and `);
}

/**
 * A search or home card as a visitor sees it (`favorite` and `user_favorite_id` 0): what the
 * catalogue computes and caches, and what a visitor is answered as is. A member's flags go on
 * copies of the cards they saved (`FavoriteFlags`).
 */
function toCard(row: HotelRowSql, lang: Language): HotelListItem {
  const stayPrice = toMoney(row.stay_price_min, row.minor_unit);
  return {
    hotel_id: row.id,
    name_cn: row.name_cn,
    name_en: row.name_en,
    name: pick(lang, row.name_cn, row.name_en),
    address_cn: row.address_cn,
    address_en: row.address_en,
    address: pick(lang, row.address_cn, row.address_en),
    score: row.score10 / 10,
    price_min: toMoney(row.price_min, row.minor_unit),
    stay_price_min: stayPrice ?? 0,
    sold_out: stayPrice === null,
    currency: row.currency_id as CurrencyId,
    symbol: row.symbol,
    coord_x: Number(row.coord_x),
    coord_y: Number(row.coord_y),
    image_key: row.image_key,
    hotel_tag: localTags(lang, row.hotel_tag, row.hotel_tag_cn),
    city_id: row.city_id,
    city: pick(lang, row.city_cn, row.city_en),
    city_cn: row.city_cn,
    city_en: row.city_en,
    favorite: 0,
    user_favorite_id: 0,
  };
}

/** A card's fields without anyone's flags (a hotel's detail, a member's saved hotels). */
function toListItem(row: HotelRowSql, lang: Language): HotelCardFields {
  const { favorite: _favorite, user_favorite_id: _saved, ...card } = toCard(row, lang);
  return card;
}

/** Order of a search: `order_by` and `seq` of the call. */
export interface HotelSort {
  orderBy: HotelOrder;
  seq: SortSeq;
}

export interface HotelSearch {
  cityId?: number;
  page: number;
  nums: number;
  stay: Stay;
  /** Recommended first by default. */
  sort?: HotelSort;
  /** Absent: 1 room, capacity not checked (the calls before rooms and guests). */
  party?: SearchParty;
  filters?: SearchFilters;
}

/**
 * The stay's lowest total (`stay_price_min`) in USD, so hotels priced in different currencies
 * compare (a currency without a rate compares at its face value). A rate that moves bumps the
 * search version of every city with a hotel priced in that currency (migration 0018), so no
 * cached page keeps an order computed with an older rate.
 */
const PRICE_USD = sql.raw(
  '(p.stay_price_min::numeric / power(10, cur.minor_unit) * coalesce(fx.usd_per_unit, 1))',
);

/**
 * The order of a search among hotels that are equally available (all available, or all sold
 * out); the hotel id ends every order, so a page never repeats or skips a hotel of another
 * page.
 * - `rcmd`: score, then id; `desc` reverses the whole order.
 * - `price`: the stay's lowest total, `stay_price_min` (then the best score, then id); `desc`
 *   the dearest first.
 * - `score`: score, then id; `asc` the lowest first.
 *
 * `score10` is never null: the explicit null placements change no answer but match
 * `hotels_city_idx (city_id, status, score10 desc nulls last, id)`, so the planner can read a
 * city's hotels in this order (backward for `rcmd desc`) instead of sorting them all.
 */
function hotelOrder({ orderBy, seq }: HotelSort): SQL {
  const dir = sql.raw(seq === 'desc' ? 'desc' : 'asc');
  switch (orderBy) {
    case 'price':
      return sql`${PRICE_USD} ${dir}, h.score10 desc, h.id`;
    case 'score':
      return seq === 'desc'
        ? sql`h.score10 desc nulls last, h.id`
        : sql`h.score10 asc nulls first, h.id`;
    default:
      return seq === 'desc'
        ? sql`h.score10 asc nulls first, h.id desc`
        : sql`h.score10 desc nulls last, h.id`;
  }
}

/** The ORDER BY of a search: sold-out hotels (no price) after the available ones. */
export function searchOrder(sort: HotelSort): SQL {
  return sql`(p.stay_price_min is null), ${hotelOrder(sort)}`;
}

const DEFAULT_SORT: HotelSort = { orderBy: 'rcmd', seq: 'asc' };

/** A page of a search: visitors' cards (`toCard`) and the count of every page. */
export interface SearchAnswer {
  hotel_list: HotelListItem[];
  total: number;
  /**
   * Asked for with a scope: its version token (`searchVersion`'s) as of the snapshot the
   * answer was read in, so a cache filled from this answer never keeps it past a change.
   */
  version?: string;
}

type VersionColumns = { version_city: VersionRow['city']; version_days: VersionRow['days'] };

const answer = (hotel_list: HotelListItem[], total: number, version?: string): SearchAnswer =>
  version === undefined ? { hotel_list, total } : { hotel_list, total, version };

/**
 * The statement of a search page in an order by score (`rcmd`, `score`; `searchHotels`), with
 * the version of `versionOf` beside it when given: one row per hotel of the page, each with
 * `total`, or one row of `total` alone (id null) when the page is empty. Exported so that a
 * benchmark runs the very text the gateway sends.
 *
 * `walk`: the first `offset + nums` available hotels in order. Fewer means the walk has priced
 * them all, and the page continues with the sold-out ones: the others. The walk carries the
 * cards' columns, so no second lookup of the page's hotels (whose row count a plan made for any
 * `nums` cannot know). The count rides on the same statement (one row even when the page is
 * empty), and so does the version when asked for.
 */
export function searchWalkSql(search: HotelSearch, versionOf?: SearchScope): SQL {
  const sort = search.sort ?? DEFAULT_SORT;
  const { party } = search;
  const where = scopeSql(search);
  const order = hotelOrder(sort);
  const nums = sql`${search.nums}::int`;
  const skip = sql`${(search.page - 1) * search.nums}::int`;
  const version = versionOf
    ? {
        columns: sql`, v.city as version_city, v.days as version_days`,
        from: sql`cross join (${searchVersionSql(versionOf)}) v`,
      }
    : { columns: sql``, from: sql`` };
  return sql`with walk as (
      select ${CARD_COLUMNS}, p.price_min, p.stay_price_min
      from hotels h
      ${stayPriceLateral(search.stay, party)}
      where ${where} and p.stay_price_min is not null
      order by ${order}
      limit ${nums} + ${skip}
    ), page as (
      (select h.*, 0 as part from walk h order by ${order} offset ${skip})
      union all
      (select ${CARD_COLUMNS}, null, null, 1 from hotels h
        where ${where}
          and (select count(*) from walk) < ${nums} + ${skip}
          and not exists (select from walk w where w.id = h.id)
        order by ${order}
        limit ${nums} - greatest(0, (select count(*) from walk) - ${skip})
        offset greatest(0, ${skip} - (select count(*) from walk)))
    )
    select t.total${version.columns}, ${HOTEL_COLUMNS}, h.price_min, h.stay_price_min
    from (select count(*)::int as total from hotels h where ${where}) t
    ${version.from}
    left join (page h
      join regions c on c.region_id = h.city_id
      join currencies cur on cur.id = h.currency_id) on true
    order by h.part, ${order}`;
}

/**
 * A page of a search and the count of the published hotels it ranges over (the city's, or
 * all of them).
 *
 * Orders by score (`rcmd`, `score`) do not depend on the price, so the page is found by
 * walking the hotels in that order (an index range scan of `hotels_city_idx`, or of
 * `hotels_published_idx` without a city) and pricing them one at a time until `offset + nums` available ones are found: a city of 1,000 hotels
 * costs about what a city of 100 does. Only a page that runs past the last available hotel
 * has walked, and so priced, the whole city; its sold-out tail is then the hotels the walk
 * did not return, with no pricing. Price orders price every hotel of the city before the
 * page can be cut.
 */
export async function searchHotels(
  db: Database,
  search: HotelSearch,
  lang: Language,
  versionOf?: SearchScope,
): Promise<SearchAnswer> {
  const sort = search.sort ?? DEFAULT_SORT;
  const { party, filters } = search;
  const where = scopeSql(search);
  const offset = (search.page - 1) * search.nums;
  // With a scope, its version rides on the statement that counts (one row whatever the page
  // holds), read in the same snapshot as the answer.
  const versionIn = (row: Partial<VersionColumns> | undefined) =>
    versionOf
      ? versionToken({ city: row?.version_city ?? 0, days: row?.version_days ?? 0 })
      : undefined;
  // A price filter needs every hotel priced before it can count or cut a page, like the price
  // order.
  if (sort.orderBy === 'price' || hasPriceFilter(filters)) {
    const priced = sql`from hotels h
          join regions c on c.region_id = h.city_id
          join currencies cur on cur.id = h.currency_id
          left join exchange_rates fx on fx.currency_id = h.currency_id
          ${stayPriceLateral(search.stay, party)}`;
    const count = hasPriceFilter(filters)
      ? sql`select count(*)::int ${priced} where ${where} and ${priceFilterSql(filters)}`
      : sql`select count(*)::int from hotels h where ${where}`;
    const [list, totals] = await Promise.all([
      preparedRows<HotelRowSql>(
        db,
        sql`select ${HOTEL_COLUMNS}, p.price_min, p.stay_price_min
          ${priced}
          where ${where} and ${priceFilterSql(filters)}
          order by ${searchOrder(sort)}
          limit ${search.nums}::int offset ${offset}::int`,
      ),
      preparedRows<{ n: number } & Partial<VersionColumns>>(
        db,
        versionOf
          ? sql`select (${count}) as n, v.city as version_city, v.days as version_days
              from (${searchVersionSql(versionOf)}) v`
          : sql`select (${count}) as n`,
      ),
    ]);
    return answer(
      list.map((row) => toCard(row, lang)),
      Number(totals[0]?.n ?? 0),
      versionIn(totals[0]),
    );
  }
  const list = await preparedRows<HotelRowSql & { total: number } & Partial<VersionColumns>>(
    db,
    searchWalkSql(search, versionOf),
  );
  return answer(
    list.filter((row) => row.id !== null).map((row) => toCard(row, lang)),
    Number(list[0]?.total ?? 0),
    versionIn(list[0]),
  );
}

interface FacetRowSql {
  tags: { key: string; label: string; n: number }[] | null;
  facilities: { key: string; n: number }[] | null;
  price_min: string | number | null;
  price_max: string | number | null;
  currency_id: number | null;
  symbol: string | null;
}

/** Most hotels first, then by name in the request language. */
const byCount = (lang: Language) => (a: FacetCount, b: FacetCount) =>
  b.count - a.count || a.name.localeCompare(b.name, lang === 'zh' ? 'zh-CN' : 'en');

/**
 * What the filters of a city's search can choose from, one statement over the city's published
 * hotels priced for the stay and party:
 * - `tags`: every tag key a hotel of the city has, with how many hotels of the answer (the
 *   filtered hotels, every page) have it; most first, then by name.
 * - `facilities`: every facility a room type of the city that sleeps the party has, counted
 *   likewise (a hotel counts when one of its room types that sleeps the party has it).
 * - `price_range`: the lowest and highest `stay_price_min` among the city's available hotels,
 *   the filters left aside (0/0 when none), in the currency of the cheapest.
 */
export async function searchFacets(
  db: Database,
  search: { cityId: number; stay: Stay; party?: SearchParty; filters?: SearchFilters },
  lang: Language,
): Promise<SearchFacets> {
  const { party, filters } = search;
  const [row] = await preparedRows<FacetRowSql>(
    db,
    sql`with base as materialized (
        select h.id, h.hotel_tag, h.currency_id, cur.symbol,
          p.stay_price_min::numeric / power(10, cur.minor_unit) as price,
          (${filterSql(filters, party)} and ${priceFilterSql(filters)}) as hit
        from hotels h
        join currencies cur on cur.id = h.currency_id
        ${stayPriceLateral(search.stay, party)}
        where h.city_id = ${search.cityId}::int and h.status = 1
      ), tag_counts as (
        select t.key, min(t.label) as label, (count(distinct b.id) filter (where b.hit))::int as n
        from base b
        cross join lateral (
          select trim(split_part(x, ':', 1)) as key, trim(substr(x, strpos(x, ':') + 1)) as label
          from unnest(string_to_array(b.hotel_tag, ';')) x
          where strpos(x, ':') > 0
        ) t
        where t.key <> '' and t.label <> ''
        group by t.key
      ), facility_counts as (
        select f.key, (count(distinct b.id) filter (where b.hit))::int as n
        from base b
        join room_types rt on rt.hotel_id = b.id and rt.status = 1${fitsSql(party)}
        cross join lateral (
          select 'basic.' || e.key as key from jsonb_each_text(rt.basic_facility) e
            where e.value = '1'
          union all
          select 'bathroom.' || e.key from jsonb_each_text(rt.bathroom_facility) e
            where e.value = '1'
          union all
          select 'kitchen.' || e.key from jsonb_each_text(rt.kitchen_facility) e
            where e.value = '1'
        ) f
        group by f.key
      )
      select
        (select json_agg(json_build_object('key', key, 'label', label, 'n', n)) from tag_counts)
          as tags,
        (select json_agg(json_build_object('key', key, 'n', n)) from facility_counts)
          as facilities,
        r.price_min::text, r.price_max::text, r.currency_id, r.symbol
      from (select min(price) as price_min, max(price) as price_max,
          (array_agg(currency_id order by price, id))[1] as currency_id,
          (array_agg(symbol order by price, id))[1] as symbol
        from base where price is not null) r`,
  );
  const tags: FacetCount[] = (row?.tags ?? []).map((tag) => ({
    key: tag.key,
    id: 0,
    name: (lang === 'zh' ? TAG_LABELS[tag.key]?.[0] : undefined) ?? tag.label,
    count: Number(tag.n),
  }));
  const counted = new Map((row?.facilities ?? []).map((f) => [f.key, Number(f.n)]));
  const facilities: FacetCount[] = FACILITY_LIST.filter((f) =>
    counted.has(`${f.group}.${f.key}`),
  ).map((f) => ({
    key: String(f.id),
    id: f.id,
    name: pick(lang, f.cn, f.en),
    count: counted.get(`${f.group}.${f.key}`) ?? 0,
  }));
  return {
    tags: tags.sort(byCount(lang)),
    facilities: facilities.sort(byCount(lang)),
    price_range: {
      min: Number(row?.price_min ?? 0),
      max: Number(row?.price_max ?? 0),
      currency: (row?.currency_id ?? 1) as CurrencyId,
      symbol: row?.symbol ?? '',
    },
  };
}

/** The facets of a search without a city: none (facets are a city's). */
export const NO_FACETS: SearchFacets = Object.freeze({
  tags: [],
  facilities: [],
  price_range: { min: 0, max: 0, currency: 1 as CurrencyId, symbol: '' },
}) as SearchFacets;

/**
 * Published hotels by id as search cards priced for the stay (the member's saved hotels);
 * an id that is missing or unpublished is simply absent.
 */
export async function hotelCards(
  db: Database,
  hotelIds: readonly number[],
  stay: Stay,
  lang: Language,
): Promise<Map<number, HotelCardFields>> {
  if (hotelIds.length === 0) return new Map();
  const list = await rows<HotelRowSql>(
    db,
    sql`select ${HOTEL_COLUMNS}, p.price_min, p.stay_price_min
        from hotels h
        join regions c on c.region_id = h.city_id
        join currencies cur on cur.id = h.currency_id
        ${stayPriceLateral(stay)}
        where h.id = any(${`{${hotelIds.join(',')}}`}::int[]) and h.status = 1`,
  );
  return new Map(list.map((row) => [row.id, toListItem(row, lang)]));
}

/** A home country's hotels as the catalogue computes them, before any member's flag. */
export type HomeRegionCards = Omit<HomeRegionHotels, 'hotels'> & { hotels: HotelListItem[] };

/** Up to 48 hotels per home country, best score first, priced for tonight. */
export async function appHome(
  db: Database,
  lang: Language,
  perCountry = 48,
): Promise<HomeRegionCards[]> {
  const stay = stayOf(undefined, 1);
  const list = await rows<
    HotelRowSql & { country_id: number; country_cn: string; country_en: string }
  >(
    db,
    sql`select ${HOTEL_COLUMNS}, p.price_min, p.stay_price_min, co.region_id as country_id,
          co.name_cn as country_cn, co.name_en as country_en
        from regions co
        cross join lateral (
          select * from hotels h0 where h0.country_id = co.region_id and h0.status = 1
          order by h0.score10 desc, h0.id limit ${perCountry}::int
        ) h
        join regions c on c.region_id = h.city_id
        join currencies cur on cur.id = h.currency_id
        ${stayPriceLateral(stay)}
        where co.level = 1 and co.has_hotels
        order by co.sort, co.region_id, h.score10 desc, h.id`,
  );
  const out: HomeRegionCards[] = [];
  for (const row of list) {
    let entry = out[out.length - 1];
    if (!entry || entry.region_id !== row.country_id) {
      entry = {
        region_id: row.country_id,
        name_cn: row.country_cn,
        name_en: row.country_en,
        name: pick(lang, row.country_cn, row.country_en),
        hotels: [],
      };
      out.push(entry);
    }
    entry.hotels.push(toCard(row, lang));
  }
  return out;
}

/** Cities with published hotels, most hotels first. */
export async function hotCities(db: Database, nums: number, lang: Language): Promise<HotCity[]> {
  const list = await rows<{
    region_id: number;
    pid: number;
    name_cn: string;
    name_en: string;
    country_id: number;
    hotel_nums: number;
  }>(
    db,
    sql`select c.region_id, c.pid, c.name_cn, c.name_en, p.pid as country_id, count(h.id)::int as hotel_nums
        from regions c
        join regions p on p.region_id = c.pid
        join hotels h on h.city_id = c.region_id and h.status = 1
        where c.level = 3
        group by c.region_id, p.pid
        order by count(h.id) desc, c.sort, c.region_id
        limit ${nums}::int`,
  );
  return list.map((row) => ({
    region_id: row.region_id,
    pid: row.pid,
    name_cn: row.name_cn,
    name_en: row.name_en,
    name: pick(lang, row.name_cn, row.name_en),
    level: 3,
    country_id: row.country_id,
    hotel_nums: Number(row.hotel_nums),
  }));
}

const notFound = () => new BusinessError(Rec.notFound);

export async function hotelDetail(
  db: Database,
  hotelId: number,
  stay: Stay,
  lang: Language,
  party?: SearchParty,
): Promise<{
  hotel: HotelDetail;
  images: HotelImage[];
  rate_list: RatePlan[];
  rate_list_total: number;
  favorite: 0 | 1;
  user_favorite_id: number;
  hotel_policy: HotelPolicy;
}> {
  const [row] = await rows<HotelDetailRowSql>(
    db,
    sql`select ${HOTEL_COLUMNS}, p.price_min, p.stay_price_min, h.opening_year, h.renovation_year, h.mobile, h.email,
          h.store_id, h.time_zone, h.country_id, h.description_cn, h.description_en,
          h.check_in_time, h.check_out_time, h.policy_cn, h.policy_en
        from hotels h
        join regions c on c.region_id = h.city_id
        join currencies cur on cur.id = h.currency_id
        ${stayPriceLateral(stay, party)}
        where h.id = ${hotelId}::int and h.status = 1`,
  );
  if (!row) throw notFound();
  const [images, rates] = await Promise.all([
    hotelImages(db, { hotelId, imageType: 1 }),
    rows<{
      id: number;
      name_cn: string;
      name_en: string;
      is_standard: boolean;
      refundable: boolean;
      breakfast: boolean;
    }>(
      db,
      sql`select id, name_cn, name_en, is_standard, refundable, breakfast from rate_plans
          where hotel_id = ${hotelId}::int order by sort, id`,
    ),
  ]);
  const hotel: HotelDetail = {
    ...toListItem(row, lang),
    opening_time: row.opening_year,
    renovation_time: row.renovation_year,
    mobile: row.mobile,
    email: row.email,
    store_id: row.store_id,
    time_zone: row.time_zone,
    country_id: row.country_id,
    description_cn: row.description_cn,
    description_en: row.description_en,
    description: pick(lang, row.description_cn, row.description_en),
  };
  return {
    hotel,
    images,
    rate_list: rates.map((r) => ({
      hotel_rate_id: r.id,
      name_cn: r.name_cn,
      name_en: r.name_en,
      name: pick(lang, r.name_cn, r.name_en),
      is_standard: r.is_standard ? 1 : 0,
      refundable: r.refundable ? 1 : 0,
      breakfast: r.breakfast ? 1 : 0,
    })),
    rate_list_total: rates.length,
    favorite: 0,
    user_favorite_id: 0,
    hotel_policy: {
      check_in_policy: { check_in_time: row.check_in_time, check_out_time: row.check_out_time },
      policy_cn: row.policy_cn,
      policy_en: row.policy_en,
      policy: pick(lang, row.policy_cn, row.policy_en),
    },
  };
}

export async function hotelImages(
  db: Database,
  filter: { hotelId: number; imageType?: number; roomTypeId?: number },
): Promise<HotelImage[]> {
  const list = await rows<{
    id: number;
    image_key: string;
    image_type: number;
    hotel_id: number;
    room_type_id: number | null;
  }>(
    db,
    sql`select id, image_key, image_type, hotel_id, room_type_id from hotel_images
        where hotel_id = ${filter.hotelId}::int
        ${filter.imageType ? sql`and image_type = ${filter.imageType}::int` : sql``}
        ${filter.roomTypeId ? sql`and room_type_id = ${filter.roomTypeId}::int` : sql``}
        order by image_type, sort, id`,
  );
  return list.map((r) => ({
    hotel_image_id: r.id,
    image_key: r.image_key,
    image_type: r.image_type as ImageTypeId,
    hotel_id: r.hotel_id,
    hotel_room_type_id: r.room_type_id ?? 0,
  }));
}

export async function hotelExists(db: Database, hotelId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from hotels where id = ${hotelId}::int and status = 1`,
  );
  return found.length > 0;
}

interface RoomTypeRowSql {
  id: number;
  hotel_id: number;
  name_cn: string;
  name_en: string;
  status: number;
  image_key: string;
  bedroom_nums: number;
  big_beds: number;
  adult_nums: number;
  area: number;
  room_type_cn: string;
  room_type_en: string;
  basic_facility: FacilityFlags;
  bathroom_facility: FacilityFlags;
  kitchen_facility: FacilityFlags;
  currency_id: number;
  symbol: string;
  minor_unit: number;
  total: number | string | null;
  rest: number | null;
  n: number | string;
}

function facilityList(
  group: FacilityGroup,
  flags: FacilityFlags | string,
  lang: Language,
): Facility[] {
  const values: FacilityFlags = typeof flags === 'string' ? JSON.parse(flags) : flags;
  const names: Record<string, readonly [string, string]> = FACILITIES[group];
  const keys = new Set([...Object.keys(names), ...Object.keys(values)]);
  return [...keys].map((key) => {
    const [cn, en] = names[key] ?? [key, key];
    return {
      key,
      name_cn: cn,
      name_en: en,
      name: pick(lang, cn, en),
      value: values[key] === 1 ? 1 : 0,
    };
  });
}

function toRoomType(row: RoomTypeRowSql, stay: Stay, lang: Language): RoomType {
  const complete = Number(row.n) === stay.nights;
  return {
    hotel_room_type_id: row.id,
    hotel_id: row.hotel_id,
    name_cn: row.name_cn,
    name_en: row.name_en,
    name: pick(lang, row.name_cn, row.name_en),
    status: row.status,
    image_key: row.image_key,
    price: complete ? toMoney(row.total, row.minor_unit) : null,
    rest_nums: complete ? Number(row.rest ?? 0) : 0,
    currency: row.currency_id as CurrencyId,
    symbol: row.symbol,
    bedroom_nums: row.bedroom_nums,
    big_beds: row.big_beds,
    adult_nums: row.adult_nums,
    area: row.area,
    room_type: pick(lang, row.room_type_cn, row.room_type_en),
    basic_facility: facilityList('basic', row.basic_facility, lang),
    bathroom_facility: facilityList('bathroom', row.bathroom_facility, lang),
    kitchen_facility: facilityList('kitchen', row.kitchen_facility, lang),
  };
}

function roomTypeQuery(where: SQL, stay: Stay, limit: SQL = sql``): SQL {
  return sql`select rt.id, rt.hotel_id, rt.name_cn, rt.name_en, rt.status, rt.image_key,
      rt.bedroom_nums, rt.big_beds, rt.adult_nums, rt.area, rt.room_type_cn, rt.room_type_en,
      rt.basic_facility, rt.bathroom_facility, rt.kitchen_facility,
      h.currency_id, cur.symbol, cur.minor_unit, s.total, s.rest, s.n
    from room_types rt
    join hotels h on h.id = rt.hotel_id and h.status = 1
    join currencies cur on cur.id = h.currency_id
    left join lateral (
      select sum(d.price) as total, min(d.rest_nums) as rest, count(*) as n
      from room_type_days d
      where d.room_type_id = rt.id
        and d.day >= ${stay.start}::date and d.day < ${stay.start}::date + ${stay.nights}::int
    ) s on true
    where ${where}
    order by rt.sort, rt.id ${limit}`;
}

export async function roomTypeList(
  db: Database,
  hotelId: number,
  stay: Stay,
  page: { page: number; nums: number },
  lang: Language,
  party?: SearchParty,
): Promise<RoomType[]> {
  if (!(await hotelExists(db, hotelId))) throw notFound();
  // With a party, only the room types that sleep it; `rest_nums` says how many are left.
  const list = await rows<RoomTypeRowSql>(
    db,
    roomTypeQuery(
      sql`rt.hotel_id = ${hotelId}::int and rt.status = 1${fitsSql(party)}`,
      stay,
      sql`limit ${page.nums}::int offset ${(page.page - 1) * page.nums}::int`,
    ),
  );
  return list.map((row) => toRoomType(row, stay, lang));
}

export async function roomTypeDetail(
  db: Database,
  roomTypeId: number,
  stay: Stay,
  lang: Language,
): Promise<RoomTypeDetail> {
  const [row] = await rows<RoomTypeRowSql>(
    db,
    roomTypeQuery(sql`rt.id = ${roomTypeId}::int and rt.status = 1`, stay),
  );
  if (!row) throw notFound();
  const images = await hotelImages(db, { hotelId: row.hotel_id, imageType: 2, roomTypeId });
  return { ...toRoomType(row, stay, lang), images };
}

export async function roomTypeDayPrices(
  db: Database,
  roomTypeId: number,
  stay: Stay,
): Promise<{ list: DayPrice[]; currency: CurrencyId; symbol: string }> {
  const [head] = await rows<{ currency_id: number; symbol: string; minor_unit: number }>(
    db,
    sql`select h.currency_id, cur.symbol, cur.minor_unit from room_types rt
        join hotels h on h.id = rt.hotel_id and h.status = 1
        join currencies cur on cur.id = h.currency_id
        where rt.id = ${roomTypeId}::int and rt.status = 1`,
  );
  if (!head) throw notFound();
  const list = await rows<{ day: number; price: number; rest_nums: number }>(
    db,
    sql`select to_char(d.day, 'YYYYMMDD')::int as day, d.price, d.rest_nums
        from room_type_days d
        where d.room_type_id = ${roomTypeId}::int
          and d.day >= ${stay.start}::date and d.day < ${stay.start}::date + ${stay.nights}::int
        order by d.day`,
  );
  return {
    currency: head.currency_id as CurrencyId,
    symbol: head.symbol,
    list: list.map((r) => ({
      day: Number(r.day),
      price: toMoney(r.price, head.minor_unit) ?? 0,
      rest_nums: Number(r.rest_nums),
    })),
  };
}

/**
 * Rates against USD and CNY, and against every currency, at full precision, with the day
 * each is of (its source's day, else the day it was written) and its source.
 */
export async function exchangeRates(
  db: Database,
): Promise<Map<number, { code: string; usd: string; day: string; source: string }>> {
  const list = await rows<{ id: number; code: string; usd: string; day: string; source: string }>(
    db,
    sql`select c.id, c.code, e.usd_per_unit::text as usd, e.source,
          to_char(coalesce(e.effective_date, (e.updated_at at time zone 'UTC')::date),
            'YYYYMMDD') as day
        from currencies c
        join exchange_rates e on e.currency_id = c.id order by c.id`,
  );
  return new Map(
    list.map((r) => [Number(r.id), { code: r.code, usd: r.usd, day: r.day, source: r.source }]),
  );
}
