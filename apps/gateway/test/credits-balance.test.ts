import type { OrderCheck, OrderListItem, UserInfo } from '@bookdirect/gateway-sdk';
import { CreditsOperate } from '@bookdirect/gateway-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { appendCredits } from '../src/accounts/credits';
import { expireCredits } from '../src/accounts/credits-expiry';
import { userCreditsNotes } from '../src/accounts/schema';
import { buildApp } from '../src/app';
import { exchangeRates } from '../src/catalog/schema';
import type { Clock } from '../src/clock';
import type { Database } from '../src/db';
import { completeStays } from '../src/orders/completion';
import { expireHolds } from '../src/orders/holds';
import { markOrderPaid } from '../src/orders/lifecycle';
import { orders } from '../src/orders/schema';
import { BOOKING_URL, describeEachBackend, testConfig } from './support/gateway';
import {
  api,
  balanceOf,
  book,
  cancelOrderCall,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  ledgerSum,
  type Member,
  type OrderHotel,
  stay,
} from './support/orders';

/**
 * The balance a member sees and spends is the one of the moment of the call: points past their
 * 24 months are gone at that moment, oldest first, whether or not the expiry job has run since
 * (the job writes down, as operate 4, what the balance already left out). The periodic jobs
 * run a round as the gateway starts. What a stay earns is one figure from quote to completion,
 * and a cancelled order earns nothing.
 */

const DAY_MS = 86_400_000;
const monthsAgo = (months: number, from = new Date()) => {
  const at = new Date(from.getTime());
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

/** A gateway process on the suite's database: each one a start of the server, jobs or not. */
async function startProcess(
  db: Database,
  options: { clock?: Clock; runJobs?: boolean } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(), ...options });
  await app.ready();
  return app;
}

async function earn(db: Database, userId: number, credits: number, createdAt: Date) {
  await db.transaction((tx) =>
    appendCredits(tx, { userId, operate: CreditsOperate.earn, credits, createdAt }),
  );
}

const expiryNotes = (db: Database, userId: number) =>
  db
    .select({ credits: userCreditsNotes.credits, createdAt: userCreditsNotes.createdAt })
    .from(userCreditsNotes)
    .where(
      and(eq(userCreditsNotes.userId, userId), eq(userCreditsNotes.operate, CreditsOperate.expire)),
    );

/** Every balance the member meets: the profile, the points page, the booking's price check. */
async function balancesSeen(app: FastifyInstance, member: Member, hotel: OrderHotel) {
  const info = await api<{ user_info: UserInfo }>(app, 'GET', '/user/info/', member.token);
  const page = await api<{ credits: number }>(app, 'GET', '/user/credits/', member.token);
  const check = await api<{ order: OrderCheck }>(app, 'POST', '/orders/check/', member.token, {
    seller_id: 1,
    source: 1,
    content: stay(hotel, 0, 1),
    amount: 200,
    credits: 0,
  });
  expect(check.body.rec).toBe(0);
  return {
    info: info.body.data.user_info.credits,
    page: page.body.data.credits,
    check: check.body.data.order.credits,
    useMax: check.body.data.order.credits_use_max,
  };
}

describeEachBackend(
  'points past their expiry',
  (gateway) => {
    const processes: FastifyInstance[] = [];
    afterEach(async () => {
      for (const app of processes.splice(0)) await app.close();
    });

    it('are neither shown nor spendable, before and after a restart, with no job round between', async () => {
      const { db } = gateway();
      const hotel = await insertOrderHotel(db, { nights: [[20000, 5]] });
      const member = await createMember(db, 'old-points');
      const guest = await createGuest(db, member.userId);
      await earn(db, member.userId, 1000, monthsAgo(25));

      for (let start = 0; start < 2; start++) {
        // A gateway started afresh each time, running no job.
        const app = await startProcess(db);
        processes.push(app);
        expect(await balancesSeen(app, member, hotel)).toEqual({
          info: 0,
          page: 0,
          check: 0,
          useMax: 0,
        });
        const spend = await book(app, member, hotel, { guests: [guest], credits: 500 });
        expect(spend.body).toMatchObject({
          rec: 6,
          key: 'account:credits_insufficient',
          data: { credits: 0 },
        });
        await app.close();
        processes.pop();
      }
      // Nothing was written: the balance left them out on its own.
      expect(await expiryNotes(db, member.userId)).toEqual([]);
      expect(await ledgerSum(db, member.userId)).toBe(1000);
    });

    it('spends the live points of a mix, never the expired ones', async () => {
      const { db } = gateway();
      const hotel = await insertOrderHotel(db, { nights: [[20000, 5]] });
      const member = await createMember(db, 'mixed');
      const guest = await createGuest(db, member.userId);
      await earn(db, member.userId, 800, monthsAgo(26));
      await earn(db, member.userId, 300, monthsAgo(24, new Date(Date.now() + DAY_MS)));
      await earn(db, member.userId, 400, monthsAgo(1));
      const app = await startProcess(db);
      processes.push(app);

      expect(await balancesSeen(app, member, hotel)).toEqual({
        info: 700,
        page: 700,
        check: 700,
        useMax: 700,
      });
      const over = await book(app, member, hotel, { guests: [guest], credits: 800 });
      expect(over.body).toMatchObject({ rec: 6, data: { credits: 700 } });
      const spent = await book(app, member, hotel, { guests: [guest], credits: 500 });
      expect(spent.body.rec).toBe(0);
      expect(await balanceOf(db, member.userId)).toBe(200);

      // Oldest live points first: the 300 due tomorrow went, and 200 of the 400 are left, so
      // two days on the balance is still 200 (spending the 800 would have left 500 to lose).
      const later = new Date(Date.now() + 2 * DAY_MS);
      expect(await balanceOf(db, member.userId, later)).toBe(200);
      await expireCredits(db, { now: later });
      expect((await expiryNotes(db, member.userId)).map((n) => n.credits)).toEqual([-800]);
      expect(await balanceOf(db, member.userId, later)).toBe(200);
      expect(await ledgerSum(db, member.userId)).toBe(200);
    });

    it('has the expiry job write down exactly what the balance already left out', async () => {
      const { db } = gateway();
      const member = await createMember(db, 'note');
      const now = new Date();
      await earn(db, member.userId, 1200, monthsAgo(30));
      await db.transaction((tx) =>
        appendCredits(tx, {
          userId: member.userId,
          operate: CreditsOperate.spend,
          credits: -500,
          createdAt: monthsAgo(29),
        }),
      );
      await earn(db, member.userId, 900, monthsAgo(25));
      // Spent after the first lot expired: it could only take from the second.
      await db.transaction((tx) =>
        appendCredits(tx, {
          userId: member.userId,
          operate: CreditsOperate.spend,
          credits: -300,
          createdAt: monthsAgo(5),
        }),
      );
      await earn(db, member.userId, 250, monthsAgo(2));

      const balance = await balanceOf(db, member.userId, now);
      const excluded = (await ledgerSum(db, member.userId)) - balance;
      expect({ balance, excluded }).toEqual({ balance: 250, excluded: 1300 });

      await expireCredits(db, { now });
      const notes = await expiryNotes(db, member.userId);
      // What was left of each lot, each dated when it expired.
      expect(notes.map((n) => n.credits)).toEqual([-700, -600]);
      expect(notes.reduce((sum, n) => sum - n.credits, 0)).toBe(excluded);
      expect(await balanceOf(db, member.userId, now)).toBe(balance);
      expect(await ledgerSum(db, member.userId)).toBe(balance);
      // Written once: another round finds nothing.
      await expireCredits(db, { now });
      expect(await expiryNotes(db, member.userId)).toHaveLength(2);
      expect(await balanceOf(db, member.userId, now)).toBe(balance);
    });
  },
  { databases: 'both' },
);

describeEachBackend(
  'the periodic jobs at start-up',
  (gateway) => {
    it('each do their round as the gateway starts, without waiting an interval', async () => {
      const { db } = gateway();
      const hotel = await insertOrderHotel(db, {
        timeZone: 'Asia/Shanghai',
        nights: [
          [20000, 5],
          [20000, 5],
          [20000, 5],
        ],
      });
      const member = await createMember(db, 'startup');
      const guest = await createGuest(db, member.userId);
      const booking = await startProcess(db);
      const unpaid = await book(booking, member, hotel, { guests: [guest], offset: 2 });
      const paid = await book(booking, member, hotel, { guests: [guest], days: 2 });
      await booking.close();
      expect([unpaid.body.rec, paid.body.rec]).toEqual([0, 0]);
      const paidId = paid.body.data.order_id;
      expect(
        (
          await markOrderPaid(db, paidId, {
            bookingUrl: BOOKING_URL,
            paySource: 11,
            providerRef: `p-${paidId}`,
          })
        ).paid,
      ).toBe(true);

      // The gateway starts the morning after that stay: the unpaid hold is long over, the stay
      // is done, and points earned 25 months before are past their expiry.
      const at = new Date(`${dayAt(FIRST_NIGHT + 3).iso}T00:00:00+08:00`);
      await earn(db, member.userId, 600, monthsAgo(25, at));
      const app = await startProcess(db, { clock: () => at, runJobs: true });
      try {
        const status = async (id: string) =>
          (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
        // Well within every job's interval (30 s for holds, 10 min, an hour for points).
        await expect.poll(() => status(unpaid.body.data.order_id), { timeout: 5_000 }).toBe(9);
        await expect.poll(() => status(paidId), { timeout: 5_000 }).toBe(6);
        await expect
          .poll(async () => (await expiryNotes(db, member.userId)).map((n) => n.credits), {
            timeout: 5_000,
          })
          .toEqual([-600]);
      } finally {
        await app.close();
      }
    });
  },
  { databases: 'both' },
);

describeEachBackend(
  'the points a stay earns',
  (gateway) => {
    it('are the same figure at the quote, at payment and at completion, at a rounding edge', async () => {
      const { app, db } = gateway();
      // 1 EUR = 10/3 CNY: 3.00 EUR is 10 CNY exactly, though 9.999999999999 at the rate an
      // order stores cut to 12 decimals; it earns 10 points from the quote on.
      await db
        .update(exchangeRates)
        .set({ usdPerUnit: '0.3' })
        .where(eq(exchangeRates.currencyId, 1));
      await db
        .update(exchangeRates)
        .set({ usdPerUnit: '1' })
        .where(eq(exchangeRates.currencyId, 2));
      const hotel = await insertOrderHotel(db, { timeZone: 'Asia/Shanghai', nights: [[300, 5]] });
      const member = await createMember(db, 'edge');
      const guest = await createGuest(db, member.userId);
      const check = await api<{ order: OrderCheck }>(app, 'POST', '/orders/check/', member.token, {
        seller_id: 1,
        source: 1,
        content: stay(hotel, 0, 1),
        amount: 3,
        credits: 0,
      });
      expect(check.body.data.order).toMatchObject({ pay_amount: 3, credits_gain: 10 });
      const booked = await book(app, member, hotel, { guests: [guest], amount: 3 });
      const id = booked.body.data.order_id;
      await markOrderPaid(db, id, {
        bookingUrl: BOOKING_URL,
        paySource: 11,
        providerRef: `edge-${id}`,
      });
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      expect(row?.paidRateCny).toBe('3.333333333333');
      expect(row?.creditsGain).toBe(check.body.data.order.credits_gain);
      await completeStays(db, { now: new Date(`${dayAt(FIRST_NIGHT + 2).iso}T00:00:00+08:00`) });
      const earned = await db
        .select({ credits: userCreditsNotes.credits })
        .from(userCreditsNotes)
        .where(and(eq(userCreditsNotes.orderId, id), eq(userCreditsNotes.operate, 1)));
      expect(earned).toEqual([{ credits: check.body.data.order.credits_gain }]);
    });
  },
  { databases: 'both' },
);

describeEachBackend(
  'a cancelled or expired order',
  (gateway) => {
    const detail = (app: FastifyInstance, member: Member, id: string) =>
      api<{ order: OrderListItem }>(app, 'GET', `/orders/main/${id}/`, member.token);

    it('promises no points, in its detail and in My Trips', async () => {
      const { app, db } = gateway();
      const hotel = await insertOrderHotel(db, { nights: [[50000, 5]] });
      const member = await createMember(db, 'cancelled');
      const guest = await createGuest(db, member.userId);
      const cancelled = (await book(app, member, hotel, { guests: [guest] })).body.data.order_id;
      const lapsed = (await book(app, member, hotel, { guests: [guest] })).body.data.order_id;
      const open = (await book(app, member, hotel, { guests: [guest] })).body.data.order_id;
      // Paid, so the hold sweep below leaves it alone.
      await markOrderPaid(db, open, {
        bookingUrl: BOOKING_URL,
        paySource: 11,
        providerRef: `open-${open}`,
      });
      const promised = (await detail(app, member, open)).body.data.order.credits_gain;
      expect(promised).toBeGreaterThan(0);

      expect((await cancelOrderCall(app, member, cancelled)).body.rec).toBe(0);
      const [hold] = await db
        .select({ ends: orders.holdExpiresAt })
        .from(orders)
        .where(eq(orders.id, lapsed));
      await expireHolds(db, { now: new Date((hold?.ends.getTime() ?? 0) + 1000) });
      for (const id of [cancelled, lapsed]) {
        const { order } = (await detail(app, member, id)).body.data;
        expect(order).toMatchObject({ status: 9, credits_gain: 0 });
      }
      const trips = await api<{ order_list: OrderListItem[] }>(
        app,
        'GET',
        '/orders/main/?page=1',
        member.token,
      );
      const gains = new Map(trips.body.data.order_list.map((o) => [o.order_id, o.credits_gain]));
      expect([gains.get(cancelled), gains.get(lapsed), gains.get(open)]).toEqual([0, 0, promised]);
      // What they were promised when booked stays on the row; the answer is what they earn.
      const [row] = await db.select().from(orders).where(eq(orders.id, cancelled));
      expect(row?.creditsGain).toBeGreaterThan(0);
    });
  },
  { databases: 'both' },
);
