import { CURRENCY_CODES, OTA } from '@bookdirect/gateway-sdk';
import { OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import { STAFF_API_PREFIX } from '@bookdirect/gateway-sdk/staff';
import Ajv from 'ajv';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCode } from '../src/accounts/codes';
import { SEED_USD_PER_UNIT } from '../src/catalog/tooling/demo-data';
import { roomRuns } from '../src/checkin/rooms';
import { roomAssignments } from '../src/checkin/schema';
import { registeredEndpoints } from '../src/http/endpoint';
import type { JsonSchema } from '../src/http/schemas';
import { hotelReviews, orders } from '../src/orders/schema';
import { seedDemoPartner } from '../src/partners/demo-seed';
import { addStaff, passwordDigest, totpCode } from '../src/staff/service';
import { insertFixture } from './support/catalog-fixture';
import {
  type CheckinHotel,
  checkinCall,
  contactBody,
  freshAddress,
  insertCheckinHotel,
  platformOrder,
  submission,
} from './support/checkin';
import { FRANCHISE_APPLICATION } from './support/franchise';
import { startGateway, type TestGateway } from './support/gateway';
import { createMember, dayAt, GUEST, stay } from './support/orders';
import { type Booker, bookOrder, newBooker, useFakeWeChat } from './support/payments';

/**
 * What each handler returns, before Fastify's serialiser drops fields the response schema
 * does not know (and fills in what it lacks), checked against that schema with nothing
 * forgiven: no field the schema does not declare, every required one present, types as
 * declared. So the `data` schemas, which the OpenAPI document and gateway-sdk's contract
 * types describe, cannot drift from what the server computes.
 */

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false });

/** The schema with every object closed: a field it does not declare is an error. */
function closed(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map(closed) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, closed(v)]),
          )
        : typeof value === 'object' && value !== null
          ? closed(value as JsonSchema)
          : value;
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out as JsonSchema;
}

interface Sample {
  request: InjectOptions;
}

describe('every endpoint returns what its data schema declares (pglite)', () => {
  let gateway: TestGateway;
  /** The payload of the latest call (the calls run one at a time). */
  let payload: unknown;
  const samples = new Map<string, () => Promise<Sample>>();
  // WeChat on, so its calls answer rec 0 (its hooks run before the gateway is built).
  const wechat = useFakeWeChat({
    appId: 'wxcontract00000001',
    appSecret: 'contract-secret',
    mchId: '1900000109',
    apiV3Key: 'c'.repeat(32),
    certSerial: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    platformSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  });
  let booker: Booker;
  let orderId: string;
  let hotelId: number;
  let roomTypeId: number;
  let checkinHotel: CheckinHotel;

  beforeAll(async () => {
    gateway = await startGateway('pglite', {
      beforeReady: (app: FastifyInstance) => {
        // The handler's own value: it reaches this hook before the response serialiser.
        app.addHook('preSerialization', async (_request, _reply, value) => {
          payload = value;
          return value;
        });
      },
    });
    const { db } = gateway;
    const fixture = await insertFixture(db);
    hotelId = Object.values(fixture.hotel)[0] ?? 0;
    roomTypeId = Object.values(fixture.roomType).flat()[0] ?? 0;
    booker = await newBooker(db, 'contract', 1_000);
    orderId = await bookOrder(gateway.app, booker);
    checkinHotel = await insertCheckinHotel(db, { rooms: 12 });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  const token = () => ({ token: booker.member.token });
  const today = dayAt(0).day;
  const add = (name: string, sample: () => Sample | Promise<Sample>) =>
    samples.set(name, async () => sample());
  const get = (url: string, headers: Record<string, string> = {}): Sample => ({
    request: { method: 'GET', url: `/v1/u${url}`, headers },
  });
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    headers: Record<string, string> = {},
  ): Sample => ({ request: { method, url: `/v1/u${url}`, payload, headers } });

  add('GET /user/wxconfig/', () =>
    get(`/user/wxconfig/?url=${encodeURIComponent('https://booking.example.com/pay#x')}`),
  );
  add('POST /user/wxoagensign/', () =>
    send('POST', '/user/wxoagensign/', { code: wechat.issueCode('o-contract') }, token()),
  );
  add('GET /util/currency/', () => get('/util/currency/'));
  add('GET /util/region/', () => get('/util/region/?level=1'));
  add('GET /util/currencyrate/{id}/', () => get('/util/currencyrate/2/'));
  add('GET /util/exchangerate/{id}/', () => get('/util/exchangerate/2/'));
  add('GET /util/partner/{code}/', async () => {
    await seedDemoPartner(gateway.db);
    return get('/util/partner/wander-notes/');
  });
  add('GET /app/home/', () => get('/app/home/'));
  add('GET /app/hotelhotcity/', () => get('/app/hotelhotcity/'));
  add('GET /hotel/main/', () =>
    get(`/hotel/main/?city_id=1101&start_day=${today}&days=3&rooms=1&adults=2&tags=view`),
  );
  add('GET /hotel/main/{id}/', () =>
    get(`/hotel/main/${hotelId}/?start_day=${today}&days=2&rooms=1&adults=2&children=6`),
  );
  add('GET /hotel/roomtype/', () =>
    get(`/hotel/roomtype/?hotel_id=${hotelId}&start_day=${today}&days=2&rooms=1&adults=1`),
  );
  add('GET /hotel/roomtype/{id}/', () =>
    get(`/hotel/roomtype/${roomTypeId}/?start_day=${today}&days=2`),
  );
  add('GET /hotel/roomtypeprice/{id}/', () =>
    get(`/hotel/roomtypeprice/${roomTypeId}/?start_day=${today}&days=2`),
  );
  add('GET /file/hotelimage/', () => get(`/file/hotelimage/?hotel_id=${hotelId}`));
  add('GET /base/dict', () => get('/base/dict?code=will_level'));
  add('POST /franchise', () => send('POST', '/franchise', FRANCHISE_APPLICATION));
  add('POST /franchise/message', () =>
    send('POST', '/franchise/message', {
      name: 'Li Wei',
      contact: 'li@example.com',
      message: 'Hi',
    }),
  );
  add('POST /user/login/', async () => {
    const { email, password } = await registered();
    return send('POST', '/user/login/', { email, password });
  });
  add('GET /user/logout/', async () => {
    const member = await createMember(gateway.db, 'contract-out');
    return get('/user/logout/', { token: member.token });
  });
  add('POST /user/regemail/', () =>
    send('POST', '/user/regemail/', { email: `contract-reg-${Date.now()}@example.com` }),
  );
  add('POST /user/passwordemail/', () =>
    send('POST', '/user/passwordemail/', { email: booker.member.email }),
  );
  add('PUT /user/regemail/', async () => {
    const email = `contract-new-${Date.now()}@example.com`;
    const code = await gateway.db.transaction((tx) => issueCode(tx, email, 'register'));
    return send('PUT', '/user/regemail/', { email, password: PASSWORD, code });
  });
  add('PUT /user/passwordemail/', async () => {
    const { email } = await registered();
    const code = await gateway.db.transaction((tx) => issueCode(tx, email, 'reset'));
    return send('PUT', '/user/passwordemail/', { email, password: PASSWORD, code });
  });
  // Staff calls (/v1/s): each sample signs in an account of its own with the code of now, as
  // a code signs in once.
  let staffSeq = 0;
  const staffCredentials = async () => {
    staffSeq += 1;
    const added = await addStaff(gateway.db, {
      email: `contract-staff-${staffSeq}@example.com`,
      role: 'admin',
      hotelIds: [],
    });
    return {
      email: added.email,
      password: passwordDigest(added.password),
      otp: totpCode(added.totp_secret, new Date()),
    };
  };
  const staffToken = async () => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: `${STAFF_API_PREFIX}/session/`,
      payload: await staffCredentials(),
    });
    return (answer.json() as { data: { token: string } }).data.token;
  };
  add('POST /v1/s/session/', async () => ({
    request: {
      method: 'POST',
      url: `${STAFF_API_PREFIX}/session/`,
      payload: await staffCredentials(),
    },
  }));
  add('DELETE /v1/s/session/', async () => ({
    request: {
      method: 'DELETE',
      url: `${STAFF_API_PREFIX}/session/`,
      headers: { token: await staffToken() },
    },
  }));
  add('GET /v1/s/audit/', async () => ({
    request: {
      method: 'GET',
      url: `${STAFF_API_PREFIX}/audit/?nums=5`,
      headers: { token: await staffToken() },
    },
  }));
  add('GET /v1/s/hotels/', async () => ({
    request: {
      method: 'GET',
      url: `${STAFF_API_PREFIX}/hotels/`,
      headers: { token: await staffToken() },
    },
  }));

  add('GET /user/info/', () => get('/user/info/', token()));
  add('PUT /user/info/', () => send('PUT', '/user/info/', { first_name: 'Ana' }, token()));
  add('GET /user/credits/', () => get('/user/credits/', token()));
  add('GET /user/folks/', () => get('/user/folks/', token()));
  add('POST /user/folks/', () => send('POST', '/user/folks/', GUEST, token()));
  add('PUT /user/folks/{id}/', () => send('PUT', `/user/folks/${booker.guest}/`, GUEST, token()));
  add('GET /user/favorite/', async () => {
    await gateway.app.inject(
      send('POST', '/user/favorite/', { hotel_id: hotelId }, token()).request,
    );
    return get(`/user/favorite/?start_day=${today}&days=2`, token());
  });
  add('POST /user/favorite/', () =>
    send('POST', '/user/favorite/', { hotel_id: hotelId }, token()),
  );
  add('DELETE /user/favorite/{id}/', async () => {
    const saved = await gateway.app.inject(
      send('POST', '/user/favorite/', { hotel_id: hotelId }, token()).request,
    );
    const id = (saved.json() as { data: { user_favorite_id: number } }).data.user_favorite_id;
    return { request: { method: 'DELETE', url: `/v1/u/user/favorite/${id}/`, headers: token() } };
  });
  add('POST /orders/check/', () =>
    send(
      'POST',
      '/orders/check/',
      { seller_id: 1, source: 1, content: stay(booker.hotel, 5, 2), amount: 241, credits: 0 },
      token(),
    ),
  );
  add('POST /orders/main/', () =>
    send(
      'POST',
      '/orders/main/',
      {
        source: 1,
        content: JSON.stringify({ ...stay(booker.hotel, 8, 1), user_folks: [booker.guest] }),
        amount: 120,
        mobile: '912345678',
        tel_prefix: '+351',
        email: booker.member.email,
        credits: 0,
      },
      token(),
    ),
  );
  add('GET /orders/main/', () => get('/orders/main/?status=0', token()));
  add('GET /orders/main/{id}/', () => get(`/orders/main/${orderId}/`, token()));
  add('POST /orders/pay/', () =>
    send('POST', '/orders/pay/', { pay_source: 11, order_id: orderId }, token()),
  );
  add('PUT /orders/cancel/{id}/', async () => {
    const unpaid = await bookOrder(gateway.app, booker);
    return send(
      'PUT',
      `/orders/cancel/${unpaid}/`,
      { reasons: [4], comment: 'Plans changed' },
      token(),
    );
  });
  add('PUT /orders/dates/{id}/', async () => {
    const unpaid = await bookOrder(gateway.app, booker);
    return send(
      'PUT',
      `/orders/dates/${unpaid}/`,
      { start_day: stay(booker.hotel, 25, 1).start_day, days: 1, amount: 120 },
      token(),
    );
  });
  add('POST /orders/review/{id}/', async () => {
    // A stay that has ended: the completion job's work, done here directly.
    const stayed = await bookOrder(gateway.app, booker);
    await gateway.db
      .update(orders)
      .set({ status: OrderStatus.completed })
      .where(eq(orders.id, stayed));
    return send('POST', `/orders/review/${stayed}/`, { score: 9, content: 'Lovely' }, token());
  });
  /** A review of the fixture's hotel, answered by the hotel; its id. */
  const hotelReview = async () => {
    const [row] = await gateway.db
      .insert(hotelReviews)
      .values({
        hotelId,
        score: 8,
        content: 'Lovely stay',
        nickname: 'Alex D.',
        lang: 'en',
        createdAt: new Date(),
        reply: 'Thank you!',
        replyLang: 'en',
        repliedAt: new Date(),
      })
      .returning({ id: hotelReviews.id });
    return row?.id ?? 0;
  };
  add('GET /hotel/review/', async () => {
    await hotelReview();
    return get(`/hotel/review/?hotel_id=${hotelId}`);
  });

  /** A platform booking arriving today, verified by the member (it becomes theirs) or a guest. */
  async function memberBooking(checkedIn = false): Promise<string> {
    const { orderId: id, number } = await platformOrder(gateway.db, checkinHotel);
    const verified = await checkinCall(
      gateway.app,
      'POST',
      '/checkin/verify/',
      token(),
      contactBody(OTA.bookingCom, number),
    );
    expect(verified.body.rec).toBe(Rec.ok);
    if (checkedIn) await checkIn(id, token());
    return id;
  }
  async function guestBooking(checkedIn = false): Promise<{ id: string; oToken: string }> {
    const { orderId: id, number } = await platformOrder(gateway.db, checkinHotel);
    const verified = await checkinCall<{ o_token: string }>(
      gateway.app,
      'POST',
      '/checkin/guest/verify/',
      {},
      contactBody(OTA.bookingCom, number),
    );
    const oToken = verified.body.data.o_token;
    if (checkedIn) await checkIn(id, { o_token: oToken }, true);
    return { id, oToken };
  }
  async function checkIn(
    id: string,
    headers: Record<string, string>,
    guest = false,
  ): Promise<void> {
    const view = guest
      ? await checkinCall<{ order_hotel: { checkins: [] } }>(
          gateway.app,
          'POST',
          '/checkin/guest/order/',
          { oToken: headers.o_token },
          { order_id: id },
        )
      : await checkinCall<{ order_hotel: { checkins: [] } }>(
          gateway.app,
          'GET',
          `/checkin/order/${id}/`,
          { token: headers.token },
        );
    const done = await checkinCall(
      gateway.app,
      'POST',
      guest ? `/checkin/guest/submit/${id}/` : `/checkin/submit/${id}/`,
      { token: headers.token, oToken: headers.o_token },
      submission(view.body.data.order_hotel.checkins),
    );
    expect(done.body.rec).toBe(Rec.ok);
  }
  const at = (sample: Sample): Sample => ({
    request: { ...sample.request, remoteAddress: freshAddress() },
  });
  add('GET /checkin/ota/', () => get('/checkin/ota/'));
  add('POST /checkin/verify/', async () => {
    const { number } = await platformOrder(gateway.db, checkinHotel);
    return at(send('POST', '/checkin/verify/', contactBody(OTA.bookingCom, number), token()));
  });
  add('POST /checkin/guest/verify/', async () => {
    const { number } = await platformOrder(gateway.db, checkinHotel);
    return at(send('POST', '/checkin/guest/verify/', contactBody(OTA.bookingCom, number)));
  });
  add('GET /checkin/order/{id}/', async () =>
    get(`/checkin/order/${await memberBooking()}/`, token()),
  );
  add('POST /checkin/guest/order/', async () => {
    const { id, oToken } = await guestBooking();
    return send('POST', '/checkin/guest/order/', { order_id: id }, { o_token: oToken });
  });
  add('POST /checkin/submit/{id}/', async () => {
    const id = await memberBooking();
    const view = await checkinCall<{ order_hotel: { checkins: [] } }>(
      gateway.app,
      'GET',
      `/checkin/order/${id}/`,
      token(),
    );
    return send(
      'POST',
      `/checkin/submit/${id}/`,
      submission(view.body.data.order_hotel.checkins),
      token(),
    );
  });
  add('POST /checkin/guest/submit/{id}/', async () => {
    const { id, oToken } = await guestBooking();
    const view = await checkinCall<{ order_hotel: { checkins: [] } }>(
      gateway.app,
      'POST',
      '/checkin/guest/order/',
      { oToken },
      { order_id: id },
    );
    return send(
      'POST',
      `/checkin/guest/submit/${id}/`,
      submission(view.body.data.order_hotel.checkins),
      { o_token: oToken },
    );
  });
  add('GET /checkin/password/{id}/', async () =>
    get(`/checkin/password/${await memberBooking(true)}/`, token()),
  );
  add('GET /checkin/guest/password/{id}/', async () => {
    const { id, oToken } = await guestBooking(true);
    return get(`/checkin/guest/password/${id}/`, { o_token: oToken });
  });
  add('POST /checkin/password/{id}/email/', async () =>
    send('POST', `/checkin/password/${await memberBooking(true)}/email/`, {}, token()),
  );
  add('POST /checkin/guest/password/{id}/email/', async () => {
    const { id, oToken } = await guestBooking(true);
    return send('POST', `/checkin/guest/password/${id}/email/`, {}, { o_token: oToken });
  });
  /** One admin's session for the staff samples (each sign-in costs two scrypt hashes). */
  let adminToken: Promise<string> | undefined;
  const adminSession = () => {
    adminToken ??= staffToken();
    return adminToken;
  };
  /** A staff call of an admin's. */
  const staffSample = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Sample> => ({
    request: {
      method,
      url: `${STAFF_API_PREFIX}${url}`,
      headers: { token: await adminSession() },
      ...(payload ? { payload } : {}),
    },
  });
  /** A franchise application posted as the marketing site does; its id. */
  const lead = async () => {
    const answer = await gateway.app.inject({
      ...send('POST', '/franchise', FRANCHISE_APPLICATION).request,
      remoteAddress: freshAddress(),
    });
    return (answer.json() as { data: { franchise_id: number } }).data.franchise_id;
  };
  add('GET /v1/s/reviews/', async () => {
    await hotelReview();
    return staffSample('GET', `/reviews/?hotel_id=${hotelId}&nums=5`);
  });
  add('PUT /v1/s/reviews/{id}/hide/', async () =>
    staffSample('PUT', `/reviews/${await hotelReview()}/hide/`, { reason: 'Spam' }),
  );
  add('PUT /v1/s/reviews/{id}/show/', async () => {
    const id = await hotelReview();
    await gateway.db
      .update(hotelReviews)
      .set({ hiddenAt: new Date(), hiddenReason: 'Spam' })
      .where(eq(hotelReviews.id, id));
    return staffSample('PUT', `/reviews/${id}/show/`);
  });
  add('PUT /v1/s/reviews/{id}/reply/', async () =>
    staffSample('PUT', `/reviews/${await hotelReview()}/reply/`, { content: '谢谢您的入住' }),
  );
  add('GET /v1/s/leads/', async () => {
    await lead();
    return staffSample('GET', '/leads/?nums=5');
  });
  add('PUT /v1/s/leads/{id}/', async () =>
    staffSample('PUT', `/leads/${await lead()}/`, { stage: 'contacted', note: 'Called' }),
  );
  add('GET /v1/s/leads/export/', async () => {
    await lead();
    return staffSample('GET', '/leads/export/?lang=en');
  });
  let partnerSamples = 0;
  /** A partner added as the office adds one; its code. */
  const partner = async () => {
    partnerSamples += 1;
    const code = `contract-partner-${partnerSamples}`;
    await gateway.app.inject(
      (
        await staffSample('POST', '/partners/', {
          code,
          name: 'Contract Partner',
          origins: [`https://partner-${partnerSamples}.example`],
        })
      ).request,
    );
    return code;
  };
  add('GET /v1/s/partners/', async () => {
    await partner();
    return staffSample('GET', '/partners/');
  });
  add('POST /v1/s/partners/', () =>
    staffSample('POST', '/partners/', {
      code: 'travel-blog',
      name: 'A Travel Blog',
      origins: ['https://Blog.Example', 'http://localhost:3020'],
    }),
  );
  add('PUT /v1/s/partners/{code}/', async () =>
    staffSample('PUT', `/partners/${await partner()}/`, {
      name: 'Contract Partner, renamed',
      origins: ['https://partner.example:8443'],
    }),
  );
  add('DELETE /v1/s/partners/{code}/', async () =>
    staffSample('DELETE', `/partners/${await partner()}/`),
  );
  add('POST /v1/s/checkin/ota-orders/', () =>
    staffSample('POST', '/checkin/ota-orders/', {
      csv:
        'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone\n' +
        `Expedia,CT-1,${checkinHotel.hotelId},${checkinHotel.roomTypeId},${today},${dayAt(1).day},Ana Lima,ana@example.com,+351912345678\n` +
        'Expedia,,1,1,x,y,,,',
    }),
  );
  add('GET /v1/s/reports/', () =>
    staffSample('GET', `/reports/?from=${today}&to=${dayAt(13).day}&by=week`),
  );
  add('GET /v1/s/calendar/', () =>
    staffSample('GET', `/calendar/?room_type_id=${roomTypeId}&from=${today}&to=${dayAt(4).day}`),
  );
  // The fixture's first night is 100.00 already: the write changes no value.
  add('PUT /v1/s/calendar/', () =>
    staffSample('PUT', '/calendar/', {
      room_type_id: roomTypeId,
      from: today,
      to: today,
      price: 100,
    }),
  );
  /** A staff write made before a sample, answering its `data`. */
  const staffWrite = async <T>(
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
  ): Promise<T> => {
    const answer = await gateway.app.inject({
      method,
      url: `${STAFF_API_PREFIX}${url}`,
      headers: { token: await adminSession() },
      payload,
    });
    const body = answer.json() as { rec: number; msg: string; data: T };
    expect(body.rec, body.msg).toBe(0);
    return body.data;
  };
  /** A PNG of one pixel, as a manager's upload sends it. */
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const uploadedPhoto = async () =>
    (
      await staffWrite<{ photo: { photo_id: number } }>('POST', '/photos/', {
        hotel_id: hotelId,
        data: png,
      })
    ).photo.photo_id;
  const newRoomType = async () =>
    (
      await staffWrite<{ hotel_room_type_id: number }>('POST', '/room-types/', {
        hotel_id: hotelId,
        name_cn: '家庭房',
        name_en: 'Family Room',
      })
    ).hotel_room_type_id;
  add('GET /v1/s/session/', () => staffSample('GET', '/session/'));
  add('GET /v1/s/hotels/{id}/', () => staffSample('GET', `/hotels/${hotelId}/`));
  add('PUT /v1/s/hotels/{id}/', () =>
    staffSample('PUT', `/hotels/${hotelId}/`, { policy_en: 'Quiet hours from 22:00.' }),
  );
  add('PUT /v1/s/hotels/{id}/publish/', () =>
    staffSample('PUT', `/hotels/${hotelId}/publish/`, { published: 1 }),
  );
  add('POST /v1/s/room-types/', () =>
    staffSample('POST', '/room-types/', { hotel_id: hotelId, name_cn: '套房', name_en: 'Suite' }),
  );
  add('PUT /v1/s/room-types/{id}/', async () =>
    staffSample('PUT', `/room-types/${await newRoomType()}/`, { area: 30 }),
  );
  add('PUT /v1/s/room-types/{id}/rooms/', async () =>
    staffSample('PUT', `/room-types/${await newRoomType()}/rooms/`, {
      rooms: [{ no: 'F801' }, { no: 'F802', floor: 8 }],
    }),
  );
  add('GET /v1/s/photos/', () => staffSample('GET', `/photos/?hotel_id=${hotelId}`));
  add('POST /v1/s/photos/', () =>
    staffSample('POST', '/photos/', { hotel_id: hotelId, file_name: 'pixel.png', data: png }),
  );
  add('PUT /v1/s/photos/order/', async () => {
    await uploadedPhoto();
    const listed = await gateway.app.inject({
      method: 'GET',
      url: `${STAFF_API_PREFIX}/photos/?hotel_id=${hotelId}`,
      headers: { token: await adminSession() },
    });
    const ids = (listed.json() as { data: { photo_list: { photo_id: number }[] } }).data.photo_list
      .map((photo) => photo.photo_id)
      .reverse();
    return staffSample('PUT', '/photos/order/', { hotel_id: hotelId, photo_ids: ids });
  });
  add('DELETE /v1/s/photos/{id}/', async () =>
    staffSample('DELETE', `/photos/${await uploadedPhoto()}/`),
  );
  add('GET /v1/s/orders/', () => staffSample('GET', `/orders/?q=${orderId}`));
  add('GET /v1/s/orders/{id}/', async () =>
    staffSample('GET', `/orders/${await memberBooking(true)}/`),
  );
  add('PUT /v1/s/orders/cancel/{id}/', async () =>
    staffSample('PUT', `/orders/cancel/${await bookOrder(gateway.app, booker)}/`, {
      reasons: [4],
      comment: 'Guest called',
    }),
  );
  add('GET /v1/s/orders/export/', () => staffSample('GET', `/orders/export/?q=${orderId}`));
  add('POST /v1/s/orders/{id}/notes/', () =>
    staffSample('POST', `/orders/${orderId}/notes/`, { note: 'Guest asks for a late check-out' }),
  );
  add('POST /v1/s/orders/{id}/resend-mail/', async () => {
    // A cancelled order: its cancellation is mailed again.
    const id = await bookOrder(gateway.app, booker);
    const cancelled = await gateway.app.inject({
      method: 'PUT',
      url: `${STAFF_API_PREFIX}/orders/cancel/${id}/`,
      headers: { token: await adminSession() },
      payload: { reasons: [4], comment: '' },
    });
    expect(cancelled.json().rec).toBe(Rec.ok);
    return staffSample('POST', `/orders/${id}/resend-mail/`);
  });
  add('GET /v1/s/checkin/board/', async () => {
    await memberBooking(true);
    return staffSample('GET', `/checkin/board/?hotel_id=${checkinHotel.hotelId}`);
  });
  /** The front desk's samples book a hotel of their own, so the others' rooms stay for them. */
  let deskHotel: CheckinHotel | undefined;
  const deskBooking = async (options: { inDays?: number; nights?: number } = {}) => {
    deskHotel ??= await insertCheckinHotel(gateway.db, { rooms: 6 });
    return platformOrder(gateway.db, deskHotel, options);
  };
  add('PUT /v1/s/checkin/rooms/', async () => {
    const { orderId: id } = await deskBooking();
    const [booked] = await gateway.db.select().from(orders).where(eq(orders.id, id));
    const held = await gateway.db
      .select({ roomId: roomAssignments.roomId })
      .from(roomAssignments)
      .where(eq(roomAssignments.day, booked?.startDay ?? ''));
    const free = deskHotel?.roomIds.find((room) => !held.some((h) => h.roomId === room));
    return staffSample('PUT', '/checkin/rooms/', {
      order_id: id,
      group_no: 1,
      hotel_room_id: free,
    });
  });
  add('POST /v1/s/checkin/keybox/reset/', async () => {
    const { orderId: id, number } = await deskBooking();
    const verified = await checkinCall<{ o_token: string }>(
      gateway.app,
      'POST',
      '/checkin/guest/verify/',
      {},
      contactBody(OTA.bookingCom, number),
    );
    await checkIn(id, { o_token: verified.body.data.o_token }, true);
    const [run] = await roomRuns(gateway.db, id);
    return staffSample('POST', '/checkin/keybox/reset/', {
      order_id: id,
      hotel_room_id: run?.roomId,
    });
  });
  add('POST /v1/s/checkin/depart/', async () => {
    const { orderId: id } = await deskBooking({ inDays: -1, nights: 2 });
    return staffSample('POST', '/checkin/depart/', { order_id: id });
  });
  /** A staff call of a fresh admin's on another new admin account it made. */
  const onNewStaff =
    (method: 'PUT' | 'POST', path: (id: number) => string, payload: object = {}) =>
    async (): Promise<Sample> => {
      const token = await adminSession();
      staffSeq += 1;
      const made = await gateway.app.inject({
        method: 'POST',
        url: `${STAFF_API_PREFIX}/staff/`,
        headers: { token },
        payload: {
          email: `contract-target-${staffSeq}@example.com`,
          name: 'Target',
          role: 'admin',
        },
      });
      const id = (made.json() as { data: { staff: { staff_id: number } } }).data.staff.staff_id;
      return {
        request: { method, url: `${STAFF_API_PREFIX}${path(id)}`, headers: { token }, payload },
      };
    };
  add('GET /v1/s/staff/', () => staffSample('GET', '/staff/?nums=5'));
  add('POST /v1/s/staff/', () => {
    staffSeq += 1;
    return staffSample('POST', '/staff/', {
      email: `contract-new-staff-${staffSeq}@example.com`,
      name: 'Ana Lima',
      role: 'admin',
    });
  });
  add(
    'PUT /v1/s/staff/{id}/',
    onNewStaff('PUT', (id) => `/staff/${id}/`, { name: 'Ana Lima', lang: 'en' }),
  );
  add(
    'POST /v1/s/staff/{id}/disable/',
    onNewStaff('POST', (id) => `/staff/${id}/disable/`),
  );
  add(
    'POST /v1/s/staff/{id}/enable/',
    onNewStaff('POST', (id) => `/staff/${id}/enable/`),
  );
  add(
    'POST /v1/s/staff/{id}/reset-otp/',
    onNewStaff('POST', (id) => `/staff/${id}/reset-otp/`),
  );
  add(
    'POST /v1/s/staff/{id}/reset-password/',
    onNewStaff('POST', (id) => `/staff/${id}/reset-password/`),
  );
  // The seed's own rates again: taken (a move of 0), the file's other calls see no change.
  add('POST /v1/s/exchange-rates/', () =>
    staffSample('POST', '/exchange-rates/', {
      date: '2026-11-24',
      source: 'contract',
      rates: Object.fromEntries(
        Object.entries(CURRENCY_CODES).map(([id, code]) => [
          code,
          Number(SEED_USD_PER_UNIT[Number(id)]),
        ]),
      ),
    }),
  );

  const PASSWORD = 'a'.repeat(64);

  /** A member who registered through the API, so the password is the gateway's own. */
  async function registered(): Promise<{ email: string; password: string }> {
    const email = `contract-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const code = await gateway.db.transaction((tx) => issueCode(tx, email, 'register'));
    const answer = await gateway.app.inject({
      method: 'PUT',
      url: '/v1/u/user/regemail/',
      payload: { email, password: PASSWORD, code },
    });
    expect(answer.json().rec).toBe(Rec.ok);
    return { email, password: PASSWORD };
  }

  it('checks strictly: an undeclared field, a missing required one or a string for a number fails', () => {
    const validate = ajv.compile(
      closed({
        type: 'object',
        required: ['n'],
        properties: { n: { type: 'integer' }, o: { type: 'object', properties: {} } },
      }) as object,
    );
    expect(validate({ n: 1, o: {} })).toBe(true);
    expect(validate({ n: 1, extra: 1 })).toBe(false);
    expect(validate({ n: 1, o: { extra: 1 } })).toBe(false);
    expect(validate({})).toBe(false);
    expect(validate({ n: '1' })).toBe(false);
  });

  it('has a sample call for every endpoint, and none for an endpoint that is gone', () => {
    const names = registeredEndpoints(gateway.app).map((e) => e.name);
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort()).toEqual([...samples.keys()].sort());
  });

  it('answers every sample with a data value its schema accepts as it is', async () => {
    const failures: string[] = [];
    for (const endpoint of registeredEndpoints(gateway.app)) {
      const make = samples.get(endpoint.name);
      if (!make) continue;
      const { request } = await make();
      payload = undefined;
      const response = await gateway.app.inject(request);
      const sent = response.json() as { rec: number };
      const envelope = payload as { rec: number; data: unknown } | undefined;
      if (sent.rec !== Rec.ok || !envelope) {
        failures.push(`${endpoint.name}: rec ${sent.rec} ${JSON.stringify(sent)}`);
        continue;
      }
      const validate = ajv.compile(closed(endpoint.data) as object);
      if (!validate(envelope.data)) {
        failures.push(`${endpoint.name}: ${JSON.stringify(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
    // Every endpoint's sample in turn: 6 s alone, past a minute beside the other suites on a
    // slow 2-core machine.
  }, 240_000);
});
