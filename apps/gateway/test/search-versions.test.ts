import type { HotelListItem, SearchFacets } from '@bookdirect/gateway-sdk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { applyRateSet, type RateSet } from '../src/catalog/rates';
import { hotels, roomTypeDays } from '../src/catalog/schema';
import { importOtaReservations } from '../src/checkin/ota-import';
import { rows } from '../src/db';
import { saveFavorite } from '../src/favorites/service';
import { addToHotelScore } from '../src/orders/reviews';
import {
  call,
  describeEachBackend,
  describeOnPostgresServer,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
} from './support/gateway';
import {
  ATHENS,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  ONE_ROOM,
  type OrderHotel,
} from './support/orders';
import { card, searchStay } from './support/search';

/**
 * The search cache keeps every answer that nothing it read has changed: a booking moves only
 * its city's nights, catalogue edits only the cities they touch. `X-Cache` tells a served
 * answer (HIT) from a computed one (MISS).
 */

const LISBON = 4101;
const KYOTO = 12201;

type Search = { hotel_list: HotelListItem[]; total: number };

/** Page 1 of a city (all cities without one) for `days` nights from night `offset`. */
const search = (
  app: FastifyInstance,
  cityId: number | undefined,
  offset: number,
  days: number,
  token?: string,
) => searchStay(app, cityId, offset, days, { token });

/** Computes (or finds) each answer, then checks the next asking is served from the cache. */
async function warm(app: FastifyInstance, ...searches: [number | undefined, number, number][]) {
  for (const [city, offset, days] of searches) await search(app, city, offset, days);
  for (const [city, offset, days] of searches) {
    expect((await search(app, city, offset, days)).cache, `${city} ${offset}+${days}`).toBe('HIT');
  }
}

describeEachBackend(
  'search cache: versions per city and night',
  (gateway) => {
    let athens: OrderHotel;
    let lisbon: OrderHotel;
    const app = () => gateway().app;

    beforeAll(async () => {
      const { db } = gateway();
      athens = await insertOrderHotel(db, { nights: ONE_ROOM });
      // Priced in yen: a euro rate leaves it alone.
      lisbon = await insertOrderHotel(db, { nights: ONE_ROOM, currencyId: 4 });
      await db
        .update(hotels)
        .set({ cityId: LISBON, countryId: 4 })
        .where(eq(hotels.id, lisbon.hotelId));
    });

    it('a booking in Athens keeps Lisbon and the other Athens stays, recomputes the overlapping one', async () => {
      const { db } = gateway();
      await warm(app(), [LISBON, 0, 3], [ATHENS, 0, 2], [ATHENS, 3, 2], [ATHENS, 1, 3]);
      await warm(app(), [undefined, 0, 2], [undefined, 2, 1]);
      expect(card(await search(app(), ATHENS, 1, 3), athens)?.sold_out).toBe(false);

      const member = await createMember(db, 'sv');
      const booked = await book(app(), member, athens, {
        offset: 2,
        days: 1,
        guests: [await createGuest(db, member.userId)],
      });
      expect(booked.body.rec).toBe(0);

      expect((await search(app(), LISBON, 0, 3)).cache).toBe('HIT');
      expect((await search(app(), ATHENS, 0, 2)).cache).toBe('HIT');
      expect((await search(app(), ATHENS, 3, 2)).cache).toBe('HIT');
      expect((await search(app(), undefined, 0, 2)).cache).toBe('HIT');
      const overlapping = await search(app(), ATHENS, 1, 3);
      expect(overlapping.cache).toBe('MISS');
      expect(card(overlapping, athens)).toMatchObject({
        sold_out: true,
        price_min: null,
        stay_price_min: 0,
      });
      const everywhere = await search(app(), undefined, 2, 1);
      expect(everywhere.cache).toBe('MISS');
      expect(card(everywhere, athens)?.sold_out).toBe(true);
      expect((await search(app(), ATHENS, 1, 3)).cache).toBe('HIT');
    });

    it('a booking that leaves rooms on its nights changes no answer and keeps them all', async () => {
      const { db } = gateway();
      const twoRooms = await insertOrderHotel(db, {
        nights: Array.from({ length: 12 }, (): [number, number] => [10000, 2]),
      });
      await warm(app(), [ATHENS, 3, 3]);
      const before = await search(app(), ATHENS, 3, 3);
      const member = await createMember(db, 'sv2r');
      const guests = [await createGuest(db, member.userId)];
      const first = await book(app(), member, twoRooms, { offset: 4, days: 1, guests });
      expect(first.body.rec).toBe(0);
      const kept = await search(app(), ATHENS, 3, 3);
      expect(kept.cache).toBe('HIT');
      expect(kept.hotels).toEqual(before.hotels);
      // The last room of night 4: the stays over it now show the hotel sold out.
      const last = await book(app(), member, twoRooms, { offset: 4, days: 1, guests });
      expect(last.body.rec).toBe(0);
      const soldOut = await search(app(), ATHENS, 3, 3);
      expect(soldOut.cache).toBe('MISS');
      expect(card(soldOut, twoRooms)?.sold_out).toBe(true);
    });

    it('a review moves its hotel city’s answers, not another city’s', async () => {
      const { db } = gateway();
      await warm(app(), [ATHENS, 5, 1], [LISBON, 5, 1]);
      await db.transaction((tx) => addToHotelScore(tx, athens.hotelId, 9));
      const after = await search(app(), ATHENS, 5, 1);
      expect(after.cache).toBe('MISS');
      expect(card(after, athens)?.score).toBe(4.5);
      expect((await search(app(), LISBON, 5, 1)).cache).toBe('HIT');
    });

    it('a hotel edit moves its city; a hotel that moves takes both cities with it', async () => {
      const { db } = gateway();
      await warm(app(), [ATHENS, 5, 1], [LISBON, 5, 1], [KYOTO, 5, 1]);
      await db.update(hotels).set({ nameEn: 'Renamed Hotel' }).where(eq(hotels.id, athens.hotelId));
      const renamed = await search(app(), ATHENS, 5, 1);
      expect(renamed.cache).toBe('MISS');
      expect(card(renamed, athens)?.name_en).toBe('Renamed Hotel');
      expect((await search(app(), LISBON, 5, 1)).cache).toBe('HIT');

      const mover = await insertOrderHotel(db, { nights: ONE_ROOM });
      await warm(app(), [ATHENS, 5, 1], [KYOTO, 5, 1]);
      expect(card(await search(app(), ATHENS, 5, 1), mover)).toBeDefined();
      await db
        .update(hotels)
        .set({ cityId: KYOTO, countryId: 12 })
        .where(eq(hotels.id, mover.hotelId));
      const left = await search(app(), ATHENS, 5, 1);
      const entered = await search(app(), KYOTO, 5, 1);
      expect([left.cache, entered.cache]).toEqual(['MISS', 'MISS']);
      expect(card(left, mover)).toBeUndefined();
      expect(card(entered, mover)).toBeDefined();
      expect((await search(app(), LISBON, 5, 1)).cache).toBe('HIT');
    });

    it('a price change moves the stays over that night only', async () => {
      const { db } = gateway();
      await warm(app(), [ATHENS, 6, 2], [ATHENS, 8, 1]);
      await db
        .update(roomTypeDays)
        .set({ price: 5000 })
        .where(
          and(
            eq(roomTypeDays.roomTypeId, athens.roomTypeId),
            eq(roomTypeDays.day, dayAt(FIRST_NIGHT + 7).iso),
          ),
        );
      const over = await search(app(), ATHENS, 6, 2);
      expect(over.cache).toBe('MISS');
      expect(card(over, athens)?.price_min).toBe(50);
      expect((await search(app(), ATHENS, 8, 1)).cache).toBe('HIT');
    });

    it('an exchange rate that moves recomputes the cities priced in that currency', async () => {
      const { db } = gateway();
      const current = await rows<{ currency_id: number; usd: string }>(
        db,
        sql`select currency_id, usd_per_unit::text as usd from exchange_rates`,
      );
      const usd = new Map(current.map((r) => [Number(r.currency_id), r.usd]));
      const rates = (eur: string): RateSet => ({
        date: dayAt(0).iso,
        source: 'test',
        rates: {
          CNY: usd.get(1) as string,
          EUR: eur,
          THB: usd.get(3) as string,
          JPY: usd.get(4) as string,
          USD: usd.get(5) as string,
          MYR: usd.get(6) as string,
        },
      });
      const eur = usd.get(2) as string;
      await warm(app(), [ATHENS, 5, 1], [LISBON, 5, 1]);
      // The same rates again: nothing any answer read has changed.
      await applyRateSet(db, rates(eur), { maxMove: 0.2 });
      expect((await search(app(), ATHENS, 5, 1)).cache).toBe('HIT');
      await applyRateSet(db, rates((Number(eur) * 1.05).toFixed(6)), { maxMove: 0.2 });
      expect((await search(app(), ATHENS, 5, 1)).cache).toBe('MISS');
      expect((await search(app(), LISBON, 5, 1)).cache).toBe('HIT');
    });

    it('an imported platform order moves the nights it took', async () => {
      const { db } = gateway();
      await warm(app(), [ATHENS, 9, 2], [ATHENS, 11, 1]);
      const report = await importOtaReservations(db, [
        {
          line: 1,
          value: {
            platform: 'Agoda',
            platform_order_no: `SV-${Date.now()}`,
            hotel: String(athens.hotelId),
            room_type: String(athens.roomTypeId),
            check_in: String(dayAt(FIRST_NIGHT + 10).day),
            check_out: String(dayAt(FIRST_NIGHT + 11).day),
            guest_name: 'Mei Chen',
            email: 'mei@example.com',
            phone: '+302105550100',
          },
        },
      ]);
      expect(report.report[0]?.reason).toBe('');
      expect(report.imported).toBe(1);
      const over = await search(app(), ATHENS, 9, 2);
      expect(over.cache).toBe('MISS');
      expect(card(over, athens)?.sold_out).toBe(true);
      expect((await search(app(), ATHENS, 11, 1)).cache).toBe('HIT');
    });

    it('serves a member’s saved flag on a copy: the next visitor’s answer has none', async () => {
      const { db } = gateway();
      const member = await createMember(db, 'svf');
      await saveFavorite(db, member.userId, lisbon.hotelId);
      const mine = await search(app(), LISBON, 4, 1, member.token);
      expect(card(mine, lisbon)?.favorite).toBe(1);
      const visitor = await search(app(), LISBON, 4, 1);
      expect(visitor.cache).toBe('HIT');
      expect(card(visitor, lisbon)).toMatchObject({ favorite: 0, user_favorite_id: 0 });
    });
  },
  { databases: 'both' },
);

describeEachBackend(
  'search cache off (SEARCH_CACHE=0)',
  (gateway) => {
    const app = () => gateway().app;

    /** Page 1 of a city for `days` nights from night `offset`, with its facets. */
    async function searchWithFacets(cityId: number, offset: number, days: number) {
      const { body, headers } = await call<Search & { facets: SearchFacets }>(app(), {
        method: 'GET',
        url: `/v1/u/hotel/main/?city_id=${cityId}&start_day=${dayAt(FIRST_NIGHT + offset).day}&days=${days}&nums=100`,
      });
      expect(body.rec).toBe(0);
      return { cache: headers['x-cache'], ...body.data };
    }

    it('answers without an X-Cache header', async () => {
      expect((await search(app(), ATHENS, 0, 1)).cache).toBeUndefined();
    });

    it('computes every answer, and its facets follow what changed since they were kept', async () => {
      const { db } = gateway();
      const hotel = await insertOrderHotel(db, { nights: ONE_ROOM });
      const before = await searchWithFacets(ATHENS, 5, 2);
      expect(before.hotel_list.find((h) => h.hotel_id === hotel.hotelId)).toMatchObject({
        stay_price_min: 200,
        sold_out: false,
      });
      expect(before.facets.price_range.min).toBeGreaterThan(0.02);
      // Its facets again, now from their cache (nothing changed): the same.
      expect((await searchWithFacets(ATHENS, 5, 2)).facets).toEqual(before.facets);

      // Both nights at one cent: the list and the city's lowest price show it at once.
      await db
        .update(roomTypeDays)
        .set({ price: 1 })
        .where(
          and(
            eq(roomTypeDays.roomTypeId, hotel.roomTypeId),
            inArray(roomTypeDays.day, [dayAt(FIRST_NIGHT + 5).iso, dayAt(FIRST_NIGHT + 6).iso]),
          ),
        );
      const after = await searchWithFacets(ATHENS, 5, 2);
      expect(after.cache).toBeUndefined();
      expect(after.hotel_list.find((h) => h.hotel_id === hotel.hotelId)?.stay_price_min).toBe(0.02);
      expect(after.facets.price_range).toMatchObject({ min: 0.02, currency: 2 });
      // Another stay of the city kept its facets' version: still answered alike.
      expect((await searchWithFacets(ATHENS, 0, 2)).facets.price_range.min).toBeGreaterThan(0);
    });
  },
  { databases: 'both', env: { SEARCH_CACHE: '0' } },
);

describeOnPostgresServer('search cache across two gateway instances (postgres)', () => {
  let scratch: ScratchPools | undefined;
  const apps: FastifyInstance[] = [];
  let hotel: OrderHotel;

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('search', { poolSize: 4, pools: 2 });
    for (const handle of scratch.handles) {
      const app = await buildApp({ db: handle.db, config: testConfig() });
      await app.ready();
      apps.push(app);
    }
    hotel = await insertOrderHotel(scratch.db, { nights: ONE_ROOM });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await scratch?.close();
  });

  it('never serves a stale answer after a booking on the other instance', async () => {
    const db = scratch?.db;
    if (!db) throw new Error('no database');
    const member = await createMember(db, 'sv2');
    const guest = await createGuest(db, member.userId);
    for (let night = 0; night < 4; night++) {
      const [booker, reader] = night % 2 === 0 ? apps : [...apps].reverse();
      if (!booker || !reader) throw new Error('two instances expected');
      for (const app of apps) await warm(app, [ATHENS, night, 1]);
      expect(card(await search(reader, ATHENS, night, 1), hotel)?.sold_out).toBe(false);
      const booked = await book(booker, member, hotel, { offset: night, days: 1, guests: [guest] });
      expect(booked.body.rec).toBe(0);
      const after = await search(reader, ATHENS, night, 1);
      expect(after.cache).toBe('MISS');
      expect(card(after, hotel)?.sold_out).toBe(true);
    }
  });
});
