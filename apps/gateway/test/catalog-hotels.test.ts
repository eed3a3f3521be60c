import type {
  AppHome,
  DayPrice,
  HotCity,
  HotelDetail,
  HotelImage,
  HotelListItem,
  RatePlan,
  RoomType,
  RoomTypeDetail,
} from '@bookdirect/gateway-sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFiles, roomTypeDays } from '../src/catalog/schema';
import {
  dayFromToday,
  type Fixture,
  insertFixture,
  removeFixture,
} from './support/catalog-fixture';
import { call, describeEachBackend, viaGateway } from './support/gateway';

type Search = { hotel_list: HotelListItem[]; total: number };
type Detail = {
  hotel: HotelDetail;
  images: HotelImage[];
  rate_list: RatePlan[];
  rate_list_total: number;
  favorite: number;
  user_favorite_id: number;
  hotel_policy: { check_in_policy: { check_in_time: string; check_out_time: string } };
};

describeEachBackend(
  'catalogue: hotels, room types, prices, images',
  (gateway) => {
    let fx: Fixture;
    const get = <T>(url: string) => call<T>(gateway().app, { method: 'GET', url: `/v1/u${url}` });
    const today = dayFromToday(0).day;
    const tomorrow = dayFromToday(1).day;
    const id = (key: string) => fx.hotel[key] as number;

    beforeAll(async () => {
      fx = await insertFixture(gateway().db);
    });
    afterAll(async () => {
      await removeFixture(gateway().db, fx);
    });

    describe('GET /hotel/main/', () => {
      it('prices each hotel at its lowest nightly price over the stay, sold-out hotels last', async () => {
        const { status, body } = await get<Search>(
          `/hotel/main/?city_id=1101&start_day=${today}&days=3&page=1&nums=100&order_by=rcmd&seq=asc`,
        );
        expect(status).toBe(200);
        expect(body.rec).toBe(0);
        expect(body.data.total).toBe(3);
        expect(
          body.data.hotel_list.map((h) => [h.hotel_id, h.price_min, h.stay_price_min, h.sold_out]),
        ).toEqual([
          // 4.8: the economy room (80.00) is sold out on night 2, so the standard room's 100.00,
          // and its stay 100 + 120 + 110 (not 100 x 3).
          [id('acropolis'), 100, 330, false],
          [id('kolonaki'), 90, 284, false],
          // 4.9 but nothing free on night 2.
          [id('plaka'), null, 0, true],
        ]);
        const first = body.data.hotel_list[0];
        expect(first).toMatchObject({
          name_en: 'Acropolis View Hotel',
          name: 'Acropolis View Hotel',
          score: 4.8,
          currency: 2,
          symbol: '€',
          city_id: 1101,
          city: 'Athens',
          hotel_tag: 'view:Great view;central:City centre',
        });
        expect(first?.image_key).toMatch(/_1\.svg$/);
      });

      it('answers one night on its own: the economy room counts when it is free', async () => {
        const { body } = await get<Search>(`/hotel/main/?city_id=1101&start_day=${today}&days=1`);
        // Everyone is free tonight: score order, the economy room's 80.00 counts.
        expect(body.data.hotel_list.map((h) => h.price_min)).toEqual([150, 80, 90]);
        const night2 = await get<Search>(`/hotel/main/?city_id=1101&start_day=${tomorrow}&days=1`);
        expect(night2.body.data.hotel_list.map((h) => [h.hotel_id, h.price_min])).toEqual([
          [id('acropolis'), 120],
          [id('kolonaki'), 95],
          [id('plaka'), null],
        ]);
      });

      it('pages until an empty page, with the same total', async () => {
        const page = (n: number) =>
          get<Search>(`/hotel/main/?city_id=1101&start_day=${today}&days=3&page=${n}&nums=2`);
        const [one, two, three] = await Promise.all([page(1), page(2), page(3)]);
        expect(one.body.data.hotel_list.map((h) => h.hotel_id)).toEqual([
          id('acropolis'),
          id('kolonaki'),
        ]);
        expect(two.body.data.hotel_list.map((h) => h.hotel_id)).toEqual([id('plaka')]);
        expect(three.body.data.hotel_list).toEqual([]);
        expect([one, two, three].map((p) => p.body.data.total)).toEqual([3, 3, 3]);
      });

      it('names in the request language', async () => {
        const { body } = await get<Search>(
          `/hotel/main/?city_id=1101&start_day=${today}&days=3&lang=cn`,
        );
        expect(body.data.hotel_list[0]).toMatchObject({
          name: '雅典卫城景观酒店',
          city: '雅典',
          address: '雅典卫城景观酒店路1号',
        });
        // Tags in the request language too: known keys translated, a partner's own label kept.
        expect(body.data.hotel_list.map((h) => h.hotel_tag)).toEqual([
          'view:景观好;central:市中心',
          'view:山景好;central:市中心',
          'view:景观好;central:市中心',
        ]);
        const en = await get<Search>(`/hotel/main/?city_id=1101&start_day=${today}&days=3&lang=en`);
        expect(en.body.data.hotel_list[1]?.hotel_tag).toBe('view:Great view;central:City centre');
      });

      it('keeps the currency minor unit: yen have no decimals', async () => {
        const { body } = await get<Search>(`/hotel/main/?city_id=12201&start_day=${today}&days=2`);
        expect(body.data.hotel_list).toHaveLength(1);
        expect(body.data.hotel_list[0]).toMatchObject({
          price_min: 15000,
          currency: 4,
          symbol: '¥',
        });
      });

      it('answers an empty list for a city that does not exist or has no hotels', async () => {
        for (const city of [999999, 7101]) {
          const { body } = await get<Search>(
            `/hotel/main/?city_id=${city}&start_day=${today}&days=1`,
          );
          expect(body.rec).toBe(0);
          expect(body.data).toEqual({
            hotel_list: [],
            total: 0,
            facets: {
              tags: [],
              facilities: [],
              price_range: { min: 0, max: 0, currency: 1, symbol: '' },
            },
          });
        }
      });

      it('answers rec 2 with a key per field for garbage dates and nights, never a 500', async () => {
        for (const query of [
          'start_day=abc',
          'start_day=20261345',
          'days=0',
          'days=-2',
          'days=x',
          'page=0',
          'city_id=abc',
        ]) {
          const { status, body } = await get<{ errors: Record<string, string> }>(
            `/hotel/main/?city_id=1101&${query}`,
          );
          expect(status, query).toBe(200);
          expect(body.rec, query).toBe(2);
          const field = query.split('=')[0] as string;
          expect(body.data.errors[field], query).toMatch(/^validation:/);
        }
      });

      it('never answers from a stale cache: a stock change shows at once', async () => {
        const url = `/hotel/main/?city_id=1101&start_day=${today}&days=3`;
        const before = await get<Search>(url);
        expect(
          before.body.data.hotel_list.find((h) => h.hotel_id === id('kolonaki'))?.sold_out,
        ).toBe(false);
        const roomTypeId = fx.roomType.kolonaki?.[0] as number;
        const { db } = gateway();
        await db
          .update(roomTypeDays)
          .set({ restNums: 0 })
          .where(
            and(eq(roomTypeDays.roomTypeId, roomTypeId), eq(roomTypeDays.day, dayFromToday(1).iso)),
          );
        try {
          const after = await get<Search>(url);
          expect(after.body.data.hotel_list.map((h) => [h.hotel_id, h.price_min])).toEqual([
            [id('acropolis'), 100],
            [id('plaka'), null],
            [id('kolonaki'), null],
          ]);
        } finally {
          await db
            .update(roomTypeDays)
            .set({ restNums: 2 })
            .where(
              and(
                eq(roomTypeDays.roomTypeId, roomTypeId),
                eq(roomTypeDays.day, dayFromToday(1).iso),
              ),
            );
        }
        expect((await get<Search>(url)).body.data).toEqual(before.body.data);
      });

      it('answers through POST /gateway as the SDK sends it', async () => {
        const { body } = await viaGateway(
          gateway().app,
          'GET',
          `/v1/u/hotel/main/?city_id=1101&start_day=${today}&days=3`,
        );
        expect(body.rec).toBe(0);
        expect((body.data as Search).hotel_list).toHaveLength(3);
      });
    });

    describe('GET /hotel/main/{id}/', () => {
      it('answers the hotel, its photos, rate plans and check-in policy', async () => {
        const { body } = await get<Detail>(
          `/hotel/main/${id('acropolis')}/?start_day=${today}&days=3`,
        );
        expect(body.rec).toBe(0);
        expect(body.data.hotel).toMatchObject({
          hotel_id: id('acropolis'),
          name: 'Acropolis View Hotel',
          score: 4.8,
          price_min: 100,
          opening_time: 2001,
          renovation_time: 2019,
          mobile: '+30 210 000 0000',
          email: 'acropolis@example.com',
          currency: 2,
          store_id: 'T0',
          coord_x: 23.72,
          coord_y: 37.97,
        });
        expect(body.data.hotel.hotel_tag).toBe('view:Great view;central:City centre');
        const zh = await get<Detail>(
          `/hotel/main/${id('kolonaki')}/?start_day=${today}&days=3&lang=cn`,
        );
        expect(zh.body.data.hotel.hotel_tag).toBe('view:山景好;central:市中心');
        expect(body.data.images.map((i) => i.image_type)).toEqual([1, 1]);
        expect(body.data.rate_list.map((r) => [r.name, r.is_standard])).toEqual([
          ['Standard rate', 1],
          ['Saver', 0],
        ]);
        expect(body.data).toMatchObject({
          rate_list_total: 2,
          favorite: 0,
          user_favorite_id: 0,
          hotel_policy: { check_in_policy: { check_in_time: '15:00', check_out_time: '11:00' } },
        });
      });

      it('answers rec 5 for a hotel that does not exist or is hidden', async () => {
        for (const hotel of [999999, id('hidden')]) {
          const { status, body } = await get(`/hotel/main/${hotel}/`);
          expect(status).toBe(200);
          expect(body.rec).toBe(5);
        }
        expect((await get('/hotel/main/abc/')).body.rec).toBe(2);
      });
    });

    describe('GET /hotel/roomtype/', () => {
      it('lists shown room types with the stay price and the fewest rooms left', async () => {
        const { body } = await get<{ hotel_room_type_list: RoomType[] }>(
          `/hotel/roomtype/?hotel_id=${id('acropolis')}&start_day=${today}&days=3&nums=150`,
        );
        expect(body.rec).toBe(0);
        expect(body.data.hotel_room_type_list.map((r) => [r.name, r.price, r.rest_nums])).toEqual([
          ['Standard Double', 330, 3],
          ['Economy Room', 240, 0],
        ]);
        const first = body.data.hotel_room_type_list[0];
        expect(first?.basic_facility).toContainEqual({
          key: 'wifi',
          name_cn: '无线网络',
          name_en: 'Wi-Fi',
          name: 'Wi-Fi',
          value: 1,
        });
        expect(first?.basic_facility).toContainEqual(
          expect.objectContaining({ key: 'tv', value: 0 }),
        );
        expect(first).toMatchObject({
          status: 1,
          currency: 2,
          symbol: '€',
          room_type: 'Double',
          area: 20,
        });
      });

      it('labels room types in the request language', async () => {
        const list = (lang: string) =>
          get<{ hotel_room_type_list: RoomType[] }>(
            `/hotel/roomtype/?hotel_id=${id('acropolis')}&start_day=${today}&days=3&lang=${lang}`,
          );
        const [zh, en] = await Promise.all([list('cn'), list('en')]);
        expect(zh.body.data.hotel_room_type_list[0]).toMatchObject({
          name: '标准大床房',
          room_type: '大床房',
        });
        expect(en.body.data.hotel_room_type_list[0]).toMatchObject({
          name: 'Standard Double',
          room_type: 'Double',
        });
      });

      it('has no price beyond the stock it has, and rec 5 for an unknown hotel', async () => {
        const far = dayFromToday(3).day;
        const { body } = await get<{ hotel_room_type_list: RoomType[] }>(
          `/hotel/roomtype/?hotel_id=${id('kolonaki')}&start_day=${far}&days=5`,
        );
        expect(body.data.hotel_room_type_list[0]).toMatchObject({ price: null, rest_nums: 0 });
        expect((await get(`/hotel/roomtype/?hotel_id=999999`)).body.rec).toBe(5);
        expect((await get(`/hotel/roomtype/`)).body.rec).toBe(2);
      });
    });

    describe('GET /hotel/roomtype/{id}/ and /hotel/roomtypeprice/{id}/', () => {
      it('answers a room type with facilities in both languages and its images', async () => {
        const roomTypeId = fx.roomType.acropolis?.[0];
        const { body } = await get<{ hotel_room_type: RoomTypeDetail }>(
          `/hotel/roomtype/${roomTypeId}/?lang=cn`,
        );
        expect(body.rec).toBe(0);
        expect(body.data.hotel_room_type).toMatchObject({
          hotel_room_type_id: roomTypeId,
          name: '标准大床房',
          price: 100,
        });
        expect(body.data.hotel_room_type.images).toHaveLength(1);
        expect(body.data.hotel_room_type.bathroom_facility).toContainEqual(
          expect.objectContaining({ key: 'shower', name: '淋浴', value: 1 }),
        );
        expect((await get(`/hotel/roomtype/${fx.roomType.acropolis?.[2]}/`)).body.rec).toBe(5);
      });

      it('answers the nightly prices and stock of the stay', async () => {
        const roomTypeId = fx.roomType.acropolis?.[1];
        const { body } = await get<{ hotel_room_type_day_price_list: DayPrice[] }>(
          `/hotel/roomtypeprice/${roomTypeId}/?start_day=${today}&days=3`,
        );
        expect(body.data.hotel_room_type_day_price_list).toEqual([
          { day: today, price: 80, rest_nums: 2 },
          { day: tomorrow, price: 80, rest_nums: 0 },
          { day: dayFromToday(2).day, price: 80, rest_nums: 2 },
        ]);
        expect((await get('/hotel/roomtypeprice/999999/')).body.rec).toBe(5);
      });
    });

    describe('GET /file/hotelimage/ and /images/{key}', () => {
      it('lists images by type, including the check-in guide (26)', async () => {
        const { body } = await get<{ hotel_image_list: HotelImage[] }>(
          `/file/hotelimage/?image_type=26&hotel_id=${id('plaka')}`,
        );
        expect(body.data.hotel_image_list).toHaveLength(1);
        expect(body.data.hotel_image_list[0]?.image_key).toMatch(/^gen\/aegean\/guide-\d+_1\.svg$/);
        expect((await get(`/file/hotelimage/?hotel_id=999999`)).body.rec).toBe(5);
      });

      it('serves both variants of a drawn image with long cache headers', async () => {
        const { body } = await get<{ hotel_image_list: HotelImage[] }>(
          `/file/hotelimage/?image_type=1&hotel_id=${id('plaka')}`,
        );
        const key = body.data.hotel_image_list[0]?.image_key as string;
        for (const variant of [key, key.replace('_1.svg', '_3.svg')]) {
          const response = await gateway().app.inject({ method: 'GET', url: `/images/${variant}` });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.body).toContain('linearGradient');
        }
        const original = await gateway().app.inject({ method: 'GET', url: `/images/${key}` });
        expect(original.body).toContain('width="1600"');
      });

      it('serves stored uploads and 404s anything else', async () => {
        const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
        await gateway()
          .db.insert(imageFiles)
          .values({ key: 'upload/test/photo_1.png', contentType: 'image/png', bytes })
          .onConflictDoNothing();
        const stored = await gateway().app.inject({
          method: 'GET',
          url: '/images/upload/test/photo_1.png',
        });
        expect(stored.statusCode).toBe(200);
        expect(stored.rawPayload.equals(bytes)).toBe(true);
        for (const url of [
          '/images/nope_1.png',
          '/images/..%2Fetc%2Fpasswd',
          '/images/gen/grey/hotel-1_1.svg',
        ]) {
          expect((await gateway().app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
        }
      });
    });

    describe('GET /app/home/ and /app/hotelhotcity/', () => {
      it('answers the home countries that have hotels, best score first, priced for tonight', async () => {
        const { body } = await get<{ app_home: AppHome }>('/app/home/?lang=cn');
        const regions = body.data.app_home.region_hotel;
        expect(regions.map((r) => [r.region_id, r.name])).toEqual([
          [1, '希腊'],
          [12, '日本'],
        ]);
        expect(regions[0]?.hotels.map((h) => [h.hotel_id, h.price_min])).toEqual([
          [id('plaka'), 150],
          [id('acropolis'), 80],
          [id('kolonaki'), 90],
        ]);
        expect(regions[0]?.hotels[0]).toMatchObject({ city: '雅典', symbol: '€', score: 4.9 });
      });

      it('lists cities with hotels, most first, with their country', async () => {
        const { body } = await get<{ region_list: HotCity[] }>('/app/hotelhotcity/?nums=100');
        expect(
          body.data.region_list.map((r) => [r.region_id, r.name, r.country_id, r.hotel_nums]),
        ).toEqual([
          [1101, 'Athens', 1, 3],
          [12201, 'Kyoto', 12, 1],
        ]);
        expect(
          (await get<{ region_list: HotCity[] }>('/app/hotelhotcity/?nums=1')).body.data
            .region_list,
        ).toHaveLength(1);
      });
    });

    describe('rates', () => {
      it('answers a currency against USD and CNY at full precision', async () => {
        const { body } = await get<{ currency_rate_usd: number; currency_rate_cny: number }>(
          '/util/currencyrate/2/',
        );
        expect(body.rec).toBe(0);
        expect(body.data.currency_rate_usd).toBe(1.0823);
        expect(body.data.currency_rate_cny).toBeCloseTo(1.0823 / 0.140449438202, 9);
        expect((await get('/util/currencyrate/99/')).body.rec).toBe(5);
      });

      it('answers every rate of a currency', async () => {
        const { body } = await get<{ rates: Record<string, number> }>('/util/exchangerate/5/');
        expect(Object.keys(body.data.rates).sort()).toEqual([
          'CNY',
          'EUR',
          'JPY',
          'MYR',
          'THB',
          'USD',
        ]);
        expect(body.data.rates.USD).toBe(1);
        expect(body.data.rates.JPY).toBeCloseTo(149, 0);
      });
    });
  },
  // Its answers count every hotel of a city: a file of its own, so no other file adds to them.
  { databases: 'both' },
);
