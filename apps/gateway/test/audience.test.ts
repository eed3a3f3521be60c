import { randomBytes } from 'node:crypto';
import {
  addDays,
  CLIENT_ADDRESS_HEADER,
  CURRENCY_CODES,
  dayIn,
  OrderStatus,
  OTA,
  Rec,
  SITE_SECRET_HEADER,
} from '@bookdirect/gateway-sdk';
import { type AnyEndpoint, type Audience, endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { STAFF_API_PREFIX, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SEED_USD_PER_UNIT } from '../src/catalog/tooling/demo-data';
import { rows } from '../src/db';
import { registeredEndpoints } from '../src/http/endpoint';
import { buildOpenApiDocument } from '../src/openapi';
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
import { type Answer, call, describeEachBackend, viaGateway } from './support/gateway';
import { api, flooredTotal, GUEST, stay } from './support/orders';
import { type Booker, bookOrder, newBooker } from './support/payments';

/**
 * Who may call what, in one table: every endpoint the gateway registers, with the audience
 * its declaration gives it. A new endpoint fails the first test until it has its line here,
 * so its audience is a decision someone wrote down. Then the gateway is held to the table:
 * `member`, `guest` and `staff` calls refuse a caller without their token or with a wrong one
 * (a member's session is no staff session), before anything else and writing nothing;
 * `public` and `partner` calls need no session. Staff calls are under /v1/s.
 */
const AUDIENCES: Record<string, Audience> = {
  // Catalogue: the partner embed's reads.
  'GET /util/currency/': 'partner',
  'GET /util/region/': 'partner',
  'GET /util/currencyrate/{id}/': 'partner',
  'GET /util/exchangerate/{id}/': 'partner',
  'GET /app/home/': 'partner',
  'GET /app/hotelhotcity/': 'partner',
  'GET /hotel/main/': 'partner',
  'GET /hotel/main/{id}/': 'partner',
  'GET /hotel/roomtype/': 'partner',
  'GET /hotel/roomtype/{id}/': 'partner',
  'GET /hotel/roomtypeprice/{id}/': 'partner',
  'GET /file/hotelimage/': 'partner',
  'GET /hotel/review/': 'public',
  // Franchise.
  'POST /franchise': 'public',
  'POST /franchise/message': 'public',
  'GET /base/dict': 'public',
  // Accounts.
  'POST /user/login/': 'public',
  'GET /user/logout/': 'member',
  'POST /user/regemail/': 'public',
  'PUT /user/regemail/': 'public',
  'POST /user/passwordemail/': 'public',
  'PUT /user/passwordemail/': 'public',
  'GET /user/info/': 'member',
  'PUT /user/info/': 'member',
  'GET /user/credits/': 'member',
  // Saved guests and hotels.
  'GET /user/folks/': 'member',
  'POST /user/folks/': 'member',
  'PUT /user/folks/{id}/': 'member',
  'GET /user/favorite/': 'member',
  'POST /user/favorite/': 'member',
  'DELETE /user/favorite/{id}/': 'member',
  // Orders and payment.
  'POST /orders/check/': 'member',
  'POST /orders/main/': 'member',
  'POST /orders/pay/': 'member',
  'GET /orders/main/': 'member',
  'GET /orders/main/{id}/': 'member',
  'PUT /orders/cancel/{id}/': 'member',
  'PUT /orders/dates/{id}/': 'member',
  'POST /orders/review/{id}/': 'member',
  // Check-in: members and anonymous guests.
  'GET /checkin/ota/': 'public',
  'POST /checkin/verify/': 'member',
  'POST /checkin/guest/verify/': 'public',
  'GET /checkin/order/{id}/': 'member',
  'POST /checkin/guest/order/': 'guest',
  'POST /checkin/submit/{id}/': 'member',
  'POST /checkin/guest/submit/{id}/': 'guest',
  'GET /checkin/password/{id}/': 'member',
  'GET /checkin/guest/password/{id}/': 'guest',
  'POST /checkin/password/{id}/email/': 'member',
  'POST /checkin/guest/password/{id}/email/': 'guest',
  // WeChat.
  'GET /user/wxconfig/': 'public',
  'POST /user/wxoagensign/': 'member',
  // Partners.
  'GET /util/partner/{code}/': 'public',
  // The back office, under /v1/s.
  'POST /v1/s/session/': 'public',
  'GET /v1/s/session/': 'staff',
  'DELETE /v1/s/session/': 'staff',
  'GET /v1/s/hotels/': 'staff',
  'GET /v1/s/audit/': { staff: ['admin'] },
  'GET /v1/s/reviews/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/reviews/{id}/hide/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/reviews/{id}/show/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/reviews/{id}/reply/': { staff: ['admin', 'manager'] },
  'GET /v1/s/reports/': { staff: ['admin', 'manager'] },
  'GET /v1/s/leads/': { staff: ['admin'] },
  'PUT /v1/s/leads/{id}/': { staff: ['admin'] },
  'GET /v1/s/leads/export/': { staff: ['admin'] },
  'GET /v1/s/partners/': { staff: ['admin'] },
  'POST /v1/s/partners/': { staff: ['admin'] },
  'PUT /v1/s/partners/{code}/': { staff: ['admin'] },
  'DELETE /v1/s/partners/{code}/': { staff: ['admin'] },
  'POST /v1/s/checkin/ota-orders/': { staff: ['admin', 'manager'] },
  'POST /v1/s/exchange-rates/': { staff: ['admin'] },
  'GET /v1/s/calendar/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/calendar/': { staff: ['admin', 'manager'] },
  'GET /v1/s/hotels/{id}/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/hotels/{id}/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/hotels/{id}/publish/': { staff: ['admin', 'manager'] },
  'POST /v1/s/room-types/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/room-types/{id}/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/room-types/{id}/rooms/': { staff: ['admin', 'manager'] },
  'GET /v1/s/photos/': { staff: ['admin', 'manager'] },
  'POST /v1/s/photos/': { staff: ['admin', 'manager'] },
  'PUT /v1/s/photos/order/': { staff: ['admin', 'manager'] },
  'DELETE /v1/s/photos/{id}/': { staff: ['admin', 'manager'] },
  'GET /v1/s/orders/': { staff: ['admin', 'manager', 'desk'] },
  'GET /v1/s/orders/{id}/': { staff: ['admin', 'manager', 'desk'] },
  'PUT /v1/s/orders/cancel/{id}/': { staff: ['admin', 'manager', 'desk'] },
  'GET /v1/s/orders/export/': { staff: ['admin', 'manager', 'desk'] },
  'POST /v1/s/orders/{id}/notes/': { staff: ['admin', 'manager', 'desk'] },
  'POST /v1/s/orders/{id}/resend-mail/': { staff: ['admin', 'manager', 'desk'] },
  'GET /v1/s/checkin/board/': { staff: ['admin', 'manager', 'desk'] },
  'PUT /v1/s/checkin/rooms/': { staff: ['admin', 'manager', 'desk'] },
  'POST /v1/s/checkin/keybox/reset/': { staff: ['admin', 'manager', 'desk'] },
  'POST /v1/s/checkin/depart/': { staff: ['admin', 'manager', 'desk'] },
  'GET /v1/s/staff/': { staff: ['admin'] },
  'POST /v1/s/staff/': { staff: ['admin'] },
  'PUT /v1/s/staff/{id}/': { staff: ['admin'] },
  'POST /v1/s/staff/{id}/disable/': { staff: ['admin'] },
  'POST /v1/s/staff/{id}/enable/': { staff: ['admin'] },
  'POST /v1/s/staff/{id}/reset-otp/': { staff: ['admin'] },
  'POST /v1/s/staff/{id}/reset-password/': { staff: ['admin'] },
};

/** A staff call's name carries its /v1/s (`GET /v1/s/hotels/`); the others are under /v1/u. */
const isStaffCall = (name: string) => name.includes(` ${STAFF_API_PREFIX}/`);
const prefixOf = (name: string) => (isStaffCall(name) ? '' : '/v1/u');

const SITE_SECRET = 'audience-test-site-secret';

const declared = new Map<string, AnyEndpoint>([
  ...Object.values(endpoints as Record<string, AnyEndpoint>).map(
    (e) => [`${e.method} ${e.path}`, e] as const,
  ),
  ...Object.values(staffEndpoints as Record<string, AnyEndpoint>).map(
    (e) => [`${e.method} ${STAFF_API_PREFIX}${e.path}`, e] as const,
  ),
]);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call as its audience would make it, less the token. */
interface Sample {
  path: string;
  body?: Record<string, unknown>;
}

/** What a rules check would refuse, were it reached: wrong types, NUL, a bad page. */
const JUNK_QUERY = '?page=x&nums=-1&start_day=x&days=0';
const JUNK_BODY = {
  order_id: 5,
  hotel: 'x',
  hotel_id: 'x',
  name: '\u0000',
  content: 7,
  score: 'x',
};

describeEachBackend(
  'audiences',
  (gateway) => {
    let booker: Booker;
    let orderId: string;
    let favoriteId: number;
    let checkinHotel: CheckinHotel;
    /** A platform booking a guest verified, with its o_token, and the rooms to submit. */
    let guest: { orderId: string; oToken: string; submission: Record<string, unknown> };
    /** The o_token of another order: a real token, and the wrong one for `guest.orderId`. */
    let otherOrdersToken: string;
    /** A completed stay of the member's, to review. */
    let stayedId: string;
    /** A platform booking the member verified (theirs now), and the rooms to submit. */
    let memberCheckin: { orderId: string; submission: Record<string, unknown> };
    /** A platform booking nobody verified yet. */
    let unverifiedNo: string;

    beforeAll(async () => {
      const { app, db } = gateway();
      booker = await newBooker(db, 'audience', 1_000);
      orderId = await bookOrder(app, booker);
      stayedId = await bookOrder(app, booker);
      await db.update(orders).set({ status: OrderStatus.completed }).where(eq(orders.id, stayedId));
      const saved = await api<{ user_favorite_id: number }>(
        app,
        'POST',
        '/user/favorite/',
        booker.member.token,
        { hotel_id: booker.hotel.hotelId },
      );
      favoriteId = saved.body.data.user_favorite_id;
      checkinHotel = await insertCheckinHotel(db, { rooms: 4 });
      const verified = async () => {
        const { orderId: id, number } = await platformOrder(db, checkinHotel);
        const answer = await checkinCall<{ o_token: string }>(
          app,
          'POST',
          '/checkin/guest/verify/',
          {},
          contactBody(OTA.bookingCom, number),
        );
        expect(answer.body.rec).toBe(Rec.ok);
        return { orderId: id, oToken: answer.body.data.o_token };
      };
      const mine = await verified();
      const view = await checkinCall<{ order_hotel: { checkins: [] } }>(
        app,
        'POST',
        '/checkin/guest/order/',
        { oToken: mine.oToken },
        { order_id: mine.orderId },
      );
      expect(view.body.rec).toBe(Rec.ok);
      guest = { ...mine, submission: submission(view.body.data.order_hotel.checkins) };
      otherOrdersToken = (await verified()).oToken;
      const member = { token: booker.member.token };
      const theirs = await platformOrder(db, checkinHotel);
      const claimed = await checkinCall(
        app,
        'POST',
        '/checkin/verify/',
        member,
        contactBody(OTA.bookingCom, theirs.number),
      );
      expect(claimed.body.rec).toBe(Rec.ok);
      const rooms = await checkinCall<{ order_hotel: { checkins: [] } }>(
        app,
        'GET',
        `/checkin/order/${theirs.orderId}/`,
        member,
      );
      expect(rooms.body.rec).toBe(Rec.ok);
      memberCheckin = {
        orderId: theirs.orderId,
        submission: submission(rooms.body.data.order_hotel.checkins),
      };
      unverifiedNo = (await platformOrder(db, checkinHotel)).number;
    });

    /**
     * Each `member` and `guest` call as the right caller sends it: with their token each one
     * answers rec 0, most of them writing (the WeChat bind only where WeChat is configured).
     */
    function sampleOf(name: string): Sample {
      const booking = {
        source: 1,
        content: JSON.stringify({ ...stay(booker.hotel, 9, 1), user_folks: [booker.guest] }),
        amount: flooredTotal(booker.hotel, 9, 1),
        mobile: '912345678',
        tel_prefix: '+351',
        email: booker.member.email,
        credits: 0,
      };
      const samples: Record<string, Sample> = {
        'GET /user/logout/': { path: '/user/logout/' },
        'GET /user/info/': { path: '/user/info/' },
        'PUT /user/info/': { path: '/user/info/', body: { name: 'Ana Lima' } },
        'GET /user/credits/': { path: '/user/credits/' },
        'GET /user/folks/': { path: '/user/folks/' },
        'POST /user/folks/': { path: '/user/folks/', body: GUEST },
        'PUT /user/folks/{id}/': { path: `/user/folks/${booker.guest}/`, body: GUEST },
        'GET /user/favorite/': { path: '/user/favorite/' },
        'POST /user/favorite/': {
          path: '/user/favorite/',
          body: { hotel_id: booker.hotel.hotelId },
        },
        'DELETE /user/favorite/{id}/': { path: `/user/favorite/${favoriteId}/` },
        'POST /orders/check/': {
          path: '/orders/check/',
          body: {
            seller_id: 1,
            source: 1,
            content: stay(booker.hotel, 9, 1),
            amount: booking.amount,
            credits: 0,
          },
        },
        'POST /orders/main/': { path: '/orders/main/', body: booking },
        'POST /orders/pay/': {
          path: '/orders/pay/',
          body: { pay_source: 11, order_id: orderId },
        },
        'GET /orders/main/': { path: '/orders/main/' },
        'GET /orders/main/{id}/': { path: `/orders/main/${orderId}/` },
        'PUT /orders/cancel/{id}/': {
          path: `/orders/cancel/${orderId}/`,
          body: { reasons: [4], comment: 'Plans changed' },
        },
        'PUT /orders/dates/{id}/': {
          path: `/orders/dates/${orderId}/`,
          body: { start_day: 20300101, days: 1, amount: 0 },
        },
        'POST /orders/review/{id}/': {
          path: `/orders/review/${stayedId}/`,
          body: { score: 9, content: 'A lovely stay.' },
        },
        'POST /checkin/verify/': {
          path: '/checkin/verify/',
          body: contactBody(OTA.bookingCom, unverifiedNo),
        },
        'GET /checkin/order/{id}/': { path: `/checkin/order/${memberCheckin.orderId}/` },
        'POST /checkin/submit/{id}/': {
          path: `/checkin/submit/${memberCheckin.orderId}/`,
          body: memberCheckin.submission,
        },
        'GET /checkin/password/{id}/': { path: `/checkin/password/${memberCheckin.orderId}/` },
        'POST /checkin/password/{id}/email/': {
          path: `/checkin/password/${memberCheckin.orderId}/email/`,
          body: {},
        },
        'POST /user/wxoagensign/': { path: '/user/wxoagensign/', body: { code: 'oauth-code' } },
        'POST /checkin/guest/order/': {
          path: '/checkin/guest/order/',
          body: { order_id: guest.orderId },
        },
        'POST /checkin/guest/submit/{id}/': {
          path: `/checkin/guest/submit/${guest.orderId}/`,
          body: guest.submission,
        },
        'GET /v1/s/session/': { path: '/v1/s/session/' },
        'DELETE /v1/s/session/': { path: '/v1/s/session/' },
        'GET /v1/s/hotels/': { path: '/v1/s/hotels/' },
        'GET /v1/s/audit/': { path: '/v1/s/audit/' },
        'GET /v1/s/calendar/': {
          path: `/v1/s/calendar/?room_type_id=${booker.hotel.roomTypeId}&from=${addDays(dayIn(new Date(), 'UTC'), 20)}&to=${addDays(dayIn(new Date(), 'UTC'), 26)}`,
        },
        'PUT /v1/s/calendar/': {
          path: '/v1/s/calendar/',
          body: {
            room_type_id: booker.hotel.roomTypeId,
            from: addDays(dayIn(new Date(), 'UTC'), 20),
            to: addDays(dayIn(new Date(), 'UTC'), 26),
            weekdays: [6, 7],
            price: 130,
          },
        },
        'GET /v1/s/photos/': { path: `/v1/s/photos/?hotel_id=${booker.hotel.hotelId}` },
        'POST /v1/s/photos/': {
          path: '/v1/s/photos/',
          // Not an image: a call that got past its audience would answer rec 2 and store nothing.
          body: {
            hotel_id: booker.hotel.hotelId,
            data: Buffer.from('not a photo').toString('base64'),
          },
        },
        'PUT /v1/s/photos/order/': {
          path: '/v1/s/photos/order/',
          body: { hotel_id: booker.hotel.hotelId, photo_ids: [1] },
        },
        'DELETE /v1/s/photos/{id}/': { path: '/v1/s/photos/2000000000/' },
        'GET /v1/s/hotels/{id}/': { path: `/v1/s/hotels/${booker.hotel.hotelId}/` },
        'PUT /v1/s/hotels/{id}/': {
          path: `/v1/s/hotels/${booker.hotel.hotelId}/`,
          body: { name_en: 'Audience House', policy_en: 'No smoking.' },
        },
        'PUT /v1/s/hotels/{id}/publish/': {
          path: `/v1/s/hotels/${booker.hotel.hotelId}/publish/`,
          body: { published: 0 },
        },
        'POST /v1/s/room-types/': {
          path: '/v1/s/room-types/',
          body: { hotel_id: booker.hotel.hotelId, name_cn: '套房', name_en: 'Suite' },
        },
        'PUT /v1/s/room-types/{id}/': {
          path: `/v1/s/room-types/${booker.hotel.roomTypeId}/`,
          body: { area: 30 },
        },
        'PUT /v1/s/room-types/{id}/rooms/': {
          path: `/v1/s/room-types/${booker.hotel.roomTypeId}/rooms/`,
          body: { rooms: [{ no: 'A1' }] },
        },
        'GET /v1/s/orders/': { path: `/v1/s/orders/?q=${orderId}&status_ids=1,2` },
        'GET /v1/s/orders/{id}/': { path: `/v1/s/orders/${orderId}/` },
        'PUT /v1/s/orders/cancel/{id}/': {
          path: `/v1/s/orders/cancel/${orderId}/`,
          body: { reasons: [4], comment: 'Guest called' },
        },
        'GET /v1/s/orders/export/': { path: `/v1/s/orders/export/?q=${orderId}` },
        'POST /v1/s/orders/{id}/notes/': {
          path: `/v1/s/orders/${orderId}/notes/`,
          body: { note: 'Guest asks for a late check-out' },
        },
        'POST /v1/s/orders/{id}/resend-mail/': {
          path: `/v1/s/orders/${orderId}/resend-mail/`,
          body: {},
        },
        'GET /v1/s/checkin/board/': {
          path: `/v1/s/checkin/board/?hotel_id=${checkinHotel.hotelId}`,
        },
        'PUT /v1/s/checkin/rooms/': {
          path: '/v1/s/checkin/rooms/',
          body: { order_id: orderId, group_no: 1, hotel_room_id: checkinHotel.roomIds[0] },
        },
        'POST /v1/s/checkin/keybox/reset/': {
          path: '/v1/s/checkin/keybox/reset/',
          body: { order_id: orderId, hotel_room_id: checkinHotel.roomIds[0] },
        },
        'POST /v1/s/checkin/depart/': {
          path: '/v1/s/checkin/depart/',
          body: { order_id: orderId },
        },
        'GET /v1/s/staff/': { path: '/v1/s/staff/' },
        'POST /v1/s/staff/': {
          path: '/v1/s/staff/',
          body: { email: 'audience-staff@example.com', name: 'Ana Lima', role: 'admin' },
        },
        'PUT /v1/s/staff/{id}/': { path: '/v1/s/staff/1/', body: { name: 'Ana Lima' } },
        'POST /v1/s/staff/{id}/disable/': { path: '/v1/s/staff/1/disable/', body: {} },
        'POST /v1/s/staff/{id}/enable/': { path: '/v1/s/staff/1/enable/', body: {} },
        'POST /v1/s/staff/{id}/reset-otp/': { path: '/v1/s/staff/1/reset-otp/', body: {} },
        'POST /v1/s/staff/{id}/reset-password/': {
          path: '/v1/s/staff/1/reset-password/',
          body: {},
        },
        'GET /v1/s/reviews/': { path: '/v1/s/reviews/?hotel_id=1' },
        'PUT /v1/s/reviews/{id}/hide/': { path: '/v1/s/reviews/1/hide/', body: { reason: 'Spam' } },
        'PUT /v1/s/reviews/{id}/show/': { path: '/v1/s/reviews/1/show/', body: {} },
        'PUT /v1/s/reviews/{id}/reply/': {
          path: '/v1/s/reviews/1/reply/',
          body: { content: 'Thank you' },
        },
        'GET /v1/s/reports/': { path: '/v1/s/reports/?hotel_id=1&from=20260101&to=20260131' },
        'GET /v1/s/leads/': { path: '/v1/s/leads/?stage=new' },
        'PUT /v1/s/leads/{id}/': { path: '/v1/s/leads/1/', body: { stage: 'contacted' } },
        'GET /v1/s/leads/export/': { path: '/v1/s/leads/export/' },
        'GET /v1/s/partners/': { path: '/v1/s/partners/' },
        'POST /v1/s/partners/': {
          path: '/v1/s/partners/',
          body: { code: 'audience-partner', name: 'Audience', origins: [] },
        },
        'PUT /v1/s/partners/{code}/': {
          path: '/v1/s/partners/wander-notes/',
          body: { name: 'Wander Notes', origins: [] },
        },
        'DELETE /v1/s/partners/{code}/': { path: '/v1/s/partners/wander-notes/' },
        'POST /v1/s/checkin/ota-orders/': {
          path: '/v1/s/checkin/ota-orders/',
          body: {
            reservations: [
              {
                platform: 'Booking.com',
                platform_order_no: 'AUDIENCE-OTA-1',
                hotel: checkinHotel.hotelId,
                room_type: checkinHotel.roomTypeId,
                check_in: dayIn(new Date(), 'UTC'),
                check_out: addDays(dayIn(new Date(), 'UTC'), 1),
                guest_name: 'Lina Guest',
                email: 'lina.guest@example.com',
                phone: '+302105550177',
              },
            ],
          },
        },
        'POST /v1/s/exchange-rates/': {
          path: '/v1/s/exchange-rates/',
          body: {
            date: '2026-11-24',
            source: 'audience',
            rates: Object.fromEntries(
              Object.entries(CURRENCY_CODES).map(([id, code]) => [
                code,
                Number(SEED_USD_PER_UNIT[Number(id)]),
              ]),
            ),
          },
        },
        'GET /checkin/guest/password/{id}/': { path: `/checkin/guest/password/${guest.orderId}/` },
        'POST /checkin/guest/password/{id}/email/': {
          path: `/checkin/guest/password/${guest.orderId}/email/`,
          body: {},
        },
      };
      const sample = samples[name];
      if (!sample) throw new Error(`no sample call for ${name}`);
      return sample;
    }

    /** A `public` or `partner` call, its path parameters filled in. */
    const publicPath = (path: string) =>
      path.replace('{code}', 'wander-notes').replace(/\{\w+\}/g, '1');

    /**
     * The call directly at its path and through `/gateway`, each from an address of its own
     * (as the sites vouch for their visitors), so no per-address limit is reached.
     */
    async function bothWays(
      name: string,
      sample: Sample,
      headers: Record<string, string>,
    ): Promise<Answer[]> {
      const method = name.split(' ')[0] as Method;
      const from = () => ({
        [CLIENT_ADDRESS_HEADER]: freshAddress(),
        [SITE_SECRET_HEADER]: SITE_SECRET,
      });
      const prefix = prefixOf(name);
      const direct = await call(gateway().app, {
        method,
        url: `${prefix}${sample.path}`,
        headers: { ...headers, ...from() },
        ...(sample.body ? { payload: sample.body } : {}),
      });
      const dispatched = await viaGateway(gateway().app, method, `${prefix}${sample.path}`, {
        headers: { ...headers, ...from() },
        body: sample.body,
      });
      return [direct, dispatched];
    }

    /** Every row of every table but the failure counters, as one digest per table. */
    async function database(): Promise<Record<string, string>> {
      const tables = await rows<{ table_name: string }>(
        gateway().db,
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'
              and table_name <> 'rate_limits'
            order by table_name`,
      );
      expect(tables.length).toBeGreaterThan(20);
      const digests = await rows<{ name: string; digest: string }>(
        gateway().db,
        sql.raw(
          tables
            .map(
              ({ table_name: t }) =>
                `select '${t}' as name, count(*) || ':' || ` +
                `md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest ` +
                `from "${t}" x`,
            )
            .join(' union all '),
        ),
      );
      return Object.fromEntries(digests.map((d) => [d.name, d.digest]));
    }

    it('has a line for every endpoint the gateway registers, with the audience it declares', () => {
      const registered = registeredEndpoints(gateway().app);
      expect(
        Object.fromEntries(registered.map((e) => [e.name, e.audience])),
        'an endpoint without its line here, or with another audience',
      ).toEqual(AUDIENCES);
      expect(registered).toHaveLength(Object.keys(AUDIENCES).length);
      for (const { name, audience, url } of registered) {
        expect(declared.get(name)?.audience, name).toEqual(audience);
        expect(url.startsWith(isStaffCall(name) ? `${STAFF_API_PREFIX}/` : '/v1/u/'), url).toBe(
          true,
        );
      }
    });

    it("shows each call's audience in the reference, with the token it needs", async () => {
      const document = (await buildOpenApiDocument()) as {
        components: { securitySchemes: Record<string, { in: string; name: string }> };
        paths: Record<string, Record<string, { 'x-audience'?: Audience; security?: unknown }>>;
      };
      expect(document.components.securitySchemes).toMatchObject({
        memberSession: { in: 'header', name: 'token' },
        checkinGuestToken: { in: 'header', name: 'o_token' },
        staffSession: { in: 'header', name: 'token' },
      });
      const shown: Record<string, Audience | undefined> = {};
      for (const [path, operations] of Object.entries(document.paths)) {
        const prefix = ['/v1/u', STAFF_API_PREFIX].find((p) => path.startsWith(`${p}/`));
        if (!prefix) continue;
        for (const [method, operation] of Object.entries(operations)) {
          const name =
            prefix === STAFF_API_PREFIX
              ? `${method.toUpperCase()} ${path}`
              : `${method.toUpperCase()} ${path.slice(prefix.length)}`;
          shown[name] = operation['x-audience'];
          const audience = AUDIENCES[name];
          const security =
            audience === 'member'
              ? [{ memberSession: [] }]
              : audience === 'guest'
                ? [{ checkinGuestToken: [] }]
                : audience === 'staff' || typeof audience === 'object'
                  ? [{ staffSession: [] }]
                  : undefined;
          expect(operation.security, name).toEqual(security);
        }
      }
      expect(shown).toEqual(AUDIENCES);
    });

    const refusals: [Audience, { rec: number; key: string }][] = [
      ['member', { rec: Rec.sessionExpired, key: 'errors:session_expired' }],
      ['guest', { rec: Rec.forbidden, key: 'checkin:token_invalid' }],
      ['staff', { rec: Rec.sessionExpired, key: 'errors:session_expired' }],
    ];
    for (const [audience, refusal] of refusals) {
      // A staff call for some roles refuses a caller without a staff session the same way.
      const names = Object.keys(AUDIENCES).filter((name) => {
        const declaredAudience = AUDIENCES[name];
        return typeof declaredAudience === 'object'
          ? audience === 'staff'
          : declaredAudience === audience;
      });

      it(`has ${audience} calls to refuse`, () => {
        expect(names.length).toBeGreaterThan(0);
      });

      // One test per call: each stays well inside the timeout on a loaded machine, and a
      // failure names its call.
      it.each(names)(
        `refuses %s without its ${audience} token or with a wrong one (rec ${refusal.rec} ${refusal.key}), writing nothing`,
        async (name) => {
          const wrong: Record<string, string>[] =
            audience === 'member'
              ? [
                  {},
                  { token: 'not-a-session' },
                  { token: randomBytes(32).toString('base64url') },
                  // A guest's token is no session.
                  { o_token: guest.oToken },
                ]
              : audience === 'staff'
                ? [
                    {},
                    { token: 'not-a-session' },
                    { token: randomBytes(32).toString('base64url') },
                    // A member's session is no staff session.
                    { token: booker.member.token },
                  ]
                : [
                    {},
                    { o_token: 'not-a-token' },
                    { o_token: randomBytes(24).toString('base64url') },
                    { o_token: otherOrdersToken },
                    // A member's session is no guest's token.
                    { token: booker.member.token },
                  ];
          const sample = sampleOf(name);
          const before = await database();
          for (const headers of wrong) {
            for (const answer of await bothWays(name, sample, headers)) {
              expect([name, headers, answer.status, answer.body.rec, answer.body.key]).toEqual([
                name,
                headers,
                200,
                refusal.rec,
                refusal.key,
              ]);
            }
          }
          // The refusal comes before the rules: what they would refuse makes no difference.
          if (declared.get(name)?.rules) {
            const [method] = name.split(' ');
            const junk: Sample =
              method === 'GET' || method === 'DELETE'
                ? { path: `${sample.path}${JUNK_QUERY}` }
                : { path: sample.path, body: JUNK_BODY };
            for (const answer of await bothWays(name, junk, wrong[1] ?? {})) {
              expect([name, 'junk', answer.body.rec, answer.body.key]).toEqual([
                name,
                'junk',
                refusal.rec,
                refusal.key,
              ]);
            }
          }
          expect(await database(), `${name} wrote`).toEqual(before);
        },
      );
    }

    it('answers every public and partner call without a session, and with a stale one', async () => {
      const names = Object.keys(AUDIENCES).filter(
        (name) => AUDIENCES[name] === 'public' || AUDIENCES[name] === 'partner',
      );
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const path = publicPath(name.slice(name.indexOf(' ') + 1));
        const callers: Record<string, string>[] = [{}, { token: 'not-a-session' }];
        for (const headers of callers) {
          for (const answer of await bothWays(name, { path }, headers)) {
            // Whatever the call makes of what it was sent, it never asks who is calling.
            expect(answer.status, name).toBeLessThan(500);
            expect([name, answer.body.rec]).not.toEqual([name, Rec.sessionExpired]);
            expect([name, answer.body.key]).not.toEqual([name, 'checkin:token_invalid']);
          }
        }
      }
    });

    it('answers the catalogue a member reads as it answers a visitor, less the member flags', async () => {
      // Public calls that read a session when one is sent: the stale token is a visitor.
      const path = `/hotel/main/${booker.hotel.hotelId}/`;
      const visitor = await api(gateway().app, 'GET', path, undefined);
      const stale = await api(gateway().app, 'GET', path, 'not-a-session');
      const member = await api<{ favorite: number }>(
        gateway().app,
        'GET',
        path,
        booker.member.token,
      );
      expect(visitor.body.rec).toBe(Rec.ok);
      expect(stale.body).toEqual(visitor.body);
      expect(member.body.rec).toBe(Rec.ok);
      expect(member.body.data.favorite).toBe(1);
    });
  },
  { env: { SITE_SECRET } },
);
