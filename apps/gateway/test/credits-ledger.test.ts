import { type CreditsNote, CreditsOperate } from '@bookdirect/gateway-sdk/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendCredits,
  type CreditsEntry,
  creditsBalance,
  creditsExpiry,
  expireMemberCredits,
} from '../src/accounts/credits';
import { expireCredits } from '../src/accounts/credits-expiry';
import { userCreditsNotes } from '../src/accounts/schema';
import { buildApp } from '../src/app';
import { type Database, type DatabaseHandle, rows } from '../src/db';
import { completeStays } from '../src/orders/completion';
import { expireHolds } from '../src/orders/holds';
import { markOrderPaid } from '../src/orders/lifecycle';
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
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  ledgerSum,
  type Member,
  type OrderHotel,
} from './support/orders';
import { prng } from './support/random';
import { sized } from './support/size';

/**
 * The points ledger over time: points expire POINTS_EXPIRY_MONTHS after they were earned or
 * returned, oldest first, as operate 4 entries; and whatever mix of earning, spending,
 * returning and expiring, a balance is what its ledger adds up to and never below zero.
 */

const DAY_MS = 86_400_000;
const at = (iso: string) => new Date(iso);

async function write(db: Database, userId: number, entries: Omit<CreditsEntry, 'userId'>[]) {
  await db.transaction(async (tx) => {
    for (const e of entries) await appendCredits(tx, { userId, ...e });
  });
}

async function notes(db: Database, userId: number) {
  return db
    .select({
      operate: userCreditsNotes.operate,
      credits: userCreditsNotes.credits,
      orderId: userCreditsNotes.orderId,
      createdAt: userCreditsNotes.createdAt,
    })
    .from(userCreditsNotes)
    .where(eq(userCreditsNotes.userId, userId))
    .orderBy(asc(userCreditsNotes.createdAt), asc(userCreditsNotes.id));
}

const expiries = async (db: Database, userId: number) =>
  (await notes(db, userId)).filter((n) => n.operate === CreditsOperate.expire);

/**
 * When points earned at `at` expire, reckoned apart from the gateway's SQL: 24 months later at
 * the same UTC time, a day the month lacks giving the first instant of the month after.
 */
function expiresAt(at: Date): Date {
  const months = at.getUTCMonth() + 24;
  const end = new Date(at.getTime());
  end.setUTCFullYear(at.getUTCFullYear(), months, at.getUTCDate());
  if (end.getUTCMonth() !== months % 12)
    return new Date(Date.UTC(at.getUTCFullYear(), months + 1, 1));
  return end;
}

describe('when points expire', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshPglite();
  });
  afterAll(() => handle?.close());

  const expiryOf = async (times: Date[]) =>
    (
      await rows<{ e: string }>(
        handle.db,
        sql`select ${creditsExpiry(sql`t`)} as e
          from unnest(${`{${times.map((t) => t.toISOString()).join(',')}}`}::timestamptz[])
          with ordinality as x(t, n) order by n`,
      )
    ).map((r) => new Date(r.e));

  it('is 24 months after they were earned, a missing day giving the first of the next month', async () => {
    expect(
      await expiryOf([
        at('2024-03-15T10:20:30Z'),
        at('2024-01-31T23:00:00Z'),
        at('2024-02-29T18:00:00Z'),
      ]),
    ).toEqual([at('2026-03-15T10:20:30Z'), at('2026-01-31T23:00:00Z'), at('2026-03-01T00:00:00Z')]);
    // A later entry never expires before an earlier one, and the model reckons the same.
    const days = Array.from(
      { length: 800 },
      (_, i) => new Date(at('2023-01-01T12:00:00Z').getTime() + i * 9 * 3_600_000 + i),
    );
    const ends = (await expiryOf(days)).map((d) => d.getTime());
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends).toEqual(days.map((d) => expiresAt(d).getTime()));
  });
});

describe('points expiry (first in, first out)', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await freshPglite();
    db = handle.db;
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('expires what is left of the oldest points, spends having used them first', async () => {
    const { userId } = await createMember(db, 'fifo');
    await write(db, userId, [
      { operate: 1, credits: 1000, orderId: 'A', createdAt: at('2024-01-10T08:00:00Z') },
      { operate: 1, credits: 500, orderId: 'B', createdAt: at('2024-02-10T08:00:00Z') },
      { operate: 2, credits: -1200, orderId: 'C', createdAt: at('2024-03-01T08:00:00Z') },
      { operate: 1, credits: 700, orderId: 'D', createdAt: at('2025-06-01T08:00:00Z') },
    ]);
    // A is due, but the spend used all of it: nothing expires.
    expect(await expireCredits(db, { now: at('2026-01-10T08:00:00Z') })).toMatchObject({
      credits: 0,
    });
    expect(await expiries(db, userId)).toEqual([]);

    // B is due: the spend took 200 of it, 300 were never used.
    await expireCredits(db, { now: at('2026-02-11T00:00:00Z') });
    expect(await expiries(db, userId)).toEqual([
      { operate: 4, credits: -300, orderId: 'B', createdAt: at('2026-02-10T08:00:00Z') },
    ]);
    expect(await creditsBalance(db, userId, at('2026-02-11T00:00:00Z'))).toBe(700);

    // Again, and by a second gateway at the same moment: nothing more.
    await Promise.all([
      expireCredits(db, { now: at('2026-02-12T00:00:00Z') }),
      expireCredits(db, { now: at('2026-02-12T00:00:00Z') }),
    ]);
    expect(await expiries(db, userId)).toHaveLength(1);

    // D in its turn.
    await expireCredits(db, { now: at('2027-06-01T08:00:00Z') });
    expect((await expiries(db, userId)).map((n) => n.credits)).toEqual([-300, -700]);
    expect(await creditsBalance(db, userId, at('2027-06-01T08:00:00Z'))).toBe(0);
    expect(await ledgerSum(db, userId)).toBe(0);
  });

  it('keeps points until the very moment they are 24 months old', async () => {
    const { userId } = await createMember(db, 'edge');
    await write(db, userId, [{ operate: 1, credits: 400, createdAt: at('2024-05-20T09:30:00Z') }]);
    const before = at('2026-05-20T09:29:59.999Z');
    const after = at('2026-05-20T09:30:00Z');
    expect(await creditsBalance(db, userId, before)).toBe(400);
    expect(await creditsBalance(db, userId, after)).toBe(0);
    await db.transaction((tx) => expireMemberCredits(tx, userId, before));
    expect(await ledgerSum(db, userId)).toBe(400);
    await db.transaction((tx) => expireMemberCredits(tx, userId, after));
    expect(await ledgerSum(db, userId)).toBe(0);
    expect(await creditsBalance(db, userId, after)).toBe(0);
  });

  it('treats returned points as a new lot, valid 24 months from their return', async () => {
    const { userId } = await createMember(db, 'refund');
    await write(db, userId, [
      { operate: 1, credits: 1000, orderId: 'E', createdAt: at('2024-04-01T00:00:00Z') },
      { operate: 2, credits: -800, orderId: 'F', createdAt: at('2024-04-10T00:00:00Z') },
      { operate: 3, credits: 800, orderId: 'F', createdAt: at('2025-01-10T00:00:00Z') },
    ]);
    // E's 1,000 were used by F first; F's 800 came back later as a lot of their own.
    await expireCredits(db, { now: at('2026-04-02T00:00:00Z') });
    expect((await expiries(db, userId)).map((n) => [n.credits, n.orderId])).toEqual([[-200, 'E']]);
    expect(await creditsBalance(db, userId, at('2026-04-02T00:00:00Z'))).toBe(800);
    await expireCredits(db, { now: at('2027-01-10T00:00:00Z') });
    expect((await expiries(db, userId)).map((n) => [n.credits, n.orderId])).toEqual([
      [-200, 'E'],
      [-800, 'F'],
    ]);
    expect(await creditsBalance(db, userId, at('2027-01-10T00:00:00Z'))).toBe(0);
  });

  it('expires several lots at once when the clock jumps, each dated when it expired', async () => {
    const { userId } = await createMember(db, 'jump');
    await write(db, userId, [
      { operate: 1, credits: 100, orderId: 'G', createdAt: at('2024-01-01T00:00:00Z') },
      { operate: 1, credits: 200, orderId: 'H', createdAt: at('2024-06-01T00:00:00Z') },
      { operate: 2, credits: -150, orderId: 'K', createdAt: at('2024-07-01T00:00:00Z') },
      { operate: 1, credits: 300, orderId: 'M', createdAt: at('2025-06-01T00:00:00Z') },
    ]);
    await expireCredits(db, { now: at('2030-01-01T00:00:00Z') });
    expect(await expiries(db, userId)).toEqual([
      { operate: 4, credits: -150, orderId: 'H', createdAt: at('2026-06-01T00:00:00Z') },
      { operate: 4, credits: -300, orderId: 'M', createdAt: at('2027-06-01T00:00:00Z') },
    ]);
    expect(await creditsBalance(db, userId, at('2030-01-01T00:00:00Z'))).toBe(0);
  });

  it('shows each entry’s expiry, and expired entries without one', async () => {
    const now = at('2026-03-01T00:00:00Z');
    const app = await buildApp({ db, config: testConfig(), clock: () => now });
    try {
      const member = await createMember(db, 'page');
      await write(db, member.userId, [
        { operate: 1, credits: 900, orderId: 'N', createdAt: at('2024-02-01T12:00:00Z') },
      ]);
      await expireCredits(db, { now });
      const { body } = await api<{ credits: number; user_credits_list: CreditsNote[] }>(
        app,
        'GET',
        '/user/credits/',
        member.token,
      );
      expect(body.data.credits).toBe(0);
      const second = (iso: string) => Math.floor(Date.parse(iso) / 1000);
      expect(body.data.user_credits_list).toEqual([
        expect.objectContaining({
          operate: 4,
          credits: -900,
          order_id: 'N',
          create_time: second('2026-02-01T12:00:00Z'),
          expire_time: 0,
        }),
        expect.objectContaining({
          operate: 1,
          credits: 900,
          create_time: second('2024-02-01T12:00:00Z'),
          expire_time: second('2026-02-01T12:00:00Z'),
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});

/**
 * The ledger as a traveller would reckon it, written apart from the gateway's: lots in the
 * order they came, spends taking from the oldest, and at each expiry run what is left of
 * every lot past its 24 months gone.
 */
class PointsModel {
  readonly lots: { at: Date; left: number }[] = [];
  expired = 0;

  get balance(): number {
    return this.lots.reduce((sum, lot) => sum + lot.left, 0);
  }

  add(points: number, when: Date): void {
    this.lots.push({ at: when, left: points });
  }

  spend(points: number): void {
    let owed = points;
    for (const lot of this.lots) {
      const used = Math.min(lot.left, owed);
      lot.left -= used;
      owed -= used;
    }
    if (owed > 0) throw new Error('model overspent');
  }

  expire(now: Date): void {
    for (const lot of this.lots) {
      if (expiresAt(lot.at).getTime() > now.getTime()) break;
      this.expired += lot.left;
      lot.left = 0;
    }
  }
}

interface Traveller {
  member: Member;
  guest: number;
  model: PointsModel;
  /** How often a booking spends points: a keen spender lets none grow old, a saver loses some. */
  spends: number;
  /** Unpaid orders: their points come back when the hold runs out. */
  unpaid: Map<string, { credits: number; holdEnds: Date }>;
  /** Paid stays: their points come when they complete. */
  paid: Map<string, { gain: number; completesAt: Date }>;
}

/**
 * Random days of a few members: points granted, stays booked with points (paid, or left to
 * run out their hold), stays completing, points expiring, the clock moving on by minutes to
 * months. Members act at the same time as one another; the jobs (two of each, as two gateways
 * would) run together once the clock has moved. After every step each balance is the model's
 * and its ledger's sum.
 */
async function randomLedger(dbs: Database[], steps: number, seed: number): Promise<void> {
  const [db] = dbs as [Database];
  const time = { now: new Date(Date.now() + 30 * DAY_MS) };
  const app: FastifyInstance = await buildApp({
    db,
    config: testConfig(),
    clock: () => time.now,
  });
  await app.ready();
  try {
    // Stock for every night the clock may reach: about 11 days a step on average.
    const span = steps * 16 + 100;
    const hotel: OrderHotel = await insertOrderHotel(db, {
      timeZone: 'Asia/Shanghai',
      nights: Array.from(
        { length: span },
        (_, n) => [8000 + (n % 7) * 450, 1000] as [number, number],
      ),
    });
    const firstDay = Date.parse(`${dayAt(FIRST_NIGHT).iso}T00:00:00Z`);
    const random = prng(seed);
    const travellers: Traveller[] = [];
    for (let i = 0; i < 4; i++) {
      const member = await createMember(db, `ledger${i}`);
      travellers.push({
        member,
        guest: await createGuest(db, member.userId),
        model: new PointsModel(),
        spends: [0.9, 0.6, 0.25, 0.05][i] ?? 0.5,
        unpaid: new Map(),
        paid: new Map(),
      });
    }
    const counts = { grant: 0, spend: 0, pay: 0, refund: 0, earn: 0, expire: 0 };

    const act = async (t: Traveller) => {
      const op = random();
      const balance = t.model.balance;
      if (op < 0.3) {
        const points = 100 + Math.floor(random() * 60) * 100 + Math.floor(random() * 100);
        await db.transaction((tx) =>
          appendCredits(tx, {
            userId: t.member.userId,
            operate: CreditsOperate.earn,
            credits: points,
            createdAt: time.now,
          }),
        );
        t.model.add(points, time.now);
        counts.grant++;
      } else if (op < 0.75) {
        // A stay from tomorrow or a few days on, at the hotel's today as the clock has it.
        const today = Date.parse(
          `${new Date(time.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)}T00:00:00Z`,
        );
        const offset = Math.round((today - firstDay) / DAY_MS) + 1 + Math.floor(random() * 4);
        const days = 1 + Math.floor(random() * 3);
        if (offset < 0 || offset + days > span) return;
        const credits = random() < t.spends ? Math.floor((random() * balance) / 100) * 100 : 0;
        const { body } = await book(app, t.member, hotel, {
          offset,
          days,
          credits,
          guests: [t.guest],
        });
        expect(body.rec, JSON.stringify(body)).toBe(0);
        const [row] = await db.select().from(orders).where(eq(orders.id, body.data.order_id));
        if (!row) throw new Error('order not written');
        t.model.spend(row.payCredits);
        if (row.payCredits > 0) counts.spend++;
        const completesAt =
          new Date(`${row.startDay.slice(0, 10)}T00:00:00+08:00`).getTime() +
          (row.days + 1) * DAY_MS;
        if (row.status === 2) {
          t.paid.set(row.id, { gain: row.creditsGain, completesAt: new Date(completesAt) });
        } else if (random() < 0.6) {
          const paid = await markOrderPaid(db, row.id, {
            bookingUrl: BOOKING_URL,
            paySource: 11,
            providerRef: `r-${row.id}`,
            now: time.now,
          });
          expect(paid.paid).toBe(true);
          const [after] = await db.select().from(orders).where(eq(orders.id, row.id));
          t.paid.set(row.id, { gain: after?.creditsGain ?? 0, completesAt: new Date(completesAt) });
          counts.pay++;
        } else {
          t.unpaid.set(row.id, { credits: row.payCredits, holdEnds: row.holdExpiresAt });
        }
      }
    };

    const check = async () => {
      for (const t of travellers) {
        const { userId } = t.member;
        expect(t.model.balance).toBeGreaterThanOrEqual(0);
        expect(await creditsBalance(db, userId, time.now)).toBe(t.model.balance);
        expect(await ledgerSum(db, userId)).toBe(t.model.balance);
      }
    };

    for (let step = 0; step < steps; step++) {
      // Members at once; each does one thing.
      await Promise.all(travellers.map(act));
      await check();

      // The clock moves on: minutes now and then, days mostly, months sometimes.
      const move = random();
      const ms =
        move < 0.15
          ? (5 + Math.floor(random() * 50)) * 60_000
          : move < 0.9
            ? Math.floor(1 + random() * 9) * DAY_MS
            : Math.floor(30 + random() * 90) * DAY_MS;
      time.now = new Date(time.now.getTime() + ms);
      const now = time.now;

      // What the jobs owe at `now`, by the model: expiry first (new lots are never due yet).
      for (const t of travellers) t.model.expire(now);
      const due = new Map<string, Traveller>();
      const ending = new Map<string, Traveller>();
      for (const t of travellers) {
        for (const [id, stay] of t.paid)
          if (stay.completesAt.getTime() <= now.getTime()) due.set(id, t);
        for (const [id, hold] of t.unpaid)
          if (hold.holdEnds.getTime() <= now.getTime()) ending.set(id, t);
      }

      // Two gateways' rounds of each job, all at once.
      const rounds = await Promise.all(
        dbs.flatMap((d) => [
          expireCredits(d, { now }),
          completeStays(d, { now }),
          expireHolds(d, { now }),
        ]),
      );
      const completed = rounds.flatMap((r) => ('completed' in r ? r.completed : []));
      const released = rounds.flatMap((r) => ('expired' in r ? r.expired : []));
      expect(completed.sort()).toEqual([...due.keys()].sort());
      expect(released.sort()).toEqual([...ending.keys()].sort());
      for (const [id, t] of due) {
        const stay = t.paid.get(id);
        if (stay && stay.gain > 0) {
          t.model.add(stay.gain, now);
          counts.earn++;
        }
        t.paid.delete(id);
      }
      for (const [id, t] of ending) {
        const hold = t.unpaid.get(id);
        if (hold && hold.credits > 0) {
          t.model.add(hold.credits, now);
          counts.refund++;
        }
        t.unpaid.delete(id);
      }
      await check();
    }

    // What expired is what the model says expired, and nothing else went missing.
    for (const t of travellers) {
      const entries = await expiries(db, t.member.userId);
      expect(entries.reduce((sum, n) => sum - n.credits, 0)).toBe(t.model.expired);
      counts.expire += entries.length;
    }
    console.info(`points ledger, ${steps} steps (seed ${seed}): ${JSON.stringify(counts)}`);
    expect(counts.spend).toBeGreaterThan(0);
    expect(counts.refund).toBeGreaterThan(0);
    expect(counts.earn).toBeGreaterThan(0);
    expect(counts.expire).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
}

describe('points ledger over random days (pglite)', () => {
  it('keeps every balance equal to its ledger and to first-in-first-out reckoning', async () => {
    const handle = await freshPglite();
    try {
      await randomLedger([handle.db], sized(100, 200), 20_260_601);
    } finally {
      await handle.close();
    }
  }, 300_000);
});

describeOnPostgresServer('points ledger over random days (postgres)', () => {
  let scratch: ScratchPools | undefined;

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('ledger', { poolSize: 8, pools: 2 });
  });

  afterAll(async () => {
    await scratch?.close();
  });

  it(`keeps every balance equal to its ledger with two gateways’ jobs racing, ${sized(150, 300)} steps`, async () => {
    await randomLedger(
      (scratch?.handles ?? []).map((h) => h.db),
      sized(150, 300),
      20_260_602,
    );
  }, 600_000);
});
