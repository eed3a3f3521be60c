import { addDays, dayIn, isoDay, OTA } from '@bookdirect/gateway-sdk';
import {
  type CheckinGuestVerifyData,
  type CheckinOrderData,
  type KeyboxPasswordsData,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import type {
  StaffCheckinBoard,
  StaffDeparted,
  StaffKeyboxReset,
  StaffOrder,
  StaffRoomChanged,
  StaffRoomTaken,
} from '@bookdirect/gateway-sdk/staff';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roomTypeDays } from '../src/catalog/schema';
import { assignRooms, roomRuns } from '../src/checkin/rooms';
import { keyboxResetTasks, roomAssignments } from '../src/checkin/schema';
import { mailOutbox } from '../src/mail/schema';
import { staffAudit } from '../src/staff/schema';
import {
  type CheckinHotel,
  checkinCall,
  contactBody,
  insertCheckinHotel,
  platformOrder,
  submission,
} from './support/checkin';
import { describeEachBackend } from './support/gateway';
import { type StaffSession, staffCall, staffSession } from './support/staff';

/**
 * The front desk's changes to a stay: another physical room for one of an order's rooms
 * (never a room another order holds that night, even when two desks try at once), a new
 * key-box password (the old one gone at once, the new one mailed), an early departure (the
 * rest of the stay's nights given back), each only for the desk's own hotels.
 */

describeEachBackend('the front desk', (gateway) => {
  let hotel: CheckinHotel;
  let other: CheckinHotel;
  let today: number;
  let desk: StaffSession;
  let otherDesk: StaffSession;

  beforeAll(async () => {
    const { app, db } = gateway();
    const now = app.clock();
    hotel = await insertCheckinHotel(db, { rooms: 16, now });
    other = await insertCheckinHotel(db, { rooms: 2, now });
    today = dayIn(now, hotel.timeZone);
    desk = await staffSession(app, db, 'desk', [hotel.hotelId], 'Duarte Desk');
    otherDesk = await staffSession(app, db, 'desk', [other.hotelId]);
  });

  const app = () => gateway().app;
  const db = () => gateway().db;
  const guestView = (orderId: string, oToken: string) =>
    checkinCall<CheckinOrderData>(
      app(),
      'POST',
      '/checkin/guest/order/',
      { oToken },
      { order_id: orderId },
    );
  const put = <T>(session: StaffSession, path: string, body: Record<string, unknown>) =>
    staffCall<T>(app(), session, 'PUT', path, body);
  const post = <T>(session: StaffSession, path: string, body: Record<string, unknown>) =>
    staffCall<T>(app(), session, 'POST', path, body);
  const board = async (day = today) =>
    (
      await staffCall<StaffCheckinBoard>(
        app(),
        desk,
        'GET',
        `/checkin/board/?hotel_id=${hotel.hotelId}&day=${day}`,
      )
    ).body.data;
  /** The room the order's room `groupNo` sleeps in on `night`. */
  const roomOn = async (orderId: string, night: number, groupNo = 1) =>
    (await roomRuns(db(), orderId)).find(
      (run) => run.groupNo === groupNo && run.startDay <= night && night < run.endDay,
    )?.roomId;
  /** A room of the hotel nobody holds on any of these nights. */
  const freeRoom = async (nights: number[]) => {
    const held = await db()
      .select({ roomId: roomAssignments.roomId })
      .from(roomAssignments)
      .where(
        and(
          eq(roomAssignments.hotelId, hotel.hotelId),
          inArray(roomAssignments.day, nights.map(isoDay)),
        ),
      );
    const busy = new Set(held.map((row) => row.roomId));
    const room = hotel.roomIds.find((id) => !busy.has(id));
    if (room === undefined) throw new Error('no free room left in the test hotel');
    return room;
  };
  /** A platform booking its guest verified and checked in: the order, its token, its rooms. */
  const checkedIn = async (options: { inDays?: number; nights?: number } = {}) => {
    const { orderId, number } = await platformOrder(db(), hotel, {
      ...options,
      now: app().clock(),
    });
    const verified = await checkinCall<CheckinGuestVerifyData>(
      app(),
      'POST',
      '/checkin/guest/verify/',
      {},
      contactBody(OTA.bookingCom, number),
    );
    const oToken = verified.body.data.o_token;
    const view = await guestView(orderId, oToken);
    const submitted = await checkinCall(
      app(),
      'POST',
      `/checkin/guest/submit/${orderId}/`,
      { oToken },
      submission(view.body.data.order_hotel.checkins),
    );
    expect(submitted.body.rec).toBe(Rec.ok);
    return { orderId, oToken };
  };
  const reveal = async (orderId: string, oToken: string) =>
    (
      await checkinCall<KeyboxPasswordsData>(app(), 'GET', `/checkin/guest/password/${orderId}/`, {
        oToken,
      })
    ).body.data.rooms;
  const passwordMails = (orderId: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'checkin_passwords'))
      .then((mails) => mails.filter((mail) => mail.textBody.includes(orderId)));
  const auditOf = (orderId: string, action: string) =>
    db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.target, `order:${orderId}`), eq(staffAudit.action, action)));

  describe('moving a room', () => {
    it("moves the guest to a free room: the guest's check-in shows it, the old room is free, a new password is mailed", async () => {
      const { orderId, oToken } = await checkedIn({ nights: 2 });
      const oldRoom = await roomOn(orderId, today);
      const [oldPassword] = await reveal(orderId, oToken);
      const target = await freeRoom([today, addDays(today, 1)]);

      const moved = await put<StaffRoomChanged>(desk, '/checkin/rooms/', {
        order_id: orderId,
        group_no: 1,
        hotel_room_id: target,
      });
      expect(moved.body.rec).toBe(Rec.ok);
      expect(moved.body.data.rooms).toEqual([
        expect.objectContaining({
          hotel_room_id: target,
          order_group_no: `${orderId}-1`,
          start_day: today,
          end_day: addDays(today, 2),
        }),
      ]);
      const newNo = moved.body.data.rooms[0]?.no;

      const view = await guestView(orderId, oToken);
      expect(view.body.data.order_hotel.checkins.map((c) => [c.no, c.hotel_room_id])).toEqual([
        [newNo, target],
      ]);
      // The guests the guest gave follow the room.
      expect(view.body.data.order_hotel.checkins[0]?.guest).toHaveLength(1);

      const tonight = await board();
      expect(tonight.rooms.find((r) => r.hotel_room_id === oldRoom)?.order_id).toBeNull();
      expect(tonight.rooms.find((r) => r.hotel_room_id === target)?.order_id).toBe(orderId);
      const entry = tonight.arrivals.find((e) => e.order_id === orderId);
      expect(entry?.rooms).toEqual([{ hotel_room_id: target, no: newNo, group_no: 1 }]);

      // The old room's password is gone; the new room's is shown and mailed.
      const shown = await reveal(orderId, oToken);
      expect(shown.map((r) => r.no)).toEqual([newNo]);
      expect(shown[0]?.password).toMatch(/^\d{4}$/);
      const mails = await passwordMails(orderId);
      expect(mails.some((m) => m.textBody.includes(`${shown[0]?.password}`))).toBe(true);
      expect(mails.some((m) => m.textBody.includes(String(newNo)))).toBe(true);
      expect(oldPassword?.no).not.toBe(newNo);
      const tasks = await db()
        .select()
        .from(keyboxResetTasks)
        .where(eq(keyboxResetTasks.orderId, orderId));
      expect(tasks.map((t) => t.roomId)).toEqual([oldRoom]);

      const [entryAudit] = await auditOf(orderId, 'checkin.rooms');
      expect(entryAudit?.before).toMatchObject({ rooms: [{ hotel_room_id: oldRoom }] });
      expect(entryAudit?.after).toMatchObject({ rooms: [{ hotel_room_id: target }] });
    });

    it('moves from a later night only, and assigns the rooms of an order that had none', async () => {
      const { orderId } = await platformOrder(db(), hotel, { nights: 3, now: app().clock() });
      const nights = [today, addDays(today, 1), addDays(today, 2)];
      const target = await freeRoom(nights);
      const moved = await put<StaffRoomChanged>(desk, '/checkin/rooms/', {
        order_id: orderId,
        group_no: 1,
        hotel_room_id: target,
        from: isoDay(addDays(today, 1)),
      });
      expect(moved.body.rec).toBe(Rec.ok);
      expect(await roomOn(orderId, today)).not.toBe(target);
      expect(await roomOn(orderId, today)).toBeDefined();
      expect(await roomOn(orderId, addDays(today, 1))).toBe(target);
      expect(await roomOn(orderId, addDays(today, 2))).toBe(target);
      expect(moved.body.data.rooms.map((r) => [r.start_day, r.end_day])).toEqual([
        [today, addDays(today, 1)],
        [addDays(today, 1), addDays(today, 3)],
      ]);
    });

    it('refuses a room another order holds, naming that order, and writes nothing', async () => {
      const { app: gatewayApp } = gateway();
      const holder = (await platformOrder(db(), hotel, { nights: 2, now: gatewayApp.clock() }))
        .orderId;
      const mover = (await platformOrder(db(), hotel, { nights: 2, now: gatewayApp.clock() }))
        .orderId;
      for (const id of [holder, mover]) {
        expect((await assignRooms(db(), id, gatewayApp.clock())).assigned).toBe(true);
      }
      const held = await roomOn(holder, today);
      const before = await roomRuns(db(), mover);
      const refused = await put<StaffRoomTaken>(desk, '/checkin/rooms/', {
        order_id: mover,
        group_no: 1,
        hotel_room_id: held,
      });
      expect(refused.body).toMatchObject({
        rec: Rec.conflict,
        key: 'checkin:room_taken',
        data: { order_id: holder, day: today },
      });
      expect(refused.body.msg).toContain(holder);
      expect(await roomRuns(db(), mover)).toEqual(before);
      expect(await auditOf(mover, 'checkin.rooms')).toEqual([]);
    });

    it('gives a free room to exactly one of two desks moving two orders onto it at once', async () => {
      const now = app().clock();
      const first = (await platformOrder(db(), hotel, { now })).orderId;
      const second = (await platformOrder(db(), hotel, { now })).orderId;
      for (const id of [first, second]) {
        expect((await assignRooms(db(), id, now)).assigned).toBe(true);
      }
      const target = await freeRoom([today]);
      const answers = await Promise.all(
        [first, second].map((orderId) =>
          put<StaffRoomTaken>(desk, '/checkin/rooms/', {
            order_id: orderId,
            group_no: 1,
            hotel_room_id: target,
          }),
        ),
      );
      const recs = answers.map((a) => a.body.rec).sort();
      expect(recs).toEqual([Rec.ok, Rec.conflict]);
      const winner = answers[0]?.body.rec === Rec.ok ? first : second;
      const loser = answers.find((a) => a.body.rec === Rec.conflict);
      expect(loser?.body.data).toEqual({ order_id: winner, day: today });
      const holders = await db()
        .select({ orderId: roomAssignments.orderId })
        .from(roomAssignments)
        .where(and(eq(roomAssignments.roomId, target), eq(roomAssignments.day, isoDay(today))));
      expect(holders).toEqual([{ orderId: winner }]);
    });

    it('refuses a room of another type or hotel, and a room the order does not have', async () => {
      const { orderId } = await platformOrder(db(), hotel, { now: app().clock() });
      const foreign = await put(desk, '/checkin/rooms/', {
        order_id: orderId,
        group_no: 1,
        hotel_room_id: other.roomIds[0],
      });
      expect(foreign.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:room_unsuitable' });
      const second = await put(desk, '/checkin/rooms/', {
        order_id: orderId,
        group_no: 2,
        hotel_room_id: hotel.roomIds[0],
      });
      expect(second.body.rec).toBe(Rec.validation);
    });
  });

  describe('key-box passwords', () => {
    it('replaces a password: the old one is refused at once and the new one mailed', async () => {
      const { orderId, oToken } = await checkedIn();
      const [before] = await reveal(orderId, oToken);
      const room = await roomOn(orderId, today);
      const mailsBefore = (await passwordMails(orderId)).length;

      const reset = await post<StaffKeyboxReset>(desk, '/checkin/keybox/reset/', {
        order_id: orderId,
        hotel_room_id: room,
      });
      expect(reset.body).toMatchObject({
        rec: Rec.ok,
        data: {
          order_id: orderId,
          hotel_room_id: room,
          no: before?.no,
          mailed_to: 'lina.guest@example.com',
        },
      });
      const after = await reveal(orderId, oToken);
      expect(after).toHaveLength(1);
      expect(after[0]?.no).toBe(before?.no);
      expect(after[0]?.password).not.toBe(before?.password);
      expect(after.some((r) => r.password === before?.password)).toBe(false);

      const mails = await passwordMails(orderId);
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(mails.some((m) => m.textBody.includes(`${after[0]?.password}`))).toBe(true);
      const [audited] = await auditOf(orderId, 'keybox.reset');
      expect(audited?.after).toEqual({ hotel_room_id: room, no: before?.no });
      expect(JSON.stringify(audited)).not.toContain(`"${after[0]?.password}"`);
    });

    it('refuses a room with no live password of the order', async () => {
      const { orderId } = await platformOrder(db(), hotel, { now: app().clock() });
      expect((await assignRooms(db(), orderId, app().clock())).assigned).toBe(true);
      const refused = await post(desk, '/checkin/keybox/reset/', {
        order_id: orderId,
        hotel_room_id: await roomOn(orderId, today),
      });
      expect(refused.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:keybox_not_live' });
    });
  });

  describe('an early departure', () => {
    it("frees tonight's room, gives the rest of the nights back and shows the order as departed", async () => {
      const { orderId, oToken } = await checkedIn({ inDays: -1, nights: 3 });
      const room = await roomOn(orderId, today);
      const released = [today, addDays(today, 1)];
      const stock = async () =>
        (
          await db()
            .select({ day: roomTypeDays.day, restNums: roomTypeDays.restNums })
            .from(roomTypeDays)
            .where(
              and(
                eq(roomTypeDays.roomTypeId, hotel.roomTypeId),
                inArray(roomTypeDays.day, [addDays(today, -1), ...released].map(isoDay)),
              ),
            )
            .orderBy(roomTypeDays.day)
        ).map((row) => row.restNums);
      const before = await stock();

      const departed = await post<StaffDeparted>(desk, '/checkin/depart/', { order_id: orderId });
      expect(departed.body).toMatchObject({
        rec: Rec.ok,
        data: { order_id: orderId, hotel_status: 5, released_days: released },
      });
      // Last night stays sold; tonight and tomorrow are back on sale.
      expect(await stock()).toEqual([before[0], (before[1] ?? 0) + 1, (before[2] ?? 0) + 1]);
      expect(await roomOn(orderId, today)).toBeUndefined();
      expect(await roomOn(orderId, addDays(today, -1))).toBe(room);
      expect(await reveal(orderId, oToken)).toEqual([]);

      const tonight = await board();
      expect(tonight.rooms.find((r) => r.hotel_room_id === room)?.order_id).toBeNull();
      expect(tonight.in_house.map((e) => e.order_id)).not.toContain(orderId);
      expect(tonight.departures.find((e) => e.order_id === orderId)).toMatchObject({
        hotel_status: 5,
        end_day: today,
      });
      const tomorrow = await board(addDays(today, 1));
      expect([...tomorrow.in_house, ...tomorrow.departures].map((e) => e.order_id)).not.toContain(
        orderId,
      );
      expect(await auditOf(orderId, 'checkin.depart')).toHaveLength(1);
      const detail = await staffCall<StaffOrder>(app(), desk, 'GET', `/orders/${orderId}/`);
      expect(detail.body.data?.checkin.hotel_status).toBe(5);

      const again = await post(desk, '/checkin/depart/', { order_id: orderId });
      expect(again.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:not_in_house' });
      expect(await stock()).toEqual([before[0], (before[1] ?? 0) + 1, (before[2] ?? 0) + 1]);

      // Its nights are back on sale already: a cancel on the guest's behalf would give them
      // back twice (and refund a stay the guests had begun).
      const cancel = await put(desk, `/orders/cancel/${orderId}/`, { reasons: [1], comment: '' });
      expect(cancel.body).toMatchObject({ rec: Rec.conflict, key: 'orders:order_not_cancelable' });
      expect(await stock()).toEqual([before[0], (before[1] ?? 0) + 1, (before[2] ?? 0) + 1]);
    });

    it('refuses a stay that is not in house today', async () => {
      const { orderId } = await platformOrder(db(), hotel, { inDays: 2, now: app().clock() });
      const refused = await post(desk, '/checkin/depart/', { order_id: orderId });
      expect(refused.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:not_in_house' });
    });
  });

  it("answers another hotel's desk rec 5 for every change, like a missing order", async () => {
    const { orderId, oToken } = await checkedIn({ nights: 2 });
    const room = await roomOn(orderId, today);
    const [password] = await reveal(orderId, oToken);
    const calls = (session: StaffSession, id: string) => [
      put(session, '/checkin/rooms/', {
        order_id: id,
        group_no: 1,
        hotel_room_id: hotel.roomIds.at(-1),
      }),
      post(session, '/checkin/keybox/reset/', { order_id: id, hotel_room_id: room }),
      post(session, '/checkin/depart/', { order_id: id }),
    ];
    for (const answer of await Promise.all(calls(otherDesk, orderId))) {
      expect(answer.body).toMatchObject({ rec: Rec.notFound, key: 'orders:order_not_found' });
    }
    for (const answer of await Promise.all(calls(desk, 'NOSUCHORDER1'))) {
      expect(answer.body).toMatchObject({ rec: Rec.notFound, key: 'orders:order_not_found' });
    }
    expect(await roomOn(orderId, today)).toBe(room);
    expect(await reveal(orderId, oToken)).toEqual([password]);
  });

  it('marks platform bookings on the board', async () => {
    const { orderId, number } = await platformOrder(db(), hotel, { now: app().clock() });
    const entry = (await board()).arrivals.find((e) => e.order_id === orderId);
    expect(entry).toMatchObject({ ota_id: OTA.bookingCom, ota_order_id: number });
  });
});
