import type {
  HotelDetail,
  HotelListItem,
  OrderCheck,
  RoomType,
  SearchFacets,
} from '@bookdirect/gateway-sdk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { FACILITY_LIST } from '../src/catalog/facilities';
import { containsPattern } from '../src/catalog/hotels';
import type { Database } from '../src/db';
import {
  dayFromToday,
  type Fixture,
  type FixtureHotel,
  insertFixture,
} from './support/catalog-fixture';
import {
  describeEachBackend,
  describeOnPostgresServer,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
} from './support/gateway';
import {
  api,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  type OrderHotel,
  restNums,
} from './support/orders';

type Search = { hotel_list: HotelListItem[]; total: number; facets: SearchFacets };

/** Facility ids by key (their place in FACILITIES, from 1). */
const FAC = Object.fromEntries(FACILITY_LIST.map((f) => [f.key, f.id])) as Record<string, number>;

/** Every night [price in cents, rooms left] for 5 nights from today. */
const flat = (price: number, rest: number): [number, number][] =>
  Array.from({ length: 5 }, () => [price, rest] as [number, number]);

const hotel = (
  key: string,
  cityId: number,
  score10: number,
  name: [string, string],
  roomTypes: FixtureHotel['roomTypes'],
): FixtureHotel => ({
  key,
  cityId,
  countryId: cityId === 1101 ? 1 : 12,
  name,
  score10,
  currencyId: cityId === 1101 ? 2 : 4,
  roomTypes,
});

/**
 * Athens (1101), tonight:
 * - `alpha` 4.8 "Alpha 100% Hotel": Double (2 people, 100, 5 left, wifi + shower) and Family
 *   (4 people, 200, 1 left, wifi + bathtub + kettle); tags view, central.
 * - `beta` 4.5 "Beta_Inn": Twin (2 people, 90, 2 left, wifi); tags pool, central.
 * - `gamma` 4.0 "Gamma Apartments": Studio (1 person, 50, 3 left, tv); tag view.
 * - `delta` 4.9 "Delta House": sold out tonight (Double, 2 people, wifi); no tags.
 * Kyoto (12201): `gion` 4.7 "Gion Alpha" / 祇园阿尔法 (JPY).
 */
const HOTELS: FixtureHotel[] = [
  hotel(
    'alpha',
    1101,
    48,
    ['阿尔法酒店', 'Alpha 100% Hotel'],
    [
      { name: ['大床房', 'Double'], nights: flat(10000, 5) },
      { name: ['家庭房', 'Family'], nights: flat(20000, 1) },
    ],
  ),
  hotel(
    'beta',
    1101,
    45,
    ['贝塔旅馆', 'Beta_Inn'],
    [{ name: ['双床房', 'Twin'], nights: flat(9000, 2) }],
  ),
  hotel(
    'gamma',
    1101,
    40,
    ['伽马公寓', 'Gamma Apartments'],
    [{ name: ['单人间', 'Studio'], nights: flat(5000, 3) }],
  ),
  hotel(
    'delta',
    1101,
    49,
    ['德尔塔之家', 'Delta House'],
    [{ name: ['大床房', 'Double'], nights: flat(12000, 0) }],
  ),
  hotel(
    'gion',
    12201,
    47,
    ['祇园阿尔法', 'Gion Alpha'],
    [{ name: ['和室', 'Japanese Room'], nights: flat(15000, 3) }],
  ),
];

/** [hotel key, room type index] -> adult_nums and facilities. */
const ROOMS: [string, number, number, object, object, object][] = [
  ['alpha', 0, 2, { wifi: 1, tv: 0 }, { shower: 1 }, {}],
  ['alpha', 1, 4, { wifi: 1 }, { bathtub: 1 }, { kettle: 1 }],
  ['beta', 0, 2, { wifi: 1 }, {}, {}],
  ['gamma', 0, 1, { tv: 1 }, {}, {}],
  ['delta', 0, 2, { wifi: 1 }, {}, {}],
  ['gion', 0, 2, {}, {}, {}],
];
const TAGS: Record<string, string> = {
  alpha: 'view:Great view;central:City centre',
  beta: 'pool:Pool;central:City centre',
  gamma: 'view:Great view',
  delta: '',
  gion: '',
};

async function shapeFixture(db: Database, fx: Fixture): Promise<void> {
  for (const [key, at, adults, basic, bathroom, kitchen] of ROOMS) {
    const id = fx.roomType[key]?.[at];
    await db.execute(sql`update room_types set adult_nums = ${adults},
        basic_facility = ${JSON.stringify(basic)}::jsonb,
        bathroom_facility = ${JSON.stringify(bathroom)}::jsonb,
        kitchen_facility = ${JSON.stringify(kitchen)}::jsonb
      where id = ${id}`);
  }
  for (const [key, tag] of Object.entries(TAGS)) {
    await db.execute(
      sql`update hotels set hotel_tag = ${tag}, hotel_tag_cn = '' where id = ${fx.hotel[key]}`,
    );
  }
}

describe('containsPattern', () => {
  it('takes LIKE wildcards and the escape literally', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});

describeEachBackend('search: rooms, guests, filters and facets', (gateway) => {
  let fx: Fixture;
  const tonight = `start_day=${dayFromToday(0).day}&days=1`;
  const key = (id: number) => Object.entries(fx.hotel).find(([, v]) => v === id)?.[0];
  const get = async <T>(path: string) => {
    const answer = await api<T>(gateway().app, 'GET', path, undefined);
    return answer;
  };
  const search = async (query: string, city = 'city_id=1101&') => {
    const { body, headers } = await get<Search>(`/hotel/main/?${city}${tonight}&${query}`);
    expect(body.rec, `${query}: ${body.key}`).toBe(0);
    return { ...body.data, cache: headers['x-cache'] };
  };
  /** [key, stay_price_min, sold_out] of a search. */
  const cards = async (query: string, city?: string) =>
    (await search(query, city)).hotel_list.map((h) => [
      key(h.hotel_id),
      h.stay_price_min,
      h.sold_out,
    ]);
  const keys = async (query: string, city?: string) =>
    (await search(query, city)).hotel_list.map((h) => key(h.hotel_id));

  beforeAll(async () => {
    fx = await insertFixture(gateway().db, HOTELS);
    await shapeFixture(gateway().db, fx);
  });

  describe('the party', () => {
    it('leaves old calls as they were: any room type with a room left', async () => {
      const { hotel_list, total } = await search('');
      expect(total).toBe(4);
      expect(hotel_list.map((h) => [key(h.hotel_id), h.stay_price_min, h.price_min])).toEqual([
        ['alpha', 100, 100],
        ['beta', 90, 90],
        ['gamma', 50, 50],
        ['delta', 0, null],
      ]);
    });

    it('prices only the room types that sleep the party, the others sold out after', async () => {
      // 2 adults: the Studio (1 person) does not fit.
      expect(await cards('adults=2')).toEqual([
        ['alpha', 100, false],
        ['beta', 90, false],
        ['delta', 0, true],
        ['gamma', 0, true],
      ]);
      // 2 adults + 2 children in 1 room: only the Family (4) fits; stay_price_min is one room.
      expect(await cards('rooms=1&adults=2&children=4,9')).toEqual([
        ['alpha', 200, false],
        ['delta', 0, true],
        ['beta', 0, true],
        ['gamma', 0, true],
      ]);
      // In 2 rooms the Double (2 x 2) and the Twin fit; the Family has 1 left, not 2.
      expect(await cards('rooms=2&adults=2&children=4,9')).toEqual([
        ['alpha', 100, false],
        ['beta', 90, false],
        ['delta', 0, true],
        ['gamma', 0, true],
      ]);
    });

    it('needs rooms left on every night: 1 left does not fit rooms=2', async () => {
      // 6 people in 2 rooms: only the Family sleeps 3 a room, and it has 1 left.
      expect(await cards('rooms=2&adults=2&children=1,2,3,4')).toEqual([
        ['delta', 0, true],
        ['alpha', 0, true],
        ['beta', 0, true],
        ['gamma', 0, true],
      ]);
      const [alpha] = (await search('rooms=2&adults=2&children=1,2,3,4')).hotel_list.filter(
        (h) => key(h.hotel_id) === 'alpha',
      );
      expect(alpha?.price_min).toBeNull();
    });

    it('refuses more rooms than adults and values out of range', async () => {
      const refused = async (query: string) =>
        (await get(`/hotel/main/?city_id=1101&${tonight}&${query}`)).body;
      expect(await refused('rooms=3&adults=2')).toMatchObject({
        rec: 2,
        data: { errors: { rooms: 'search:rooms_over_adults' } },
      });
      // Without adults, the default 2 adults.
      expect(await refused('rooms=3')).toMatchObject({
        rec: 2,
        data: { errors: { rooms: 'search:rooms_over_adults' } },
      });
      for (const [query, field] of [
        ['rooms=6&adults=10', 'rooms'],
        ['adults=11', 'adults'],
        ['adults=0', 'adults'],
        ['children=4,18', 'children'],
        ['children=a', 'children'],
      ]) {
        expect(await refused(query as string), query).toMatchObject({
          rec: 2,
          data: { errors: { [field as string]: 'validation:invalid' } },
        });
      }
    });

    it('prices the hotel page and lists only the room types that sleep the party', async () => {
      const alpha = fx.hotel.alpha;
      const detail = async (query: string) =>
        (await get<{ hotel: HotelDetail }>(`/hotel/main/${alpha}/?${tonight}&${query}`)).body.data
          .hotel;
      expect((await detail('')).price_min).toBe(100);
      expect((await detail('adults=2&children=4,9')).price_min).toBe(200);
      expect(await detail('rooms=2&adults=2&children=1,2,3,4')).toMatchObject({
        price_min: null,
        sold_out: true,
      });
      const rooms = async (query: string) =>
        (
          await get<{ hotel_room_type_list: RoomType[] }>(
            `/hotel/roomtype/?hotel_id=${alpha}&${tonight}&${query}`,
          )
        ).body.data.hotel_room_type_list.map((r) => [r.name_en, r.rest_nums]);
      expect(await rooms('')).toEqual([
        ['Double', 5],
        ['Family', 1],
      ]);
      expect(await rooms('adults=2&children=4,9')).toEqual([['Family', 1]]);
      // Both fit in 2 rooms; the Family's 1 left is for the page to grey out.
      expect(await rooms('rooms=2&adults=2&children=4,9')).toEqual([
        ['Double', 5],
        ['Family', 1],
      ]);
      expect(
        (await get(`/hotel/roomtype/?hotel_id=${alpha}&${tonight}&rooms=2&adults=1`)).body,
      ).toMatchObject({ rec: 2, data: { errors: { rooms: 'search:rooms_over_adults' } } });
    });
  });

  describe('filters', () => {
    it('filters on the stay price, leaving sold-out hotels out', async () => {
      const found = await search('price_from=80&price_to=95');
      expect(found.hotel_list.map((h) => key(h.hotel_id))).toEqual(['beta']);
      expect(found.total).toBe(1);
      expect(await keys('price_to=95')).toEqual(['beta', 'gamma']);
      expect(await keys('price_from=95')).toEqual(['alpha']);
      expect((await search('price_from=0')).total).toBe(3);
      // With the party, the price is that of the room types that sleep it.
      expect(await keys('price_from=150&adults=2&children=4,9')).toEqual(['alpha']);
      // And in the price order, paged.
      expect(await keys('price_to=1000&order_by=price&seq=desc&nums=2&page=1')).toEqual([
        'alpha',
        'beta',
      ]);
      const last = await search('price_to=1000&order_by=price&seq=desc&nums=2&page=2');
      expect(last.hotel_list.map((h) => key(h.hotel_id))).toEqual(['gamma']);
      expect(last.total).toBe(3);
    });

    it('filters on the score, the tags and the facilities', async () => {
      expect(await keys('score_from=4.5')).toEqual(['alpha', 'beta', 'delta']);
      expect((await search('score_from=4.5')).total).toBe(3);
      expect(await keys('score_from=5')).toEqual([]);
      expect(await keys('tags=view')).toEqual(['alpha', 'gamma']);
      expect(await keys('tags=view,central')).toEqual(['alpha']);
      expect(await keys('tags=nope')).toEqual([]);
      expect(await keys(`facilities=${FAC.wifi}`)).toEqual(['alpha', 'beta', 'delta']);
      expect(await keys(`facilities=${FAC.bathtub}`)).toEqual(['alpha']);
      // Some room type has every one: the Family has wifi and a kettle...
      expect(await keys(`facilities=${FAC.wifi},${FAC.kettle}`)).toEqual(['alpha']);
      // ...but no room type has a shower and a kettle.
      expect((await search(`facilities=${FAC.shower},${FAC.kettle}`)).total).toBe(0);
      // Only room types that sleep the party count: the Family is the one for 4 in 1 room.
      expect(await keys(`facilities=${FAC.shower}&adults=2&children=4,9`)).toEqual([]);
      expect(await keys(`facilities=${FAC.bathtub}&adults=2&children=4,9`)).toEqual(['alpha']);
      expect(await keys('tags=central&score_from=4.6')).toEqual(['alpha']);
    });

    it('finds a name in either language, any case, wildcards taken literally', async () => {
      expect(await keys('q=ALPHA')).toEqual(['alpha']);
      expect(await keys(`q=${encodeURIComponent('阿尔法')}`)).toEqual(['alpha']);
      expect(await keys(`q=${encodeURIComponent('%')}`)).toEqual(['alpha']);
      expect(await keys('q=_')).toEqual(['beta']);
      expect(await keys(`q=${encodeURIComponent('\\')}`)).toEqual([]);
      expect((await search('q=zzz')).total).toBe(0);
    });

    it('finds hotels by name across every city without city_id, best score first', async () => {
      const every = await search('q=alpha', '');
      expect(every.hotel_list.map((h) => key(h.hotel_id))).toEqual(['alpha', 'gion']);
      expect(every.total).toBe(2);
      expect(await keys(`q=${encodeURIComponent('阿尔法')}&nums=8`, '')).toEqual(['alpha', 'gion']);
      expect(await keys('q=alpha&nums=1', '')).toEqual(['alpha']);
      expect(await keys('q=house&nums=8', '')).toEqual(['delta']);
      // Facets are a city's: none without one.
      expect(every.facets).toEqual({
        tags: [],
        facilities: [],
        price_range: { min: 0, max: 0, currency: 1, symbol: '' },
      });
    });

    it('answers a field sent twice without a 5xx', async () => {
      for (const query of [
        'q=a&q=b',
        'tags=view&tags=pool',
        'facilities=1&facilities=2',
        'children=1&children=2',
        'rooms=1&rooms=2',
        'price_from=1&price_from=2',
      ]) {
        const { status, body } = await get(`/hotel/main/?city_id=1101&${tonight}&${query}`);
        expect(status, query).toBeLessThan(500);
        expect([0, 2], query).toContain(body.rec);
      }
    });

    it('refuses filters out of range', async () => {
      for (const [query, field] of [
        ['price_from=-1', 'price_from'],
        ['score_from=5.5', 'score_from'],
        [`q=${'x'.repeat(61)}`, 'q'],
        ['facilities=a', 'facilities'],
      ]) {
        const { body } = await get(`/hotel/main/?city_id=1101&${tonight}&${query}`);
        expect(body, query).toMatchObject({
          rec: 2,
          data: { errors: { [field as string]: expect.any(String) } },
        });
      }
    });
  });

  describe('facets', () => {
    const facetList = (list: { key: string; name: string; count: number }[]) =>
      list.map((f) => [f.key, f.name, f.count]);

    it('counts every tag and facility of the city over the answer, most first', async () => {
      const { facets } = await search('');
      expect(facetList(facets.tags)).toEqual([
        ['central', 'City centre', 2],
        ['view', 'Great view', 2],
        ['pool', 'Pool', 1],
      ]);
      expect(facetList(facets.facilities)).toEqual([
        [String(FAC.wifi), 'Wi-Fi', 3],
        [String(FAC.bathtub), 'Bathtub', 1],
        [String(FAC.kettle), 'Kettle', 1],
        [String(FAC.shower), 'Shower', 1],
        [String(FAC.tv), 'TV', 1],
      ]);
      expect(facets.facilities[0]?.id).toBe(FAC.wifi);
      expect(facets.tags[0]?.id).toBe(0);
      expect(facets.price_range).toMatchObject({ min: 50, max: 100, currency: 2 });
      expect(facets.price_range.symbol).not.toBe('');
    });

    it('counts over the filtered hotels, a chosen one at 0 still listed', async () => {
      const { facets } = await search('tags=pool');
      expect(facetList(facets.tags)).toEqual([
        ['central', 'City centre', 1],
        ['pool', 'Pool', 1],
        ['view', 'Great view', 0],
      ]);
      // The price range ignores the filters.
      expect(facets.price_range).toMatchObject({ min: 50, max: 100 });
      const priced = await search('price_to=60');
      expect(facetList(priced.facets.tags)).toEqual([
        ['view', 'Great view', 1],
        ['central', 'City centre', 0],
        ['pool', 'Pool', 0],
      ]);
      expect(priced.facets.price_range).toMatchObject({ min: 50, max: 100 });
    });

    it('follows the party and the request language', async () => {
      const { facets } = await search('adults=2&children=4,9&lang=zh');
      // Only the Family sleeps 4 in a room: alpha alone is available.
      expect(facets.price_range).toMatchObject({ min: 200, max: 200 });
      // Equal counts: by name in the request language (pinyin).
      expect(facetList(facets.facilities)).toEqual([
        [String(FAC.kettle), '电热水壶', 1],
        [String(FAC.wifi), '无线网络', 1],
        [String(FAC.bathtub), '浴缸', 1],
      ]);
      // The sold-out hotels are in the answer (after the available one) and count.
      expect(facetList(facets.tags)).toEqual([
        ['view', '景观好', 2],
        ['central', '市中心', 2],
        ['pool', '泳池', 1],
      ]);
    });
  });

  it('reads the rooms left afresh for 2 rooms or more (versions move on the last room only)', async () => {
    const night = `start_day=${dayFromToday(2).day}&days=1`;
    const beta = async () =>
      (
        await get<Search>(`/hotel/main/?city_id=1101&${night}&rooms=2&adults=2`)
      ).body.data.hotel_list.find((h) => key(h.hotel_id) === 'beta');
    expect(await beta()).toMatchObject({ sold_out: false, stay_price_min: 90 });
    expect(await beta()).toMatchObject({ sold_out: false, stay_price_min: 90 });
    // One of the Twin's 2 rooms goes: no search version moves (a room is still left).
    await gateway().db.execute(
      sql`update room_type_days set rest_nums = 1
        where room_type_id = ${fx.roomType.beta?.[0]} and day = ${dayFromToday(2).iso}::date`,
    );
    expect(await beta()).toMatchObject({ sold_out: true, stay_price_min: 0 });
  });

  it('never serves a filtered answer for an unfiltered search, nor the other way', async () => {
    const query = `start_day=${dayFromToday(1).day}&days=1`;
    const at = (extra: string) =>
      get<Search>(`/hotel/main/?city_id=1101&${query}${extra}`).then((a) => ({
        total: a.body.data.total,
        cache: a.headers['x-cache'],
        first: a.body.data.facets.tags[0]?.count,
      }));
    const plain = await at('');
    const tagged = await at('&tags=pool');
    const party = await at('&adults=2&children=4,9&price_from=1');
    const again = await at('');
    const taggedAgain = await at('&tags=pool');
    expect([plain.total, tagged.total, party.total, again.total, taggedAgain.total]).toEqual([
      4, 1, 1, 4, 1,
    ]);
    expect(again.first).toBe(plain.first);
    expect(taggedAgain.first).toBe(tagged.first);
    if (plain.cache !== undefined) {
      expect([plain.cache, tagged.cache, again.cache, taggedAgain.cache]).toEqual([
        'MISS',
        'MISS',
        'HIT',
        'HIT',
      ]);
    }
  });
});

describeEachBackend('orders: rooms and guests', (gateway) => {
  let hotel: OrderHotel;
  const content = (extra: Record<string, unknown>) => ({
    start_day: dayAt(FIRST_NIGHT).day,
    days: 2,
    hotel_id: hotel.hotelId,
    hotel_room_type_id: hotel.roomTypeId,
    ...extra,
  });
  const orderCount = async () => {
    const result = (await gateway().db.execute(
      sql`select count(*)::int as n from orders where hotel_id = ${hotel.hotelId}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  };

  beforeAll(async () => {
    hotel = await insertOrderHotel(gateway().db, {
      adultNums: 2,
      nights: [
        [10000, 3],
        [11000, 3],
        [12000, 3],
      ],
    });
  });

  it('prices every room of the party: the amount is one room x rooms', async () => {
    const member = await createMember(gateway().db, 'party-check');
    const check = async (extra: Record<string, unknown>, amount: number) =>
      (
        await api<{ order: OrderCheck }>(gateway().app, 'POST', '/orders/check/', member.token, {
          content: content(extra),
          amount,
        })
      ).body;
    const one = await check({ nums: 1 }, 210);
    expect(one.rec).toBe(0);
    expect(one.data.order.amount).toBe(210);
    // rooms=2 wins over nums: 2 x 210.
    const two = await check({ nums: 1, rooms: 2, adults: 2, children: '5,9' }, 420);
    expect(two.rec).toBe(0);
    expect(two.data.order.amount).toBe(420);
    expect(two.data.order.pay_amount).toBe(420);
  });

  it('books rooms=2 as 2 rooms a night, and refuses a room type too small writing nothing', async () => {
    const member = await createMember(gateway().db, 'party-book');
    const guest = await createGuest(gateway().db, member.userId);
    const before = await restNums(gateway().db, hotel.roomTypeId);
    const ordersBefore = await orderCount();
    const misfit = await book(gateway().app, member, hotel, {
      guests: [guest],
      extra: {
        content: JSON.stringify({
          ...content({ rooms: 1, adults: 2, children: '5' }),
          user_folks: [guest],
        }),
        amount: 210,
      },
    });
    expect(misfit.body).toMatchObject({ rec: 2, key: 'orders:room_type_too_small' });
    expect(misfit.body.msg).toContain('1');
    expect(await restNums(gateway().db, hotel.roomTypeId)).toEqual(before);
    expect(await orderCount()).toBe(ordersBefore);
    // The check refuses it alike.
    const checked = await api(gateway().app, 'POST', '/orders/check/?lang=cn', member.token, {
      content: content({ nums: 1, rooms: 1, adults: 2, children: '5' }),
      amount: 210,
    });
    expect(checked.body).toMatchObject({ rec: 2, key: 'orders:room_type_too_small' });

    const booked = await book(gateway().app, member, hotel, {
      guests: [guest],
      extra: {
        content: JSON.stringify({
          ...content({ rooms: 2, adults: 2, children: '5' }),
          user_folks: [guest],
        }),
        amount: 420,
      },
    });
    expect(booked.body.rec, booked.body.key).toBe(0);
    expect(await restNums(gateway().db, hotel.roomTypeId)).toEqual([
      (before[0] ?? 0) - 2,
      (before[1] ?? 0) - 2,
      before[2],
    ]);
    const result = (await gateway().db.execute(
      sql`select nums from orders where id = ${booked.body.data.order_id}`,
    )) as unknown as { rows: { nums: number }[] };
    expect(Number(result.rows[0]?.nums)).toBe(2);
  });

  it('refuses rooms over adults and out of range in content', async () => {
    const member = await createMember(gateway().db, 'party-range');
    for (const [extra, field, message] of [
      [{ rooms: 3, adults: 2 }, 'rooms', 'search:rooms_over_adults'],
      [{ rooms: 6, adults: 10 }, 'rooms', 'validation:invalid'],
      [{ rooms: 1, adults: 1, children: '20' }, 'children', 'validation:invalid'],
    ] as const) {
      const { body } = await api(gateway().app, 'POST', '/orders/check/', member.token, {
        content: content({ nums: 1, ...extra }),
        amount: 210,
      });
      expect(body, JSON.stringify(extra)).toMatchObject({ rec: 2 });
      expect(JSON.stringify(body.data), JSON.stringify(extra)).toContain(message);
      expect(JSON.stringify(body.data)).toContain(field);
    }
  });
});

describeOnPostgresServer('orders: two parties of 2 rooms for 3 left (postgres)', () => {
  let scratch: ScratchPools | undefined;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('party', { poolSize: 8 });
    db = scratch.db;
    app = await buildApp({ db, config: testConfig() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await scratch?.close();
  });

  it('sells 2 rooms to one of them only, 10 rounds', async () => {
    for (let round = 0; round < 10; round++) {
      const hotel = await insertOrderHotel(db, {
        adultNums: 2,
        nights: [
          [10000, 3],
          [10000, 3],
        ],
      });
      const people = await Promise.all(
        [0, 1].map(async (i) => {
          const member = await createMember(db, `two-${round}-${i}`);
          return { member, guest: await createGuest(db, member.userId) };
        }),
      );
      const answers = await Promise.all(
        people.map(({ member, guest }) =>
          book(app, member, hotel, {
            guests: [guest],
            extra: {
              content: JSON.stringify({
                start_day: dayAt(FIRST_NIGHT).day,
                days: 2,
                hotel_id: hotel.hotelId,
                hotel_room_type_id: hotel.roomTypeId,
                rooms: 2,
                adults: 3,
                user_folks: [guest],
              }),
              amount: 400,
            },
          }),
        ),
      );
      const recs = answers.map((a) => a.body.rec).sort();
      expect(recs, `round ${round}`).toEqual([0, 6]);
      expect(await restNums(db, hotel.roomTypeId)).toEqual([1, 1]);
    }
  });
});
