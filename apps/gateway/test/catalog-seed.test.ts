import type {
  AppHome,
  HotCity,
  HotelListItem,
  HotelReviewsData,
  RoomType,
} from '@bookdirect/gateway-sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGenerated } from '../src/catalog/images';
import { DEMO_HOTEL_COUNT, seedDemoCatalogue } from '../src/demo/demo-seed';
import { dayFromToday } from './support/catalog-fixture';
import { call, startGateway, type TestGateway } from './support/gateway';

/** The demo seed on a fresh PGlite database of its own (PostgreSQL runs share a database). */
describe('demo catalogue seed', () => {
  let gateway: TestGateway;
  const get = <T>(url: string) => call<T>(gateway.app, { method: 'GET', url: `/v1/u${url}` });

  beforeAll(async () => {
    gateway = await startGateway('pglite');
    const result = await seedDemoCatalogue(gateway.db);
    expect(result.seeded).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
  });

  it('seeds at least 60 hotels in the eight home countries, once', async () => {
    expect(DEMO_HOTEL_COUNT).toBeGreaterThanOrEqual(60);
    const again = await seedDemoCatalogue(gateway.db);
    expect(again).toMatchObject({ seeded: false, hotels: DEMO_HOTEL_COUNT });
    const { body } = await get<{ app_home: AppHome }>('/app/home/');
    expect(body.data.app_home.region_hotel.map((r) => r.region_id).sort((a, b) => a - b)).toEqual([
      1, 4, 7, 8, 9, 10, 11, 12,
    ]);
    for (const region of body.data.app_home.region_hotel) {
      const scores = region.hotels.map((h) => h.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('makes Athens searchable with prices for a three-night stay a year ahead', async () => {
    const cities = (await get<{ region_list: HotCity[] }>('/app/hotelhotcity/')).body.data
      .region_list;
    expect(cities.map((c) => c.name_en)).toContain('Athens');
    for (const start of [dayFromToday(0).day, dayFromToday(300).day]) {
      const { body } = await get<{ hotel_list: HotelListItem[] }>(
        `/hotel/main/?city_id=1101&start_day=${start}&days=3`,
      );
      expect(body.data.hotel_list.length).toBeGreaterThanOrEqual(4);
      expect(body.data.hotel_list.some((h) => h.price_min !== null && h.price_min > 20)).toBe(true);
    }
  });

  it('gives every hotel 3 to 6 room types with facilities and a drawn image', async () => {
    const { body } = await get<{ hotel_list: HotelListItem[] }>('/hotel/main/?city_id=12201');
    for (const hotel of body.data.hotel_list) {
      const types = (
        await get<{ hotel_room_type_list: RoomType[] }>(
          `/hotel/roomtype/?hotel_id=${hotel.hotel_id}`,
        )
      ).body.data.hotel_room_type_list;
      expect(types.length).toBeGreaterThanOrEqual(3);
      expect(types.length).toBeLessThanOrEqual(6);
      expect(renderGenerated(types[0]?.image_key ?? '')).toContain('<svg');
      expect(hotel.currency).toBe(4);
    }
  });

  it('gives every hotel 3 to 8 different reviews, in both languages, whose average / 2 is its score', async () => {
    const texts: string[] = [];
    for (const cityId of [1101, 12201]) {
      const { body } = await get<{ hotel_list: HotelListItem[] }>(`/hotel/main/?city_id=${cityId}`);
      for (const hotel of body.data.hotel_list) {
        const { data } = (await get<HotelReviewsData>(`/hotel/review/?hotel_id=${hotel.hotel_id}`))
          .body;
        expect(data.total).toBeGreaterThanOrEqual(3);
        expect(data.total).toBeLessThanOrEqual(8);
        expect(data.review_list).toHaveLength(data.total);
        const sum = data.review_list.reduce((n, r) => n + r.score, 0);
        expect(data.score_avg).toBe(Math.round((sum / data.total) * 10) / 10);
        expect(hotel.score).toBe(Math.round((sum * 5) / data.total) / 10);
        const times = data.review_list.map((r) => r.create_time);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const contents = data.review_list.map((r) => r.content);
        expect(new Set(contents).size).toBe(contents.length);
        texts.push(...contents);
      }
    }
    expect(texts.some((t) => /\p{Script=Han}/u.test(t))).toBe(true);
    expect(texts.some((t) => /^[\x20-\x7e’]+$/.test(t))).toBe(true);
  });
});
