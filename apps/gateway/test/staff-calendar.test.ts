import { Rec } from '@bookdirect/gateway-sdk/contract';
import {
  STAFF_API_PREFIX,
  type StaffCalendar,
  type StaffCalendarOverRooms,
} from '@bookdirect/gateway-sdk/staff';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rooms } from '../src/catalog/schema';
import type { Database } from '../src/db';
import { orders } from '../src/orders/schema';
import { staffAudit } from '../src/staff/schema';
import {
  type Answer,
  call,
  describeEachBackend,
  describeOnPostgresServer,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
  viaGateway,
} from './support/gateway';
import {
  api,
  book,
  cancelOrderCall,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  restNums,
} from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/** `YYYYMMDD` and `YYYY-MM-DD` of night `n` of a test hotel's calendar. */
const night = (n: number) => dayAt(FIRST_NIGHT + n);

/** ISO weekday (1 Monday) of night `n`. */
const weekdayOf = (n: number) => new Date(`${night(n).iso}T00:00:00Z`).getUTCDay() || 7;

let roomSeq = 0;

/** `count` physical rooms of the hotel's room type. */
async function addRooms(db: Database, hotel: OrderHotel, count: number): Promise<void> {
  await db.insert(rooms).values(
    Array.from({ length: count }, () => ({
      hotelId: hotel.hotelId,
      roomTypeId: hotel.roomTypeId,
      roomNo: String(100 + ++roomSeq),
    })),
  );
}

const calendarPath = (roomTypeId: number, from: number | string, to: number | string) =>
  `/calendar/?room_type_id=${roomTypeId}&from=${from}&to=${to}`;

/** Audit entries about the room type, oldest first. */
const auditOf = (db: Database, roomTypeId: number) =>
  db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.target, `room_type:${roomTypeId}`))
    .orderBy(asc(staffAudit.id));

describeEachBackend(
  'the staff calendar',
  (gateway) => {
    let admin: StaffSession;
    let manager: StaffSession;
    let desk: StaffSession;
    /**
     * EUR, 20 nights of 120.50 with 3 rooms left, 4 physical rooms. Each test has nights of
     * its own: sold 0-3, one field 5, refused writes 6, audit 6-7 and 22, the traveller's
     * pages 8, weekdays 10-16, /gateway 17, reads 18-21, new days 19-21, dry runs 0-1, 4, 23.
     */
    let hotel: OrderHotel;
    /** JPY, another hotel the manager does not work for. */
    let other: OrderHotel;
    let member: Member;
    let guest: number;

    beforeAll(async () => {
      const { app, db } = gateway();
      hotel = await insertOrderHotel(db, { nights: Array.from({ length: 20 }, () => [12_050, 3]) });
      await addRooms(db, hotel, 4);
      other = await insertOrderHotel(db, {
        currencyId: 4,
        nights: Array.from({ length: 3 }, () => [15_000, 2]),
      });
      await addRooms(db, other, 2);
      admin = await staffSession(app, db, 'admin');
      manager = await staffSession(app, db, 'manager', [hotel.hotelId]);
      desk = await staffSession(app, db, 'desk', [hotel.hotelId]);
      member = await createMember(db, 'cal');
      guest = await createGuest(db, member.userId);
    });

    const read = (session: StaffSession, path: string) =>
      staffCall<StaffCalendar>(gateway().app, session, 'GET', path);
    const write = (session: StaffSession, body: Record<string, unknown>) =>
      staffCall<{ changed: number }>(gateway().app, session, 'PUT', '/calendar/', body);

    it('answers every day of the range in order, a day without a price as null with no rooms', async () => {
      const answer = await read(
        manager,
        calendarPath(hotel.roomTypeId, night(18).day, night(21).day),
      );
      expect(answer.body.rec).toBe(Rec.ok);
      expect(answer.body.data).toEqual({
        room_type_id: hotel.roomTypeId,
        hotel_id: hotel.hotelId,
        rooms: 4,
        currency: 2,
        days: [
          { day: night(18).day, price: 120.5, rest_nums: 3, sold: 0 },
          { day: night(19).day, price: 120.5, rest_nums: 3, sold: 0 },
          { day: night(20).day, price: null, rest_nums: 0, sold: 0 },
          { day: night(21).day, price: null, rest_nums: 0, sold: 0 },
        ],
      });
    });

    it('takes days as numbers, digit strings and ISO dates alike', async () => {
      const paths = [
        calendarPath(hotel.roomTypeId, night(18).day, night(19).day),
        calendarPath(hotel.roomTypeId, night(18).iso, night(19).iso),
      ];
      const answers = await Promise.all(paths.map((path) => read(admin, path)));
      for (const answer of answers) {
        expect(answer.body.rec).toBe(Rec.ok);
        expect(answer.body.data.days.map((d) => d.day)).toEqual([night(18).day, night(19).day]);
      }
      const written = await write(admin, {
        room_type_id: String(hotel.roomTypeId),
        from: String(night(18).day),
        to: night(18).iso,
        rest_nums: '3',
      });
      expect(written.body).toMatchObject({ rec: Rec.ok, data: { changed: 1 } });
    });

    it('counts as sold the rooms of paid and of unpaid orders within their hold, not cancelled or expired ones', async () => {
      const { app, db } = gateway();
      const booked = async (offset: number, nums: number) => {
        const answer = await book(app, member, hotel, { guests: [guest], offset, nums });
        expect(answer.body.rec).toBe(Rec.ok);
        return answer.body.data.order_id;
      };
      // Night 0: two rooms held. Night 1: one paid room. Night 2: a hold that ran out.
      // Night 3: a cancelled order.
      await booked(0, 2);
      const paid = await booked(1, 1);
      await db.update(orders).set({ status: 2, paidAt: new Date() }).where(eq(orders.id, paid));
      const expired = await booked(2, 1);
      await db
        .update(orders)
        .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, expired));
      const cancelled = await booked(3, 1);
      expect((await cancelOrderCall(app, member, cancelled)).body.rec).toBe(Rec.ok);

      const answer = await read(admin, calendarPath(hotel.roomTypeId, night(0).day, night(3).day));
      expect(answer.body.data.days).toEqual([
        { day: night(0).day, price: 120.5, rest_nums: 1, sold: 2 },
        { day: night(1).day, price: 120.5, rest_nums: 2, sold: 1 },
        { day: night(2).day, price: 120.5, rest_nums: 2, sold: 0 },
        { day: night(3).day, price: 120.5, rest_nums: 3, sold: 0 },
      ]);
    });

    it('writes the days of the range on the weekdays asked, and answers how many', async () => {
      const { db } = gateway();
      const week = [10, 11, 12, 13, 14, 15, 16];
      const weekend = week.filter((n) => weekdayOf(n) >= 6);
      for (const weekdays of [[6, 7], '6,7']) {
        const answer = await write(manager, {
          room_type_id: hotel.roomTypeId,
          from: night(10).day,
          to: night(16).day,
          weekdays,
          price: 99.9,
        });
        expect(answer.body).toMatchObject({ rec: Rec.ok, data: { changed: 2 } });
      }
      const answer = await read(
        manager,
        calendarPath(hotel.roomTypeId, night(10).day, night(16).day),
      );
      expect(answer.body.data.days.map((d) => d.price)).toEqual(
        week.map((n) => (weekend.includes(n) ? 99.9 : 120.5)),
      );
      const stored = (await db.execute(
        sql`select price from room_type_days where room_type_id = ${hotel.roomTypeId}
            and day >= ${night(10).iso}::date and day <= ${night(16).iso}::date order by day`,
      )) as unknown as { rows: { price: number }[] };
      expect(stored.rows.map((r) => Number(r.price))).toEqual(
        week.map((n) => (weekend.includes(n) ? 9990 : 12_050)),
      );
    });

    it('sets the price alone or the rooms left alone, leaving the other as it was', async () => {
      const range = { room_type_id: hotel.roomTypeId, from: night(5).day, to: night(5).day };
      expect((await write(admin, { ...range, price: 140 })).body.rec).toBe(Rec.ok);
      expect((await write(admin, { ...range, rest_nums: 1 })).body.rec).toBe(Rec.ok);
      const answer = await read(admin, calendarPath(hotel.roomTypeId, night(5).day, night(5).day));
      expect(answer.body.data.days).toEqual([
        { day: night(5).day, price: 140, rest_nums: 1, sold: 0 },
      ]);
    });

    it('needs both a price and the rooms left for a day with no price yet, and writes nothing without them', async () => {
      const { db } = gateway();
      const range = { room_type_id: hotel.roomTypeId, from: night(19).day, to: night(21).day };
      const entries = (await auditOf(db, hotel.roomTypeId)).length;
      const priceOnly = await write(manager, { ...range, price: 130 });
      expect(priceOnly.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { rest_nums: 'validation:calendar_price_and_rooms' } },
      });
      const roomsOnly = await write(manager, { ...range, rest_nums: 2 });
      expect(roomsOnly.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { price: 'validation:calendar_price_and_rooms' } },
      });
      const unchanged = await read(
        manager,
        calendarPath(hotel.roomTypeId, night(19).day, night(21).day),
      );
      expect(unchanged.body.data.days.map((d) => [d.price, d.rest_nums])).toEqual([
        [120.5, 3],
        [null, 0],
        [null, 0],
      ]);
      expect(await auditOf(db, hotel.roomTypeId)).toHaveLength(entries);

      const both = await write(manager, { ...range, price: 130, rest_nums: 2 });
      expect(both.body).toMatchObject({ rec: Rec.ok, data: { changed: 3 } });
      const written = await read(
        manager,
        calendarPath(hotel.roomTypeId, night(19).day, night(21).day),
      );
      expect(written.body.data.days.map((d) => [d.price, d.rest_nums])).toEqual([
        [130, 2],
        [130, 2],
        [130, 2],
      ]);
    });

    it('refuses rooms left that with the rooms sold exceed the physical rooms, naming the first such day, and writes nothing', async () => {
      const { db } = gateway();
      // Night 0 has 2 rooms sold of 4, night 1 one: 3 rooms left fit night 1 but not night 0.
      const entries = (await auditOf(db, hotel.roomTypeId)).length;
      const before = await restNums(db, hotel.roomTypeId);
      const answer = await write(manager, {
        room_type_id: hotel.roomTypeId,
        from: night(0).day,
        to: night(3).day,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        price: 111,
        rest_nums: 3,
      });
      const over: StaffCalendarOverRooms = { day: night(0).day, rooms: 4, sold: 2, rest_nums: 3 };
      expect(answer.body).toMatchObject({
        rec: Rec.conflict,
        key: 'errors:calendar_over_rooms',
        data: over,
      });
      expect(answer.body.msg).toContain(night(0).iso);
      expect(await restNums(db, hotel.roomTypeId)).toEqual(before);
      const prices = await read(
        manager,
        calendarPath(hotel.roomTypeId, night(0).day, night(3).day),
      );
      expect(prices.body.data.days.map((d) => d.price)).toEqual([120.5, 120.5, 120.5, 120.5]);
      expect(await auditOf(db, hotel.roomTypeId)).toHaveLength(entries);

      // The rooms of an unpaid order whose hold ran out stay out of stock until the sweep:
      // night 2 (1 such room) takes 3 more rooms, not 4.
      const past = await write(manager, {
        room_type_id: hotel.roomTypeId,
        from: night(2).day,
        to: night(2).day,
        rest_nums: 4,
      });
      expect(past.body).toMatchObject({
        rec: Rec.conflict,
        data: { day: night(2).day, rooms: 4, sold: 1, rest_nums: 4 },
      });
      const fits = await write(manager, {
        room_type_id: hotel.roomTypeId,
        from: night(1).day,
        to: night(3).day,
        rest_nums: 2,
      });
      expect(fits.body).toMatchObject({ rec: Rec.ok, data: { changed: 3 } });
    });

    it('previews a write with dry_run: each day before and after with its rooms sold, writing nothing and keeping no entry', async () => {
      const { db } = gateway();
      const entries = (await auditOf(db, hotel.roomTypeId)).length;
      const before = await restNums(db, hotel.roomTypeId);
      // Nights 0 and 1 hold 2 and 1 rooms (the orders above); night 23 has no row yet.
      const preview = await write(manager, {
        room_type_id: hotel.roomTypeId,
        from: night(0).day,
        to: night(1).day,
        price: 111,
        dry_run: 1,
      });
      expect(preview.body).toMatchObject({ rec: Rec.ok });
      expect(preview.body.data).toEqual({
        changed: 2,
        days: [
          {
            day: night(0).day,
            price_before: 120.5,
            price_after: 111,
            rest_before: 1,
            rest_after: 1,
            sold: 2,
          },
          {
            day: night(1).day,
            price_before: 120.5,
            price_after: 111,
            rest_before: 2,
            rest_after: 2,
            sold: 1,
          },
        ],
      });
      const created = await write(manager, {
        ...pick(night(23).day),
        price: 99.5,
        rest_nums: 2,
        dry_run: 1,
      });
      expect(created.body.data).toEqual({
        changed: 1,
        days: [
          {
            day: night(23).day,
            price_before: null,
            price_after: 99.5,
            rest_before: 0,
            rest_after: 2,
            sold: 0,
          },
        ],
      });

      // The refusals of the write itself, from the same checks.
      const over = await write(manager, {
        room_type_id: hotel.roomTypeId,
        from: night(0).day,
        to: night(1).day,
        rest_nums: 3,
        dry_run: 1,
      });
      expect(over.body).toMatchObject({
        rec: Rec.conflict,
        key: 'errors:calendar_over_rooms',
        data: { day: night(0).day, rooms: 4, sold: 2, rest_nums: 3 },
      });
      const priceOnly = await write(manager, { ...pick(night(23).day), price: 99.5, dry_run: 1 });
      expect(priceOnly.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { rest_nums: 'validation:calendar_price_and_rooms' } },
      });
      const precise = await write(admin, { ...pick(night(0).day), price: 1.234, dry_run: 1 });
      expect(precise.body.rec).toBe(Rec.validation);
      const theirs = await write(manager, {
        room_type_id: other.roomTypeId,
        from: night(0).day,
        to: night(0).day,
        price: 100,
        dry_run: 1,
      });
      expect(theirs.body).toMatchObject({ rec: Rec.notFound });

      expect(await restNums(db, hotel.roomTypeId)).toEqual(before);
      const unchanged = await read(
        manager,
        calendarPath(hotel.roomTypeId, night(0).day, night(1).day),
      );
      expect(unchanged.body.data.days.map((d) => d.price)).toEqual([120.5, 120.5]);
      const none = await read(
        manager,
        calendarPath(hotel.roomTypeId, night(23).day, night(23).day),
      );
      expect(none.body.data.days).toEqual([
        { day: night(23).day, price: null, rest_nums: 0, sold: 0 },
      ]);
      expect(await auditOf(db, hotel.roomTypeId)).toHaveLength(entries);

      // A real write answers no days.
      const real = await write(manager, { ...pick(night(4).day), price: 120.5, dry_run: 0 });
      expect(real.body.data).toEqual({ changed: 1 });
    });

    it('refuses prices the currency cannot hold, bad ranges, weekdays and counts with rec 2, writing nothing', async () => {
      const { db } = gateway();
      const entries = (await auditOf(db, hotel.roomTypeId)).length;
      const range = { room_type_id: hotel.roomTypeId, from: night(6).day, to: night(6).day };
      const refused: [Record<string, unknown>, string][] = [
        [{ ...range, price: 0 }, 'price'],
        [{ ...range, price: -5 }, 'price'],
        [{ ...range, price: 12.345 }, 'price'],
        [{ ...range, rest_nums: -1 }, 'rest_nums'],
        [{ ...range, rest_nums: 1.5 }, 'rest_nums'],
        [{ ...range }, 'price'],
        [{ ...range, weekdays: [0], price: 100 }, 'weekdays[0]'],
        [{ ...range, weekdays: '1,8', price: 100 }, 'weekdays[1]'],
        [{ ...range, weekdays: [], price: 100 }, 'weekdays'],
        [{ ...range, from: 20260230, price: 100 }, 'from'],
        [{ ...range, from: night(7).day, price: 100 }, 'to'],
        [{ ...range, to: dayAt(FIRST_NIGHT + 6 + 366).day, price: 100 }, 'to'],
      ];
      for (const [body, field] of refused) {
        const answer = await write(admin, body);
        expect(answer.body.rec, JSON.stringify(body)).toBe(Rec.validation);
        expect(Object.keys((answer.body.data as unknown as { errors: object }).errors)).toContain(
          field,
        );
      }
      // 366 days, both ends included, is the longest range.
      const longest = await read(
        admin,
        calendarPath(hotel.roomTypeId, night(0).day, dayAt(FIRST_NIGHT + 365).day),
      );
      expect(longest.body.data.days).toHaveLength(366);
      const tooLong = await read(
        admin,
        calendarPath(hotel.roomTypeId, night(0).day, dayAt(FIRST_NIGHT + 366).day),
      );
      expect(tooLong.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { to: 'validation:calendar_range' } },
      });

      // JPY has no minor unit: 15000.5 is refused, 16000 taken.
      const yen = { room_type_id: other.roomTypeId, from: night(0).day, to: night(0).day };
      expect((await write(admin, { ...yen, price: 15_000.5 })).body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { price: 'validation:invalid' } },
      });
      expect((await write(admin, { ...yen, price: 16_000 })).body.rec).toBe(Rec.ok);
      const answer = await read(admin, calendarPath(other.roomTypeId, night(0).day, night(0).day));
      expect(answer.body.data).toMatchObject({
        currency: 4,
        days: [{ day: night(0).day, price: 16_000, rest_nums: 2, sold: 0 }],
      });
      expect(await auditOf(db, hotel.roomTypeId)).toHaveLength(entries);
    });

    it('answers malformed input with rec 2, never an error of its own', async () => {
      const range = { room_type_id: hotel.roomTypeId, from: night(6).day, to: night(6).day };
      const bodies: Record<string, unknown>[] = [
        { ...range, weekdays: { 1: true }, price: 100 },
        { ...range, weekdays: ['x'], price: 100 },
        { ...range, weekdays: 'mon', price: 100 },
        { ...range, from: [night(6).day, night(7).day], price: 100 },
        { ...range, from: '2026-13-45', price: 100 },
        { ...range, from: 1e20, price: 100 },
        { ...range, price: 'cheap' },
        { ...range, price: 1e300 },
        { ...range, price: 0.001 },
        { ...range, rest_nums: 1e12 },
        { ...range, room_type_id: 0, price: 100 },
        { ...range, room_type_id: 99_999_999_999, price: 100 },
        { ...range, room_type_id: 'one', price: 100 },
        {},
      ];
      for (const body of bodies) {
        const answer = await write(admin, body);
        expect(answer.status, JSON.stringify(body)).toBe(200);
        expect(answer.body.rec, JSON.stringify(body)).toBe(Rec.validation);
      }
      for (const query of [
        '',
        `?room_type_id=${hotel.roomTypeId}&from=x&to=y`,
        `?room_type_id=${hotel.roomTypeId}&from=${night(6).day}`,
        `?room_type_id=-1&from=${night(6).day}&to=${night(6).day}`,
      ]) {
        const answer = await read(admin, `/calendar/${query}`);
        expect(answer.status, query).toBe(200);
        expect(answer.body.rec, query).toBe(Rec.validation);
      }
    });

    it("answers a manager asking about another hotel's room type as about a missing one, and refuses desks", async () => {
      const missing = 2_000_000_000;
      for (const roomTypeId of [other.roomTypeId, missing]) {
        const got = await read(manager, calendarPath(roomTypeId, night(0).day, night(1).day));
        expect(got.body).toMatchObject({ rec: Rec.notFound, key: 'errors:not_found' });
        const put = await write(manager, {
          room_type_id: roomTypeId,
          from: night(0).day,
          to: night(0).day,
          price: 100,
        });
        expect(put.body).toMatchObject({ rec: Rec.notFound, key: 'errors:not_found' });
      }
      const before = await read(admin, calendarPath(other.roomTypeId, night(1).day, night(1).day));
      expect(before.body.data.days[0]?.price).toBe(15_000);

      const deskRead = await read(desk, calendarPath(hotel.roomTypeId, night(0).day, night(1).day));
      expect(deskRead.body).toMatchObject({ rec: Rec.forbidden, key: 'errors:forbidden' });
      const deskWrite = await write(desk, {
        room_type_id: hotel.roomTypeId,
        from: night(0).day,
        to: night(0).day,
        price: 100,
      });
      expect(deskWrite.body).toMatchObject({ rec: Rec.forbidden, key: 'errors:forbidden' });
      const anonymous = await staffCall(
        gateway().app,
        undefined,
        'GET',
        calendarPath(hotel.roomTypeId, night(0).day, night(0).day),
      );
      expect(anonymous.body.rec).toBe(Rec.sessionExpired);
    });

    it('keeps one audit entry per write: who, the room type, the days that changed before and after', async () => {
      const { db } = gateway();
      // Night 7 costs 125 already: of nights 6 and 7, only night 6 changes.
      const seven = { room_type_id: hotel.roomTypeId, from: night(7).day, to: night(7).day };
      expect((await write(admin, { ...seven, price: 125 })).body.rec).toBe(Rec.ok);
      const entries = (await auditOf(db, hotel.roomTypeId)).length;
      const answer = await write(manager, {
        room_type_id: hotel.roomTypeId,
        from: night(6).day,
        to: night(7).day,
        price: 125,
        rest_nums: 3,
      });
      expect(answer.body).toMatchObject({ rec: Rec.ok, data: { changed: 2 } });
      const written = await auditOf(db, hotel.roomTypeId);
      expect(written).toHaveLength(entries + 1);
      const entry = written.at(-1);
      expect(entry).toMatchObject({
        staffId: manager.staff.staff_id,
        action: 'calendar.write',
        target: `room_type:${hotel.roomTypeId}`,
        before: [{ day: night(6).day, price: 120.5, rest_nums: 3 }],
        after: [{ day: night(6).day, price: 125, rest_nums: 3 }],
      });
      expect(entry?.clientAddress).toBeTruthy();

      const created = await write(admin, {
        room_type_id: hotel.roomTypeId,
        from: night(22).day,
        to: night(22).day,
        price: 150.25,
        rest_nums: 1,
      });
      expect(created.body.rec).toBe(Rec.ok);
      expect((await auditOf(db, hotel.roomTypeId)).at(-1)).toMatchObject({
        staffId: admin.staff.staff_id,
        before: [{ day: night(22).day, price: null, rest_nums: 0 }],
        after: [{ day: night(22).day, price: 150.25, rest_nums: 1 }],
      });
    });

    it("shows a new price on the traveller's hotel page and search at their next request", async () => {
      const { app } = gateway();
      const stay = `start_day=${night(8).day}&days=1`;
      const page = () =>
        api<{ hotel: { price_min: number | null } }>(
          app,
          'GET',
          `/hotel/main/${hotel.hotelId}/?${stay}`,
          undefined,
        );
      const search = async () => {
        const answer = await api<{ hotel_list: { hotel_id: number; price_min: number | null }[] }>(
          app,
          'GET',
          `/hotel/main/?city_id=1101&${stay}&nums=500`,
          undefined,
        );
        return answer.body.data.hotel_list.find((h) => h.hotel_id === hotel.hotelId)?.price_min;
      };
      expect((await page()).body.data.hotel.price_min).toBe(120.5);
      expect(await search()).toBe(120.5);
      expect(await search()).toBe(120.5);

      const answer = await write(manager, {
        room_type_id: hotel.roomTypeId,
        from: night(8).day,
        to: night(8).day,
        price: 77.7,
      });
      expect(answer.body.rec).toBe(Rec.ok);
      expect((await page()).body.data.hotel.price_min).toBe(77.7);
      expect(await search()).toBe(77.7);

      // Sold out and reopened: the search's hotel card follows.
      expect((await write(manager, { ...pick(night(8).day), rest_nums: 0 })).body.rec).toBe(Rec.ok);
      expect(await search()).toBeNull();
      expect((await write(manager, { ...pick(night(8).day), rest_nums: 1 })).body.rec).toBe(Rec.ok);
      expect(await search()).toBe(77.7);
    });

    const pick = (day: number) => ({ room_type_id: hotel.roomTypeId, from: day, to: day });

    it('answers through /gateway with X-Api-Path as directly', async () => {
      const { app } = gateway();
      const headers = { token: manager.token };
      const put = await viaGateway(app, 'PUT', `${STAFF_API_PREFIX}/calendar/`, {
        headers,
        body: { ...pick(night(17).day), price: 135.5 },
      });
      expect(put.body).toMatchObject({ rec: Rec.ok, data: { changed: 1 } });
      const got = (await viaGateway(
        app,
        'GET',
        `${STAFF_API_PREFIX}${calendarPath(hotel.roomTypeId, night(17).day, night(17).day)}`,
        { headers },
      )) as Answer<StaffCalendar>;
      expect(got.body.rec).toBe(Rec.ok);
      expect(got.body.data.days).toEqual([
        { day: night(17).day, price: 135.5, rest_nums: 3, sold: 0 },
      ]);
      const direct = await call(app, {
        method: 'GET',
        url: `${STAFF_API_PREFIX}${calendarPath(hotel.roomTypeId, night(17).day, night(17).day)}`,
        headers,
      });
      expect(direct.body).toEqual(got.body);
    });
  },
  { databases: 'both' },
);

describeOnPostgresServer('the staff calendar racing bookings (postgres)', () => {
  let scratch: ScratchPools | undefined;
  /** Takes the bookings, 12 connections. */
  let app: FastifyInstance;
  /** Another gateway on the same database (its own pool), where the back office writes. */
  let office: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('calendar', { poolSize: 12, pools: 2 });
    db = scratch.db;
    app = await buildApp({ db, config: testConfig() });
    const officeDb = scratch.handles[1]?.db;
    if (!officeDb) throw new Error('second pool missing');
    office = await buildApp({ db: officeDb, config: testConfig() });
    await Promise.all([app.ready(), office.ready()]);
  });

  afterAll(async () => {
    await app?.close();
    await office?.close();
    await scratch?.close();
  });

  /** Rooms held per night of the room type by orders still holding them (1, 2). */
  async function soldPerNight(roomTypeId: number, nights: number): Promise<number[]> {
    const sold: number[] = [];
    for (let n = 0; n < nights; n++) {
      const result = (await db.execute(
        sql`select coalesce(sum(nums), 0)::int as sold from orders
            where hotel_room_type_id = ${roomTypeId} and status in (1, 2)
              and start_day <= ${night(n).iso}::date and start_day + days > ${night(n).iso}::date`,
      )) as unknown as { rows: { sold: number }[] };
      sold.push(Number(result.rows[0]?.sold ?? 0));
    }
    return sold;
  }

  it('never sells a night beyond its rooms when rooms left are set during 50 bookings of the last rooms', async () => {
    const admin = await staffSession(office, db, 'admin');
    const people: { member: Member; guest: number }[] = [];
    for (let i = 0; i < 50; i++) {
      const member = await createMember(db, `race${i}`);
      people.push({ member, guest: await createGuest(db, member.userId) });
    }
    const ROOMS = 3;
    let written = 0;
    let refused = 0;
    for (let round = 0; round < 16; round++) {
      // Three nights with every room left; each stay holds night 0 or 1 or both. The write
      // asks 3, 2 or 1 rooms left, sent at another place among the bookings each round.
      const hotel = await insertOrderHotel(db, {
        nights: Array.from({ length: 3 }, () => [10_000, ROOMS]),
      });
      await addRooms(db, hotel, ROOMS);
      const stays = people.map((_, i) => ({ offset: i % 2, days: 2 - (i % 2) + ((i >> 1) % 2) }));
      const restNumsAsked = ROOMS - (round % ROOMS);
      const at = (round * 7) % people.length;
      const calls: (() => Promise<Answer>)[] = people.map(
        ({ member, guest }, i) =>
          () =>
            book(app, member, hotel, { ...stays[i], guests: [guest] }),
      );
      calls.splice(at, 0, () =>
        staffCall(office, admin, 'PUT', '/calendar/', {
          room_type_id: hotel.roomTypeId,
          from: night(0).day,
          to: night(2).day,
          rest_nums: restNumsAsked,
        }),
      );
      const bookings = calls.map((start) => start());
      const answers = await Promise.all(bookings);
      const putAnswer = answers[at] as Answer;
      expect([Rec.ok, Rec.conflict], JSON.stringify(putAnswer.body)).toContain(putAnswer.body.rec);
      if (putAnswer.body.rec === Rec.ok) written++;
      else refused++;
      for (const [i, answer] of answers.entries()) {
        if (i === at || answer.body.rec === Rec.ok) continue;
        expect(answer.body).toMatchObject({ rec: 6, key: 'errors:insufficient_room_stock' });
      }
      const rest = await restNums(db, hotel.roomTypeId);
      const sold = await soldPerNight(hotel.roomTypeId, 3);
      for (let n = 0; n < 3; n++) {
        expect(rest[n], `round ${round} night ${n}`).toBeGreaterThanOrEqual(0);
        expect(sold[n], `round ${round} night ${n}`).toBeLessThanOrEqual(ROOMS);
        expect((sold[n] ?? 0) + (rest[n] ?? 0), `round ${round} night ${n}`).toBeLessThanOrEqual(
          ROOMS,
        );
      }
    }
    console.info(`calendar races: ${written} writes went through, ${refused} refused (rec 6)`);
  }, 300_000);
});
