import { type CreditsNote, CreditsOperate, type UserInfo } from '@bookdirect/gateway-sdk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelForNights } from '../src/accounts/credits';
import { userCreditsNotes } from '../src/accounts/schema';
import { buildApp } from '../src/app';
import { exchangeRates } from '../src/catalog/schema';
import type { Database, DatabaseHandle } from '../src/db';
import { completeStays } from '../src/orders/completion';
import { newOrderId } from '../src/orders/ids';
import { markOrderPaid } from '../src/orders/lifecycle';
import { completedNights } from '../src/orders/member-nights';
import { orders } from '../src/orders/schema';
import {
  BOOKING_URL,
  describeOnPostgresServer,
  freshPglite,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
} from './support/gateway';
import {
  api,
  balanceOf,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  grantPoints,
  insertOrderHotel,
  ledgerSum,
  type Member,
  type OrderHotel,
} from './support/orders';

/**
 * Stays that end: paid (2) -> completed (6) the day after check-out at the hotel, with the
 * points they earn (1 per whole CNY paid at the rate stored when paid, none on a
 * non-standard rate), and the member level those nights make.
 */

const DAY_MS = 86_400_000;

/** The gateway's clock in these tests: whatever `time.now` says. */
interface TestClock {
  now: Date;
}

interface ClockedGateway {
  app: FastifyInstance;
  db: Database;
  time: TestClock;
  close(): Promise<void>;
}

async function startClocked(options: { runJobs?: boolean } = {}): Promise<ClockedGateway> {
  const handle = await freshPglite();
  const time: TestClock = { now: new Date() };
  const app = await buildApp({
    db: handle.db,
    config: testConfig(),
    clock: () => time.now,
    runJobs: options.runJobs ?? false,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    time,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Midnight at a UTC+8 hotel of the `n`th day from today (UTC), as an instant. */
const shanghaiMidnight = (n: number) => new Date(`${dayAt(n).iso}T00:00:00+08:00`);
const bogotaMidnight = (n: number) => new Date(`${dayAt(n).iso}T00:00:00-05:00`);

async function orderRow(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function earnNotes(db: Database, orderId: string) {
  return db
    .select({ credits: userCreditsNotes.credits, createdAt: userCreditsNotes.createdAt })
    .from(userCreditsNotes)
    .where(
      and(eq(userCreditsNotes.orderId, orderId), eq(userCreditsNotes.operate, CreditsOperate.earn)),
    );
}

/** Whole CNY in `minor` cents of EUR at the exact ratio of the two USD rates. */
async function wholeCnyOfEur(db: Database, minor: number): Promise<number> {
  const rates = await db
    .select({ id: exchangeRates.currencyId, usd: exchangeRates.usdPerUnit })
    .from(exchangeRates)
    .where(inArray(exchangeRates.currencyId, [1, 2]));
  const scaled = (id: number) => {
    const [whole = '0', fraction = ''] = (rates.find((r) => r.id === id)?.usd ?? '0').split('.');
    return BigInt(whole + fraction.padEnd(12, '0').slice(0, 12));
  };
  return Number((BigInt(minor) * scaled(2)) / (100n * scaled(1)));
}

async function paidStay(
  gw: ClockedGateway,
  member: Member,
  guest: number,
  hotel: OrderHotel,
  stay: { offset?: number; days?: number; credits?: number } = {},
): Promise<string> {
  const { body } = await book(gw.app, member, hotel, { ...stay, guests: [guest] });
  expect(body.rec).toBe(0);
  const id = body.data.order_id;
  const paid = await markOrderPaid(gw.db, id, {
    bookingUrl: BOOKING_URL,
    paySource: 11,
    providerRef: `cap-${id}`,
    now: gw.time.now,
  });
  expect(paid.paid || paid.status === 2).toBe(true);
  return id;
}

describe('stays that complete', () => {
  let gw: ClockedGateway;
  let hotel: OrderHotel;

  beforeAll(async () => {
    gw = await startClocked();
    hotel = await insertOrderHotel(gw.db, {
      timeZone: 'Asia/Shanghai',
      nights: Array.from({ length: 30 }, (_, n) => [10000 + n * 150, 50] as [number, number]),
    });
  });

  afterAll(async () => {
    await gw?.close();
  });

  it('stores the CNY rate at payment and the points it earns: 1 per whole CNY paid', async () => {
    gw.time.now = new Date();
    const member = await createMember(gw.db, 'rate');
    const guest = await createGuest(gw.db, member.userId);
    await grantPoints(gw.db, member.userId, 1000);
    const id = await paidStay(gw, member, guest, hotel, { days: 2, credits: 1000 });
    const row = await orderRow(gw.db, id);
    expect(row.status).toBe(2);
    expect(Number(row.paidRateCny)).toBeCloseTo(1.0823 / 0.140449438202, 9);
    expect(row.payAmount).toBeLessThan(row.amount);
    // Only the money paid earns, not the part the points covered.
    expect(row.creditsGain).toBe(await wholeCnyOfEur(gw.db, row.payAmount));
  });

  it('completes a paid stay from midnight after check-out, hotel time, and credits its points once', async () => {
    gw.time.now = new Date();
    const member = await createMember(gw.db, 'done');
    const guest = await createGuest(gw.db, member.userId);
    const id = await paidStay(gw, member, guest, hotel, { offset: 2, days: 3 });
    const gain = (await orderRow(gw.db, id)).creditsGain;
    expect(gain).toBeGreaterThan(0);
    const checkOut = FIRST_NIGHT + 2 + 3;

    // The check-out day itself, to its last millisecond at the hotel: still a stay.
    const lastMoment = new Date(shanghaiMidnight(checkOut + 1).getTime() - 1);
    expect((await completeStays(gw.db, { now: lastMoment })).completed).not.toContain(id);
    expect((await orderRow(gw.db, id)).status).toBe(2);

    const after = shanghaiMidnight(checkOut + 1);
    gw.time.now = after;
    expect((await completeStays(gw.db, { now: after })).completed).toContain(id);
    // Again, and again later: nothing more to do.
    expect((await completeStays(gw.db, { now: after })).completed).toEqual([]);
    expect(
      (await completeStays(gw.db, { now: new Date(after.getTime() + 3 * DAY_MS) })).completed,
    ).toEqual([]);

    const row = await orderRow(gw.db, id);
    expect(row.status).toBe(6);
    expect(row.completedAt?.getTime()).toBe(after.getTime());
    const notes = await earnNotes(gw.db, id);
    expect(notes).toEqual([{ credits: gain, createdAt: after }]);
    expect(await balanceOf(gw.db, member.userId)).toBe(gain);

    // What the traveller sees: the order completed, and the points with their order and expiry.
    const detail = await api<{ order: { status: number } }>(
      gw.app,
      'GET',
      `/orders/main/${id}/`,
      member.token,
    );
    expect(detail.body.data.order.status).toBe(6);
    const credits = await api<{ credits: number; user_credits_list: CreditsNote[] }>(
      gw.app,
      'GET',
      '/user/credits/',
      member.token,
    );
    expect(credits.body.data.credits).toBe(gain);
    expect(credits.body.data.user_credits_list).toEqual([
      expect.objectContaining({
        operate: 1,
        credits: gain,
        order_id: id,
        create_time: Math.floor(after.getTime() / 1000),
        expire_time: Math.floor(
          Date.UTC(
            after.getUTCFullYear() + 2,
            after.getUTCMonth(),
            after.getUTCDate(),
            after.getUTCHours(),
            after.getUTCMinutes(),
          ) / 1000,
        ),
      }),
    ]);
  });

  it('waits for the hotel’s own midnight west of Greenwich too', async () => {
    gw.time.now = new Date();
    const west = await insertOrderHotel(gw.db, {
      timeZone: 'America/Bogota',
      nights: [
        [20000, 5],
        [20000, 5],
      ],
    });
    const member = await createMember(gw.db, 'west');
    const guest = await createGuest(gw.db, member.userId);
    const id = await paidStay(gw, member, guest, west, { days: 1 });
    const checkOut = FIRST_NIGHT + 1;
    // 00:00 UTC the day after check-out is still 19:00 of the check-out day in Bogotá.
    const utcMidnight = new Date(`${dayAt(checkOut + 1).iso}T00:00:00Z`);
    expect((await completeStays(gw.db, { now: utcMidnight })).completed).not.toContain(id);
    const after = bogotaMidnight(checkOut + 1);
    expect((await completeStays(gw.db, { now: after })).completed).toEqual([id]);
  });

  it('earns nothing on a non-standard rate, and nothing for a stay paid by points alone', async () => {
    gw.time.now = new Date();
    const group = await insertOrderHotel(gw.db, {
      timeZone: 'Asia/Shanghai',
      standard: false,
      nights: [[15000, 5]],
    });
    const member = await createMember(gw.db, 'none');
    const guest = await createGuest(gw.db, member.userId);
    const grouped = await paidStay(gw, member, guest, group);
    expect((await orderRow(gw.db, grouped)).creditsGain).toBe(0);

    // About 770 points a euro: enough for the whole night.
    await grantPoints(gw.db, member.userId, 200_000);
    const { body } = await book(gw.app, member, hotel, {
      offset: 10,
      credits: 200_000,
      guests: [guest],
    });
    expect(body.rec).toBe(0);
    const byPoints = await orderRow(gw.db, body.data.order_id);
    expect(byPoints).toMatchObject({ status: 2, payAmount: 0, creditsGain: 0 });
    expect(Number(byPoints.paidRateCny)).toBeGreaterThan(0);
    const before = await balanceOf(gw.db, member.userId);

    const later = shanghaiMidnight(FIRST_NIGHT + 12);
    const { completed } = await completeStays(gw.db, { now: later });
    expect(completed).toEqual(expect.arrayContaining([grouped, byPoints.id]));
    expect(await earnNotes(gw.db, grouped)).toEqual([]);
    expect(await earnNotes(gw.db, byPoints.id)).toEqual([]);
    expect(await balanceOf(gw.db, member.userId)).toBe(before);
  });

  it('leaves unpaid and cancelled orders alone', async () => {
    gw.time.now = new Date();
    const member = await createMember(gw.db, 'unpaid');
    const guest = await createGuest(gw.db, member.userId);
    const { body } = await book(gw.app, member, hotel, { offset: 14, guests: [guest] });
    const id = body.data.order_id;
    const { completed } = await completeStays(gw.db, { now: shanghaiMidnight(FIRST_NIGHT + 20) });
    expect(completed).not.toContain(id);
    expect((await orderRow(gw.db, id)).status).not.toBe(6);
  });
});

describe('the rate stored at payment', () => {
  it('is the one the points are counted at, whatever the rates do afterwards', async () => {
    const gw = await startClocked();
    try {
      const hotel = await insertOrderHotel(gw.db, {
        timeZone: 'Asia/Shanghai',
        nights: [[50000, 5]],
      });
      const member = await createMember(gw.db, 'fixed');
      const guest = await createGuest(gw.db, member.userId);
      const id = await paidStay(gw, member, guest, hotel);
      const gain = (await orderRow(gw.db, id)).creditsGain;
      expect(gain).toBe(await wholeCnyOfEur(gw.db, 50000));
      // The euro doubles before the stay ends.
      await gw.db
        .update(exchangeRates)
        .set({ usdPerUnit: '2.164600000000' })
        .where(eq(exchangeRates.currencyId, 2));
      await completeStays(gw.db, { now: shanghaiMidnight(FIRST_NIGHT + 2) });
      expect(await earnNotes(gw.db, id)).toMatchObject([{ credits: gain }]);
    } finally {
      await gw.close();
    }
    // A gateway of its own, started on a busy machine.
  }, 60_000);
});

describe('member level', () => {
  it('is silver under 5 nights, gold from 5, platinum from 15, diamond from 30', () => {
    expect([0, 4, 5, 14, 15, 29, 30, 365].map(levelForNights)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  describe('from completed stays', () => {
    let gw: ClockedGateway;

    beforeAll(async () => {
      gw = await startClocked();
    });

    afterAll(async () => {
      await gw?.close();
    });

    /** A finished stay straight in the database: `days` nights checking out `endedAgo` days ago (UTC hotel). */
    async function finishedStay(
      member: Member,
      days: number,
      endedAgo: number,
      status = 6,
      nums = 1,
    ): Promise<void> {
      const start = new Date(gw.time.now.getTime() - (endedAgo + days) * DAY_MS);
      const startIso = start.toISOString().slice(0, 10);
      const day = Number(startIso.replaceAll('-', ''));
      const at = new Date(start.getTime() - 30 * DAY_MS);
      await gw.db.insert(orders).values({
        id: newOrderId(),
        userId: member.userId,
        status,
        sellerId: 1,
        source: 1,
        hotelId: 1,
        hotelRoomTypeId: 1,
        startDay: startIso,
        days,
        nums,
        currencyId: 1,
        amount: 10000,
        creditsAmount: 0,
        payAmount: 10000,
        mobile: '1',
        telPrefix: '+86',
        email: member.email,
        snapshot: {
          hotel: { name_cn: '', name_en: '', address_cn: '', address_en: '' },
          room_type: { name_cn: '', name_en: '', adult_nums: 2, image_key: '' },
          start_day: day,
          end_day: day,
          time_zone: 'UTC',
          check_in_policy: { check_in_time: '15:00', check_out_time: '11:00' },
          rate_plan: null,
        },
        guests: [],
        cancelExpireAt: at,
        holdExpiresAt: at,
        createdAt: at,
      });
    }

    async function standing(member: Member) {
      const info = await api<{ user_info: UserInfo }>(gw.app, 'GET', '/user/info/', member.token);
      const credits = await api<{ level: number }>(gw.app, 'GET', '/user/credits/', member.token);
      expect(credits.body.data.level).toBe(info.body.data.user_info.level);
      return { level: info.body.data.user_info.level, nights: info.body.data.user_info.nights };
    }

    it('answers the level of 4, 5, 14, 15, 29 and 30 nights in the last 12 months', async () => {
      gw.time.now = new Date();
      const member = await createMember(gw.db, 'levels');
      expect(await standing(member)).toEqual({ level: 1, nights: 0 });
      const steps: [number, number, number][] = [
        // [nights added, total, level]
        [4, 4, 1],
        [1, 5, 2],
        [9, 14, 2],
        [1, 15, 3],
        [14, 29, 3],
        [1, 30, 4],
      ];
      let ago = 300;
      for (const [nights, total, level] of steps) {
        await finishedStay(member, nights, ago);
        ago -= 40;
        expect(await standing(member)).toEqual({ level, nights: total });
      }
    });

    it('counts completed and reviewed stays whose check-out is within 12 months, each night once', async () => {
      gw.time.now = new Date('2026-06-15T12:00:00Z');
      const member = await createMember(gw.db, 'window');
      // Checked out 2025-06-15: exactly twelve months ago, out of the window.
      await finishedStay(member, 3, 365);
      // 2025-06-16: in.
      await finishedStay(member, 2, 364, 8);
      // Two rooms, one stay: two nights, not four.
      await finishedStay(member, 2, 10, 6, 2);
      // Paid and cancelled stays do not count.
      await finishedStay(member, 5, 20, 2);
      await finishedStay(member, 5, 20, 9);
      expect(await completedNights(gw.db, member.userId, gw.time.now)).toBe(4);
      expect(await standing(member)).toEqual({ level: 1, nights: 4 });
      // A month on, the stay of a year ago has left the window too.
      gw.time.now = new Date('2026-07-15T12:00:00Z');
      expect(await standing(member)).toEqual({ level: 1, nights: 2 });
    });

    it('rises as stays complete through the job', async () => {
      gw.time.now = new Date();
      const hotel = await insertOrderHotel(gw.db, {
        timeZone: 'Asia/Shanghai',
        nights: Array.from({ length: 8 }, () => [9000, 5] as [number, number]),
      });
      const member = await createMember(gw.db, 'rise');
      const guest = await createGuest(gw.db, member.userId);
      await paidStay(gw, member, guest, hotel, { days: 4 });
      gw.time.now = shanghaiMidnight(FIRST_NIGHT + 5);
      await completeStays(gw.db, { now: gw.time.now });
      expect(await standing(member)).toEqual({ level: 1, nights: 4 });

      gw.time.now = new Date();
      await paidStay(gw, member, guest, hotel, { offset: 5, days: 1 });
      gw.time.now = shanghaiMidnight(FIRST_NIGHT + 7);
      await completeStays(gw.db, { now: gw.time.now });
      expect(await standing(member)).toEqual({ level: 2, nights: 5 });
    });
  });
});

describe('the periodic jobs', () => {
  it('are on the job board when the app runs its jobs, and a round twice credits once', async () => {
    const gw = await startClocked({ runJobs: true });
    try {
      expect(gw.app.jobs.names).toEqual(expect.arrayContaining(['completion', 'credits-expiry']));
      const hotel = await insertOrderHotel(gw.db, {
        timeZone: 'Asia/Shanghai',
        nights: [
          [12000, 5],
          [12000, 5],
        ],
      });
      const member = await createMember(gw.db, 'jobs');
      const guest = await createGuest(gw.db, member.userId);
      const id = await paidStay(gw, member, guest, hotel, { days: 2 });
      const gain = (await orderRow(gw.db, id)).creditsGain;
      gw.time.now = shanghaiMidnight(FIRST_NIGHT + 3);
      await Promise.all([gw.app.jobs.runAll(), gw.app.jobs.runAll()]);
      await gw.app.jobs.runAll();
      expect((await orderRow(gw.db, id)).status).toBe(6);
      expect(await earnNotes(gw.db, id)).toHaveLength(1);
      expect(await balanceOf(gw.db, member.userId)).toBe(gain);
    } finally {
      await gw.close();
    }
    // A gateway with its jobs running does a round of each as it starts: on a busy machine
    // that start alone can take several seconds.
  }, 60_000);
});

/**
 * Two gateways on one PostgreSQL server, each with its own pool, running the completion job
 * at the same moment (PGlite runs one transaction at a time, so this would prove nothing there).
 */
describeOnPostgresServer('completion on two gateways (postgres)', () => {
  let scratch: ScratchPools | undefined;
  let handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const time: TestClock = { now: new Date() };

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('completion', { poolSize: 6, pools: 2 });
    handles = scratch.handles;
    for (const handle of handles) {
      const app = await buildApp({
        db: handle.db,
        config: testConfig(),
        clock: () => time.now,
        runJobs: true,
      });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await scratch?.close();
  });

  it('credits each stay once when both run the job at once, twice over', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const db = (handles[0] as DatabaseHandle).db;
    const gw: ClockedGateway = { app: first, db, time, close: async () => {} };
    const hotel = await insertOrderHotel(db, {
      timeZone: 'Asia/Shanghai',
      nights: Array.from({ length: 4 }, () => [11000, 100] as [number, number]),
    });
    const people: { member: Member; ids: string[] }[] = [];
    for (let i = 0; i < 12; i++) {
      const member = await createMember(db, `pair${i}`);
      const guest = await createGuest(db, member.userId);
      const ids: string[] = [];
      for (let k = 0; k < 3; k++) {
        time.now = new Date();
        ids.push(await paidStay(gw, member, guest, hotel, { offset: k, days: 1 }));
      }
      people.push({ member, ids });
    }
    const all = people.flatMap((p) => p.ids);
    const gains = new Map(
      (await db.select().from(orders).where(inArray(orders.id, all))).map((r) => [
        r.id,
        r.creditsGain,
      ]),
    );

    time.now = shanghaiMidnight(FIRST_NIGHT + 5);
    for (let round = 0; round < 2; round++) {
      const results = await Promise.all([
        first.jobs.runAll(),
        second.jobs.runAll(),
        completeStays(db, { now: time.now }),
        completeStays((handles[1] as DatabaseHandle).db, { now: time.now }),
      ]);
      const completed = [
        ...(results[0].completion as { completed: string[] }).completed,
        ...(results[1].completion as { completed: string[] }).completed,
        ...results[2].completed,
        ...results[3].completed,
      ].filter((id) => all.includes(id));
      // Each order once across all four, and all of them in the first round.
      expect(new Set(completed).size).toBe(completed.length);
      expect(completed.sort()).toEqual(round === 0 ? [...all].sort() : []);
    }

    const rows = await db.select().from(orders).where(inArray(orders.id, all));
    expect(rows.every((r) => r.status === 6)).toBe(true);
    const notes = await db
      .select({ orderId: userCreditsNotes.orderId, credits: userCreditsNotes.credits })
      .from(userCreditsNotes)
      .where(
        and(
          inArray(userCreditsNotes.orderId, all),
          eq(userCreditsNotes.operate, CreditsOperate.earn),
        ),
      );
    expect(notes).toHaveLength(all.length);
    for (const note of notes) expect(note.credits).toBe(gains.get(note.orderId));
    for (const { member, ids } of people) {
      const expected = ids.reduce((sum, id) => sum + (gains.get(id) ?? 0), 0);
      expect(await balanceOf(db, member.userId)).toBe(expected);
      expect(await ledgerSum(db, member.userId)).toBe(expected);
    }
  }, 120_000);
});
