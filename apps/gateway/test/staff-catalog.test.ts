import { Rec } from '@bookdirect/gateway-sdk/contract';
import type {
  StaffHotelDetail,
  StaffRooms,
  StaffRoomsBelowSold,
  StaffRoomTypeDetail,
} from '@bookdirect/gateway-sdk/staff';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hotels, rooms } from '../src/catalog/schema';
import { refreshHasHotels } from '../src/catalog/service';
import type { Database } from '../src/db';
import { staffAudit } from '../src/staff/schema';
import {
  type Answer,
  describeEachBackend,
  describeOnPostgresServer,
  ownPostgresDatabase,
  type ScratchPools,
  testConfig,
} from './support/gateway';
import {
  api,
  book,
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

/** Audit entries about the target (`hotel:3`, `room_type:7`), oldest first. */
const auditOf = (db: Database, target: string) =>
  db.select().from(staffAudit).where(eq(staffAudit.target, target)).orderBy(asc(staffAudit.id));

/** Room numbers of the room type by status, as stored. */
async function storedRooms(db: Database, roomTypeId: number) {
  const list = await db
    .select({ no: rooms.roomNo, status: rooms.status })
    .from(rooms)
    .where(eq(rooms.roomTypeId, roomTypeId))
    .orderBy(asc(rooms.roomNo));
  return {
    inService: list.filter((r) => r.status === 1).map((r) => r.no),
    retired: list.filter((r) => r.status === 0).map((r) => r.no),
  };
}

describeEachBackend(
  'the staff catalogue',
  (gateway) => {
    let admin: StaffSession;
    let manager: StaffSession;
    let desk: StaffSession;
    /** EUR, 6 nights of 100.00 with 3 rooms left. */
    let hotel: OrderHotel;
    /** A hotel the manager does not work for. */
    let other: OrderHotel;
    let member: Member;
    let guest: number;

    beforeAll(async () => {
      const { app, db } = gateway();
      hotel = await insertOrderHotel(db, { nights: Array.from({ length: 6 }, () => [10_000, 3]) });
      other = await insertOrderHotel(db, { nights: [[10_000, 1]] });
      admin = await staffSession(app, db, 'admin');
      manager = await staffSession(app, db, 'manager', [hotel.hotelId]);
      desk = await staffSession(app, db, 'desk', [hotel.hotelId, other.hotelId]);
      member = await createMember(db, 'catalogue');
      guest = await createGuest(db, member.userId);
    });

    const s = <T>(
      session: StaffSession,
      method: 'GET' | 'POST' | 'PUT',
      path: string,
      body?: Record<string, unknown>,
    ) => staffCall<T>(gateway().app, session, method, path, body);

    it('answers every editable fact of a hotel, with its room types and their rooms', async () => {
      const answer = await s<StaffHotelDetail>(manager, 'GET', `/hotels/${hotel.hotelId}/`);
      expect(answer.body.rec).toBe(Rec.ok);
      expect(answer.body.data).toMatchObject({
        hotel_id: hotel.hotelId,
        published: 1,
        name_cn: '订单测试酒店',
        name_en: 'Orders Test Hotel',
        address_en: '1 Test Street',
        policy_cn: '',
        policy_en: '',
        check_in_time: '15:00',
        check_out_time: '11:00',
        facilities: [],
        city_id: 1101,
        currency_id: 2,
        time_zone: 'Europe/Athens',
        room_types: [
          {
            hotel_room_type_id: hotel.roomTypeId,
            hotel_id: hotel.hotelId,
            name_en: 'Sea View Room',
            status: 1,
            adult_nums: 2,
            rooms: [],
          },
        ],
      });
      expect(answer.body.data.facility_choices).toContainEqual({
        key: 'pool',
        name_cn: '泳池',
        name_en: 'Pool',
      });
      // A room type's facilities are offered from the catalogue's dictionary, named in both
      // languages, so the office labels them and a new room type can tick any of them.
      const roomChoices = answer.body.data.room_facility_choices;
      expect(roomChoices.basic_facility).toContainEqual({
        key: 'air_conditioning',
        name_cn: '空调',
        name_en: 'Air conditioning',
      });
      expect(roomChoices.bathroom_facility).toContainEqual({
        key: 'hairdryer',
        name_cn: '吹风机',
        name_en: 'Hair dryer',
      });
      expect(roomChoices.kitchen_facility.map((choice) => choice.key)).toContain('kettle');
    });

    it('refuses the desk (rec 4) and a hotel or room type outside the manager (rec 5)', async () => {
      const calls: [string, 'GET' | 'POST' | 'PUT', string, Record<string, unknown>?][] = [
        ['hotel', 'GET', `/hotels/${other.hotelId}/`],
        ['hotel write', 'PUT', `/hotels/${other.hotelId}/`, { name_en: 'Taken' }],
        ['publish', 'PUT', `/hotels/${other.hotelId}/publish/`, { published: 0 }],
        [
          'room type create',
          'POST',
          '/room-types/',
          { hotel_id: other.hotelId, name_cn: '新', name_en: 'New' },
        ],
        ['room type write', 'PUT', `/room-types/${other.roomTypeId}/`, { area: 20 }],
        ['rooms', 'PUT', `/room-types/${other.roomTypeId}/rooms/`, { rooms: [{ no: '1' }] }],
      ];
      for (const [what, method, path, body] of calls) {
        expect((await s(desk, method, path, body)).body.rec, `desk: ${what}`).toBe(Rec.forbidden);
        expect((await s(manager, method, path, body)).body.rec, `manager: ${what}`).toBe(
          Rec.notFound,
        );
      }
      expect((await s(manager, 'GET', '/hotels/2147483000/')).body.rec).toBe(Rec.notFound);
      // Nothing of the other hotel changed, and no entry was written about it.
      const [stored] = await gateway()
        .db.select({ nameEn: hotels.nameEn, status: hotels.status })
        .from(hotels)
        .where(eq(hotels.id, other.hotelId));
      expect(stored).toEqual({ nameEn: 'Orders Test Hotel', status: 1 });
      expect(await auditOf(gateway().db, `hotel:${other.hotelId}`)).toEqual([]);
    });

    it('refuses bad facts with rec 2 naming each field, and writes nothing', async () => {
      const answer = await s(manager, 'PUT', `/hotels/${hotel.hotelId}/`, {
        name_cn: '  ',
        name_en: 'x'.repeat(101),
        check_in_time: '24:00',
        check_out_time: '9:00',
        email: 'front@desk',
        coord_x: 181,
        coord_y: -90.5,
        policy_en: 'p'.repeat(5001),
      });
      expect(answer.body.rec).toBe(Rec.validation);
      expect(Object.keys((answer.body.data as { errors: object }).errors).sort()).toEqual([
        'check_in_time',
        'check_out_time',
        'coord_x',
        'coord_y',
        'email',
        'name_cn',
        'name_en',
        'policy_en',
      ]);
      const unknown = await s(manager, 'PUT', `/hotels/${hotel.hotelId}/`, {
        name_en: 'Not written',
        facilities: ['pool', 'helipad'],
      });
      expect(unknown.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { facilities: 'validation:invalid' } },
      });
      const roomType = await s(manager, 'PUT', `/room-types/${hotel.roomTypeId}/`, {
        adult_nums: 11,
        area: -1,
        bedroom_nums: 4,
        basic_facility: { wifi: 2 },
      });
      expect(roomType.body.rec).toBe(Rec.validation);
      const fields = Object.keys((roomType.body.data as { errors: object }).errors);
      expect(fields).toEqual(expect.arrayContaining(['adult_nums', 'area', 'bedroom_nums']));
      expect(fields.some((field) => field.startsWith('basic_facility'))).toBe(true);
      const read = await s<StaffHotelDetail>(manager, 'GET', `/hotels/${hotel.hotelId}/`);
      expect(read.body.data.name_en).toBe('Orders Test Hotel');
    });

    it("writes the facts given, keeps an audit entry of what changed, and the traveller's pages show them", async () => {
      const { app, db } = gateway();
      const stay = `start_day=${night(0).day}&days=1`;
      const search = async () => {
        const answer = await api<{ hotel_list: { hotel_id: number; name: string }[] }>(
          app,
          'GET',
          `/hotel/main/?city_id=1101&${stay}&nums=500`,
          undefined,
        );
        return answer.body.data.hotel_list.find((h) => h.hotel_id === hotel.hotelId)?.name;
      };
      expect(await search()).toBe('Orders Test Hotel');
      expect(await search()).toBe('Orders Test Hotel');

      const answer = await s<StaffHotelDetail>(manager, 'PUT', `/hotels/${hotel.hotelId}/`, {
        name_en: 'Harbour House',
        address_en: '1 Test Street',
        policy_cn: '禁止吸烟。',
        policy_en: 'No smoking.',
        check_in_time: '14:00',
        facilities: ['pool', 'breakfast'],
        coord_x: 23.7275,
        coord_y: 37.9838,
      });
      expect(answer.body.rec).toBe(Rec.ok);
      expect(answer.body.data).toMatchObject({
        name_en: 'Harbour House',
        name_cn: '订单测试酒店',
        policy_en: 'No smoking.',
        check_in_time: '14:00',
        check_out_time: '11:00',
        facilities: ['pool', 'breakfast'],
        coord_x: 23.7275,
        coord_y: 37.9838,
      });
      const [entry] = (await auditOf(db, `hotel:${hotel.hotelId}`)).filter(
        (e) => e.action === 'hotel.update',
      );
      expect(entry).toMatchObject({
        staffId: manager.staff.staff_id,
        before: {
          name_en: 'Orders Test Hotel',
          policy_cn: '',
          policy_en: '',
          check_in_time: '15:00',
          facilities: [],
          coord_x: 0,
          coord_y: 0,
        },
        after: {
          name_en: 'Harbour House',
          policy_cn: '禁止吸烟。',
          policy_en: 'No smoking.',
          check_in_time: '14:00',
          facilities: ['pool', 'breakfast'],
          coord_x: 23.7275,
          coord_y: 37.9838,
        },
      });
      // The address sent unchanged is not in the entry.
      expect(entry?.before).not.toHaveProperty('address_en');

      expect(await search()).toBe('Harbour House');
      const page = await api<{
        hotel: { name: string; hotel_tag: string };
        hotel_policy: {
          check_in_policy: { check_in_time: string };
          policy_cn: string;
          policy_en: string;
        };
      }>(app, 'GET', `/hotel/main/${hotel.hotelId}/?${stay}`, undefined);
      expect(page.body.rec).toBe(Rec.ok);
      expect(page.body.data.hotel.hotel_tag).toMatch(
        /^pool:(Pool|泳池);breakfast:(Breakfast included|含早餐)$/,
      );
      expect(page.body.data.hotel_policy).toMatchObject({
        check_in_policy: { check_in_time: '14:00' },
        policy_cn: '禁止吸烟。',
        policy_en: 'No smoking.',
      });

      // The same facts again change nothing and add no entry.
      const again = await s(manager, 'PUT', `/hotels/${hotel.hotelId}/`, {
        name_en: 'Harbour House',
      });
      expect(again.body.rec).toBe(Rec.ok);
      expect(
        (await auditOf(db, `hotel:${hotel.hotelId}`)).filter((e) => e.action === 'hotel.update'),
      ).toHaveLength(1);
    });

    it('adds and changes room types, with their audit entries', async () => {
      const { app, db } = gateway();
      const created = await s<StaffRoomTypeDetail>(manager, 'POST', '/room-types/', {
        hotel_id: hotel.hotelId,
        name_cn: '双床房',
        name_en: 'Twin Room',
        bedroom_nums: 2,
        big_beds: 2,
        basic_facility: { wifi: 1, tv: 0 },
      });
      expect(created.body.rec).toBe(Rec.ok);
      const id = created.body.data.hotel_room_type_id;
      expect(created.body.data).toMatchObject({
        hotel_id: hotel.hotelId,
        name_en: 'Twin Room',
        bedroom_nums: 2,
        big_beds: 2,
        adult_nums: 2,
        status: 1,
        basic_facility: { wifi: 1, tv: 0 },
        rooms: [],
      });
      expect(created.body.data.sort).toBeGreaterThan(0);
      const missing = await s(manager, 'POST', '/room-types/', { hotel_id: hotel.hotelId });
      expect(missing.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { name_cn: 'validation:required', name_en: 'validation:required' } },
      });

      const changed = await s<StaffRoomTypeDetail>(manager, 'PUT', `/room-types/${id}/`, {
        adult_nums: 3,
        area: 28,
        room_type_en: 'Two single beds.',
        bathroom_facility: { shower: 1 },
      });
      expect(changed.body.rec).toBe(Rec.ok);
      expect(changed.body.data).toMatchObject({
        name_en: 'Twin Room',
        adult_nums: 3,
        area: 28,
        bathroom_facility: { shower: 1 },
      });
      const entries = await auditOf(db, `room_type:${id}`);
      expect(entries.map((e) => e.action)).toEqual(['room_type.create', 'room_type.update']);
      expect(entries[0]).toMatchObject({ before: null, after: { name_en: 'Twin Room' } });
      expect(entries[1]).toMatchObject({
        before: { adult_nums: 2, area: 0, room_type_en: '', bathroom_facility: {} },
        after: { adult_nums: 3, area: 28, room_type_en: 'Two single beds.' },
      });

      // The traveller's room type page shows it; hidden, it leaves the list.
      const list = async () => {
        const answer = await api<{ hotel_room_type_list: { hotel_room_type_id: number }[] }>(
          app,
          'GET',
          `/hotel/roomtype/?hotel_id=${hotel.hotelId}&start_day=${night(0).day}&days=1`,
          undefined,
        );
        return answer.body.data.hotel_room_type_list.map((t) => t.hotel_room_type_id);
      };
      expect(await list()).toContain(id);
      expect((await s(manager, 'PUT', `/room-types/${id}/`, { status: 0 })).body.rec).toBe(Rec.ok);
      expect(await list()).not.toContain(id);
    });

    it('sets the physical rooms: numbers unique in the hotel, never fewer than sold, rooms left lowered', async () => {
      const { app, db } = gateway();
      const path = `/room-types/${hotel.roomTypeId}/rooms/`;
      const set = (nos: string[]) =>
        s<StaffRooms>(manager, 'PUT', path, { rooms: nos.map((no) => ({ no, floor: 1 })) });

      const first = await set(['101', '102', '103']);
      expect(first.body.rec).toBe(Rec.ok);
      expect(first.body.data.rooms.map((r) => r.no)).toEqual(['101', '102', '103']);

      const twice = await set(['201', '202', '201']);
      expect(twice.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { 'rooms[2].no': 'validation:room_no_taken' } },
      });
      const tooLong = await set(['12345678901']);
      expect(tooLong.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { 'rooms[0].no': 'validation:invalid' } },
      });
      // Another room type of the hotel has 301 in service.
      const twin = await s<StaffRoomTypeDetail>(manager, 'POST', '/room-types/', {
        hotel_id: hotel.hotelId,
        name_cn: '家庭房',
        name_en: 'Family Room',
      });
      const twinId = twin.body.data.hotel_room_type_id;
      expect(
        (await s(manager, 'PUT', `/room-types/${twinId}/rooms/`, { rooms: [{ no: '301' }] })).body
          .rec,
      ).toBe(Rec.ok);
      const taken = await set(['101', '102', '301']);
      expect(taken.body).toMatchObject({
        rec: Rec.validation,
        data: { errors: { 'rooms[2].no': 'validation:room_no_taken' } },
      });

      // Two rooms sold on night 1: one room in service is too few, naming that night.
      const booked = await book(app, member, hotel, { offset: 1, nums: 2, guests: [guest] });
      expect(booked.body.rec, JSON.stringify(booked.body)).toBe(Rec.ok);
      const refused = await set(['101']);
      expect(refused.body).toMatchObject({
        rec: Rec.conflict,
        key: 'errors:rooms_below_sold',
        data: { day: night(1).day, rooms: 1, sold: 2 } satisfies StaffRoomsBelowSold,
      });
      expect(refused.body.msg).toContain(night(1).iso);
      expect((await storedRooms(db, hotel.roomTypeId)).inService).toEqual(['101', '102', '103']);
      expect(await restNums(db, hotel.roomTypeId)).toEqual([3, 1, 3, 3, 3, 3]);

      // Two rooms: night 1 keeps none to sell, the others two; 103 is out of service, kept.
      const entriesBefore = (await auditOf(db, `room_type:${hotel.roomTypeId}`)).length;
      const two = await set(['101', '102']);
      expect(two.body.rec).toBe(Rec.ok);
      expect(two.body.data.rooms.map((r) => r.no)).toEqual(['101', '102']);
      expect(await storedRooms(db, hotel.roomTypeId)).toEqual({
        inService: ['101', '102'],
        retired: ['103'],
      });
      expect(await restNums(db, hotel.roomTypeId)).toEqual([2, 0, 2, 2, 2, 2]);
      const entries = await auditOf(db, `room_type:${hotel.roomTypeId}`);
      expect(entries).toHaveLength(entriesBefore + 1);
      expect(entries.at(-1)).toMatchObject({
        action: 'room_type.rooms',
        staffId: manager.staff.staff_id,
        before: { rooms: ['101', '102', '103'] },
        after: {
          rooms: ['101', '102'],
          nights: [
            { day: night(0).day, rest_nums: 2 },
            { day: night(1).day, rest_nums: 0 },
            { day: night(2).day, rest_nums: 2 },
            { day: night(3).day, rest_nums: 2 },
            { day: night(4).day, rest_nums: 2 },
            { day: night(5).day, rest_nums: 2 },
          ],
        },
      });
      // The calendar counts what check-in assigns.
      const calendar = await s<{ rooms: number }>(
        manager,
        'GET',
        `/calendar/?room_type_id=${hotel.roomTypeId}&from=${night(0).day}&to=${night(0).day}`,
      );
      expect(calendar.body.data.rooms).toBe(2);

      // A room taken out of service comes back; one retired elsewhere can move here.
      expect(
        (await s(manager, 'PUT', `/room-types/${twinId}/rooms/`, { rooms: [] })).body.rec,
      ).toBe(Rec.ok);
      const back = await set(['101', '102', '103', '301']);
      expect(back.body.rec).toBe(Rec.ok);
      expect(await storedRooms(db, hotel.roomTypeId)).toEqual({
        inService: ['101', '102', '103', '301'],
        retired: [],
      });
      // More rooms never raise what is left to sell: that is the calendar's to set.
      expect(await restNums(db, hotel.roomTypeId)).toEqual([2, 0, 2, 2, 2, 2]);
    });

    it('publishes and unpublishes: the hotel leaves and rejoins what travellers see, orders keep it', async () => {
      const { app, db } = gateway();
      const own = await insertOrderHotel(db, { nights: [[9_000, 2]] });
      // Best score of the country, so the home page's 48 include it.
      await db.update(hotels).set({ score10: 50 }).where(eq(hotels.id, own.hotelId));
      // As an import leaves it: the country has a published hotel, so the home page lists it.
      await refreshHasHotels(db);
      const buyer = await createMember(db, 'publish');
      const buyerGuest = await createGuest(db, buyer.userId);
      const order = await book(app, buyer, own, { guests: [buyerGuest] });
      expect(order.body.rec, JSON.stringify(order.body)).toBe(Rec.ok);
      const saved = await api(app, 'POST', '/user/favorite/', buyer.token, {
        hotel_id: own.hotelId,
      });
      expect(saved.body.rec).toBe(Rec.ok);

      const stay = `start_day=${night(0).day}&days=1`;
      const seen = async () => {
        const [search, home, favorites, page, types, trip] = await Promise.all([
          api<{ hotel_list: { hotel_id: number }[] }>(
            app,
            'GET',
            `/hotel/main/?city_id=1101&${stay}&nums=500`,
            undefined,
          ),
          api<{ app_home: { region_hotel: { hotels: { hotel_id: number }[] }[] } }>(
            app,
            'GET',
            '/app/home/',
            undefined,
          ),
          api<{ favorite_list: { hotel_id: number }[]; total: number }>(
            app,
            'GET',
            '/user/favorite/',
            buyer.token,
          ),
          api(app, 'GET', `/hotel/main/${own.hotelId}/?${stay}`, undefined),
          api(app, 'GET', `/hotel/roomtype/?hotel_id=${own.hotelId}&${stay}`, undefined),
          api<{ order_hotel: { hotel_id: number; hotel_info: { name_en: string } } }>(
            app,
            'GET',
            `/orders/main/${order.body.data.order_id}/`,
            buyer.token,
          ),
        ]);
        expect(trip.body.rec).toBe(Rec.ok);
        expect(trip.body.data.order_hotel).toMatchObject({
          hotel_id: own.hotelId,
          hotel_info: { name_en: 'Orders Test Hotel' },
        });
        return {
          search: search.body.data.hotel_list.some((h) => h.hotel_id === own.hotelId),
          home: home.body.data.app_home.region_hotel.some((r) =>
            r.hotels.some((h) => h.hotel_id === own.hotelId),
          ),
          favorites: favorites.body.data.favorite_list.some((h) => h.hotel_id === own.hotelId),
          page: page.body.rec,
          types: types.body.rec,
        };
      };
      const listed = { search: true, home: true, favorites: true, page: Rec.ok, types: Rec.ok };
      expect(await seen()).toEqual(listed);

      const hidden = await s<StaffHotelDetail>(admin, 'PUT', `/hotels/${own.hotelId}/publish/`, {
        published: 0,
      });
      expect(hidden.body.rec).toBe(Rec.ok);
      expect(hidden.body.data.published).toBe(0);
      expect(await seen()).toEqual({
        search: false,
        home: false,
        favorites: false,
        page: Rec.notFound,
        types: Rec.notFound,
      });
      // Nor can it be booked or saved.
      expect((await book(app, buyer, own, { guests: [buyerGuest] })).body.rec).not.toBe(Rec.ok);
      expect(
        (await api(app, 'POST', '/user/favorite/', buyer.token, { hotel_id: own.hotelId })).body
          .rec,
      ).toBe(Rec.notFound);
      // The back office still edits it.
      expect((await s(admin, 'GET', `/hotels/${own.hotelId}/`)).body.rec).toBe(Rec.ok);

      // Hiding it again changes nothing and adds no entry.
      await s(admin, 'PUT', `/hotels/${own.hotelId}/publish/`, { published: 0 });
      const shown = await s(admin, 'PUT', `/hotels/${own.hotelId}/publish/`, { published: 1 });
      expect(shown.body.rec).toBe(Rec.ok);
      expect(await seen()).toEqual(listed);
      expect((await auditOf(db, `hotel:${own.hotelId}`)).map((e) => [e.action, e.after])).toEqual([
        ['hotel.unpublish', { published: 0 }],
        ['hotel.publish', { published: 1 }],
      ]);
      expect(
        (await s(admin, 'PUT', `/hotels/${own.hotelId}/publish/`, { published: 2 })).body.rec,
      ).toBe(Rec.validation);
    });
  },
  { databases: 'both' },
);

describeOnPostgresServer('the staff catalogue racing bookings (postgres)', () => {
  let scratch: ScratchPools | undefined;
  /** Takes the bookings. */
  let app: FastifyInstance;
  /** Another gateway on the same database (its own pool), where the back office writes. */
  let office: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    scratch = await ownPostgresDatabase('catalogue', { poolSize: 12, pools: 2 });
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

  it('never sells a night beyond its rooms in service when rooms are taken out during 30 bookings', async () => {
    const admin = await staffSession(office, db, 'admin');
    const people: { member: Member; guest: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const member = await createMember(db, `rooms-race${i}`);
      people.push({ member, guest: await createGuest(db, member.userId) });
    }
    const ROOMS = 4;
    let written = 0;
    let refused = 0;
    for (let round = 0; round < 12; round++) {
      const hotel = await insertOrderHotel(db, {
        nights: Array.from({ length: 2 }, () => [10_000, ROOMS]),
      });
      const all = Array.from({ length: ROOMS }, (_, i) => ({ no: `${round}-${i}` }));
      const first = await staffCall(
        office,
        admin,
        'PUT',
        `/room-types/${hotel.roomTypeId}/rooms/`,
        {
          rooms: all,
        },
      );
      expect(first.body.rec).toBe(Rec.ok);
      // Down to 1, 2 or 3 rooms, sent at another place among the bookings each round.
      const keep = 1 + (round % (ROOMS - 1));
      const at = (round * 7) % people.length;
      const calls: (() => Promise<Answer>)[] = people.map(
        ({ member, guest }, i) =>
          () =>
            book(app, member, hotel, { offset: i % 2, days: 1 + ((i >> 1) % 2), guests: [guest] }),
      );
      calls.splice(at, 0, () =>
        staffCall(office, admin, 'PUT', `/room-types/${hotel.roomTypeId}/rooms/`, {
          rooms: all.slice(0, keep),
        }),
      );
      const answers = await Promise.all(calls.map((start) => start()));
      const put = answers[at] as Answer;
      expect([Rec.ok, Rec.conflict], JSON.stringify(put.body)).toContain(put.body.rec);
      if (put.body.rec === Rec.ok) written++;
      else refused++;
      for (const [i, answer] of answers.entries()) {
        if (i === at || answer.body.rec === Rec.ok) continue;
        expect(answer.body).toMatchObject({ rec: 6, key: 'errors:insufficient_room_stock' });
      }
      const inService = (await storedRooms(db, hotel.roomTypeId)).inService.length;
      expect(inService).toBe(put.body.rec === Rec.ok ? keep : ROOMS);
      const rest = await restNums(db, hotel.roomTypeId);
      for (let n = 0; n < 2; n++) {
        const result = (await db.execute(
          sql`select coalesce(sum(nums), 0)::int as sold from orders
              where hotel_room_type_id = ${hotel.roomTypeId} and status in (1, 2)
                and start_day <= ${night(n).iso}::date and start_day + days > ${night(n).iso}::date`,
        )) as unknown as { rows: { sold: number }[] };
        const sold = Number(result.rows[0]?.sold ?? 0);
        expect(sold + (rest[n] ?? 0), `round ${round} night ${n}`).toBeLessThanOrEqual(inService);
      }
    }
    console.info(`rooms races: ${written} writes went through, ${refused} refused (rec 6)`);
  }, 300_000);

  it('never leaves more rooms to sell than rooms in service when the calendar opens new days during a rooms change', async () => {
    const admin = await staffSession(office, db, 'admin');
    const manager = await staffSession(app, db, 'admin');
    let calendarFirst = 0;
    let roomsFirst = 0;
    for (let round = 0; round < 12; round++) {
      const hotel = await insertOrderHotel(db, { nights: [[10_000, 4]] });
      const all = Array.from({ length: 4 }, (_, i) => ({ no: `c${round}-${i}` }));
      const path = `/room-types/${hotel.roomTypeId}/rooms/`;
      expect((await staffCall(office, admin, 'PUT', path, { rooms: all })).body.rec).toBe(Rec.ok);
      // Days 1-6 have no row yet: the rooms change cannot lock them, only the calendar adds them.
      const calendar = () =>
        staffCall(app, manager, 'PUT', '/calendar/', {
          room_type_id: hotel.roomTypeId,
          from: night(1).day,
          to: night(6).day,
          price: 100,
          rest_nums: 4,
        });
      const rooms = () => staffCall(office, admin, 'PUT', path, { rooms: all.slice(0, 2) });
      // Sent in either order; the answers stay (calendar, rooms).
      const started =
        round % 2 === 0
          ? [calendar(), rooms()]
          : (() => {
              const change = rooms();
              return [calendar(), change];
            })();
      const [written, changed] = await Promise.all(started);
      expect(changed?.body.rec).toBe(Rec.ok);
      if (written?.body.rec === Rec.ok) calendarFirst++;
      else {
        expect(written?.body).toMatchObject({ rec: 6, key: 'errors:calendar_over_rooms' });
        roomsFirst++;
      }
      for (const [n, rest] of (await restNums(db, hotel.roomTypeId)).entries()) {
        expect(rest, `round ${round} night ${n}`).toBeLessThanOrEqual(2);
      }
    }
    console.info(
      `calendar against rooms: calendar first ${calendarFirst}, rooms first ${roomsFirst}`,
    );
  }, 300_000);
});
