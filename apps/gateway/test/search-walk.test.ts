import type { HotelOrder, SortSeq } from '@bookdirect/gateway-sdk/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type HotelSearch, type HotelSort, type Stay, searchHotels } from '../src/catalog/hotels';
import { hotels, roomTypeDays, roomTypes } from '../src/catalog/schema';
import { type Database, rows } from '../src/db';
import { dayFromToday } from './support/catalog-fixture';
import { describeEachBackend } from './support/gateway';
import { prng } from './support/random';

/**
 * The search walks a city's hotels in score order and stops once the page is full of
 * available ones. Its answers must be those of the statement that prices every hotel of
 * the city and sorts the sold-out ones last (below, as it was before the walk), for every
 * order and page, including the pages that straddle the last available hotel.
 */

const NIGHTS = 3;
/** Piraeus: many hotels, most of them sold out. Thessaloniki: a few, all available. */
const CITY = 1102;
const SMALL_CITY = 1201;

const SORTS: HotelSort[] = (['rcmd', 'score', 'price'] as HotelOrder[]).flatMap((orderBy) =>
  (['asc', 'desc'] as SortSeq[]).map((seq) => ({ orderBy, seq })),
);

/** The whole-city statement: every hotel priced, sold-out ones last, then cut to the page. */
async function referenceSearch(
  db: Database,
  search: HotelSearch,
): Promise<{
  ids: number[];
  prices: (number | null)[];
  stayPrices: number[];
  total: number;
}> {
  const { orderBy, seq } = search.sort ?? { orderBy: 'rcmd', seq: 'asc' };
  const dir = sql.raw(seq === 'desc' ? 'desc' : 'asc');
  const price = sql.raw(
    '(p.stay_price_min::numeric / power(10, cur.minor_unit) * coalesce(fx.usd_per_unit, 1))',
  );
  const order =
    orderBy === 'price'
      ? sql`(p.price_min is null), ${price} ${dir}, h.score10 desc, h.id`
      : orderBy === 'score'
        ? sql`(p.price_min is null), h.score10 ${dir}, h.id`
        : seq === 'desc'
          ? sql`(p.price_min is null), h.score10, h.id desc`
          : sql`(p.price_min is null), h.score10 desc, h.id`;
  const where = search.cityId
    ? sql`h.city_id = ${search.cityId}::int and h.status = 1`
    : sql`h.status = 1`;
  const { start, nights } = search.stay;
  const list = await rows<{
    id: number;
    price_min: number | null;
    stay_price_min: number | null;
    minor_unit: number;
  }>(
    db,
    sql`select h.id, p.price_min, p.stay_price_min, cur.minor_unit
      from hotels h
      join currencies cur on cur.id = h.currency_id
      left join exchange_rates fx on fx.currency_id = h.currency_id
      left join lateral (
        select min(x.m) as price_min, min(x.t) as stay_price_min from (
          select min(d.price) as m, sum(d.price) as t
          from room_types rt
          join room_type_days d on d.room_type_id = rt.id
            and d.day >= ${start}::date and d.day < ${start}::date + ${nights}::int
            and d.rest_nums > 0
          where rt.hotel_id = h.id and rt.status = 1
          group by rt.id
          having count(*) = ${nights}::int
        ) x
      ) p on true
      where ${where}
      order by ${order}
      limit ${search.nums}::int offset ${(search.page - 1) * search.nums}::int`,
  );
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from hotels h where ${where}`,
  );
  return {
    ids: list.map((r) => Number(r.id)),
    prices: list.map((r) =>
      r.price_min === null ? null : Number(r.price_min) / 10 ** Number(r.minor_unit),
    ),
    stayPrices: list.map((r) =>
      r.stay_price_min === null ? 0 : Number(r.stay_price_min) / 10 ** Number(r.minor_unit),
    ),
    total: Number(count?.n ?? 0),
  };
}

/**
 * `count` hotels in `cityId` with scores from a few values (many ties), in euros or yen, one
 * to three room types each. About `soldOutShare` of them have no room type free on every
 * night (a night at zero rooms, a missing night, or only hidden room types); some hotels are
 * hidden. Prices in minor units, some rising by the night; the stay's lowest is the hotel's
 * `price_min`, the lowest sum over the stay of one room type its `stay_price_min`.
 */
async function insertCity(
  db: Database,
  cityId: number,
  count: number,
  soldOutShare: number,
  seed: number,
): Promise<void> {
  const random = prng(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  for (let i = 0; i < count; i++) {
    const [hotel] = await db
      .insert(hotels)
      .values({
        cityId,
        countryId: 1,
        status: random() < 0.1 ? 0 : 1,
        nameCn: `步行酒店 ${cityId}-${i}`,
        nameEn: `Walk Hotel ${cityId}-${i}`,
        score10: pick([0, 35, 42, 42, 45, 48, 48, 50]),
        currencyId: random() < 0.8 ? 2 : 4,
      })
      .returning({ id: hotels.id });
    if (!hotel) throw new Error('hotel not inserted');
    const soldOut = random() < soldOutShare;
    const types = 1 + Math.floor(random() * 3);
    for (let t = 0; t < types; t++) {
      const hidden = soldOut && random() < 0.3;
      const [type] = await db
        .insert(roomTypes)
        .values({
          hotelId: hotel.id,
          nameCn: '房',
          nameEn: 'Room',
          status: hidden ? 0 : 1,
          roomTypeCn: '房',
          roomTypeEn: 'Room',
          basicFacility: {},
          bathroomFacility: {},
          kitchenFacility: {},
        })
        .returning({ id: roomTypes.id });
      if (!type) throw new Error('room type not inserted');
      const gap = soldOut && !hidden ? Math.floor(random() * NIGHTS) : -1;
      const missing = gap >= 0 && random() < 0.5;
      const nights = Array.from({ length: NIGHTS }, (_, n) => n).filter(
        (n) => !(missing && n === gap),
      );
      await db.insert(roomTypeDays).values(
        nights.map((n) => ({
          roomTypeId: type.id,
          day: dayFromToday(n).iso,
          price: pick([9000, 9000, 12000, 15000, 30000]) + (random() < 0.5 ? 0 : n * 100),
          restNums: n === gap ? 0 : 1 + Math.floor(random() * 3),
        })),
      );
    }
  }
}

describeEachBackend(
  'search walk',
  (gateway) => {
    const stay: Stay = { start: dayFromToday(0).iso, nights: NIGHTS };
    let available = 0;
    let published = 0;

    beforeAll(async () => {
      const { db } = gateway();
      await insertCity(db, CITY, 70, 0.6, 18);
      await insertCity(db, SMALL_CITY, 6, 0, 7);
      const all = await referenceSearch(db, { cityId: CITY, page: 1, nums: 1000, stay });
      published = all.total;
      available = all.prices.filter((p) => p !== null).length;
    }, 60_000);

    /** Pages 1 to one past the last, so the straddling page and an empty page are both seen. */
    const pagesOf = (total: number, nums: number) =>
      Array.from({ length: Math.ceil(total / nums) + 1 }, (_, i) => i + 1);

    const same = async (search: HotelSearch) => {
      const { db } = gateway();
      const expected = await referenceSearch(db, search);
      const found = await searchHotels(db, search, 'en');
      const label = JSON.stringify({ ...search, stay: undefined });
      expect(
        found.hotel_list.map((h) => h.hotel_id),
        label,
      ).toEqual(expected.ids);
      expect(
        found.hotel_list.map((h) => h.price_min),
        label,
      ).toEqual(expected.prices);
      expect(
        found.hotel_list.map((h) => h.stay_price_min),
        label,
      ).toEqual(expected.stayPrices);
      expect(found.total, label).toBe(expected.total);
      return found;
    };

    it('has a city with more sold-out hotels than available ones, and hidden ones', () => {
      expect(available).toBeGreaterThan(5);
      expect(published - available).toBeGreaterThan(available);
      expect(published).toBeLessThan(70);
    });

    for (const sort of SORTS) {
      const name = `${sort.orderBy} ${sort.seq}`;

      it(`${name}: answers every page of 7 and of 20 as the whole-city statement`, async () => {
        for (const nums of [7, 20]) {
          for (const page of pagesOf(published, nums)) {
            await same({ cityId: CITY, page, nums, stay, sort });
          }
        }
      });

      it(`${name}: answers the single-hotel pages around the last available hotel`, async () => {
        for (const page of [1, 2, available, available + 1, available + 2, published + 1]) {
          await same({ cityId: CITY, page, nums: 1, stay, sort });
        }
      });

      it(`${name}: answers one page for the whole city and for a city with none sold out`, async () => {
        const whole = await same({ cityId: CITY, page: 1, nums: 100, stay, sort });
        expect(whole.hotel_list).toHaveLength(published);
        const small = await same({ cityId: SMALL_CITY, page: 1, nums: 4, stay, sort });
        expect(small.hotel_list.every((h) => !h.sold_out)).toBe(true);
        await same({ cityId: SMALL_CITY, page: 2, nums: 4, stay, sort });
      });

      it(`${name}: answers searches without a city`, async () => {
        for (const page of [1, 2, 3]) await same({ page, nums: 25, stay, sort });
      });
    }

    it('answers a stay no room type has stock for as the whole-city statement: all sold out', async () => {
      const later: Stay = { start: dayFromToday(40).iso, nights: NIGHTS };
      const found = await same({ cityId: CITY, page: 2, nums: 10, stay: later });
      expect(found.hotel_list.every((h) => h.sold_out)).toBe(true);
    });

    describe('the default order', () => {
      it('is rcmd asc', async () => {
        const { db } = gateway();
        const search = { cityId: CITY, page: 1, nums: 30, stay };
        expect(await searchHotels(db, search, 'en')).toEqual(
          await searchHotels(db, { ...search, sort: { orderBy: 'rcmd', seq: 'asc' } }, 'en'),
        );
      });
    });
  },
  { databases: 'both' },
);
