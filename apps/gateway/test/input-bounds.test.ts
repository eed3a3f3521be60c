import { Rec } from '@bookdirect/gateway-sdk';
import type { CheckinOrderData } from '@bookdirect/gateway-sdk/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { importOtaReservations } from '../src/checkin/ota-import';
import { markOrderPaid } from '../src/orders/lifecycle';
import { orders } from '../src/orders/schema';
import {
  type CheckinHotel,
  checkinCall,
  contactBody,
  insertCheckinHotel,
  platformNo,
  submission,
} from './support/checkin';
import { FRANCHISE_APPLICATION } from './support/franchise';
import { BOOKING_URL, call, describeEachBackend } from './support/gateway';
import {
  api,
  book,
  createGuest,
  createMember,
  dayAt,
  flooredTotal,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  stay,
} from './support/orders';

/**
 * Values no column can hold (a number past `integer`, Infinity, a NUL, a lone surrogate,
 * nesting past any form) are the caller's mistake: rec 2 naming the field, never the
 * database's refusal as a 500.
 */

type Errors = { errors: Record<string, string> };

let address = 0;
const nextAddress = () => `198.51.101.${++address}`;

/** Test-only routes: what the error handler makes of a database that refuses a value. */
function refusalRoutes(app: FastifyInstance) {
  app.get('/test/refused-value', async () => {
    await app.db.execute(sql`select ${'not a number'}::int as n`);
    return { rec: 0 };
  });
  app.get('/test/division', async () => {
    await app.db.execute(sql`select 1 / ${0}::int as n`);
    return { rec: 0 };
  });
}

describeEachBackend(
  'input bounds',
  (gateway) => {
    let member: Member;
    let hotel: OrderHotel;
    let guestId: number;
    const app = () => gateway().app;
    const expectInvalid = (
      answer: { status: number; body: { rec: number; data: unknown } },
      field: string,
    ) => {
      expect(answer.status).toBe(200);
      expect(answer.body.rec).toBe(Rec.validation);
      expect((answer.body.data as Errors).errors[field]).toBe('validation:invalid');
    };

    beforeAll(async () => {
      const { db } = gateway();
      member = await createMember(db, 'bounds');
      hotel = await insertOrderHotel(db, { nights: [[9000, 9]] });
      guestId = await createGuest(db, member.userId);
    });

    it('refuses a page number of 2^40 and of 1e308', async () => {
      for (const page of ['1099511627776', '1e308']) {
        expectInvalid(await api(app(), 'GET', `/orders/main/?page=${page}`, member.token), 'page');
        expectInvalid(await api(app(), 'GET', `/user/credits/?page=${page}`, member.token), 'page');
        expectInvalid(
          await api(app(), 'GET', `/base/dict?code=will_level&page=${page}`, undefined),
          'page',
        );
      }
      const reviews = `/hotel/review/?hotel_id=${hotel.hotelId}&page=1099511627776`;
      expectInvalid(await api(app(), 'GET', reviews, undefined), 'page');
    });

    it('refuses ids past the integer column', async () => {
      const answer = await api(app(), 'GET', '/hotel/review/?hotel_id=2147483648', undefined);
      expectInvalid(answer, 'hotel_id');
      const check = await api<Errors>(app(), 'POST', '/orders/check/', member.token, {
        seller_id: 1,
        source: 1,
        content: { ...stay(hotel, 0, 1), hotel_room_type_id: 2 ** 31 },
        amount: flooredTotal(hotel, 0, 1),
        credits: 0,
      });
      expectInvalid(check, 'content.hotel_room_type_id');
    });

    it('refuses a booking channel past its smallint column', async () => {
      const booked = await api(app(), 'POST', '/orders/main/', member.token, {
        source: 40_000,
        content: JSON.stringify({ ...stay(hotel, 0, 1), user_folks: [guestId] }),
        amount: flooredTotal(hotel, 0, 1),
        mobile: '912345678',
        tel_prefix: '+351',
        email: member.email,
        credits: 0,
      });
      expectInvalid(booked, 'source');
    });

    it('refuses Infinity however it is spelled, in a query, a path or a body', async () => {
      for (const nums of ['Infinity', '-Infinity', '1e400']) {
        expectInvalid(
          await api(app(), 'GET', `/app/hotelhotcity/?nums=${nums}`, undefined),
          'nums',
        );
      }
      expectInvalid(await api(app(), 'GET', '/hotel/main/Infinity/', undefined), 'id');
      const answer = await call(app(), {
        method: 'POST',
        url: '/v1/u/orders/check/',
        headers: { token: member.token, 'content-type': 'application/json' },
        payload: `{"seller_id":1,"source":1,"content":${JSON.stringify(stay(hotel, 0, 1))},"amount":"Infinity","credits":0}`,
      });
      expectInvalid(answer, 'amount');
    });

    it('refuses a NUL in a franchise remark, and a lone surrogate in a name', async () => {
      const post = (body: object) =>
        call(app(), {
          method: 'POST',
          url: '/v1/u/franchise',
          payload: body,
          remoteAddress: nextAddress(),
        });
      expectInvalid(
        await post({ ...FRANCHISE_APPLICATION, remark: 'Opening\u0000soon' }),
        'remark',
      );
      expectInvalid(await post({ ...FRANCHISE_APPLICATION, name: 'Li \ud800Wei' }), 'name');
      const country = await post({ ...FRANCHISE_APPLICATION, country_id: 2 ** 31 });
      expect(country.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { country_id: 'franchise:country_required' } },
      });
      // A pair of surrogates is one character, and welcome.
      const emoji = await post({
        ...FRANCHISE_APPLICATION,
        remark: 'A hotel by the sea \u{1F30A}',
      });
      expect(emoji.body.rec).toBe(Rec.ok);
    });

    it('refuses a NUL in a cancellation comment and a review, and leaves the order as it was', async () => {
      const booked = await book(app(), member, hotel, { guests: [guestId] });
      const orderId = booked.body.data.order_id;
      const cancel = await api(app(), 'PUT', `/orders/cancel/${orderId}/`, member.token, {
        reasons: [4],
        comment: 'Plans\u0000changed',
      });
      expectInvalid(cancel, 'comment');
      const [row] = await gateway().db.select().from(orders).where(eq(orders.id, orderId));
      expect(row?.status).toBe(1);

      await gateway().db.update(orders).set({ status: 6 }).where(eq(orders.id, orderId));
      const review = await api(app(), 'POST', `/orders/review/${orderId}/`, member.token, {
        score: 9,
        content: 'Lovely\u0000stay',
      });
      expectInvalid(review, 'content');
      const surrogate = await api(app(), 'POST', `/orders/review/${orderId}/`, member.token, {
        score: 9,
        content: 'Lovely \udc00stay',
      });
      expectInvalid(surrogate, 'content');
    });

    it('names a field nested past any form, and a body that is nothing but nesting', async () => {
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const field = await call(app(), {
        method: 'POST',
        url: '/v1/u/franchise/message',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":${deep},"contact":"li.wei@example.com","message":"Call me."}`,
        remoteAddress: nextAddress(),
      });
      expectInvalid(field, 'name');
      const whole = await call(app(), {
        method: 'POST',
        url: '/v1/u/franchise/message',
        headers: { 'content-type': 'application/json' },
        payload: deep,
        remoteAddress: nextAddress(),
      });
      expect(whole.body.rec).toBe(Rec.validation);
      expect((whole.body.data as Errors).errors.body).toBeDefined();
    });

    describe('check-in', () => {
      let checkinHotel: CheckinHotel;
      let orderId: string;
      let body: ReturnType<typeof submission>;

      beforeAll(async () => {
        const { db } = gateway();
        checkinHotel = await insertCheckinHotel(db, { rooms: 4 });
        const booked = await api<{ order_id: string }>(
          app(),
          'POST',
          '/orders/main/',
          member.token,
          {
            source: 1,
            content: JSON.stringify({
              start_day: dayAt(0).day,
              days: 1,
              hotel_id: checkinHotel.hotelId,
              hotel_room_type_id: checkinHotel.roomTypeId,
              nums: 1,
              user_folks: [guestId],
            }),
            amount: 100,
            mobile: '210 555 0177',
            tel_prefix: '30',
            email: 'lina.guest@example.com',
            credits: 0,
          },
        );
        expect(booked.body.rec).toBe(Rec.ok);
        orderId = booked.body.data.order_id;
        await markOrderPaid(db, orderId, {
          bookingUrl: BOOKING_URL,
          paySource: 11,
          providerRef: 'test',
          now: new Date(),
        });
        const view = await checkinCall<CheckinOrderData>(
          app(),
          'GET',
          `/checkin/order/${orderId}/`,
          {
            token: member.token,
          },
        );
        body = submission(view.body.data.order_hotel.checkins);
      });

      const withGuest = (guest: Record<string, unknown>) => {
        const copy = structuredClone(body);
        const room = copy.hotel.checkins[0];
        if (room) room.guest = [{ ...room.guest[0], ...guest } as (typeof room.guest)[number]];
        return copy;
      };
      const submit = (payload: unknown) =>
        checkinCall(app(), 'POST', `/checkin/submit/${orderId}/`, { token: member.token }, payload);

      it('refuses a guest name sent as an object, and a NUL in an id number', async () => {
        const named = await submit(withGuest({ first_name: { first: 'Lina' } }));
        expect(named.body.rec).toBe(Rec.validation);
        expect((named.body.data as Errors).errors).toHaveProperty([
          'hotel.checkins[0].guest[0].first_name',
        ]);
        const card = await submit(withGuest({ id_card: 'AB\u00001234567' }));
        expectInvalid(card, 'hotel.checkins[0].guest[0].id_card');
        const [row] = await gateway().db.select().from(orders).where(eq(orders.id, orderId));
        expect(row?.checkedInAt).toBeNull();
        expect((await submit(body)).body.rec).toBe(Rec.ok);
      });

      it('refuses a channel past its smallint column', async () => {
        const answer = await checkinCall(
          app(),
          'POST',
          '/checkin/guest/verify/',
          {},
          contactBody(40_000, orderId),
        );
        expectInvalid(answer, 'hotel.check_contact.ota_id');
      });

      it('refuses in an import what no column can hold, line by line', async () => {
        const reservation = {
          platform: 'Booking.com',
          hotel: checkinHotel.hotelId,
          room_type: checkinHotel.roomTypeId,
          check_in: dayAt(2).day,
          check_out: dayAt(3).day,
          guest_name: 'Lina Guest',
          email: 'lina.guest@example.com',
          phone: '+302105550177',
        };
        const result = await importOtaReservations(gateway().db, [
          { line: 1, value: { ...reservation, platform_order_no: `N\u0000${platformNo()}` } },
          {
            line: 2,
            value: { ...reservation, platform_order_no: platformNo(), hotel: '99999999999' },
          },
          { line: 3, value: { ...reservation, platform_order_no: platformNo(), amount: 1e308 } },
          {
            line: 4,
            value: { ...reservation, platform_order_no: platformNo(), guest_name: 'L\ud800' },
          },
        ]);
        expect(result.report.map((line) => line.outcome)).toEqual([
          'refused',
          'refused',
          'refused',
          'refused',
        ]);
        expect(result.imported).toBe(0);
      });
    });

    it('answers a value the database refused as rec 2, never with its SQL', async () => {
      const answer = await call(app(), { method: 'GET', url: '/test/refused-value' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { querystring: 'validation:invalid' } },
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/select|integer|syntax/i);
    });

    it('keeps a fault of its own a 500, without SQL or a stack', async () => {
      const answer = await call(app(), { method: 'GET', url: '/test/division' });
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ rec: Rec.failed, key: 'errors:internal', data: null });
      expect(JSON.stringify(answer.body)).not.toMatch(/select|division|\sat\s|\.ts\b/i);
    });
  },
  { beforeReady: refusalRoutes },
);
