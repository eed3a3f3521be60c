import { addDays, dayIn, OTA, Rec } from '@bookdirect/gateway-sdk';
import type { OtaImportData } from '@bookdirect/gateway-sdk/contract';
import type { StaffAuditEntry } from '@bookdirect/gateway-sdk/staff';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../src/catalog/schema';
import { ImportError, importCatalogue } from '../src/catalog/tooling/import';
import { DEMO_CHECKIN_CONTACT, seedDemoPlatformOrders } from '../src/checkin/demo-seed';
import { importOtaReservations, parseOtaCsv } from '../src/checkin/ota-import';
import { rows } from '../src/db';
import { seedDemoCatalogue } from '../src/demo/demo-seed';
import { orders } from '../src/orders/schema';
import { type CheckinHotel, checkinCall, contactBody, insertCheckinHotel } from './support/checkin';
import { call, describeEachBackend, startGateway, type TestGateway } from './support/gateway';
import { createMember, restNums } from './support/orders';
import { type StaffSession, staffCall, staffSession } from './support/staff';

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

describeEachBackend(
  'the staff import of travel-platform reservations',
  (gateway) => {
    let mine: CheckinHotel;
    let theirs: CheckinHotel;
    let admin: StaffSession;
    let manager: StaffSession;
    let desk: StaffSession;
    const today = dayIn(new Date(), 'UTC');

    beforeAll(async () => {
      const { app, db } = gateway();
      mine = await insertCheckinHotel(db, { rooms: 4 });
      theirs = await insertCheckinHotel(db, { rooms: 4 });
      await db
        .update(hotels)
        .set({ externalId: `ext-${mine.hotelId}` })
        .where(eq(hotels.id, mine.hotelId));
      admin = await staffSession(app, db, 'admin');
      manager = await staffSession(app, db, 'manager', [mine.hotelId]);
      desk = await staffSession(app, db, 'desk', [mine.hotelId]);
    });

    const reservation = (hotel: CheckinHotel | number | string, number: string, inDays = 3) => ({
      platform: OTA.airbnb,
      platform_order_no: number,
      hotel: typeof hotel === 'object' ? hotel.hotelId : hotel,
      room_type: typeof hotel === 'object' ? hotel.roomTypeId : 1,
      check_in: addDays(today, inDays),
      check_out: addDays(today, inDays + 1),
      guest_name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '+442079460000',
    });
    const send = (session: StaffSession | undefined, body: Record<string, unknown>) =>
      staffCall<OtaImportData>(gateway().app, session, 'POST', '/checkin/ota-orders/', body);
    /** The import entries of the log about `target` (`hotel:3`, or a kind), newest first. */
    const importAudit = async (target: string) => {
      const answer = await staffCall<{ entry_list: StaffAuditEntry[] }>(
        gateway().app,
        admin,
        'GET',
        `/audit/?nums=100&target=${encodeURIComponent(target)}`,
      );
      return answer.body.data.entry_list.filter((entry) => entry.action === 'ota.import');
    };
    /** What an import could change: orders of these numbers, both hotels' stock, the log. */
    const state = async (numbers: string[]) => ({
      orders: await gateway()
        .db.select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.otaOrderId, numbers)),
      stock: [
        await restNums(gateway().db, mine.roomTypeId),
        await restNums(gateway().db, theirs.roomTypeId),
      ],
      audit: (await importAudit('hotel')).length + (await importAudit('ota_import')).length,
    });

    it('an admin imports JSON for any hotel: good ones in, bad ones refused, one audit entry', async () => {
      const stock = await restNums(gateway().db, theirs.roomTypeId);
      const answer = await send(admin, {
        reservations: [
          reservation(theirs, 'HM-77'),
          { platform: 'Airbnb', platform_order_no: '' },
          // More rooms than are left: refused once its order is written, which is undone.
          { ...reservation(theirs, 'HM-78'), rooms: 5 },
          reservation(theirs, 'HM-79'),
        ],
      });
      expect(answer.body).toMatchObject({ rec: 0, data: { imported: 2, refused: 2 } });
      expect(answer.body.data.report.map((line) => line.outcome)).toEqual([
        'imported',
        'refused',
        'refused',
        'imported',
      ]);
      expect(answer.body.data.report[2]?.reason).toContain('no room left');
      const taken = (await restNums(gateway().db, theirs.roomTypeId)).map(
        (left, n) => (stock[n] ?? 0) - left,
      );
      // Night 5 of the calendar (two days back, then today + 3): both imports, nothing else.
      expect(taken).toEqual([0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]);
      expect(
        await gateway()
          .db.select({ id: orders.id })
          .from(orders)
          .where(inArray(orders.otaOrderId, ['HM-77', 'HM-78', 'HM-79'])),
      ).toHaveLength(2);
      const [entry] = await importAudit(`hotel:${theirs.hotelId}`);
      expect(entry).toMatchObject({
        staff_id: admin.staff.staff_id,
        target: `hotel:${theirs.hotelId}`,
        before: null,
        after: { imported: 2, existing: 0, refused: 2, platform_order_nos: ['HM-77', 'HM-79'] },
      });
    });

    it('a manager imports CSV for their own hotel, by id or external id', async () => {
      const csv = [
        'platform,platform_order_no,hotel,room_type,check_in,check_out,guest_name,email,phone',
        `Expedia,MGR-1,${mine.hotelId},${mine.roomTypeId},${today},${addDays(today, 1)},Ana Lima,ana@example.com,+351912345678`,
        `Expedia,MGR-2,ext-${mine.hotelId},${mine.roomTypeId},${today},${addDays(today, 1)},Ana Lima,ana@example.com,+351912345678`,
      ].join('\n');
      const answer = await send(manager, { csv });
      expect(answer.body).toMatchObject({ rec: 0, data: { imported: 2, existing: 0, refused: 0 } });
      const [entry] = await importAudit(`hotel:${mine.hotelId}`);
      expect(entry).toMatchObject({
        staff_id: manager.staff.staff_id,
        target: `hotel:${mine.hotelId}`,
        after: { imported: 2, platform_order_nos: ['MGR-1', 'MGR-2'] },
      });
      // Again: both there already, nothing new.
      const again = await send(manager, { csv });
      expect(again.body.data).toMatchObject({ imported: 0, existing: 2 });
    });

    it("refuses a manager's whole call naming another hotel, or none that exists: rec 5, nothing written", async () => {
      for (const other of [
        theirs.hotelId,
        2_000_000_000,
        'no-such-hotel',
        `ext-${theirs.hotelId}`,
      ]) {
        const numbers = [`MX-${other}-1`, `MX-${other}-2`];
        const before = await state(numbers);
        const answer = await send(manager, {
          reservations: [
            reservation(mine, numbers[0] as string),
            reservation(other, numbers[1] as string),
          ],
        });
        expect([other, answer.body.rec]).toEqual([other, Rec.notFound]);
        expect(await state(numbers)).toEqual(before);
      }
    });

    it("refuses a manager's call whose order number another hotel's order holds, rolling back the rest", async () => {
      await send(admin, { reservations: [reservation(theirs, 'HELD-1')] });
      const numbers = ['MINE-9', 'HELD-1'];
      const before = await state(numbers);
      const answer = await send(manager, {
        reservations: [reservation(mine, 'MINE-9'), reservation(mine, 'HELD-1')],
      });
      expect(answer.body.rec).toBe(Rec.notFound);
      expect(await state(numbers)).toEqual(before);
    });

    it('answers a desk rec 4 and a member or no session rec 3, writing nothing', async () => {
      const numbers = ['DESK-1'];
      const before = await state(numbers);
      const body = { reservations: [reservation(mine, 'DESK-1')] };
      expect((await send(desk, body)).body.rec).toBe(Rec.forbidden);
      expect((await send(undefined, body)).body.rec).toBe(Rec.sessionExpired);
      const member = await createMember(gateway().db, 'ota-import');
      expect((await send({ ...admin, token: member.token }, body)).body.rec).toBe(
        Rec.sessionExpired,
      );
      // The old address is gone.
      const old = await call(gateway().app, {
        method: 'POST',
        url: '/v1/u/admin/ota-orders',
        payload: body,
      });
      expect(old.status).toBe(404);
      expect(await state(numbers)).toEqual(before);
    });

    it('refuses a call without reservations (rec 2)', async () => {
      const answer = await send(admin, { csv: '  ' });
      expect(answer.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { reservations: 'validation:required' } },
      });
    });
  },
  { databases: 'both' },
);
