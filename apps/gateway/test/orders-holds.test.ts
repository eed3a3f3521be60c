import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userCreditsNotes } from '../src/accounts/schema';
import { mailOutbox } from '../src/mail/schema';
import { expireHolds } from '../src/orders/holds';
import { markOrderPaid } from '../src/orders/lifecycle';
import { orders } from '../src/orders/schema';
import { BOOKING_URL, describeEachBackend } from './support/gateway';
import {
  api,
  balanceOf,
  book,
  createGuest,
  createMember,
  grantPoints,
  insertOrderHotel,
  ledgerSum,
  type Member,
  type OrderHotel,
  restNums,
} from './support/orders';
import { prng } from './support/random';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describeEachBackend(
  'order holds',
  (gateway) => {
    let hotel: OrderHotel;
    let member: Member;
    let guest: number;

    beforeAll(async () => {
      const { db } = gateway();
      hotel = await insertOrderHotel(db, {
        nights: [
          [10000, 3],
          [10000, 3],
          [10000, 3],
        ],
      });
      member = await createMember(db, 'hold');
      guest = await createGuest(db, member.userId);
      await grantPoints(db, member.userId, 1000);
    });

    it('gives the stock and the points back exactly once when the hold runs out', async () => {
      const { db, app } = gateway();
      const { body } = await book(app, member, hotel, { days: 3, credits: 500, guests: [guest] });
      expect(body.rec).toBe(0);
      const id = body.data.order_id;
      expect(await restNums(db, hotel.roomTypeId)).toEqual([2, 2, 2]);
      expect(await balanceOf(db, member.userId)).toBe(500);

      // Not yet: the hold lasts 30 minutes.
      expect(await expireHolds(db, { now: later(29) })).toEqual({ expired: [], waiting: 0 });

      // Three sweeps at once (three gateways), then one more.
      const sweeps = await Promise.all([1, 2, 3].map(() => expireHolds(db, { now: later(31) })));
      expect(sweeps.flatMap((s) => s.expired)).toEqual([id]);
      expect(await expireHolds(db, { now: later(60) })).toEqual({ expired: [], waiting: 0 });

      expect(await restNums(db, hotel.roomTypeId)).toEqual([3, 3, 3]);
      expect(await balanceOf(db, member.userId)).toBe(1000);
      const notes = await db
        .select({ operate: userCreditsNotes.operate, credits: userCreditsNotes.credits })
        .from(userCreditsNotes)
        .where(eq(userCreditsNotes.orderId, id));
      expect(notes.sort((a, b) => a.operate - b.operate)).toEqual([
        { operate: 2, credits: -500 },
        { operate: 3, credits: 500 },
      ]);
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      expect(row?.status).toBe(9);
      expect(row?.cancelledAt).toBeInstanceOf(Date);

      // A capture arriving after the sweep is refused: the payments slice refunds it.
      expect(
        await markOrderPaid(db, id, {
          bookingUrl: BOOKING_URL,
          paySource: 11,
          providerRef: 'late',
        }),
      ).toEqual({
        paid: false,
        status: 9,
      });
      const list = await api<{
        order_list: { order_id: string; status: number; expire_time: number }[];
      }>(app, 'GET', '/orders/main/?status=9', member.token);
      expect(list.body.data.order_list).toMatchObject([
        { order_id: id, status: 9, expire_time: 0 },
      ]);
    });

    it('leaves a paid order alone, even when its hold time has passed', async () => {
      const { db, app } = gateway();
      const { body } = await book(app, member, hotel, { credits: 100, guests: [guest] });
      const id = body.data.order_id;
      expect(
        await markOrderPaid(db, id, {
          bookingUrl: BOOKING_URL,
          paySource: 11,
          providerRef: 'cap',
          now: later(40),
        }),
      ).toEqual({
        paid: true,
        status: 2,
      });
      expect(await expireHolds(db, { now: later(60) })).toEqual({ expired: [], waiting: 0 });
      expect(await restNums(db, hotel.roomTypeId)).toEqual([2, 3, 3]);
      expect(await balanceOf(db, member.userId)).toBe(900);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, member.email), eq(mailOutbox.kind, 'order_confirmed')));
      expect(mails).toHaveLength(1);
    });
  },
  { databases: 'both' },
);

describeEachBackend(
  'points ledger under random bookings',
  (gateway) => {
    it('keeps every balance equal to the sum of its ledger, and the stock equal to what live orders hold', async () => {
      const { db, app } = gateway();
      const hotel = await insertOrderHotel(db, {
        nights: [
          [10050, 40],
          [12000, 40],
          [9900, 40],
          [11000, 40],
        ],
      });
      const members = await Promise.all([1, 2, 3].map((i) => createMember(db, `prop${i}`)));
      const guests = new Map<number, number>();
      for (const m of members) guests.set(m.userId, await createGuest(db, m.userId));
      const expected = new Map<number, number>(members.map((m) => [m.userId, 0]));
      const random = prng(20_260_523);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
      let minutes = 0;
      const counts = { grant: 0, spend: 0, refused: 0, zero: 0, expired: 0, paid: 0 };

      for (let step = 0; step < 80; step++) {
        const m = pick(members);
        const balance = expected.get(m.userId) ?? 0;
        const op = random();
        if (op < 0.25) {
          // Now and then enough to pay a whole stay (about 770 points per euro).
          const big = random() < 0.3 ? 300_000 : 0;
          const points = big + 100 + Math.floor(random() * 50) * 100 + Math.floor(random() * 100);
          await grantPoints(db, m.userId, points);
          expected.set(m.userId, balance + points);
          counts.grant++;
        } else if (op < 0.7) {
          const offset = Math.floor(random() * 4);
          const days = 1 + Math.floor(random() * (4 - offset));
          // Sometimes all of it (may cover the stay: paid at once), sometimes past the balance.
          const mode = random();
          const credits =
            mode < 0.3
              ? 0
              : mode < 0.55
                ? balance
                : mode < 0.85
                  ? Math.floor(random() * balance)
                  : balance + 100;
          const ask = credits > 0 && credits < 100 ? 0 : credits;
          const { body } = await book(app, m, hotel, {
            offset,
            days,
            credits: ask,
            guests: [guests.get(m.userId) ?? 0],
          });
          if (ask > balance) {
            expect(body).toMatchObject({ rec: 6, key: 'account:credits_insufficient' });
            counts.refused++;
          } else {
            expect(body.rec).toBe(0);
            const [row] = await db.select().from(orders).where(eq(orders.id, body.data.order_id));
            // Rounded down to a hundred, and less only where fewer points already cover it all.
            const asked = Math.floor(ask / 100) * 100;
            expect(row?.payCredits).toBeLessThanOrEqual(asked);
            if ((row?.payCredits ?? 0) < asked) expect(row?.payAmount).toBe(0);
            expected.set(m.userId, balance - (row?.payCredits ?? 0));
            if (row?.status === 2) counts.zero++;
            else counts.spend++;
          }
        } else if (op < 0.85) {
          // Pay one of the unpaid orders.
          const [unpaid] = await db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.userId, m.userId), eq(orders.status, 1)));
          if (unpaid) {
            const result = await markOrderPaid(db, unpaid.id, {
              bookingUrl: BOOKING_URL,
              paySource: 11,
              providerRef: `p${step}`,
            });
            expect(result.paid).toBe(true);
            counts.paid++;
          }
        } else {
          minutes += 31;
          const swept = await expireHolds(db, { now: later(minutes) });
          for (const id of swept.expired) {
            const [row] = await db.select().from(orders).where(eq(orders.id, id));
            if (!row || row.userId === null) throw new Error('expired order missing');
            expected.set(row.userId, (expected.get(row.userId) ?? 0) + row.payCredits);
          }
          counts.expired += swept.expired.length;
        }

        for (const each of members) {
          const sum = await ledgerSum(db, each.userId);
          expect(sum, `step ${step}`).toBe(expected.get(each.userId));
          expect(await balanceOf(db, each.userId)).toBe(sum);
          expect(sum).toBeGreaterThanOrEqual(0);
        }
      }

      // Every order's own ledger: spent while live, spent and returned once when expired.
      const perOrder = (await db.execute(sql`
        select o.id, o.status, o.pay_credits,
          coalesce(sum(n.credits) filter (where n.operate = 2), 0)::int as spent,
          coalesce(sum(n.credits) filter (where n.operate = 3), 0)::int as returned
        from orders o left join user_credits_notes n on n.order_id = o.id
        where o.hotel_id = ${hotel.hotelId}
        group by o.id`)) as unknown as {
        rows: { status: number; pay_credits: number; spent: number; returned: number }[];
      };
      for (const o of perOrder.rows) {
        expect(Number(o.spent)).toBe(-Number(o.pay_credits) || 0);
        expect(Number(o.returned)).toBe(Number(o.status) === 9 ? Number(o.pay_credits) : 0);
      }
      // Stock: 40 less whatever live orders hold on each night.
      const held = (await db.execute(sql`
        select d.day::text as day, d.rest_nums,
          (select coalesce(sum(o.nums), 0)::int from orders o
            where o.hotel_room_type_id = d.room_type_id and o.status in (1, 2)
              and d.day >= o.start_day and d.day < o.start_day + o.days) as held
        from room_type_days d where d.room_type_id = ${hotel.roomTypeId} order by d.day`)) as unknown as {
        rows: { rest_nums: number; held: number }[];
      };
      for (const night of held.rows) expect(Number(night.rest_nums)).toBe(40 - Number(night.held));
      expect(counts.grant + counts.spend + counts.zero).toBeGreaterThan(20);
      expect(Math.min(counts.expired, counts.zero, counts.refused, counts.paid)).toBeGreaterThan(0);
    });
  },
  { databases: 'both' },
);

describe('hold settings', () => {
  it('reads the hold length from the environment', async () => {
    const { orderSettingsFromEnv } = await import('../src/orders/settings');
    expect(orderSettingsFromEnv({}).holdMinutes).toBe(30);
    expect(orderSettingsFromEnv({ ORDER_HOLD_MINUTES: '15' }).holdMinutes).toBe(15);
    expect(orderSettingsFromEnv({ ORDER_HOLD_MINUTES: 'x' }).holdMinutes).toBe(30);
  });
});
