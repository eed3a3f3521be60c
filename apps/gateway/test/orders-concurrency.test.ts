import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userCreditsNotes } from '../src/accounts/schema';
import { buildApp } from '../src/app';
import type { Database } from '../src/db';
import { mailOutbox } from '../src/mail/schema';
import { expireHolds } from '../src/orders/holds';
import { markOrderPaid } from '../src/orders/lifecycle';
import { orders } from '../src/orders/schema';
import {
  BOOKING_URL,
  describeOnPostgresServer,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
} from './support/gateway';
import {
  balanceOf,
  book,
  createGuest,
  createMember,
  grantPoints,
  insertOrderHotel,
  type Member,
  restNums,
} from './support/orders';

/**
 * Contention on a real PostgreSQL server (PGlite runs one transaction at a time, so these
 * would prove nothing there). The app gets a pool of 12 connections, so bookings really
 * overlap in the database.
 */

const MINUTE = 60_000;

describeOnPostgresServer('orders under concurrency (postgres)', () => {
  let scratch: ScratchPools | undefined;
  let app: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('orders', { poolSize: 12 });
    db = scratch.db;
    app = await buildApp({ db, config: testConfig() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await scratch?.close();
  });

  async function membersWithGuests(n: number, label: string) {
    const list: { member: Member; guest: number }[] = [];
    for (let i = 0; i < n; i++) {
      const member = await createMember(db, `${label}${i}`);
      list.push({ member, guest: await createGuest(db, member.userId) });
    }
    return list;
  }

  it('sells the last room exactly once: 50 overlapping bookings at a time, 100 rounds', async () => {
    const hotel = await insertOrderHotel(db, {
      nights: [
        [10000, 1],
        [11000, 1],
        [12050, 1],
        [9000, 1],
        [9500, 1],
      ],
    });
    const people = await membersWithGuests(50, 'last');
    // Every stay holds night 2: from night 0, 1 or 2, through night 2, 3 or 4.
    const stays = people.map((_, i) => {
      const offset = i % 3;
      return { offset, days: 3 - offset + ((i >> 2) % 3) };
    });
    const rounds = 100;
    const started = performance.now();
    let winners = 0;
    for (let round = 0; round < rounds; round++) {
      const answers = await Promise.all(
        people.map(({ member, guest }, i) =>
          book(app, member, hotel, { ...stays[i], guests: [guest] }),
        ),
      );
      const won = answers.flatMap((a, i) => (a.body.rec === 0 ? [i] : []));
      expect(won, `round ${round}`).toHaveLength(1);
      for (const a of answers) {
        if (a.body.rec !== 0) {
          expect(a.body).toMatchObject({ rec: 6, key: 'errors:insufficient_room_stock' });
        }
      }
      const winner = stays[won[0] ?? 0] ?? { offset: 0, days: 0 };
      const rest = await restNums(db, hotel.roomTypeId);
      expect(Math.min(...rest)).toBeGreaterThanOrEqual(0);
      expect(rest).toEqual(
        rest.map((_, night) =>
          night >= winner.offset && night < winner.offset + winner.days ? 0 : 1,
        ),
      );
      winners++;
      await db.execute(
        sql`update room_type_days set rest_nums = 1 where room_type_id = ${hotel.roomTypeId}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `last room: ${rounds} rounds x ${people.length} bookings in ${seconds.toFixed(1)} s ` +
        `(${((rounds * people.length) / seconds).toFixed(0)} attempts/s), ${winners} sold`,
    );
    const [count] = (
      (await db.execute(
        sql`select count(*)::int as n from orders where hotel_id = ${hotel.hotelId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(Number(count?.n)).toBe(rounds);
  }, 300_000);

  it("lets one of a member's concurrent bookings spend the whole balance, and takes no stock for the others", async () => {
    const hotel = await insertOrderHotel(db, { nights: [[10000, 20]] });
    const [{ member, guest }] = (await membersWithGuests(1, 'spender')) as [
      { member: Member; guest: number },
    ];
    await grantPoints(db, member.userId, 5000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        book(app, member, hotel, { credits: 5000, guests: [guest] }),
      ),
    );
    const ok = answers.filter((a) => a.body.rec === 0);
    expect(ok).toHaveLength(1);
    for (const a of answers) {
      if (a.body.rec !== 0)
        expect(a.body).toMatchObject({ rec: 6, key: 'account:credits_insufficient' });
    }
    expect(await balanceOf(db, member.userId)).toBe(0);
    expect(await restNums(db, hotel.roomTypeId)).toEqual([19]);
  });

  it('settles each order once when sweeps on three gateways race the payments', async () => {
    const hotel = await insertOrderHotel(db, {
      nights: [
        [10000, 100],
        [10000, 100],
      ],
    });
    const people = await membersWithGuests(30, 'race');
    const ids: string[] = [];
    for (const { member, guest } of people) {
      await grantPoints(db, member.userId, 300);
      const { body } = await book(app, member, hotel, { days: 2, credits: 300, guests: [guest] });
      expect(body.rec).toBe(0);
      ids.push(body.data.order_id);
    }
    expect(await restNums(db, hotel.roomTypeId)).toEqual([70, 70]);

    const now = new Date(Date.now() + 31 * MINUTE);
    const [paid, ...sweeps] = await Promise.all([
      Promise.all(
        ids.map((id, i) =>
          markOrderPaid(db, id, {
            bookingUrl: BOOKING_URL,
            paySource: 11,
            providerRef: `r${i}`,
            now,
          }),
        ),
      ),
      expireHolds(db, { now }),
      expireHolds(db, { now }),
      expireHolds(db, { now }),
    ]);
    // The sweeps also end the unpaid orders the tests above left behind.
    const expired = sweeps.flatMap((s) => s.expired).filter((id) => ids.includes(id));
    const paidIds = ids.filter((_, i) => paid[i]?.paid);
    expect(new Set(expired).size).toBe(expired.length);
    expect(paidIds.length + expired.length).toBe(ids.length);
    expect(paidIds.filter((id) => expired.includes(id))).toEqual([]);

    const rows = await db.select().from(orders).where(inArray(orders.id, ids));
    for (const row of rows) expect(row.status).toBe(paidIds.includes(row.id) ? 2 : 9);
    // Stock: only the paid orders still hold their rooms.
    expect(await restNums(db, hotel.roomTypeId)).toEqual([
      100 - paidIds.length,
      100 - paidIds.length,
    ]);
    // Points: returned once for each expired order, never for a paid one.
    for (const { member } of people) {
      const [row] = rows.filter((r) => r.userId === member.userId);
      const notes = await db
        .select({ operate: userCreditsNotes.operate })
        .from(userCreditsNotes)
        .where(eq(userCreditsNotes.orderId, row?.id ?? ''));
      expect(notes.filter((n) => n.operate === 3)).toHaveLength(row?.status === 9 ? 1 : 0);
      expect(await balanceOf(db, member.userId)).toBe(row?.status === 9 ? 300 : 0);
    }
    const mails = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.toAddress,
          people.map((p) => p.member.email),
        ),
      );
    expect(mails).toHaveLength(paidIds.length);
  });
});
