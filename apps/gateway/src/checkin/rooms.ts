import { addDays, dayOfIso, isoDay } from '@bookdirect/gateway-sdk';
import { OrderStatus } from '@bookdirect/gateway-sdk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rooms } from '../catalog/schema';
import { type Database, rows, type Transaction } from '../db';
import { withRetry } from '../db/retry';
import { markRoomsAssigned } from '../orders/lifecycle';
import { orders } from '../orders/schema';
import { roomAssignments } from './schema';

/**
 * Physical rooms for an order's nights (contract): assigned when the check-in window opens
 * (the job) or at verification, whichever comes first; never one room to two orders on one
 * night. Each order is assigned in one transaction that holds the order's row, then a
 * transaction-scoped advisory lock on its room type, so assignments of one room type are made
 * one after the other and each sees the rooms the previous ones took; the primary key
 * (room_id, day) of `room_assignments` is the guarantee behind that, on any number of
 * gateways.
 */

/** Namespace of the advisory locks (two-key form: this, the room type's id). */
const ROOM_TYPE_LOCK = 7_316_013;

/** Which room of the order (`group_no`) sleeps where on which night. */
interface Placement {
  roomId: number;
  day: string;
  groupNo: number;
}

/**
 * Chooses a room for each of the order's rooms on each night: the same room every night when
 * one is free on all of them, otherwise night by night (the previous night's room first).
 * Undefined when some night has fewer free rooms than the order needs.
 */
export function planRooms(
  roomIds: number[],
  taken: Set<string>,
  nights: string[],
  nums: number,
): Placement[] | undefined {
  const busy = (roomId: number, day: string) => taken.has(`${roomId}|${day}`);
  const used = new Set<string>();
  const placements: Placement[] = [];
  const take = (roomId: number, day: string, groupNo: number) => {
    used.add(`${roomId}|${day}`);
    placements.push({ roomId, day, groupNo });
  };
  const free = (roomId: number, day: string) => !busy(roomId, day) && !used.has(`${roomId}|${day}`);
  for (let groupNo = 1; groupNo <= nums; groupNo++) {
    const whole = roomIds.find((id) => nights.every((day) => free(id, day)));
    if (whole !== undefined) {
      for (const day of nights) take(whole, day, groupNo);
      continue;
    }
    let previous: number | undefined;
    for (const day of nights) {
      const roomId =
        previous !== undefined && free(previous, day)
          ? previous
          : roomIds.find((id) => free(id, day));
      if (roomId === undefined) return undefined;
      take(roomId, day, groupNo);
      previous = roomId;
    }
  }
  return placements;
}

export interface AssignOutcome {
  /** The order's rooms are assigned (now or before). */
  assigned: boolean;
  /** This call assigned them. */
  changed: boolean;
}

/**
 * Assigns the paid order's rooms unless it has them. Answers `assigned: false` when the order
 * is not paid or its room type lacks a free physical room on some night (nothing is written
 * then; the hotel must sort it out, and the order stays `hotel_status` 1).
 */
export async function assignRooms(
  db: Database,
  orderId: string,
  now: Date,
  logger?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AssignOutcome> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          id: orders.id,
          status: orders.status,
          hotelId: orders.hotelId,
          roomTypeId: orders.hotelRoomTypeId,
          startDay: orders.startDay,
          days: orders.days,
          nums: orders.nums,
          roomsAssignedAt: orders.roomsAssignedAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!order || order.status !== OrderStatus.paid) return { assigned: false, changed: false };
      if (order.roomsAssignedAt) return { assigned: true, changed: false };
      await lockRoomType(tx, order.roomTypeId);
      if (!(await placeRooms(tx, order, now))) {
        logger?.warn(
          { order_id: order.id, room_type_id: order.roomTypeId },
          'no free physical room for every night of a paid order',
        );
        return { assigned: false, changed: false };
      }
      return { assigned: true, changed: true };
    }),
  );
}

/**
 * Waits for the room type's lock, held to the end of the transaction: every change of the
 * type's room assignments takes it after the order's row.
 */
export async function lockRoomType(tx: Transaction, roomTypeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_TYPE_LOCK}::int, ${roomTypeId}::int)`);
}

/** What `placeRooms` needs of the order. */
export interface OrderToPlace {
  id: string;
  hotelId: number;
  roomTypeId: number;
  startDay: string;
  days: number;
  nums: number;
}

/**
 * Assigns the order's rooms on every night, under the room type's lock (`lockRoomType`):
 * answers false, writing nothing, when some night lacks a free room. The nights of `avoid`
 * (`room|YYYY-MM-DD`) are kept free unless the order cannot do without them.
 */
export async function placeRooms(
  tx: Transaction,
  order: OrderToPlace,
  now: Date,
  avoid: Set<string> = new Set(),
): Promise<boolean> {
  const start = dayOfIso(order.startDay);
  const nights = Array.from({ length: order.days }, (_, n) => isoDay(addDays(start, n)));
  const roomRows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.roomTypeId, order.roomTypeId), eq(rooms.status, 1)))
    .orderBy(asc(rooms.roomNo), asc(rooms.id));
  const takenRows = await rows<{ room_id: number; day: string }>(
    tx,
    sql`select room_id, day::text as day from room_assignments
        where room_type_id = ${order.roomTypeId}::int
          and day >= ${order.startDay}::date and day < ${order.startDay}::date + ${order.days}::int`,
  );
  const taken = new Set(takenRows.map((r) => `${Number(r.room_id)}|${r.day}`));
  const roomIds = roomRows.map((r) => r.id);
  const plan =
    planRooms(roomIds, new Set([...taken, ...avoid]), nights, order.nums) ??
    planRooms(roomIds, taken, nights, order.nums);
  if (!plan) return false;
  await tx.insert(roomAssignments).values(
    plan.map((p) => ({
      roomId: p.roomId,
      day: p.day,
      orderId: order.id,
      groupNo: p.groupNo,
      hotelId: order.hotelId,
      roomTypeId: order.roomTypeId,
      createdAt: now,
    })),
  );
  await markRoomsAssigned(tx, order.id, now);
  return true;
}

/** A run of consecutive nights of one of the order's rooms in one physical room. */
export interface RoomRun {
  groupNo: number;
  roomId: number;
  roomNo: string;
  /** First night and the morning it is left, `YYYYMMDD`. */
  startDay: number;
  endDay: number;
}

/** The order's assigned rooms as runs, by room of the order then by date. */
export async function roomRuns(db: Database | Transaction, orderId: string): Promise<RoomRun[]> {
  const nights = await db
    .select({
      groupNo: roomAssignments.groupNo,
      day: roomAssignments.day,
      roomId: roomAssignments.roomId,
      roomNo: rooms.roomNo,
    })
    .from(roomAssignments)
    .innerJoin(rooms, eq(rooms.id, roomAssignments.roomId))
    .where(eq(roomAssignments.orderId, orderId))
    .orderBy(asc(roomAssignments.groupNo), asc(roomAssignments.day));
  const runs: RoomRun[] = [];
  for (const night of nights) {
    const day = dayOfIso(night.day);
    const last = runs.at(-1);
    if (
      last &&
      last.groupNo === night.groupNo &&
      last.roomId === night.roomId &&
      last.endDay === day
    ) {
      last.endDay = addDays(day, 1);
    } else {
      runs.push({
        groupNo: night.groupNo,
        roomId: night.roomId,
        roomNo: night.roomNo,
        startDay: day,
        endDay: addDays(day, 1),
      });
    }
  }
  return runs;
}

/** `{order_id}-{group_no}`: which of the order's rooms, as the wire names it. */
export const orderGroupNo = (orderId: string, groupNo: number) => `${orderId}-${groupNo}`;

/**
 * The paid orders whose window has opened (00:00 hotel time on arrival) and not yet closed,
 * and whose rooms are not assigned: the job assigns them.
 */
export async function ordersDueForRooms(db: Database, now: Date, limit = 200): Promise<string[]> {
  const at = now.toISOString();
  // The hotel's today is at most one day after today in UTC: the partial index finds them.
  const horizon = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const found = await rows<{ id: string }>(
    db,
    sql`select id from orders
        where status = 2 and rooms_assigned_at is null and start_day <= ${horizon}::date
          and ${at}::timestamptz >= (start_day::timestamp at time zone (snapshot->>'time_zone'))
          and ${at}::timestamptz < ((start_day + days) + time '11:00') at time zone (snapshot->>'time_zone')
        order by start_day, id
        limit ${limit}`,
  );
  return found.map((r) => r.id);
}
