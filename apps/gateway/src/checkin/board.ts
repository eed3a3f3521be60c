import { addDays, dayIn, dayOfIso, isoDay } from '@bookdirect/gateway-sdk';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import type {
  StaffBoardEntry,
  StaffBoardRoom,
  StaffCheckinBoard,
} from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rooms } from '../catalog/schema';
import type { Database } from '../db';
import { CHECKED_IN, CHECKED_OUT, hotelStatus } from '../orders/checkin-window';
import { type OrderRow, orders } from '../orders/schema';
import { assertHotelInReach, guestNameOf } from '../orders/staff-orders';
import type { StaffProfile } from '../staff/service';
import { earlyDepartureDays } from './desk';
import { roomAssignments } from './schema';

/**
 * The check-in board: one hotel's day as its front desk works it, from the orders that hold
 * rooms (paid, completed or reviewed) and the rooms check-in assigned them (rooms.ts).
 */

/** The statuses of stays that happen: never an unpaid or cancelled order. */
const STAYING = [OrderStatus.paid, OrderStatus.completed, OrderStatus.reviewed];

interface BoardRow {
  order: OrderRow;
}

/** The orders whose stay touches `day` (arriving, staying or leaving), with their check-in. */
async function ordersAround(db: Database, hotelId: number, day: number) {
  const iso = isoDay(day);
  return db
    .select({ order: orders })
    .from(orders)
    .where(
      and(
        eq(orders.hotelId, hotelId),
        inArray(orders.status, STAYING),
        sql`${orders.startDay} <= ${iso}::date`,
        sql`${orders.startDay} + ${orders.days}::int >= ${iso}::date`,
      ),
    )
    .orderBy(asc(orders.startDay), asc(orders.id));
}

/** The rooms of these orders on these nights: `order id|YYYYMMDD` -> rooms, by room number. */
async function roomsByNight(db: Database, orderIds: string[], nights: number[]) {
  const byNight = new Map<string, StaffBoardEntry['rooms']>();
  if (orderIds.length === 0) return byNight;
  const found = await db
    .select({
      orderId: roomAssignments.orderId,
      day: roomAssignments.day,
      roomId: roomAssignments.roomId,
      groupNo: roomAssignments.groupNo,
      roomNo: rooms.roomNo,
    })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .where(
      and(
        inArray(roomAssignments.orderId, orderIds),
        inArray(roomAssignments.day, nights.map(isoDay)),
      ),
    )
    .orderBy(asc(roomAssignments.groupNo), asc(rooms.roomNo));
  for (const row of found) {
    const key = `${row.orderId}|${dayOfIso(row.day)}`;
    const list = byNight.get(key) ?? [];
    list.push({ hotel_room_id: row.roomId, no: row.roomNo, group_no: row.groupNo });
    byNight.set(key, list);
  }
  return byNight;
}

/** Every room in service of the hotel on `day`, by number, with the order holding it. */
async function hotelRooms(db: Database, hotelId: number, day: number): Promise<StaffBoardRoom[]> {
  const found = await db
    .select({
      id: rooms.id,
      no: rooms.roomNo,
      floor: rooms.floor,
      roomTypeId: rooms.roomTypeId,
      orderId: roomAssignments.orderId,
    })
    .from(rooms)
    .leftJoin(
      roomAssignments,
      and(eq(roomAssignments.roomId, rooms.id), eq(roomAssignments.day, isoDay(day))),
    )
    .where(and(eq(rooms.hotelId, hotelId), eq(rooms.status, 1)))
    .orderBy(asc(rooms.roomNo), asc(rooms.id));
  return found.map((room) => ({
    hotel_room_id: room.id,
    no: room.no,
    floor: room.floor,
    hotel_room_type_id: room.roomTypeId,
    order_id: room.orderId,
  }));
}

/**
 * `GET /v1/s/checkin/board/`: arrivals, departures and guests in house on `day` (the hotel's
 * today when not given). Rec 5 for a hotel the staff member does not work for, as for a
 * missing one.
 */
export async function checkinBoard(
  db: Database,
  member: StaffProfile,
  input: { hotelId: number; day?: number },
  context: { now: Date; lang: Language },
): Promise<StaffCheckinBoard> {
  const { timeZone } = await assertHotelInReach(db, member, input.hotelId);
  const day = input.day ?? dayIn(context.now, timeZone);
  const found = await ordersAround(db, input.hotelId, day);
  const lastNight = addDays(day, -1);
  const orderIds = found.map((row) => row.order.id);
  const [rooms, departedOn, hotelRoomList] = await Promise.all([
    roomsByNight(db, orderIds, [lastNight, day]),
    earlyDepartureDays(db, orderIds),
    hotelRooms(db, input.hotelId, day),
  ]);

  const entry = ({ order }: BoardRow): StaffBoardEntry => {
    const start = dayOfIso(order.startDay);
    // A stay the desk ended early left on that day, checked out.
    const departed = departedOn.get(order.id);
    const end = departed ?? addDays(start, order.days);
    // A departure's room is the one it slept in; any other's, the one it has tonight.
    const night = end === day ? lastNight : day;
    const s = order.snapshot;
    return {
      order_id: order.id,
      guest_name: guestNameOf(order, context.lang),
      room_type: { name_cn: s.room_type.name_cn, name_en: s.room_type.name_en },
      nums: order.nums,
      start_day: start,
      end_day: end,
      rooms: rooms.get(`${order.id}|${night}`) ?? [],
      hotel_status: departed === undefined ? hotelStatus(order, context.now) : CHECKED_OUT,
      arrival_time: order.arrivalTime || s.check_in_policy.check_in_time,
      requests: order.requests,
      ota_id: order.otaId,
      ota_order_id: order.otaOrderId,
    };
  };
  const entries = found
    .map((row) => ({ row, item: entry(row) }))
    .filter(({ item }) => item.end_day >= day);
  const byGuest = (a: StaffBoardEntry, b: StaffBoardEntry) =>
    a.guest_name.localeCompare(b.guest_name) || a.order_id.localeCompare(b.order_id);
  const pick = (keep: (item: StaffBoardEntry, row: BoardRow) => boolean) =>
    entries
      .filter(({ row, item }) => keep(item, row))
      .map(({ item }) => item)
      .sort(byGuest);

  return {
    hotel_id: input.hotelId,
    day,
    arrivals: pick((item) => item.start_day === day),
    departures: pick((item) => item.end_day === day),
    in_house: pick(
      (item) => (item.start_day < day && day < item.end_day) || item.hotel_status === CHECKED_IN,
    ),
    rooms: hotelRoomList,
  };
}
