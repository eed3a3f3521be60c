import { addDays, dayIn, isoDay } from '@bookdirect/gateway-sdk';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffBoardEntry, StaffCheckinBoard } from '@bookdirect/gateway-sdk/staff';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { assignRooms, roomRuns } from '../src/checkin/rooms';
import { orders } from '../src/orders/schema';
import { type CheckinHotel, insertCheckinHotel, platformOrder } from './support/checkin';
import { describeEachBackend } from './support/gateway';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/**
 * The check-in board: a hotel's arrivals, departures and guests in house on one day (by
 * default the hotel's today, in its own time zone), with the rooms check-in assigned; never
 * an unpaid or cancelled order, never another hotel's.
 */

describeEachBackend('the check-in board', (gateway) => {
  // Far from UTC, so its today is not always the server's.
  const timeZone = 'Pacific/Kiritimati';
  let hotel: CheckinHotel;
  let other: CheckinHotel;
  let today: number;
  let desk: StaffSession;
  let otherDesk: StaffSession;
  const id = {
    arriving: '',
    leaving: '',
    staying: '',
    checkedIn: '',
    cancelled: '',
    unpaid: '',
    later: '',
  };

  beforeAll(async () => {
    const { app, db } = gateway();
    const now = new Date();
    hotel = await insertCheckinHotel(db, { rooms: 8, timeZone, now });
    other = await insertCheckinHotel(db, { rooms: 2, timeZone, now });
    today = dayIn(now, timeZone);
    const book = async (inDays: number, nights: number) =>
      (await platformOrder(db, hotel, { inDays, nights, now })).orderId;
    const set = (orderId: string, values: Partial<typeof orders.$inferInsert>) =>
      db.update(orders).set(values).where(eq(orders.id, orderId));

    id.arriving = await book(0, 2);
    id.leaving = await book(-1, 1);
    id.staying = await book(-2, 4);
    id.checkedIn = await book(0, 1);
    id.cancelled = await book(0, 1);
    id.unpaid = await book(0, 1);
    id.later = await book(3, 1);
    for (const orderId of [id.arriving, id.leaving, id.staying, id.checkedIn]) {
      expect((await assignRooms(db, orderId, now)).assigned).toBe(true);
    }
    // The stay that left is completed; one guest checked in online; two orders hold no room.
    await set(id.leaving, { status: 6, completedAt: now });
    await set(id.checkedIn, {
      checkedInAt: now,
      requests: 'A cot for the baby, please',
      arrivalTime: '22:00',
    });
    await set(id.cancelled, { status: 9, cancelledAt: now, cancelReasons: [4] });
    await set(id.unpaid, { status: 1 });
    await platformOrder(db, other, { now });

    desk = await staffSession(app, db, 'desk', [hotel.hotelId], 'Duarte Desk');
    otherDesk = await staffSession(app, db, 'desk', [other.hotelId]);
  });

  const board = (session: StaffSession, query: string) =>
    staffCall<StaffCheckinBoard>(gateway().app, session, 'GET', `/checkin/board/${query}`);
  const ids = (entries: StaffBoardEntry[]) => entries.map((e) => e.order_id).sort();
  /** The rooms an order has on a night, as check-in assigned them. */
  const roomsOn = async (orderId: string, night: number) =>
    (await roomRuns(gateway().db, orderId))
      .filter((run) => run.startDay <= night && night < run.endDay)
      .map((run) => ({ hotel_room_id: run.roomId, no: run.roomNo, group_no: run.groupNo }));

  it("lists the hotel's today: arrivals, departures and guests in house, with their rooms", async () => {
    const answer = await board(desk, `?hotel_id=${hotel.hotelId}`);
    expect(answer.body.rec).toBe(Rec.ok);
    const { day, arrivals, departures, in_house } = answer.body.data;
    expect(day).toBe(today);
    expect(ids(arrivals)).toEqual([id.arriving, id.checkedIn].sort());
    expect(ids(departures)).toEqual([id.leaving]);
    // Staying over tonight, or checked in and not yet out.
    expect(ids(in_house)).toEqual([id.staying, id.checkedIn].sort());

    const arriving = arrivals.find((e) => e.order_id === id.arriving);
    expect(arriving).toEqual({
      order_id: id.arriving,
      guest_name: 'Lina Guest',
      room_type: { name_cn: '双床房', name_en: 'Twin Room' },
      nums: 1,
      start_day: today,
      end_day: addDays(today, 2),
      rooms: await roomsOn(id.arriving, today),
      hotel_status: 2,
      arrival_time: '15:00',
      requests: '',
      ota_id: 2,
      ota_order_id: expect.any(String),
    });
    expect(arriving?.rooms).toHaveLength(1);
    // A departure shows the room it slept in.
    const leaving = departures[0];
    expect(leaving?.rooms).toEqual(await roomsOn(id.leaving, addDays(today, -1)));
    expect(leaving?.rooms).toHaveLength(1);
    expect(in_house.find((e) => e.order_id === id.checkedIn)?.hotel_status).toBe(4);
    expect(in_house.find((e) => e.order_id === id.staying)?.rooms).toEqual(
      await roomsOn(id.staying, today),
    );
    // Every room of the hotel, with the order holding it tonight.
    const { rooms } = answer.body.data;
    expect(rooms.map((r) => r.hotel_room_id).sort()).toEqual([...hotel.roomIds].sort());
    const held = rooms.filter((r) => r.order_id !== null);
    expect(held.map((r) => r.order_id).sort()).toEqual(
      [id.arriving, id.staying, id.checkedIn].sort(),
    );
    for (const room of held) {
      expect(await roomsOn(room.order_id ?? '', today)).toContainEqual(
        expect.objectContaining({ hotel_room_id: room.hotel_room_id, no: room.no }),
      );
      expect(room).toMatchObject({ floor: 1, hotel_room_type_id: hotel.roomTypeId });
    }
  });

  it("shows the traveller's requests and arrival time, else the hotel's check-in time", async () => {
    const { arrivals } = (await board(desk, `?hotel_id=${hotel.hotelId}`)).body.data;
    expect(arrivals.find((e) => e.order_id === id.checkedIn)).toMatchObject({
      arrival_time: '22:00',
      requests: 'A cot for the baby, please',
    });
    expect(arrivals.find((e) => e.order_id === id.arriving)).toMatchObject({
      arrival_time: '15:00',
      requests: '',
    });
  });

  it('shows another day, written either way', async () => {
    const tomorrow = addDays(today, 1);
    for (const day of [String(tomorrow), isoDay(tomorrow)]) {
      const answer = await board(desk, `?hotel_id=${hotel.hotelId}&day=${day}`);
      expect(answer.body.rec).toBe(Rec.ok);
      const { arrivals, departures, in_house } = answer.body.data;
      expect(answer.body.data.day).toBe(tomorrow);
      expect(arrivals).toEqual([]);
      expect(ids(departures)).toEqual([id.checkedIn]);
      expect(ids(in_house)).toEqual([id.arriving, id.staying, id.checkedIn].sort());
    }
    const later = await board(desk, `?hotel_id=${hotel.hotelId}&day=${addDays(today, 3)}`);
    expect(ids(later.body.data.arrivals)).toEqual([id.later]);
  });

  it("refuses another hotel's board like a missing one, and a board without a hotel", async () => {
    const theirs = await board(otherDesk, `?hotel_id=${hotel.hotelId}`);
    const missing = await board(desk, '?hotel_id=2147483000');
    expect(theirs.body.rec).toBe(Rec.notFound);
    expect([missing.body.rec, missing.body.key]).toEqual([theirs.body.rec, theirs.body.key]);
    expect((await board(desk, '')).body.rec).toBe(Rec.validation);
    expect((await board(desk, `?hotel_id=${hotel.hotelId}&day=20261399`)).body.rec).toBe(
      Rec.validation,
    );
  });
});
