import { addDays, dayIn, OTA, Rec } from '@bookdirect/gateway-sdk';
import type { OtaImportData } from '@bookdirect/gateway-sdk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../src/catalog/tooling/demo-seed';
import { ImportError, importCatalogue } from '../src/catalog/tooling/import';
import { DEMO_CHECKIN_CONTACT, seedDemoPlatformOrders } from '../src/checkin/demo-seed';
import { importOtaReservations, parseOtaCsv } from '../src/checkin/ota-import';
import { rows } from '../src/db';
import { orders } from '../src/orders/schema';
import { type CheckinHotel, checkinCall, contactBody, insertCheckinHotel } from './support/checkin';
import { call, startGateway, type TestGateway } from './support/gateway';
import { restNums } from './support/orders';

// Read by the check-in routes when the app is built.
process.env.ADMIN_TOKEN = 'checkin-admin-token';

describe('travel-platform reservations (pglite)', () => {
  let gw: TestGateway;
  let hotel: CheckinHotel;
  const today = dayIn(new Date(), 'UTC');

  beforeAll(async () => {
    gw = await startGateway('pglite');
    hotel = await insertCheckinHotel(gw.db, { rooms: 3 });
  });
  afterAll(async () => {
    await gw?.close();
  });

  const csv = (lines: string[]) =>
    [
      'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone,tel_prefix,rooms,amount',
      ...lines,
    ].join('\n');

  it('imports the good lines as paid orders holding stock, refuses the bad ones by line, once per number', async () => {
    const good = `Agoda,ag-1001,${hotel.hotelId},${hotel.roomTypeId},${today},${addDays(today, 2)},Mei Chen,mei@example.com,912 345 678,+351,1,180.50`;
    const file = csv([
      good,
      `Nowhere,NW-1,${hotel.hotelId},${hotel.roomTypeId},${today},${addDays(today, 1)},A B,a@example.com,+302105550100,,,`,
      `Expedia,EX-1,${hotel.hotelId},${hotel.roomTypeId},${today},${today},A B,a@example.com,+302105550100,,,`,
      `Expedia,EX-2,${hotel.hotelId},${hotel.roomTypeId},${today},${addDays(today, 1)},A B,not-an-email,+302105550100,,,`,
      `Expedia,EX-3,${hotel.hotelId},${hotel.roomTypeId},${today},${addDays(today, 1)},A B,a@example.com,12,,,`,
      `Expedia,EX-4,${hotel.hotelId},${hotel.roomTypeId},${today},${addDays(today, 1)},A B,a@example.com,+302105550100,,5,`,
      `Trip.com,TR-1,${hotel.hotelId},${hotel.roomTypeId},${today},${addDays(today, 1)},A B,a@example.com,+302105550100,,,`,
    ]);
    const stockBefore = await restNums(gw.db, hotel.roomTypeId);
    const first = await importOtaReservations(gw.db, parseOtaCsv(file));
    expect(first).toMatchObject({ imported: 2, existing: 0, refused: 5 });
    expect(first.report.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'imported'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
      [8, 'imported'],
    ]);
    expect(first.report[1]?.reason).toContain('unknown platform');
    expect(first.report[2]?.reason).toContain('check_out');
    expect(first.report[3]?.reason).toContain('email');
    expect(first.report[4]?.reason).toContain('phone');
    expect(first.report[5]?.reason).toContain('no room left');

    const [order] = await gw.db
      .select()
      .from(orders)
      .where(eq(orders.id, first.report[0]?.order_id ?? ''));
    expect(order).toMatchObject({
      status: 2,
      userId: null,
      otaId: OTA.agoda,
      otaOrderId: 'AG-1001',
      days: 2,
      amount: 18050,
      payAmount: 18050,
      mobile: '+351912345678',
      telPrefix: '+351',
      email: 'mei@example.com',
    });
    const stockAfter = await restNums(gw.db, hotel.roomTypeId);
    expect((stockBefore[2] ?? 0) - (stockAfter[2] ?? 0)).toBe(2);
    expect((stockBefore[3] ?? 0) - (stockAfter[3] ?? 0)).toBe(1);

    const again = await importOtaReservations(gw.db, parseOtaCsv(csv([good])));
    expect(again).toMatchObject({ imported: 0, existing: 1, refused: 0 });
    expect(again.report[0]?.order_id).toBe(order?.id);
    expect(await restNums(gw.db, hotel.roomTypeId)).toEqual(stockAfter);

    // The imported booking verifies with its platform number, e-mail and phone.
    const verified = await checkinCall(
      gw.app,
      'POST',
      '/checkin/guest/verify/',
      {},
      contactBody(OTA.agoda, 'AG-1001', {
        email: 'Mei@Example.com',
        phone: '912345678',
        phone_prefix: '351',
      }),
    );
    expect(verified.body).toMatchObject({ rec: 0, data: { order_id: order?.id } });
  });

  it('takes JSON through POST /admin/ota-orders, only with ADMIN_TOKEN', async () => {
    const body = {
      reservations: [
        {
          platform: OTA.airbnb,
          platform_order_no: 'HM-77',
          hotel: hotel.hotelId,
          room_type: hotel.roomTypeId,
          check_in: addDays(today, 3),
          check_out: addDays(today, 4),
          guest_name: 'Sam Lee',
          email: 'sam@example.com',
          phone: '+442079460000',
        },
        { platform: 'Airbnb', platform_order_no: '' },
      ],
    };
    const send = (headers: Record<string, string>) =>
      call<OtaImportData>(gw.app, {
        method: 'POST',
        url: '/v1/u/admin/ota-orders',
        headers,
        payload: body,
      });
    expect((await send({})).body.rec).toBe(Rec.forbidden);
    expect((await send({ 'x-admin-token': 'wrong' })).body.rec).toBe(Rec.forbidden);
    const answer = await send({ 'x-admin-token': 'checkin-admin-token' });
    expect(answer.body).toMatchObject({ rec: 0, data: { imported: 1, refused: 1 } });
    expect(answer.body.data.report[1]).toMatchObject({ line: 2, outcome: 'refused' });
  });

  it('refuses a catalogue whose stock exceeds its physical rooms', async () => {
    const file = (rest: number) => ({
      seller_id: 9,
      hotels: [
        {
          external_id: 'ci-1',
          city_id: 4101,
          name_en: 'Rooms Check',
          currency: 'EUR',
          room_types: [
            {
              external_id: 'dbl',
              name_en: 'Double',
              rooms: ['1', '2'],
              prices: [{ from: '2030-01-01', to: '2030-01-03', price: 80, rest_nums: rest }],
            },
          ],
        },
      ],
    });
    await expect(importCatalogue(gw.db, file(3), async () => Buffer.alloc(0))).rejects.toThrow(
      ImportError,
    );
    await expect(importCatalogue(gw.db, file(3), async () => Buffer.alloc(0))).rejects.toThrow(
      /exceeds its 2 physical rooms/,
    );
    await expect(
      importCatalogue(gw.db, file(2), async () => Buffer.alloc(0)),
    ).resolves.toMatchObject({ roomTypes: 1 });
  });

  it('seeds platform bookings arriving today at demo hotels, once', async () => {
    await seedDemoCatalogue(gw.db, { hotels: 4, days: 10 }, { force: true });
    const seeded = await seedDemoPlatformOrders(gw.db);
    expect(seeded.length).toBeGreaterThanOrEqual(1);
    expect(seeded.every((o) => o.outcome === 'imported')).toBe(true);
    const again = await seedDemoPlatformOrders(gw.db);
    expect(again.every((o) => o.outcome === 'exists')).toBe(true);
    const first = seeded[0];
    const verified = await checkinCall(
      gw.app,
      'POST',
      '/checkin/guest/verify/',
      {},
      contactBody(OTA.bookingCom, first?.platform_order_no ?? '', {
        email: DEMO_CHECKIN_CONTACT.email,
        phone: '210 555 0199',
        phone_prefix: '+30',
      }),
    );
    expect(verified.body.rec).toBe(Rec.ok);
    // The demo catalogue keeps every night's stock within its physical rooms.
    const over = await rows(
      gw.db,
      sql`select d.room_type_id from room_type_days d
          left join lateral (
            select coalesce(sum(o.nums), 0) as booked from orders o
            where o.hotel_room_type_id = d.room_type_id and o.status in (1, 2)
              and d.day >= o.start_day and d.day < o.start_day + o.days
          ) b on true
          where d.rest_nums + b.booked >
            (select count(*) from rooms r where r.room_type_id = d.room_type_id and r.status = 1)
          limit 1`,
    );
    expect(over).toEqual([]);
  });
});
