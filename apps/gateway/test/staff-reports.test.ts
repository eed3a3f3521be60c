import { Rec } from '@bookdirect/gateway-sdk/contract';
import {
  NO_REPORT_FIGURES,
  type StaffReport,
  type StaffReportFigures,
} from '@bookdirect/gateway-sdk/staff';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { userCreditsNotes } from '../src/accounts/schema';
import { rooms } from '../src/catalog/schema';
import type { Database } from '../src/db';
import { newOrderId } from '../src/orders/ids';
import { hotelReviews, orders } from '../src/orders/schema';
import { describeEachBackend } from './support/gateway';
import { createMember, insertOrderHotel, type Member, type OrderHotel } from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/**
 * A month by hand, March 2021 (Monday the 1st): hotel A in EUR at Shanghai time (UTC+8) with 4
 * rooms in service (and one out of it), hotel B in JPY at Athens time with 2.
 *
 * A's orders (EUR, CNY rate 7.8 unless said):
 * - O3 reviewed, wechat: nights Feb 27, 28, Mar 1, 100.00 a night; made in February.
 * - O1 paid, web: nights Mar 3-4, 1 room, 200.00; made in February.
 * - O2 completed, mobile: nights Mar 5-7, 2 rooms, 600.00 (1,000 points spent); made
 *   2021-03-01 17:00 UTC, which is Mar 2 in Shanghai.
 * - O4 paid, partner `acme` (web source), rate 7.9: nights Mar 30, 31, Apr 1, 333.33; made Mar 10.
 * - O5 paid then cancelled, web: made Mar 12, cancelled 2021-03-15 20:00 UTC (Mar 16 there);
 *   500 points spent and given back.
 * - O6 cancelled before payment, wechat: made and cancelled Mar 12; 200 points given back.
 * - O7 unpaid, mobile: made Mar 20, 100 points spent.
 * - O9 completed, web: nights Feb 20-21, 400.00, completed 2021-02-28 20:00 UTC (Mar 1 there).
 * Points credited as the stays completed: 50 for O9 on Mar 1, 150 for O3 on Mar 2, 300 for
 * O2 on Mar 8. Reviews: 9 on Mar 3 and 6 on
 * Mar 10 shown, 2 on Mar 10 hidden, 8 on 2021-03-31 17:00 UTC (Apr 1 there).
 *
 * B's orders (JPY): B1 paid, web, nights Mar 10-11, 30,000 at 0.06 CNY, made Mar 5; B2 paid,
 * partner `acme`, 2 rooms on Mar 15, 20,001 at 0.0601, made 2021-03-14 23:30 UTC (Mar 15 in
 * Athens); B3 a platform's import with no rate kept, web, Mar 20, 10,000 at the current rates
 * (0.05 CNY a yen), made Mar 18.
 */

const MARCH = Array.from({ length: 31 }, (_, i) => `202103${String(i + 1).padStart(2, '0')}`);

const zero: StaffReportFigures = { ...NO_REPORT_FIGURES };

/** Hotel A's days of March that are not all zeros (its 4 rooms are available every day). */
const aDays: Record<string, Partial<StaffReportFigures>> = {
  '20210301': {
    sold: 1,
    occupancy: 0.25,
    room_revenue: 100,
    adr: 100,
    revpar: 25,
    points_earned: 50,
  },
  '20210302': { bookings: 1, points_earned: 150, points_spent: 1000 },
  '20210303': {
    sold: 1,
    occupancy: 0.25,
    room_revenue: 100,
    adr: 100,
    revpar: 25,
    review_count: 1,
    review_score: 9,
  },
  '20210304': { sold: 1, occupancy: 0.25, room_revenue: 100, adr: 100, revpar: 25 },
  '20210305': { sold: 2, occupancy: 0.5, room_revenue: 200, adr: 100, revpar: 50 },
  '20210306': { sold: 2, occupancy: 0.5, room_revenue: 200, adr: 100, revpar: 50 },
  '20210307': { sold: 2, occupancy: 0.5, room_revenue: 200, adr: 100, revpar: 50 },
  '20210308': { points_earned: 300 },
  '20210310': { bookings: 1, review_count: 1, review_score: 6 },
  '20210312': { bookings: 1 },
  '20210316': { cancellations: 1 },
  '20210320': { points_spent: 100 },
  '20210330': { sold: 1, occupancy: 0.25, room_revenue: 111.11, adr: 111.11, revpar: 27.78 },
  '20210331': { sold: 1, occupancy: 0.25, room_revenue: 111.11, adr: 111.11, revpar: 27.78 },
};

const aWeeks = [
  {
    start: '20210301',
    end: '20210307',
    ...zero,
    available: 28,
    sold: 9,
    occupancy: 0.3214,
    room_revenue: 900,
    adr: 100,
    revpar: 32.14,
    bookings: 1,
    points_earned: 200,
    points_spent: 1000,
    review_count: 1,
    review_score: 9,
  },
  {
    start: '20210308',
    end: '20210314',
    ...zero,
    available: 28,
    bookings: 2,
    points_earned: 300,
    review_count: 1,
    review_score: 6,
  },
  {
    start: '20210315',
    end: '20210321',
    ...zero,
    available: 28,
    cancellations: 1,
    points_spent: 100,
  },
  { start: '20210322', end: '20210328', ...zero, available: 28 },
  {
    start: '20210329',
    end: '20210331',
    ...zero,
    available: 12,
    sold: 2,
    occupancy: 0.1667,
    room_revenue: 222.22,
    adr: 111.11,
    revpar: 18.52,
  },
];

const aMarch: StaffReportFigures = {
  available: 124,
  sold: 11,
  occupancy: 0.0887,
  room_revenue: 1122.22,
  adr: 102.02,
  revpar: 9.05,
  bookings: 3,
  cancellations: 1,
  points_earned: 500,
  points_spent: 1100,
  review_count: 2,
  review_score: 7.5,
};

/** The group's days of March with something beside the rooms (money in CNY). */
const groupDays: Record<string, Partial<StaffReportFigures>> = {
  '20210301': { sold: 1, room_revenue: 780, points_earned: 50 },
  '20210302': { bookings: 1, points_earned: 150, points_spent: 1000 },
  '20210303': { sold: 1, room_revenue: 780, review_count: 1, review_score: 9 },
  '20210304': { sold: 1, room_revenue: 780 },
  '20210305': { sold: 2, room_revenue: 1560, bookings: 1 },
  '20210306': { sold: 2, room_revenue: 1560 },
  '20210307': { sold: 2, room_revenue: 1560 },
  '20210308': { points_earned: 300 },
  '20210310': { sold: 1, room_revenue: 900, bookings: 1, review_count: 1, review_score: 6 },
  '20210311': { sold: 1, room_revenue: 900 },
  '20210312': { bookings: 1 },
  '20210315': { sold: 2, room_revenue: 1202.06, bookings: 1 },
  '20210316': { cancellations: 1 },
  '20210318': { bookings: 1 },
  '20210320': { sold: 1, room_revenue: 500, points_spent: 100 },
  '20210330': { sold: 1, room_revenue: 877.77 },
  '20210331': { sold: 1, room_revenue: 877.77 },
};

/** The group's revenue of a day in fen where it is not whole: what ADR and RevPAR divide. */
const groupFen: Record<string, number> = {
  '20210315': 120_206.01,
  '20210330': 87_776.9,
  '20210331': 87_776.9,
};

/**
 * The derived figures of a period of `rooms` rooms over `days` days (the group's rooms are
 * those of the whole database); `fen`: the exact revenue, when not whole.
 */
function derived(
  figures: Partial<StaffReportFigures>,
  rooms: number,
  days: number,
  fen?: number,
): StaffReportFigures {
  const all = { ...zero, ...figures, available: rooms * days };
  const cents = fen ?? Math.round(all.room_revenue * 100);
  return {
    ...all,
    occupancy: all.available ? Math.round((all.sold / all.available) * 10_000) / 10_000 : 0,
    adr: all.sold ? Math.round(cents / all.sold) / 100 : 0,
    revpar: all.available ? Math.round(cents / all.available) / 100 : 0,
  };
}

let roomSeq = 0;

async function addRooms(db: Database, hotel: OrderHotel, count: number, status = 1) {
  await db.insert(rooms).values(
    Array.from({ length: count }, () => ({
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeId,
      roomNo: `R${++roomSeq}`,
      status,
    })),
  );
}

interface HandOrder {
  status: 1 | 2 | 6 | 8 | 9;
  source: 1 | 2 | 3;
  start: string;
  days: number;
  nums: number;
  amount: number;
  created: string;
  paid?: boolean;
  rate?: string | null;
  cancelled?: string;
  partner?: string;
  credits?: number;
  /** A travel platform's reservation, imported. */
  imported?: boolean;
  /** When the stay completed, crediting `earned` points. */
  completed?: string;
  earned?: number;
}

describeEachBackend('the reports', (gateway) => {
  let admin: StaffSession;
  let managerA: StaffSession;
  let managerB: StaffSession;
  let deskA: StaffSession;
  let a: OrderHotel;
  let b: OrderHotel;
  let member: Member;
  /** Physical rooms in service in the whole database, for the group's rooms available. */
  let groupRooms: number;

  /** An order straight in the database; answers its id. */
  async function order(hotel: OrderHotel, currencyId: number, o: HandOrder): Promise<string> {
    const id = newOrderId();
    const created = new Date(o.created);
    const credits = o.credits ?? 0;
    await gateway()
      .db.insert(orders)
      .values({
        id,
        userId: member.userId,
        status: o.status,
        sellerId: 1,
        source: o.source,
        hotelId: hotel.hotelId,
        hotelRoomTypeId: hotel.roomTypeId,
        startDay: o.start,
        days: o.days,
        nums: o.nums,
        currencyId,
        amount: o.amount,
        creditsAmount: 0,
        payAmount: o.amount,
        payCredits: credits,
        mobile: '1',
        telPrefix: '+86',
        email: member.email,
        snapshot: {
          hotel: { name_cn: '', name_en: '', address_cn: '', address_en: '' },
          room_type: { name_cn: '', name_en: '', adult_nums: 2, image_key: '' },
          start_day: Number(o.start.replaceAll('-', '')),
          end_day: Number(o.start.replaceAll('-', '')),
          time_zone: 'UTC',
          check_in_policy: { check_in_time: '15:00', check_out_time: '11:00' },
          rate_plan: null,
        },
        guests: [],
        cancelExpireAt: created,
        holdExpiresAt: created,
        paidAt: o.paid || [2, 6, 8].includes(o.status) ? created : null,
        paidRateCny: o.rate === undefined ? (currencyId === 2 ? '7.8' : null) : o.rate,
        cancelledAt: o.cancelled ? new Date(o.cancelled) : null,
        partnerCode: o.partner ?? null,
        completedAt: o.completed ? new Date(o.completed) : null,
        creditsGain: o.earned ?? 0,
        otaId: o.imported ? 2 : 1,
        otaOrderId: o.imported ? `OTA-${id}` : null,
        createdAt: created,
      });
    if (credits > 0) await note(2, -credits, id, o.created);
    if (o.completed && o.earned) await note(1, o.earned, id, o.completed);
    return id;
  }

  const note = (operate: number, credits: number, orderId: string, at: string) =>
    gateway()
      .db.insert(userCreditsNotes)
      .values({ userId: member.userId, operate, credits, orderId, createdAt: new Date(at) });

  const review = (hotel: OrderHotel, score: number, at: string, hidden = false) =>
    gateway()
      .db.insert(hotelReviews)
      .values({
        hotelId: hotel.hotelId,
        score,
        content: 'Stayed.',
        nickname: 'A. L.',
        createdAt: new Date(at),
        hiddenAt: hidden ? new Date(at) : null,
        hiddenReason: hidden ? 'Abuse' : '',
      });

  beforeAll(async () => {
    const { app, db } = gateway();
    a = await insertOrderHotel(db, {
      currencyId: 2,
      timeZone: 'Asia/Shanghai',
      nights: [[10_000, 1]],
    });
    b = await insertOrderHotel(db, {
      currencyId: 4,
      timeZone: 'Europe/Athens',
      nights: [[10_000, 1]],
    });
    await addRooms(db, a, 4);
    await addRooms(db, a, 1, 0);
    await addRooms(db, b, 2);
    admin = await staffSession(app, db, 'admin');
    managerA = await staffSession(app, db, 'manager', [a.hotelId]);
    managerB = await staffSession(app, db, 'manager', [b.hotelId]);
    deskA = await staffSession(app, db, 'desk', [a.hotelId]);
    member = await createMember(db, 'reports');
    // The current rates B3 is converted at: 0.0065 / 0.13 = 0.05 CNY a yen.
    await db.execute(sql`update exchange_rates set usd_per_unit = 0.13 where currency_id = 1`);
    await db.execute(sql`update exchange_rates set usd_per_unit = 0.0065 where currency_id = 4`);

    const eur = (o: HandOrder) => order(a, 2, o);
    await eur({
      ...{ status: 8, source: 3, start: '2021-02-27', days: 3, nums: 1, amount: 30_000 },
      created: '2021-02-20T04:00:00Z',
      completed: '2021-03-02T02:00:00Z',
      earned: 150,
    });
    await eur({
      ...{ status: 2, source: 1, start: '2021-03-03', days: 2, nums: 1, amount: 20_000 },
      created: '2021-02-25T04:00:00Z',
    });
    await eur({
      ...{ status: 6, source: 2, start: '2021-03-05', days: 3, nums: 2, amount: 60_000 },
      created: '2021-03-01T17:00:00Z',
      credits: 1000,
      completed: '2021-03-08T10:00:00Z',
      earned: 300,
    });
    await eur({
      ...{ status: 2, source: 1, start: '2021-03-30', days: 3, nums: 1, amount: 33_333 },
      created: '2021-03-10T12:00:00Z',
      partner: 'acme',
      rate: '7.9',
    });
    await eur({
      ...{ status: 6, source: 1, start: '2021-02-20', days: 2, nums: 1, amount: 40_000 },
      created: '2021-02-10T04:00:00Z',
      completed: '2021-02-28T20:00:00Z',
      earned: 50,
    });
    const o5 = await eur({
      ...{ status: 9, source: 1, start: '2021-03-20', days: 2, nums: 1, amount: 10_000 },
      created: '2021-03-12T12:00:00Z',
      paid: true,
      cancelled: '2021-03-15T20:00:00Z',
      credits: 500,
    });
    await note(3, 500, o5, '2021-03-15T20:00:00Z');
    const o6 = await eur({
      ...{ status: 9, source: 3, start: '2021-03-25', days: 1, nums: 1, amount: 5_000 },
      created: '2021-03-12T13:00:00Z',
      cancelled: '2021-03-12T14:00:00Z',
      credits: 200,
      rate: null,
    });
    await note(3, 200, o6, '2021-03-12T14:00:00Z');
    await eur({
      ...{ status: 1, source: 2, start: '2021-03-22', days: 1, nums: 1, amount: 8_000 },
      created: '2021-03-20T10:00:00Z',
      credits: 100,
      rate: null,
    });
    await review(a, 9, '2021-03-03T01:00:00Z');
    await review(a, 6, '2021-03-10T02:00:00Z');
    await review(a, 2, '2021-03-10T03:00:00Z', true);
    await review(a, 8, '2021-03-31T17:00:00Z');

    const jpy = (o: HandOrder) => order(b, 4, o);
    await jpy({
      ...{ status: 2, source: 1, start: '2021-03-10', days: 2, nums: 1, amount: 30_000 },
      created: '2021-03-05T10:00:00Z',
      rate: '0.06',
    });
    await jpy({
      ...{ status: 2, source: 1, start: '2021-03-15', days: 1, nums: 2, amount: 20_001 },
      created: '2021-03-14T23:30:00Z',
      partner: 'acme',
      rate: '0.0601',
    });
    await jpy({
      ...{ status: 2, source: 1, start: '2021-03-20', days: 1, nums: 1, amount: 10_000 },
      created: '2021-03-18T10:00:00Z',
      rate: null,
      imported: true,
    });

    const [row] = (
      (await db.execute(sql`select count(*)::int as n from rooms where status = 1`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    groupRooms = Number(row?.n);
  });

  const report = (session: StaffSession, query: string) =>
    staffCall<StaffReport>(gateway().app, session, 'GET', `/reports/?${query}`);

  it("answers a hotel's month day by day in its currency, every day present", async () => {
    const answer = await report(managerA, `hotel_id=${a.hotelId}&from=20210301&to=20210331`);
    expect(answer.body.rec).toBe(Rec.ok);
    const data = answer.body.data;
    expect(data).toMatchObject({
      hotel_id: a.hotelId,
      currency: 'EUR',
      from: '20210301',
      to: '20210331',
      by: 'day',
    });
    expect(data.rows).toEqual(
      MARCH.map((day) => ({ start: day, end: day, ...zero, available: 4, ...aDays[day] })),
    );
    expect(data.totals).toEqual(aMarch);
    expect(data.channels).toEqual([
      {
        channel: 'web',
        partner_code: '',
        bookings: 1,
        cancellations: 1,
        sold: 2,
        room_revenue: 200,
      },
      {
        channel: 'mobile',
        partner_code: '',
        bookings: 1,
        cancellations: 0,
        sold: 6,
        room_revenue: 600,
      },
      {
        channel: 'wechat',
        partner_code: '',
        bookings: 0,
        cancellations: 0,
        sold: 1,
        room_revenue: 100,
      },
      {
        channel: 'partner',
        partner_code: 'acme',
        bookings: 1,
        cancellations: 0,
        sold: 2,
        room_revenue: 222.22,
      },
    ]);
  });

  it('cuts the month into ISO weeks, the last one clipped to the range', async () => {
    const answer = await report(
      admin,
      `hotel_id=${a.hotelId}&from=2021-03-01&to=2021-03-31&by=week`,
    );
    expect(answer.body.rec).toBe(Rec.ok);
    expect(answer.body.data.rows).toEqual(aWeeks);
    expect(answer.body.data.totals).toEqual(aMarch);
    expect(answer.body.data.by).toBe('week');
  });

  it('cuts a range into calendar months, the first and last clipped, counting the nights of each', async () => {
    const answer = await report(
      managerA,
      `hotel_id=${a.hotelId}&from=20210226&to=20210402&by=month`,
    );
    expect(answer.body.rec).toBe(Rec.ok);
    expect(answer.body.data.rows).toEqual([
      {
        start: '20210226',
        end: '20210228',
        ...zero,
        available: 12,
        sold: 2,
        occupancy: 0.1667,
        room_revenue: 200,
        adr: 100,
        revpar: 16.67,
      },
      { start: '20210301', end: '20210331', ...aMarch },
      {
        start: '20210401',
        end: '20210402',
        ...zero,
        available: 8,
        sold: 1,
        occupancy: 0.125,
        room_revenue: 111.11,
        adr: 111.11,
        revpar: 13.89,
        review_count: 1,
        review_score: 8,
      },
    ]);
    expect(answer.body.data.totals).toEqual({
      available: 144,
      sold: 14,
      occupancy: 0.0972,
      room_revenue: 1433.33,
      adr: 102.38,
      revpar: 9.95,
      bookings: 3,
      cancellations: 1,
      points_earned: 500,
      points_spent: 1100,
      review_count: 3,
      review_score: 7.7,
    });
  });

  it("answers the group's month in CNY at each order's stored rate, day by day, by week and by month", async () => {
    const byDay = await report(admin, 'from=20210301&to=20210331');
    expect(byDay.body.rec).toBe(Rec.ok);
    expect(byDay.body.data).toMatchObject({ hotel_id: 0, currency: 'CNY', by: 'day' });
    expect(byDay.body.data.rows).toEqual(
      MARCH.map((day) => ({
        start: day,
        end: day,
        ...derived(groupDays[day] ?? {}, groupRooms, 1, groupFen[day]),
      })),
    );
    const march = {
      ...derived(
        {
          sold: 16,
          room_revenue: 12_277.6,
          bookings: 6,
          cancellations: 1,
          points_earned: 500,
          points_spent: 1100,
          review_count: 2,
          review_score: 7.5,
        },
        groupRooms,
        31,
        1_227_759.81,
      ),
    };
    expect(byDay.body.data.totals).toEqual(march);
    expect(byDay.body.data.channels).toEqual([
      {
        channel: 'web',
        partner_code: '',
        bookings: 3,
        cancellations: 1,
        sold: 5,
        room_revenue: 3860,
      },
      {
        channel: 'mobile',
        partner_code: '',
        bookings: 1,
        cancellations: 0,
        sold: 6,
        room_revenue: 4680,
      },
      {
        channel: 'wechat',
        partner_code: '',
        bookings: 0,
        cancellations: 0,
        sold: 1,
        room_revenue: 780,
      },
      {
        channel: 'partner',
        partner_code: 'acme',
        bookings: 2,
        cancellations: 0,
        sold: 4,
        room_revenue: 2957.6,
      },
    ]);

    const byWeek = await report(admin, 'hotel_id=0&from=20210301&to=20210331&by=week');
    expect(byWeek.body.data.rows).toEqual([
      {
        start: '20210301',
        end: '20210307',
        ...derived(
          {
            sold: 9,
            room_revenue: 7020,
            bookings: 2,
            points_earned: 200,
            points_spent: 1000,
            review_count: 1,
            review_score: 9,
          },
          groupRooms,
          7,
        ),
      },
      {
        start: '20210308',
        end: '20210314',
        ...derived(
          {
            sold: 2,
            room_revenue: 1800,
            bookings: 2,
            points_earned: 300,
            review_count: 1,
            review_score: 6,
          },
          groupRooms,
          7,
        ),
      },
      {
        start: '20210315',
        end: '20210321',
        ...derived(
          { sold: 3, room_revenue: 1702.06, bookings: 2, cancellations: 1, points_spent: 100 },
          groupRooms,
          7,
          170_206.01,
        ),
      },
      { start: '20210322', end: '20210328', ...derived({}, groupRooms, 7) },
      {
        start: '20210329',
        end: '20210331',
        ...derived({ sold: 2, room_revenue: 1755.54 }, groupRooms, 3, 175_553.8),
      },
    ]);
    expect(byWeek.body.data.totals).toEqual(march);

    const byMonth = await report(admin, 'from=20210301&to=20210331&by=month');
    expect(byMonth.body.data.rows).toEqual([{ start: '20210301', end: '20210331', ...march }]);
    expect(byMonth.body.data.totals).toEqual(march);
  });

  it('answers rec 5 for a hotel the manager does not work for, as for one that does not exist', async () => {
    const theirs = await report(managerB, `hotel_id=${a.hotelId}&from=20210301&to=20210331`);
    expect(theirs.body.rec).toBe(Rec.notFound);
    const missing = await report(admin, 'hotel_id=2000000000&from=20210301&to=20210331');
    expect(missing.body.rec).toBe(Rec.notFound);
    const own = await report(managerB, `hotel_id=${b.hotelId}&from=20210301&to=20210331`);
    expect(own.body.data).toMatchObject({ currency: 'JPY', totals: { sold: 5 } });
  });

  it('keeps the group to admins and reports to admins and managers (rec 4)', async () => {
    for (const query of ['from=20210301&to=20210331', 'hotel_id=0&from=20210301&to=20210331']) {
      expect((await report(managerA, query)).body.rec).toBe(Rec.forbidden);
    }
    const desk = await report(deskA, `hotel_id=${a.hotelId}&from=20210301&to=20210331`);
    expect(desk.body.rec).toBe(Rec.forbidden);
  });

  it('refuses a range backwards, longer than 732 days, or not of days, naming the field (rec 2)', async () => {
    const refused: [string, string][] = [
      ['from=20210302&to=20210301', 'to'],
      ['from=20210101&to=20230103', 'to'],
      ['from=20210230&to=20210301', 'from'],
      ['from=20210301', 'to'],
      ['from=20210301&to=20210331&by=year', 'by'],
      ['hotel_id=-1&from=20210301&to=20210331', 'hotel_id'],
    ];
    for (const [query, field] of refused) {
      const answer = await report(admin, query);
      expect(answer.body.rec, query).toBe(Rec.validation);
      expect(
        Object.keys((answer.body.data as unknown as { errors: object }).errors),
        query,
      ).toContain(field);
    }
    // 732 days, both ends included, is the longest range.
    const longest = await report(admin, `hotel_id=${a.hotelId}&from=20210101&to=20230102&by=month`);
    expect(longest.body.rec).toBe(Rec.ok);
    expect(longest.body.data.rows).toHaveLength(25);
    expect(longest.body.data.totals.available).toBe(4 * 732);
  });
});
