import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OTA, Rec } from '@bookdirect/gateway-sdk';
import type { CheckinOrderData } from '@bookdirect/gateway-sdk/contract';
import { yup } from '@bookdirect/gateway-sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../src/accounts/schema';
import { createSession } from '../src/accounts/sessions';
import type { Database } from '../src/db';
import { saveFavorite } from '../src/favorites/service';
import { userFolks } from '../src/folks/schema';
import { franchiseApplications } from '../src/franchise/schema';
import { BusinessError } from '../src/http/envelope';
import { markOrderPaid } from '../src/orders/lifecycle';
import { orders } from '../src/orders/schema';
import {
  type CheckinHotel,
  checkinCall,
  contactBody,
  insertCheckinHotel,
  platformOrder,
  submission,
} from './support/checkin';
import { FRANCHISE_APPLICATION } from './support/franchise';
import {
  type BaseRequest,
  type FuzzCase,
  type FuzzOperation,
  leakIn,
  malformedRequests,
  malformedTokens,
  operationsOf,
  viaGateway,
} from './support/fuzz';
import { BOOKING_URL, describeEachBackend } from './support/gateway';
import {
  api,
  book,
  createGuest,
  createMember,
  dayAt,
  FIRST_NIGHT,
  flooredTotal,
  GUEST,
  insertOrderHotel,
  type Member,
  type OrderHotel,
  stay,
} from './support/orders';
import { type StaffSession, staffSession } from './support/staff';

/**
 * No malformed request may crash the gateway (HTTP 5xx) or show what is inside it (SQL, a
 * stack, a source path), whichever operation of the OpenAPI document it goes to and whether a
 * member (an admin, for a staff call under /v1/s) sends it or nobody does. Each request is valid but for one part, with real ids where
 * the path takes one, so bad values travel as far into the handlers as they can.
 */

/**
 * Errors that reached the error handler without being a refusal of the contract's (a business
 * answer, a schema or rules failure, a malformed request Fastify refused): a database that
 * refused a value, a crash. The handler keeps them from the caller; this keeps them from
 * passing unseen.
 */
const stray: { url: string; error: string }[] = [];

function isContractRefusal(error: unknown): boolean {
  if (error instanceof BusinessError || error instanceof yup.ValidationError) return true;
  if (typeof error !== 'object' || error === null) return false;
  if ('validation' in error && Array.isArray(error.validation)) return true;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode < 500
  );
}

const documentPath = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');
const OPERATIONS = operationsOf(JSON.parse(readFileSync(documentPath, 'utf8')));

/** A valid SHA-256 hex, as the sign-in forms send a password. */
const PASSWORD_HASH = 'a'.repeat(64);

interface Scene {
  member: Member;
  /** A member whose session `GET /user/logout/` may end; renewed after each logout. */
  leaver: Member;
  /** An admin, who sends the staff calls (/v1/s); signed in again after each sign-out. */
  staff: StaffSession;
  /** A franchise lead, for the staff's lead calls. */
  leadId: number;
  hotel: OrderHotel;
  guestId: number;
  unpaidOrder: string;
  /** Unpaid, for the cancel call; replaced once cancelled. */
  cancelOrder: string;
  /** Completed (6), for the review call; replaced once reviewed. */
  reviewOrder: string;
  checkinHotel: CheckinHotel;
  /** Paid, arriving today, the member's own. */
  memberCheckin: { orderId: string; body: unknown };
  /** The platform order number of the next import. */
  otaSeq: number;
  /** A platform booking verified by a guest. */
  guestCheckin: { orderId: string; number: string; oToken: string; body: unknown };
  /** The member's saved hotel, for the removal; saved again once removed. */
  favoriteId: number;
}

describeEachBackend(
  'malformed requests',
  (gateway, backend) => {
    let scene: Scene;
    const statuses = new Map<number, number>();
    const perOperation = new Map<string, number>();
    let sent = 0;
    let started = 0;
    let addressSeq = 0;

    const db = (): Database => gateway().db;
    const app = () => gateway().app;

    async function unpaidOrder(): Promise<string> {
      const booked = await book(app(), scene.member, scene.hotel, { guests: [scene.guestId] });
      expect(booked.body.rec).toBe(Rec.ok);
      return booked.body.data.order_id;
    }

    async function completedOrder(): Promise<string> {
      const orderId = await unpaidOrder();
      await db().update(orders).set({ status: 6 }).where(eq(orders.id, orderId));
      return orderId;
    }

    beforeAll(async () => {
      started = performance.now();
      const member = await createMember(db(), 'fuzz');
      const leaver = await createMember(db(), 'fuzz-leaver');
      await db().update(users).set({ name: 'Ana Lima' }).where(eq(users.id, member.userId));
      const hotel = await insertOrderHotel(db(), {
        nights: Array.from({ length: 12 }, () => [9000, 900] as [number, number]),
      });
      const guestId = await createGuest(db(), member.userId);
      scene = { member, leaver, hotel, guestId, otaSeq: 1 } as Scene;
      scene.staff = await staffSession(app(), db(), 'admin');
      const [lead] = await db()
        .insert(franchiseApplications)
        .values({
          name: FRANCHISE_APPLICATION.name,
          mobile: FRANCHISE_APPLICATION.mobile,
          countryId: FRANCHISE_APPLICATION.country_id,
          provinceId: FRANCHISE_APPLICATION.province_id,
          cityId: FRANCHISE_APPLICATION.city_id,
          willLevelId: FRANCHISE_APPLICATION.will_level_id,
          remark: FRANCHISE_APPLICATION.remark,
          lang: 'en',
          clientAddress: '10.77.0.1',
        })
        .returning({ id: franchiseApplications.id });
      scene.leadId = lead?.id as number;
      scene.unpaidOrder = await unpaidOrder();
      scene.cancelOrder = await unpaidOrder();
      scene.reviewOrder = await completedOrder();
      scene.favoriteId = await saveFavorite(db(), member.userId, hotel.hotelId);

      // Check-in: a paid booking of the member arriving today, and a verified platform one.
      const checkinHotel = await insertCheckinHotel(db(), { rooms: 30, stock: 900 });
      scene.checkinHotel = checkinHotel;
      const today = dayAt(0).day;
      const booked = await api<{ order_id: string }>(app(), 'POST', '/orders/main/', member.token, {
        source: 1,
        content: JSON.stringify({
          start_day: today,
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
      });
      expect(booked.body.rec).toBe(Rec.ok);
      const direct = booked.body.data.order_id;
      await markOrderPaid(db(), direct, {
        bookingUrl: BOOKING_URL,
        paySource: 11,
        providerRef: 'fuzz',
        now: new Date(),
      });
      const own = await checkinCall<CheckinOrderData>(app(), 'GET', `/checkin/order/${direct}/`, {
        token: member.token,
      });
      expect(own.body.rec).toBe(Rec.ok);
      scene.memberCheckin = {
        orderId: direct,
        body: submission(own.body.data.order_hotel.checkins),
      };

      const platform = await platformOrder(db(), checkinHotel);
      const verified = await checkinCall<{ o_token: string }>(
        app(),
        'POST',
        '/checkin/guest/verify/',
        {},
        contactBody(OTA.bookingCom, platform.number),
      );
      expect(verified.body.rec).toBe(Rec.ok);
      const oToken = verified.body.data.o_token;
      const view = await checkinCall<CheckinOrderData>(
        app(),
        'POST',
        '/checkin/guest/order/',
        { oToken },
        { order_id: platform.orderId },
      );
      expect(view.body.rec).toBe(Rec.ok);
      scene.guestCheckin = {
        ...platform,
        oToken,
        body: submission(view.body.data.order_hotel.checkins),
      };
    });

    afterAll(() => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const fives = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
      const byStatus = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      const byOperation = [...perOperation].map(([key, count]) => `${key} ${count}`).join('; ');
      console.log(
        `fuzz (${backend}): ${sent} requests over ${perOperation.size} operations, ${fives} 5xx ` +
          `in ${seconds} s; by status ${byStatus}\nfuzz (${backend}) per operation: ${byOperation}`,
      );
    });

    /** A valid request of each operation, around which its malformed ones are made. */
    function baseOf(operation: FuzzOperation): BaseRequest {
      const { member, hotel, checkinHotel, memberCheckin, guestCheckin } = scene;
      const start = String(dayAt(FIRST_NIGHT).day);
      const stayQuery = { start_day: start, days: '1' };
      const hotelId = String(hotel.hotelId);
      const none = { params: {}, query: {}, headers: {} };
      const guestHeaders = { o_token: guestCheckin.oToken };
      const bases: Record<string, Partial<BaseRequest>> = {
        'POST /gateway': {
          headers: { 'x-api-path': '/v1/u/hotel/main/?page=1', 'x-api-method': 'GET' },
          body: {},
        },
        'GET /v1/u/util/region/': { query: { country_id: '13', level: '2', pid: '13' } },
        'GET /v1/u/util/currencyrate/{id}/': { params: { id: '2' } },
        'GET /v1/u/util/exchangerate/{id}/': { params: { id: '2' } },
        'GET /v1/u/app/hotelhotcity/': { query: { nums: '10' } },
        'GET /v1/u/hotel/main/': {
          query: {
            ...stayQuery,
            page: '1',
            nums: '10',
            city_id: '1101',
            order_by: 'price',
            seq: 'asc',
          },
        },
        'GET /v1/u/hotel/main/{id}/': { params: { id: hotelId }, query: stayQuery },
        'GET /v1/u/hotel/roomtype/': {
          query: { hotel_id: hotelId, ...stayQuery, page: '1', nums: '10' },
        },
        'GET /v1/u/hotel/roomtype/{id}/': {
          params: { id: String(hotel.roomTypeId) },
          query: stayQuery,
        },
        'GET /v1/u/hotel/roomtypeprice/{id}/': {
          params: { id: String(hotel.roomTypeId) },
          query: stayQuery,
        },
        'GET /v1/u/file/hotelimage/': {
          query: {
            hotel_id: hotelId,
            image_type: '2',
            hotel_room_type_id: String(hotel.roomTypeId),
          },
        },
        'POST /v1/u/user/login/': { body: { email: member.email, password: PASSWORD_HASH } },
        'GET /v1/u/user/logout/': {},
        'POST /v1/u/user/regemail/': { body: { email: 'fuzz.new@example.com' } },
        'PUT /v1/u/user/regemail/': {
          body: {
            email: 'fuzz.new@example.com',
            password: PASSWORD_HASH,
            code: '123456',
            marketing_consent: 1,
          },
        },
        'POST /v1/u/user/passwordemail/': { body: { email: member.email } },
        'PUT /v1/u/user/passwordemail/': {
          body: { email: member.email, password: PASSWORD_HASH, code: '123456' },
        },
        'PUT /v1/u/user/info/': {
          body: {
            name: 'Ana Lima',
            mobile: '912345678',
            tel_prefix: '+351',
            birthday: 19880214,
            gender: 2,
            edu_id: 3,
            industery_id: 7,
            marketing_consent: 1,
          },
        },
        'GET /v1/u/user/credits/': { query: { page: '1', nums: '20' } },
        'POST /v1/u/franchise': { body: FRANCHISE_APPLICATION },
        'POST /v1/u/franchise/message': {
          body: { name: 'Li Wei', contact: 'li.wei@example.com', message: 'Call me.' },
        },
        'GET /v1/u/base/dict': { query: { code: 'will_level', page: '1', nums: '15' } },
        'GET /v1/s/leads/': { query: { stage: 'new', page: '1', nums: '20' } },
        'PUT /v1/s/leads/{id}/': {
          params: { id: String(scene.leadId) },
          body: { stage: 'contacted', note: 'Called on Monday.' },
        },
        'POST /v1/u/user/folks/': { body: GUEST },
        'PUT /v1/u/user/folks/{id}/': { params: { id: String(scene.guestId) }, body: GUEST },
        'GET /v1/u/user/favorite/': { query: { page: '1', nums: '20', ...stayQuery } },
        'POST /v1/u/user/favorite/': { body: { hotel_id: hotel.hotelId } },
        'DELETE /v1/u/user/favorite/{id}/': { params: { id: String(scene.favoriteId) } },
        'POST /v1/u/orders/check/': {
          body: {
            seller_id: 1,
            source: 1,
            content: stay(hotel, 0, 1),
            amount: flooredTotal(hotel, 0, 1),
            credits: 0,
          },
        },
        'POST /v1/u/orders/main/': {
          body: {
            source: 1,
            content: JSON.stringify({ ...stay(hotel, 0, 1), user_folks: [scene.guestId] }),
            amount: flooredTotal(hotel, 0, 1),
            mobile: '912345678',
            tel_prefix: '+351',
            email: member.email,
            credits: 0,
            store_id: 'S-ORD',
            needLogin: 1,
          },
        },
        'GET /v1/u/orders/main/': {
          query: { page: '1', num: '10', status: '0', status_ids: '1,2,6,8,9' },
        },
        'GET /v1/u/orders/main/{id}/': { params: { id: scene.unpaidOrder } },
        'PUT /v1/u/orders/cancel/{id}/': {
          params: { id: scene.cancelOrder },
          body: { reasons: [4], comment: 'Plans changed' },
        },
        'POST /v1/u/orders/review/{id}/': {
          params: { id: scene.reviewOrder },
          body: { score: 9, content: 'A lovely stay.' },
        },
        'GET /v1/u/hotel/review/': { query: { hotel_id: hotelId, page: '1', nums: '10' } },
        'POST /v1/u/checkin/verify/': { body: contactBody(OTA.direct, memberCheckin.orderId) },
        'POST /v1/u/checkin/guest/verify/': {
          body: contactBody(OTA.bookingCom, guestCheckin.number),
        },
        'GET /v1/u/checkin/order/{id}/': { params: { id: memberCheckin.orderId } },
        'POST /v1/u/checkin/guest/order/': {
          headers: guestHeaders,
          body: { order_id: guestCheckin.orderId },
        },
        'POST /v1/u/checkin/submit/{id}/': {
          params: { id: memberCheckin.orderId },
          body: memberCheckin.body,
        },
        'POST /v1/u/checkin/guest/submit/{id}/': {
          params: { id: guestCheckin.orderId },
          headers: guestHeaders,
          body: guestCheckin.body,
        },
        'GET /v1/u/checkin/password/{id}/': { params: { id: memberCheckin.orderId } },
        'GET /v1/u/checkin/guest/password/{id}/': {
          params: { id: guestCheckin.orderId },
          query: { o_token: guestCheckin.oToken },
        },
        'POST /v1/u/checkin/password/{id}/email/': { params: { id: memberCheckin.orderId } },
        'POST /v1/u/checkin/guest/password/{id}/email/': {
          params: { id: guestCheckin.orderId },
          query: { o_token: guestCheckin.oToken },
          body: { o_token: guestCheckin.oToken },
        },
        'POST /v1/s/checkin/ota-orders/': {
          body: {
            reservations: [
              {
                platform: 'Booking.com',
                platform_order_no: `FUZZ${scene.otaSeq}`,
                hotel: checkinHotel.hotelId,
                room_type: checkinHotel.roomTypeId,
                check_in: dayAt(3).day,
                check_out: dayAt(4).day,
                guest_name: 'Lina Guest',
                email: 'lina.guest@example.com',
                phone: '+302105550177',
                rooms: 1,
                amount: 100,
              },
            ],
          },
        },
        'POST /v1/u/orders/pay/': { body: { pay_source: 11, order_id: scene.unpaidOrder } },
        // The seed's own rates again: a move of 0, so every valid case is taken.
        'POST /v1/s/exchange-rates/': {
          body: {
            date: '2026-11-24',
            source: 'fuzz',
            rates: {
              CNY: 0.140449438202,
              EUR: 1.0823,
              THB: 0.028457598179,
              JPY: 0.006711409396,
              USD: 1,
              MYR: 0.223114680946,
            },
          },
        },
      };
      return { ...none, ...bases[operation.key] };
    }

    /** Once a call has used up its resource, the next request gets a fresh one. */
    async function afterSuccess(operation: FuzzOperation, data: unknown): Promise<void> {
      switch (operation.key) {
        case 'PUT /v1/u/orders/cancel/{id}/':
          scene.cancelOrder = await unpaidOrder();
          break;
        case 'POST /v1/u/orders/review/{id}/':
          scene.reviewOrder = await completedOrder();
          break;
        case 'POST /v1/u/user/folks/': {
          // Saved guests are capped per member; the cap must not stop the next request early.
          const id = (data as { user_folks_id?: number } | null)?.user_folks_id;
          if (id) await db().delete(userFolks).where(eq(userFolks.id, id));
          break;
        }
        case 'DELETE /v1/u/user/favorite/{id}/':
          scene.favoriteId = await saveFavorite(db(), scene.member.userId, scene.hotel.hotelId);
          break;
        case 'POST /v1/s/checkin/ota-orders/':
          // A number imported once is only "exists" after: the next one must be new.
          if ((data as { imported?: number } | null)?.imported) scene.otaSeq += 1;
          break;
        case 'GET /v1/u/user/logout/': {
          const session = await createSession(db(), scene.leaver.userId);
          scene.leaver = { ...scene.leaver, token: session.token };
          break;
        }
        case 'DELETE /v1/s/session/':
          scene.staff = await staffSession(app(), db(), 'admin');
          break;
      }
    }

    interface Failure {
      case: string;
      status: number;
      problem: string;
    }

    async function send(
      operation: FuzzOperation,
      fuzz: FuzzCase,
      caller: string,
      token: string | undefined,
      failures: Failure[],
    ): Promise<number | undefined> {
      addressSeq += 1;
      const headers = { ...fuzz.headers };
      if (token !== undefined) headers.token = token;
      const response = await app().inject({
        method: fuzz.method as 'GET',
        url: fuzz.url,
        headers,
        remoteAddress: `10.77.${(addressSeq >> 8) & 255}.${addressSeq & 255}`,
        ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
      });
      sent += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      perOperation.set(operation.key, (perOperation.get(operation.key) ?? 0) + 1);
      const label = `${fuzz.label} (${caller})`;
      if (response.statusCode >= 500) {
        failures.push({
          case: label,
          status: response.statusCode,
          problem: response.body.slice(0, 200),
        });
        return undefined;
      }
      const leak = leakIn(response.body);
      if (leak) failures.push({ case: label, status: response.statusCode, problem: leak });
      if (response.statusCode === 200) {
        const answer = response.json() as { rec: number; data: unknown };
        if (answer.rec === Rec.ok) await afterSuccess(operation, answer.data);
        return answer.rec;
      }
      return undefined;
    }

    it('reads the operations the gateway serves', () => {
      const served = operationsOf(app().swagger()).map((o) => o.key);
      expect(served.sort()).toEqual(OPERATIONS.map((o) => o.key).sort());
      // The calls after a booking are among them.
      expect(served).toEqual(
        expect.arrayContaining([
          'PUT /v1/u/orders/cancel/{id}/',
          'POST /v1/u/orders/review/{id}/',
          'POST /v1/u/checkin/submit/{id}/',
          'POST /v1/u/checkin/guest/submit/{id}/',
        ]),
      );
    });

    for (const operation of OPERATIONS) {
      it(`answers malformed ${operation.key} without a 5xx or a leak`, async () => {
        const failures: Failure[] = [];
        const before = sent;
        stray.length = 0;
        let n = 0;
        let membersOnly = false;
        // The signed-in caller: a member under /v1/u, an admin under /v1/s.
        const staffCall = operation.key.includes(' /v1/s/');
        const caller = staffCall ? 'admin' : 'member';
        const memberToken = () =>
          staffCall
            ? scene.staff.token
            : operation.key === 'GET /v1/u/user/logout/'
              ? scene.leaver.token
              : scene.member.token;
        for (const fuzz of malformedRequests(operation, () => baseOf(operation))) {
          if (n === 0) {
            // The valid request. Without a session a members' or staff call answers rec 3 before it
            // reads anything, so each malformed one goes both ways; a public call reads the
            // same either way, so its cases take turns (a session costs nothing to check, a
            // sign-up's password hash does).
            const anonymous = await send(operation, fuzz, 'no session', undefined, failures);
            membersOnly = anonymous === Rec.sessionExpired;
            await send(operation, fuzz, caller, memberToken(), failures);
            for (const bad of malformedTokens(fuzz)) {
              await send(operation, bad, 'bad token', undefined, failures);
            }
          } else {
            if (membersOnly || n % 2 === 1) {
              await send(operation, fuzz, 'no session', undefined, failures);
            }
            if (membersOnly || n % 2 === 0) {
              await send(operation, fuzz, caller, memberToken(), failures);
            }
          }
          // Some of them the way the sites' servers send calls.
          if (n % 8 === 0) await send(operation, viaGateway(fuzz), caller, memberToken(), failures);
          n += 1;
        }
        expect(n).toBeGreaterThan(1);
        expect(sent - before).toBeGreaterThanOrEqual(n);
        expect(failures).toEqual([]);
        expect(stray).toEqual([]);
      }, 60_000);
    }

    it('sent thousands of requests to every operation of the document', () => {
      expect([...perOperation.keys()].sort()).toEqual(OPERATIONS.map((o) => o.key).sort());
      expect(sent).toBeGreaterThan(5000);
      expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    });
  },
  {
    beforeReady: (app) => {
      app.addHook('onError', async (request, _reply, error) => {
        if (!isContractRefusal(error)) {
          stray.push({ url: request.url.slice(0, 120), error: String(error).slice(0, 300) });
        }
      });
    },
  },
);
