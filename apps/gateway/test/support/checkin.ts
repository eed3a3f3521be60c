import { addDays, dayIn, isoDay } from '@bookdirect/gateway-sdk';
import type { FastifyInstance } from 'fastify';
import { hotels, ratePlans, rooms, roomTypeDays, roomTypes } from '../../src/catalog/schema';
import { importOtaReservations } from '../../src/checkin/ota-import';
import type { Database } from '../../src/db';
import { type Answer, call } from './gateway';

/** Helpers of the check-in suites: a hotel with physical rooms, platform bookings, calls. */

export interface CheckinHotel {
  hotelId: number;
  roomTypeId: number;
  roomIds: number[];
  timeZone: string;
}

/**
 * A hotel with one room type of `rooms` physical rooms and `stock` rooms for sale on every
 * night from two days before `now` (hotel time) to 10 days after, at 100.00 EUR a night.
 */
export async function insertCheckinHotel(
  db: Database,
  options: { rooms: number; stock?: number; timeZone?: string; adultNums?: number; now?: Date },
): Promise<CheckinHotel> {
  const timeZone = options.timeZone ?? 'UTC';
  const [hotel] = await db
    .insert(hotels)
    .values({
      cityId: 1101,
      countryId: 1,
      nameCn: '入住测试酒店',
      nameEn: 'Check-in Test Hotel',
      addressEn: '2 Test Street',
      currencyId: 2,
      storeId: 'S-CHK',
      timeZone,
    })
    .returning({ id: hotels.id });
  if (!hotel) throw new Error('hotel not inserted');
  await db.insert(ratePlans).values({ hotelId: hotel.id, nameCn: '标准价', nameEn: 'Standard' });
  const [type] = await db
    .insert(roomTypes)
    .values({
      hotelId: hotel.id,
      nameCn: '双床房',
      nameEn: 'Twin Room',
      adultNums: options.adultNums ?? 2,
    })
    .returning({ id: roomTypes.id });
  if (!type) throw new Error('room type not inserted');
  const roomRows = await db
    .insert(rooms)
    .values(
      Array.from({ length: options.rooms }, (_, i) => ({
        hotelId: hotel.id,
        roomTypeId: type.id,
        roomNo: String(101 + i),
      })),
    )
    .returning({ id: rooms.id });
  const today = dayIn(options.now ?? new Date(), timeZone);
  await db.insert(roomTypeDays).values(
    Array.from({ length: 13 }, (_, n) => ({
      roomTypeId: type.id,
      day: isoDay(addDays(today, n - 2)),
      price: 10000,
      restNums: options.stock ?? options.rooms,
    })),
  );
  return { hotelId: hotel.id, roomTypeId: type.id, roomIds: roomRows.map((r) => r.id), timeZone };
}

export const CONTACT = { email: 'Lina.Guest@Example.com', phone: '+30 210 555 0177' };

let seq = 0;

/** A platform order number no other test uses. */
export function platformNo(prefix = 'T'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${seq}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

/** Imports one Booking.com reservation arriving `inDays` after today (hotel time); its order id. */
export async function platformOrder(
  db: Database,
  hotel: CheckinHotel,
  options: { inDays?: number; nights?: number; rooms?: number; number?: string; now?: Date } = {},
): Promise<{ orderId: string; number: string }> {
  const now = options.now ?? new Date();
  const arrival = addDays(dayIn(now, hotel.timeZone), options.inDays ?? 0);
  const number = options.number ?? platformNo();
  const result = await importOtaReservations(
    db,
    [
      {
        line: 1,
        value: {
          platform: 'Booking.com',
          platform_order_no: number,
          hotel: hotel.hotelId,
          room_type: hotel.roomTypeId,
          check_in: arrival,
          check_out: addDays(arrival, options.nights ?? 1),
          guest_name: 'Lina Guest',
          email: 'lina.guest@example.com',
          phone: '+302105550177',
          rooms: options.rooms ?? 1,
        },
      },
    ],
    now,
  );
  const line = result.report[0];
  if (line?.outcome !== 'imported') throw new Error(`not imported: ${JSON.stringify(line)}`);
  return { orderId: line.order_id, number: number.toUpperCase() };
}

let addressSeq = 0;

/** A client address of its own for each call site, so per-address limits never meet. */
export function freshAddress(): string {
  addressSeq += 1;
  const n = (process.pid * 997 + addressSeq) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Caller {
  token?: string;
  oToken?: string;
  address?: string;
}

export function checkinCall<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  caller: Caller,
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (caller.token) headers.token = caller.token;
  if (caller.oToken) headers.o_token = caller.oToken;
  return call<T>(app, {
    method,
    url: `/v1/u${path}`,
    headers,
    remoteAddress: caller.address ?? freshAddress(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

export function contactBody(
  otaId: number,
  number: string,
  contact: { email?: string; phone?: string; phone_prefix?: string } = {},
) {
  return {
    hotel: {
      check_contact: {
        ota_id: otaId,
        ota_order_id: number,
        email: contact.email ?? CONTACT.email,
        phone: contact.phone ?? CONTACT.phone,
        phone_prefix: contact.phone_prefix ?? '+86',
      },
    },
  };
}

export const CHECKIN_GUEST = {
  first_name: 'Lina',
  last_name: 'Guest',
  nationality: 300,
  card_type: 2,
  id_card: 'AB1234567',
  email: 'lina.guest@example.com',
  tel_prefix: '+30',
  phone: '2105550177',
};

/** The submission of the rooms an order's check-in answer lists, each with `guests` guests. */
export function submission(
  checkins: { start_day: number; end_day: number; hotel_room_id: number; order_group_no: string }[],
  guests = 1,
) {
  return {
    hotel: {
      checkins: checkins.map((c) => ({
        start_day: c.start_day,
        end_day: c.end_day,
        hotel_room_id: c.hotel_room_id,
        order_group_no: c.order_group_no,
        guest: Array.from({ length: guests }, () => CHECKIN_GUEST),
      })),
    },
  };
}
