import type { HotelListItem, RoomType } from '@bookdirect/gateway-sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dayFromToday,
  type Fixture,
  type FixtureHotel,
  insertFixture,
} from './support/catalog-fixture';
import { describeEachBackend, viaGateway } from './support/gateway';
import { api, createMember } from './support/orders';

type Search = { hotel_list: HotelListItem[]; total: number };

const hotel = (
  key: string,
  score10: number,
  roomTypes: FixtureHotel['roomTypes'],
): FixtureHotel => ({
  key,
  cityId: 1101,
  countryId: 1,
  name: [`住宿总价 ${key}`, `Stay Price ${key}`],
  score10,
  currencyId: 2,
  roomTypes,
});

/** `[price in cents, rooms left]` for nights 0..4 from today. */
const nights = (...prices: (number | [number, number])[]): [number, number][] =>
  prices.map((p) => (Array.isArray(p) ? p : [p, 3]));

/**
 * Athens, priced per night so that the lowest nightly price times the nights is never what
 * a room costs for the stay. For three nights from today:
 * - `swing` 4.8: the Double costs 162 + 204 + 187 = 553 (min x nights would say 486); the
 *   Suite has the lowest night (150) but costs 650; the Economy, 100 a night, has no room on
 *   night 2 and does not count.
 * - `flat` 4.5: 170 every night, 510: dearer by the night than `swing`, cheaper for the stay.
 * - `peak` 4.9: 100, 100, 400: the cheapest night of all, the dearest stay (600).
 * - `gone` 4.2: its only room type is full on night 3: sold out, `stay_price_min` 0.
 * - `hidden` 4.0: its cheapest room type is not shown (status 0) and does not count; the shown
 *   one costs 200 + 210 + 220 = 630.
 */
const HOTELS: FixtureHotel[] = [
  hotel('swing', 48, [
    { name: ['大床房', 'Double'], nights: nights(16200, 20400, 18700, 16000, 16000) },
    { name: ['套房', 'Suite'], nights: nights(15000, 25000, 25000, 25000, 25000) },
    {
      name: ['经济房', 'Economy'],
      nights: nights(10000, [10000, 0], 10000, 10000, 10000),
    },
  ]),
  hotel('flat', 45, [
    { name: ['双床房', 'Twin'], nights: nights(17000, 17000, 17000, 17000, 17000) },
  ]),
  hotel('peak', 49, [
    { name: ['阁楼', 'Loft'], nights: nights(10000, 10000, 40000, 10000, 10000) },
  ]),
  hotel('gone', 42, [
    { name: ['房', 'Room'], nights: nights(12000, 12000, [12000, 0], 12000, 12000) },
  ]),
  hotel('hidden', 40, [
    { name: ['隐藏房', 'Hidden'], nights: nights(9000, 9000, 9000, 9000, 9000), status: 0 },
    { name: ['房', 'Room'], nights: nights(20000, 21000, 22000, 23000, 24000) },
  ]),
];

describeEachBackend(
  'search: the price of the whole stay (stay_price_min)',
  (gateway) => {
    let fx: Fixture;
    const today = dayFromToday(0).day;
    const key = (id: number) => Object.entries(fx.hotel).find(([, v]) => v === id)?.[0];
    const search = async (query: string) => {
      const { body } = await api<Search>(
        gateway().app,
        'GET',
        `/hotel/main/?city_id=1101&${query}`,
        undefined,
      );
      expect(body.rec, query).toBe(0);
      return body.data.hotel_list;
    };
    const threeNights = `start_day=${today}&days=3`;

    beforeAll(async () => {
      fx = await insertFixture(gateway().db, HOTELS);
    });

    it('is the cheapest room type sum over the nights, not the lowest night times the nights', async () => {
      const list = await search(`${threeNights}&order_by=rcmd`);
      expect(list.map((h) => [key(h.hotel_id), h.stay_price_min, h.price_min, h.sold_out])).toEqual(
        [
          ['peak', 600, 100, false],
          // The Suite's 150 stays the lowest night (price_min, for partners); the stay is the
          // Double's 553, not 150 x 3 nor 162 x 3.
          ['swing', 553, 150, false],
          ['flat', 510, 170, false],
          // The hidden room type's 270 is not on sale.
          ['hidden', 630, 200, false],
          ['gone', 0, null, true],
        ],
      );
    });

    it('leaves out a room type with no room left on one night of the stay', async () => {
      const [swing] = (await search(threeNights)).filter((h) => key(h.hotel_id) === 'swing');
      // The Economy would cost 300 if its full night counted.
      expect(swing?.stay_price_min).toBe(553);
      // The nights before the full one: the Economy is on sale and the cheapest.
      const one = (await search(`start_day=${today}&days=1`)).find(
        (h) => h.hotel_id === swing?.hotel_id,
      );
      expect(one).toMatchObject({ stay_price_min: 100, price_min: 100 });
      const later = dayFromToday(2).day;
      const two = (await search(`start_day=${later}&days=2`)).find(
        (h) => h.hotel_id === swing?.hotel_id,
      );
      expect(two).toMatchObject({ stay_price_min: 200, price_min: 100 });
    });

    it('equals the nightly price for one night', async () => {
      for (let n = 0; n < 5; n++) {
        for (const h of await search(`start_day=${dayFromToday(n).day}&days=1`)) {
          expect(h.stay_price_min, `${key(h.hotel_id)} night ${n}`).toBe(h.price_min ?? 0);
        }
      }
    });

    describe('order_by=price', () => {
      it('sorts by the stay total, the dearest first with seq=desc, sold out last', async () => {
        const order = async (query: string) =>
          (await search(`${threeNights}&${query}`)).map((h) => [key(h.hotel_id), h.stay_price_min]);
        expect(await order('order_by=price&seq=asc')).toEqual([
          ['flat', 510],
          ['swing', 553],
          ['peak', 600],
          ['hidden', 630],
          ['gone', 0],
        ]);
        expect(await order('order_by=price&seq=desc')).toEqual([
          ['hidden', 630],
          ['peak', 600],
          ['swing', 553],
          ['flat', 510],
          ['gone', 0],
        ]);
      });

      it('keeps the order across pages', async () => {
        for (const seq of ['asc', 'desc']) {
          const whole = (await search(`${threeNights}&order_by=price&seq=${seq}`)).map(
            (h) => h.hotel_id,
          );
          const paged: number[] = [];
          for (let page = 1; page <= 4; page++) {
            const list = await search(
              `${threeNights}&order_by=price&seq=${seq}&page=${page}&nums=2`,
            );
            paged.push(...list.map((h) => h.hotel_id));
          }
          expect(paged, seq).toEqual(whole);
        }
      });

      it('sorts the same through POST /gateway', async () => {
        const { body } = await viaGateway(
          gateway().app,
          'GET',
          `/v1/u/hotel/main/?city_id=1101&${threeNights}&order_by=price&seq=asc`,
        );
        expect(body.rec).toBe(0);
        const list = (body.data as Search).hotel_list;
        expect(list.map((h) => [key(h.hotel_id), h.stay_price_min])).toEqual([
          ['flat', 510],
          ['swing', 553],
          ['peak', 600],
          ['hidden', 630],
          ['gone', 0],
        ]);
      });
    });

    it("matches the hotel page's cheapest room type for the same stay, for every stay", async () => {
      let compared = 0;
      for (let start = 0; start < 5; start++) {
        for (let days = 1; start + days <= 6; days++) {
          const stay = `start_day=${dayFromToday(start).day}&days=${days}`;
          for (const h of await search(stay)) {
            const { body } = await api<{ hotel_room_type_list: RoomType[] }>(
              gateway().app,
              'GET',
              `/hotel/roomtype/?hotel_id=${h.hotel_id}&${stay}`,
              undefined,
            );
            const open = body.data.hotel_room_type_list.filter(
              (room) => room.price !== null && room.rest_nums > 0,
            );
            const cheapest = open.length ? Math.min(...open.map((room) => room.price ?? 0)) : 0;
            expect(h.stay_price_min, `${key(h.hotel_id)} ${stay}`).toBe(cheapest);
            expect(h.sold_out, `${key(h.hotel_id)} ${stay}`).toBe(open.length === 0);
            compared++;
          }
        }
      }
      // 20 stays, some past the last priced night (sold out everywhere), 5 hotels each.
      expect(compared).toBe(20 * 5);
    });

    it("prices the member's saved hotels for the stay the same way", async () => {
      const member = await createMember(gateway().db, 'stay-price');
      for (const name of ['flat', 'swing', 'gone']) {
        const saved = await api(gateway().app, 'POST', '/user/favorite/', member.token, {
          hotel_id: fx.hotel[name],
        });
        expect(saved.body.rec).toBe(0);
      }
      const { body } = await api<{ favorite_list: HotelListItem[] }>(
        gateway().app,
        'GET',
        `/user/favorite/?${threeNights}`,
        member.token,
      );
      expect(body.rec).toBe(0);
      expect(
        body.data.favorite_list.map((h) => [key(h.hotel_id), h.stay_price_min, h.price_min]),
      ).toEqual([
        ['gone', 0, null],
        ['swing', 553, 150],
        ['flat', 510, 170],
      ]);
    });
  },
  // Its own database on PostgreSQL: these hotels would change other files' Athens.
  { databases: 'both' },
);
