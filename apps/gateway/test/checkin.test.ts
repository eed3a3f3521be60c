import { OrderStatus, OTA, Rec } from '@bookdirect/gateway-sdk';
import type {
  CheckinGuestVerifyData,
  CheckinOrderData,
  KeyboxPasswordsData,
  OrderListItem,
  Ota,
} from '@bookdirect/gateway-sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { runCheckinRound } from '../src/checkin/job';
import {
  checkinTokens,
  keyboxAudit,
  keyboxPasswords,
  keyboxResetTasks,
  orderCheckins,
  roomAssignments,
} from '../src/checkin/schema';
import { movableClock } from '../src/clock';
import { mailOutbox } from '../src/mail/schema';
import { markOrderPaid } from '../src/orders/lifecycle';
import { orders } from '../src/orders/schema';
import {
  type CheckinHotel,
  checkinCall,
  contactBody,
  freshAddress,
  insertCheckinHotel,
  platformOrder,
  submission,
} from './support/checkin';
import { BOOKING_URL, describeEachBackend } from './support/gateway';
import { api, createGuest, createMember, type Member } from './support/orders';

const clock = movableClock();
const HOUR = 3_600_000;

describeEachBackend(
  'online check-in',
  (gateway) => {
    let hotel: CheckinHotel;
    let ana: Member;
    let bo: Member;

    beforeAll(async () => {
      hotel = await insertCheckinHotel(gateway().db, { rooms: 30 });
      ana = await createMember(gateway().db, 'ci-ana');
      bo = await createMember(gateway().db, 'ci-bo');
    });

    afterEach(() => clock.setOffsetMs(0));

    const app = () => gateway().app;
    const db = () => gateway().db;

    /** A guest verification of a platform booking: its o_token. */
    async function guestVerify(number: string): Promise<string> {
      const answer = await checkinCall<CheckinGuestVerifyData>(
        app(),
        'POST',
        '/checkin/guest/verify/',
        {},
        contactBody(OTA.bookingCom, number),
      );
      expect(answer.body.rec).toBe(Rec.ok);
      return answer.body.data.o_token;
    }

    async function guestOrder(orderId: string, oToken: string) {
      return checkinCall<CheckinOrderData>(
        app(),
        'POST',
        '/checkin/guest/order/',
        { oToken },
        { order_id: orderId },
      );
    }

    /** A paid booking made on this site by `member`, arriving today. */
    async function directOrder(member: Member): Promise<string> {
      const guest = await createGuest(db(), member.userId);
      const today = Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));
      const booked = await api<{ order_id: string }>(app(), 'POST', '/orders/main/', member.token, {
        source: 1,
        content: JSON.stringify({
          start_day: today,
          days: 1,
          hotel_id: hotel.hotelId,
          hotel_room_type_id: hotel.roomTypeId,
          nums: 1,
          user_folks: [guest],
        }),
        amount: 100,
        mobile: '210 555 0177',
        tel_prefix: '30',
        email: 'lina.guest@example.com',
        credits: 0,
      });
      expect(booked.body.rec).toBe(Rec.ok);
      const orderId = booked.body.data.order_id;
      await markOrderPaid(db(), orderId, {
        bookingUrl: BOOKING_URL,
        paySource: 11,
        providerRef: 'test',
        now: new Date(),
      });
      return orderId;
    }

    it('lists the booking channels, this site first, in the request language', async () => {
      const en = await checkinCall<{ ota_list: Ota[] }>(app(), 'GET', '/checkin/ota/', {});
      expect(en.body.rec).toBe(Rec.ok);
      expect(en.body.data.ota_list.map((o) => o.name)).toEqual([
        'This site (Bookdirect)',
        'Booking.com',
        'Agoda',
        'Trip.com',
        'Expedia',
        'Airbnb',
        'Hotels.com',
      ]);
      const zh = await checkinCall<{ ota_list: Ota[] }>(app(), 'GET', '/checkin/ota/?lang=cn', {});
      expect(zh.body.data.ota_list[0]).toEqual({ ota_id: 1, name: '本站（Bookdirect）' });
    });

    it('walks a guest through verification, guests, passwords and the mail', async () => {
      const { orderId, number } = await platformOrder(db(), hotel, { rooms: 2 });
      const verified = await checkinCall<CheckinGuestVerifyData>(
        app(),
        'POST',
        '/checkin/guest/verify/',
        {},
        // The e-mail in another case, the phone typed with its own +, beside another prefix.
        contactBody(OTA.bookingCom, number.toLowerCase()),
      );
      expect(verified.body).toMatchObject({
        rec: 0,
        data: { order_id: orderId, user_id: 0, hotel_contact_email: 'l***@example.com' },
      });
      const oToken = verified.body.data.o_token;
      expect(oToken.length).toBeGreaterThanOrEqual(22);
      const [stored] = await db()
        .select()
        .from(checkinTokens)
        .where(eq(checkinTokens.orderId, orderId));
      expect(stored?.tokenHash).not.toBe(oToken);

      const view = await guestOrder(orderId, oToken);
      expect(view.body.rec).toBe(Rec.ok);
      expect(view.body.data.order.hotel_status).toBe(2);
      const { checkins, assign_rooms } = view.body.data.order_hotel;
      expect(checkins).toHaveLength(2);
      expect(new Set(checkins.map((c) => c.hotel_room_id)).size).toBe(2);
      expect(assign_rooms.map((r) => r.order_group_no)).toEqual([`${orderId}-1`, `${orderId}-2`]);
      expect(checkins.every((c) => c.guest.length === 0)).toBe(true);

      const early = await checkinCall(app(), 'GET', `/checkin/guest/password/${orderId}/`, {
        oToken,
      });
      expect(early.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:not_checked_in' });

      const submitted = await checkinCall(
        app(),
        'POST',
        `/checkin/guest/submit/${orderId}/`,
        { oToken },
        submission(checkins, 2),
      );
      expect(submitted.body).toMatchObject({ rec: 0, data: { hotel_status: 4 } });
      const again = await guestOrder(orderId, oToken);
      expect(again.body.data.order.hotel_status).toBe(4);
      expect(again.body.data.order_hotel.checkins[0]?.guest[0]).toMatchObject({
        first_name: 'Lina',
        nationality: 300,
        card_type: 2,
        tel_prefix: '+30',
        phone: '2105550177',
      });

      const shown = await checkinCall<KeyboxPasswordsData>(
        app(),
        'GET',
        `/checkin/guest/password/${orderId}/?o_token=${encodeURIComponent(oToken)}`,
        {},
      );
      expect(shown.body.rec).toBe(Rec.ok);
      expect(shown.body.data.rooms).toHaveLength(2);
      for (const room of shown.body.data.rooms) expect(room.password).toMatch(/^\d{4}$/);
      expect(shown.body.data.rooms.map((r) => r.no).sort()).toEqual(
        checkins.map((c) => c.no).sort(),
      );

      const mailed = await checkinCall<{ email: string }>(
        app(),
        'POST',
        `/checkin/guest/password/${orderId}/email/`,
        { oToken },
        {},
      );
      expect(mailed.body).toMatchObject({ rec: 0, data: { email: 'l***@example.com' } });
      expect(mailed.body.msg).toContain('l***@example.com');
      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'checkin_passwords'),
            eq(mailOutbox.toAddress, 'lina.guest@example.com'),
          ),
        );
      const mail = mails.find((m) => m.textBody.includes(orderId));
      expect(mail).toBeDefined();
      for (const room of shown.body.data.rooms) expect(mail?.textBody).toContain(room.password);

      const audit = await db().select().from(keyboxAudit).where(eq(keyboxAudit.orderId, orderId));
      expect(audit.map((a) => a.action).sort()).toEqual(['email', 'reveal']);
      expect(audit.every((a) => a.userId === null && a.tokenHash === stored?.tokenHash)).toBe(true);
    });

    it('answers a wrong e-mail or phone with the booking e-mail masked, never in full', async () => {
      const { orderId, number } = await platformOrder(db(), hotel);
      const address = freshAddress();
      for (const contact of [{ email: 'other@example.com' }, { phone: '+30 210 555 0100' }]) {
        const answer = await checkinCall(
          app(),
          'POST',
          '/checkin/guest/verify/',
          { address },
          contactBody(OTA.bookingCom, number, contact),
        );
        expect(answer.body).toMatchObject({
          rec: Rec.failed,
          key: 'checkin:contact_mismatch',
          data: { hotel_contact_email: 'l***@example.com' },
        });
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain('lina.guest');
        expect(text).not.toContain(orderId);
      }
      const unknown = await checkinCall(
        app(),
        'POST',
        '/checkin/guest/verify/',
        { address },
        contactBody(OTA.agoda, number),
      );
      expect(unknown.body).toMatchObject({ rec: Rec.notFound, key: 'checkin:booking_not_found' });
    });

    it('names each missing contact field with the spec key', async () => {
      const answer = await checkinCall<{ errors: Record<string, string> }>(
        app(),
        'POST',
        '/checkin/guest/verify/',
        {},
        { hotel: { check_contact: { ota_id: '', ota_order_id: ' ', email: '', phone: '' } } },
      );
      expect(answer.body.rec).toBe(Rec.validation);
      expect(answer.body.data.errors).toMatchObject({
        'hotel.check_contact.ota_id': 'validation:ota_cannot_be_empty',
        'hotel.check_contact.ota_order_id': 'validation:order_number_cannot_be_empty',
        'hotel.check_contact.email': 'validation:email_cannot_be_empty',
        'hotel.check_contact.phone': 'validation:moblie_cannot_be_empty',
      });
    });

    it('verifies a direct booking by its own id; a guest is sent to sign in', async () => {
      const orderId = await directOrder(ana);
      const guest = await checkinCall<CheckinGuestVerifyData>(
        app(),
        'POST',
        '/checkin/guest/verify/',
        {},
        contactBody(OTA.direct, orderId, {
          email: 'LINA.guest@example.com',
          phone: '2105550177',
          phone_prefix: '30',
        }),
      );
      expect(guest.body).toMatchObject({
        rec: 0,
        data: { order_id: orderId, user_id: ana.userId, o_token: '' },
      });
      const member = await checkinCall(
        app(),
        'POST',
        '/checkin/verify/',
        { token: ana.token },
        contactBody(OTA.direct, orderId),
      );
      expect(member.body).toMatchObject({ rec: 0, data: { order_id: orderId } });
      const stranger = await checkinCall(
        app(),
        'POST',
        '/checkin/verify/',
        { token: bo.token },
        contactBody(OTA.direct, orderId),
      );
      expect(stranger.body).toMatchObject({ rec: Rec.notFound });
    });

    it("answers every member call with another member's order rec 5, and changes nothing", async () => {
      const orderId = await directOrder(ana);
      const view = await checkinCall<CheckinOrderData>(app(), 'GET', `/checkin/order/${orderId}/`, {
        token: ana.token,
      });
      expect(view.body.rec).toBe(Rec.ok);
      const checkins = view.body.data.order_hotel.checkins;
      const calls: [string, 'GET' | 'POST', string, unknown][] = [
        ['order', 'GET', `/checkin/order/${orderId}/`, undefined],
        ['submit', 'POST', `/checkin/submit/${orderId}/`, submission(checkins)],
        ['password', 'GET', `/checkin/password/${orderId}/`, undefined],
        ['email', 'POST', `/checkin/password/${orderId}/email/`, {}],
      ];
      for (const [name, method, path, body] of calls) {
        const answer = await checkinCall(app(), method, path, { token: bo.token }, body);
        expect([name, answer.body.rec, answer.body.key]).toEqual([
          name,
          Rec.notFound,
          'orders:order_not_found',
        ]);
      }
      expect(
        await db().select().from(orderCheckins).where(eq(orderCheckins.orderId, orderId)),
      ).toEqual([]);
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(row?.checkedInAt).toBeNull();
      // The owner still can.
      const own = await checkinCall(
        app(),
        'POST',
        `/checkin/submit/${orderId}/`,
        { token: ana.token },
        submission(checkins),
      );
      expect(own.body.rec).toBe(Rec.ok);
      const passwords = await checkinCall<KeyboxPasswordsData>(
        app(),
        'GET',
        `/checkin/password/${orderId}/`,
        { token: ana.token },
      );
      expect(passwords.body.data.rooms).toHaveLength(1);
      const audit = await db().select().from(keyboxAudit).where(eq(keyboxAudit.orderId, orderId));
      expect(audit).toMatchObject([{ action: 'reveal', userId: ana.userId }]);
    });

    it('gives a platform booking to the first member who verifies it', async () => {
      const { orderId, number } = await platformOrder(db(), hotel);
      const first = await checkinCall(
        app(),
        'POST',
        '/checkin/verify/',
        { token: bo.token },
        contactBody(OTA.bookingCom, number),
      );
      expect(first.body).toMatchObject({ rec: 0, data: { order_id: orderId } });
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(row?.userId).toBe(bo.userId);
      const second = await checkinCall(
        app(),
        'POST',
        '/checkin/verify/',
        { token: ana.token },
        contactBody(OTA.bookingCom, number),
      );
      expect(second.body.rec).toBe(Rec.notFound);
      const guest = await checkinCall<CheckinGuestVerifyData>(
        app(),
        'POST',
        '/checkin/guest/verify/',
        {},
        contactBody(OTA.bookingCom, number),
      );
      expect(guest.body.data).toMatchObject({ user_id: bo.userId, o_token: '' });
    });

    it("refuses an o_token that is missing, wrong, expired or another order's with rec 4", async () => {
      const one = await platformOrder(db(), hotel);
      const two = await platformOrder(db(), hotel);
      const tokenOne = await guestVerify(one.number);
      const tokenTwo = await guestVerify(two.number);
      const view = await guestOrder(one.orderId, tokenOne);
      const checkins = view.body.data.order_hotel.checkins;
      const guestCalls = (id: string): [string, 'GET' | 'POST', string, unknown][] => [
        ['order', 'POST', '/checkin/guest/order/', { order_id: id }],
        ['submit', 'POST', `/checkin/guest/submit/${id}/`, submission(checkins)],
        ['password', 'GET', `/checkin/guest/password/${id}/`, undefined],
        ['email', 'POST', `/checkin/guest/password/${id}/email/`, {}],
      ];
      for (const oToken of [undefined, 'not-a-token', tokenTwo]) {
        for (const [name, method, path, body] of guestCalls(one.orderId)) {
          const answer = await checkinCall(app(), method, path, { oToken }, body);
          expect([name, answer.body.rec, answer.body.key]).toEqual([
            name,
            Rec.forbidden,
            'checkin:token_invalid',
          ]);
        }
      }
      // A member's session is no o_token either.
      const bySession = await checkinCall(app(), 'GET', `/checkin/guest/password/${one.orderId}/`, {
        token: ana.token,
      });
      expect(bySession.body.rec).toBe(Rec.forbidden);
      await db()
        .update(checkinTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(checkinTokens.orderId, one.orderId));
      const expired = await guestOrder(one.orderId, tokenOne);
      expect(expired.body).toMatchObject({ rec: Rec.forbidden, key: 'checkin:token_invalid' });
      expect(
        await db().select().from(orderCheckins).where(eq(orderCheckins.orderId, one.orderId)),
      ).toEqual([]);
    });

    it('checks the guests of every room: at least one, at most the occupancy, the rooms assigned', async () => {
      const { orderId, number } = await platformOrder(db(), hotel, { rooms: 2 });
      const oToken = await guestVerify(number);
      const { checkins } = (await guestOrder(orderId, oToken)).body.data.order_hotel;
      const submit = (body: unknown) =>
        checkinCall<{ errors: Record<string, string> }>(
          app(),
          'POST',
          `/checkin/guest/submit/${orderId}/`,
          { oToken },
          body,
        );
      const crowded = await submit(submission(checkins, 3));
      expect(crowded.body.rec).toBe(Rec.validation);
      expect(Object.values(crowded.body.data.errors)).toContain('validation:maximum_guest');
      const empty = await submit(submission(checkins, 0));
      expect(empty.body.data.errors['hotel.checkins[0].guest']).toBe('validation:please_add_guest');
      const half = await submit(submission(checkins.slice(0, 1)));
      expect(half.body.data.errors['hotel.checkins']).toBe('validation:please_add_guest');
      const other = await submit(
        submission(checkins.map((c) => ({ ...c, hotel_room_id: hotel.roomIds.at(-1) as number }))),
      );
      expect(other.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:rooms_changed' });
      const badGuest = await submit({
        hotel: {
          checkins: checkins.map((c) => ({
            ...c,
            guest: [{ first_name: 'A', last_name: '', nationality: '', card_type: 4, phone: '1' }],
          })),
        },
      });
      expect(badGuest.body.data.errors).toMatchObject({
        'hotel.checkins[0].guest[0].last_name': 'validation:please_enter_last_name',
        'hotel.checkins[0].guest[0].nationality': 'validation:please_select_nationality',
        'hotel.checkins[0].guest[0].card_type': 'validation:please_select_passport_or_iDCard',
        'hotel.checkins[0].guest[0].id_card': 'validation:please_enter_id_number',
      });
      const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(row?.checkedInAt).toBeNull();
    });

    it('refuses outside the window and in any status but paid, with a clear key', async () => {
      const tomorrow = await platformOrder(db(), hotel, { inDays: 1 });
      const early = await checkinCall<{ open_time: number }>(
        app(),
        'POST',
        '/checkin/guest/verify/',
        {},
        contactBody(OTA.bookingCom, tomorrow.number),
      );
      expect(early.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:window_not_open' });
      expect(early.body.data.open_time).toBeGreaterThan(Date.now() / 1000);
      const [unassigned] = await db().select().from(orders).where(eq(orders.id, tomorrow.orderId));
      expect(unassigned?.roomsAssignedAt).toBeNull();

      const today = await platformOrder(db(), hotel);
      const oToken = await guestVerify(today.number);
      // Two days on, the stay's window closed at 11:00 on the departure day.
      clock.setOffsetMs(48 * HOUR);
      for (const [method, path, body] of [
        ['POST', '/checkin/guest/order/', { order_id: today.orderId }],
        ['GET', `/checkin/guest/password/${today.orderId}/`, undefined],
        ['POST', '/checkin/guest/verify/', contactBody(OTA.bookingCom, today.number)],
      ] as const) {
        const answer = await checkinCall(app(), method, path, { oToken }, body);
        expect(answer.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:window_closed' });
      }
      clock.setOffsetMs(0);

      const statuses: [number, string][] = [
        [OrderStatus.unpaid, 'checkin:order_not_paid'],
        [OrderStatus.cancelled, 'checkin:order_cancelled'],
        [OrderStatus.completed, 'checkin:stay_completed'],
      ];
      for (const [status, key] of statuses) {
        const { orderId, number } = await platformOrder(db(), hotel);
        await db().update(orders).set({ status }).where(eq(orders.id, orderId));
        const answer = await checkinCall(
          app(),
          'POST',
          '/checkin/guest/verify/',
          {},
          contactBody(OTA.bookingCom, number),
        );
        expect([status, answer.body.rec, answer.body.key]).toEqual([status, Rec.conflict, key]);
      }
    });

    it('assigns rooms when the window opens, and retires passwords at 11:00 on departure', async () => {
      const tomorrow = await platformOrder(db(), hotel, { inDays: 1, nights: 2 });
      await runCheckinRound(db(), clock());
      let [row] = await db().select().from(orders).where(eq(orders.id, tomorrow.orderId));
      expect(row?.roomsAssignedAt).toBeNull();
      // The next day's 00:00 at the hotel (UTC), a minute after.
      const arrival = new Date(`${row?.startDay}T00:01:00Z`);
      clock.setOffsetMs(arrival.getTime() - Date.now());
      const round = await runCheckinRound(db(), clock());
      expect(round.assigned).toContain(tomorrow.orderId);
      [row] = await db().select().from(orders).where(eq(orders.id, tomorrow.orderId));
      expect(row?.roomsAssignedAt).not.toBeNull();
      const nights = await db()
        .select()
        .from(roomAssignments)
        .where(eq(roomAssignments.orderId, tomorrow.orderId));
      expect(nights).toHaveLength(2);
      expect(new Set(nights.map((n) => n.roomId)).size).toBe(1);

      const oToken = await guestVerify(tomorrow.number);
      const { checkins } = (await guestOrder(tomorrow.orderId, oToken)).body.data.order_hotel;
      expect(checkins).toHaveLength(1);
      const submitted = await checkinCall(
        app(),
        'POST',
        `/checkin/guest/submit/${tomorrow.orderId}/`,
        { oToken },
        submission(checkins),
      );
      expect(submitted.body.rec).toBe(Rec.ok);

      // 10:59 on the departure day: still valid; 11:00: retired, with a reset task.
      const departure = new Date(arrival.getTime() + 2 * 24 * HOUR - 60_000);
      clock.setOffsetMs(departure.getTime() + 10 * HOUR + 58 * 60_000 - Date.now());
      await runCheckinRound(db(), clock());
      const stillLive = await db()
        .select()
        .from(keyboxPasswords)
        .where(eq(keyboxPasswords.orderId, tomorrow.orderId));
      expect(stillLive.map((p) => p.retiredAt)).toEqual([null]);
      const late = await checkinCall<KeyboxPasswordsData>(
        app(),
        'GET',
        `/checkin/guest/password/${tomorrow.orderId}/`,
        { oToken },
      );
      expect(late.body.data.rooms).toHaveLength(1);
      clock.setOffsetMs(departure.getTime() + 11 * HOUR + 60_000 - Date.now());
      const retiredRound = await runCheckinRound(db(), clock());
      expect(retiredRound.retired).toBeGreaterThanOrEqual(1);
      const passwords = await db()
        .select()
        .from(keyboxPasswords)
        .where(eq(keyboxPasswords.orderId, tomorrow.orderId));
      expect(passwords.every((p) => p.retiredAt !== null)).toBe(true);
      const tasks = await db()
        .select()
        .from(keyboxResetTasks)
        .where(eq(keyboxResetTasks.orderId, tomorrow.orderId));
      expect(tasks).toMatchObject([{ hotelId: hotel.hotelId, roomId: nights[0]?.roomId }]);
      expect((await runCheckinRound(db(), clock())).retired).toBe(0);
      const after = await checkinCall(
        app(),
        'GET',
        `/checkin/guest/password/${tomorrow.orderId}/`,
        { oToken },
      );
      expect(after.body).toMatchObject({ rec: Rec.conflict, key: 'checkin:window_closed' });
    });

    it('shows the check-in state in My Trips: 1 before, 2 open, 4 checked in, 5 checked out', async () => {
      const member = await createMember(db(), 'ci-trips');
      const { orderId, number } = await platformOrder(db(), hotel);
      const statusOf = async () => {
        const list = await api<{ order_list: OrderListItem[] }>(
          app(),
          'GET',
          '/orders/main/?status=0',
          member.token,
        );
        return list.body.data.order_list.find((o) => o.order_id === orderId)?.hotel_status;
      };
      await db().update(orders).set({ userId: member.userId }).where(eq(orders.id, orderId));
      expect(await statusOf()).toBe(1);
      const verified = await checkinCall(
        app(),
        'POST',
        '/checkin/verify/',
        { token: member.token },
        contactBody(OTA.bookingCom, number),
      );
      expect(verified.body.rec).toBe(Rec.ok);
      expect(await statusOf()).toBe(2);
      const view = await checkinCall<CheckinOrderData>(app(), 'GET', `/checkin/order/${orderId}/`, {
        token: member.token,
      });
      await checkinCall(
        app(),
        'POST',
        `/checkin/submit/${orderId}/`,
        { token: member.token },
        submission(view.body.data.order_hotel.checkins),
      );
      expect(await statusOf()).toBe(4);
      clock.setOffsetMs(48 * HOUR);
      expect(await statusOf()).toBe(5);
    });

    it('never gives one room to two orders on a night', async () => {
      const all = await db()
        .select({
          roomId: roomAssignments.roomId,
          day: roomAssignments.day,
          n: sql<number>`count(*)::int`,
        })
        .from(roomAssignments)
        .groupBy(roomAssignments.roomId, roomAssignments.day)
        .having(sql`count(*) > 1`);
      expect(all).toEqual([]);
    });
  },
  { clock },
);
