import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { roomTypeDays } from '../src/catalog/schema';
import { createDatabase, type Database, type DatabaseHandle } from '../src/db';
import { seedReferenceData } from '../src/seed';
import { testConfig } from './support/gateway';
import {
  ATHENS,
  api,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  restNums,
  stay,
} from './support/orders';
import { postgresRequired } from './support/postgres';
import {
  type ReplicatedPair,
  replicationAvailable,
  silentServer,
  startPrimary,
} from './support/replication';
import { card, searchStay } from './support/search';

/**
 * DATABASE_READ_URL on real streaming replication: a primary and a standby started here from
 * the machine's PostgreSQL binaries. Pausing the standby's replay makes its lag as long as a
 * test needs: what the catalogue answers then comes from the standby, what a member books and
 * sees of their own orders from the primary.
 */

/** Page 1 of Athens for `days` nights from night `offset`. */
const search = (app: FastifyInstance, offset: number, days: number, nums = 100) =>
  searchStay(app, ATHENS, offset, days, { nums });

async function setPrice(db: Database, hotel: OrderHotel, night: number, price: number) {
  await db
    .update(roomTypeDays)
    .set({ price })
    .where(
      and(
        eq(roomTypeDays.roomTypeId, hotel.roomTypeId),
        eq(roomTypeDays.day, dayAt(FIRST_NIGHT + night).iso),
      ),
    );
}

const available = replicationAvailable();

if (!available && !postgresRequired()) {
  describe.skip('read replicas: needs the PostgreSQL server binaries (initdb, pg_basebackup)', () => {
    it.skip('needs /usr/lib/postgresql/*/bin', () => {});
  });
} else {
  describe('read replicas on PostgreSQL streaming replication', () => {
    let pair: ReplicatedPair | undefined;
    let handle: DatabaseHandle | undefined;
    let app: FastifyInstance;
    let db: Database;

    const replica = () => pair as ReplicatedPair;

    async function memberWithGuest(label: string): Promise<{ member: Member; guest: number }> {
      const member = await createMember(db, label);
      return { member, guest: await createGuest(db, member.userId) };
    }

    /** Runs `body` while the standby's replay is paused, then lets it catch up. */
    async function whileReplicaLags(body: () => Promise<void>) {
      await replica().caughtUp();
      await replica().pauseReplay();
      try {
        await body();
      } finally {
        await replica().resumeReplay();
        await replica().caughtUp();
      }
    }

    beforeAll(async () => {
      if (!available) {
        throw new Error(
          'REQUIRE_POSTGRES=1 or CI: the replica suite needs the PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup)',
        );
      }
      pair = await startPrimary();
      const setup = await createDatabase({ kind: 'postgres', url: pair.primaryUrl, poolSize: 2 });
      try {
        await setup.migrate();
        await seedReferenceData(setup.db);
      } finally {
        await setup.close();
      }
      await pair.startStandby();
      handle = await createDatabase({
        kind: 'postgres',
        url: pair.primaryUrl,
        poolSize: 12,
        readUrls: [pair.standbyUrl],
      });
      db = handle.db;
      app = await buildApp({ db, config: testConfig() });
      await app.ready();
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await handle?.close();
      await pair?.destroy();
    });

    it('serves searches and hotel pages from the replica, as of what it has replayed', async () => {
      const hotel = await insertOrderHotel(db, { nights: [[10000, 3]] });
      const [standby] = await replica().query<{ recovery: boolean }>(
        replica().standbyUrl,
        'select pg_is_in_recovery() as recovery',
      );
      expect(standby?.recovery).toBe(true);

      await whileReplicaLags(async () => {
        await setPrice(db, hotel, 0, 15000);
        const found = await search(app, 0, 1);
        expect(card(found, hotel)).toMatchObject({ sold_out: false, stay_price_min: 100 });
        const page = await api<{ hotel: { hotel_id: number } }>(
          app,
          'GET',
          `/hotel/main/${hotel.hotelId}/?start_day=${dayAt(FIRST_NIGHT).day}&days=1`,
          undefined,
        );
        expect(page.body.rec).toBe(0);
      });

      const after = await search(app, 0, 1);
      expect(after.cache).toBe('MISS');
      expect(card(after, hotel)).toMatchObject({ stay_price_min: 150 });
    });

    it('sells the last room once on the primary while the replica still shows it', async () => {
      const hotel = await insertOrderHotel(db, { nights: [[10000, 1]] });
      const people = await Promise.all(
        Array.from({ length: 8 }, (_, i) => memberWithGuest(`last${i}`)),
      );
      await whileReplicaLags(async () => {
        const answers = await Promise.all(
          people.map(({ member, guest }) => book(app, member, hotel, { guests: [guest] })),
        );
        expect(answers.filter((a) => a.body.rec === 0)).toHaveLength(1);
        expect(await restNums(db, hotel.roomTypeId)).toEqual([0]);
        // The replica has not replayed the sale: its search still offers the room ...
        expect(card(await search(app, 0, 1), hotel)?.sold_out).toBe(false);
        // ... and a second try at it is still refused, on the primary.
        const late = await book(app, people[0]?.member as Member, hotel, {
          guests: [people[0]?.guest as number],
        });
        expect(late.body.rec).not.toBe(0);
      });
      expect(card(await search(app, 0, 1), hotel)?.sold_out).toBe(true);
    });

    it("shows members their own bookings and checkout's prices from the primary at once", async () => {
      const hotel = await insertOrderHotel(db, {
        nights: [
          [10000, 5],
          [10000, 5],
        ],
      });
      const { member, guest } = await memberWithGuest('ryw');
      await whileReplicaLags(async () => {
        await setPrice(db, hotel, 0, 12000);
        // The search, from the replica, has the old price; the checkout the new one.
        expect(card(await search(app, 0, 1), hotel)).toMatchObject({ stay_price_min: 100 });
        const checked = await api<{ order: { price: { day: number; price: number }[] } }>(
          app,
          'POST',
          '/orders/check/',
          member.token,
          { seller_id: 1, source: 1, content: stay(hotel, 0, 1), amount: 120, credits: 0 },
        );
        expect(checked.body.rec).toBe(0);
        expect(checked.body.data.order.price).toEqual([
          { day: dayAt(FIRST_NIGHT).day, price: 120 },
        ]);

        const booked = await book(
          app,
          member,
          { ...hotel, prices: [12000, 10000] },
          {
            guests: [guest],
          },
        );
        expect(booked.body.rec).toBe(0);
        const id = booked.body.data.order_id;
        const list = await api<{ order_list: { order_id: string }[]; total: number }>(
          app,
          'GET',
          '/orders/main/',
          member.token,
        );
        expect(list.body.data.order_list.map((o) => o.order_id)).toEqual([id]);
        const detail = await api<{ order: { order_id: string } }>(
          app,
          'GET',
          `/orders/main/${id}/`,
          member.token,
        );
        expect(detail.body.rec).toBe(0);
        expect(detail.body.data.order.order_id).toBe(id);
      });
    });

    it('never caches an answer under a newer version than the data it was computed from', async () => {
      // Night 1 of this suite's calendar: one room, in a city and stay no other test books.
      const hotel = await insertOrderHotel(db, {
        nights: [
          [10000, 4],
          [10000, 1],
        ],
      });
      const { member, guest } = await memberWithGuest('cache');
      await replica().caughtUp();
      expect((await search(app, 1, 1)).cache).toBe('MISS');
      expect((await search(app, 1, 1)).cache).toBe('HIT');

      await whileReplicaLags(async () => {
        const booked = await book(app, member, hotel, { offset: 1, guests: [guest] });
        expect(booked.body.rec).toBe(0);
        // The replica's version has not moved: the cached answer stands, as of the replica.
        const cached = await search(app, 1, 1);
        expect(cached.cache).toBe('HIT');
        expect(card(cached, hotel)?.sold_out).toBe(false);
        // A new answer computed now reads the replica's old data and is stored under its
        // old version.
        const fresh = await search(app, 1, 1, 50);
        expect(fresh.cache).toBe('MISS');
        expect(card(fresh, hotel)?.sold_out).toBe(false);
      });

      // Replayed: the version moved, so neither stored answer is served again.
      for (const nums of [100, 50]) {
        const recomputed = await search(app, 1, 1, nums);
        expect(recomputed.cache).toBe('MISS');
        expect(card(recomputed, hotel)?.sold_out).toBe(true);
        const again = await search(app, 1, 1, nums);
        expect(again.cache).toBe('HIT');
        expect(card(again, hotel)?.sold_out).toBe(true);
      }
    });

    it('takes the replicas in turn, and leaves out one that stopped answering', async () => {
      // A server that accepts connections and never answers, as a hung replica does.
      const silent = await silentServer();
      const two = await createDatabase({
        kind: 'postgres',
        url: replica().primaryUrl,
        poolSize: 4,
        readUrls: [replica().standbyUrl, silent.url],
      });
      const other = await buildApp({ db: two.db, config: testConfig() });
      try {
        await other.ready();
        const hotel = await insertOrderHotel(db, { nights: [[10000, 2]] });
        await whileReplicaLags(async () => {
          await setPrice(db, hotel, 0, 11000);
          const prices: unknown[] = [];
          for (let i = 0; i < 5; i++) {
            prices.push(card(await search(other, 0, 1), hotel)?.stay_price_min);
          }
          // The standby (as of before the change), then the silent one, which costs its
          // connect timeout once and hands the request to the primary (the new price); then
          // the standby alone while the silent one is left out.
          expect(prices).toEqual([100, 110, 100, 100, 100]);
          expect(silent.connections()).toBe(1);
        });
      } finally {
        await other.close();
        await two.close();
        await silent.close();
      }
    });

    it('answers from the primary within the request when the replica stops', async () => {
      const hotel = await insertOrderHotel(db, { nights: [[10000, 2]] });
      await replica().caughtUp();
      expect(card(await search(app, 0, 1), hotel)?.sold_out).toBe(false);
      await replica().killStandby();
      await setPrice(db, hotel, 0, 13000);

      // Pooled connections to the standby are dead and its port is closed.
      const found = await search(app, 0, 1);
      expect(card(found, hotel)).toMatchObject({ stay_price_min: 130 });
      for (let i = 0; i < 3; i++) {
        expect(card(await search(app, 0, 1), hotel)).toMatchObject({ stay_price_min: 130 });
      }
      const home = await api(app, 'GET', '/app/home/', undefined);
      expect(home.status).toBe(200);
      const regions = await api(app, 'GET', '/util/region/?level=1', undefined);
      expect(regions.status).toBe(200);
    });
  });
}
