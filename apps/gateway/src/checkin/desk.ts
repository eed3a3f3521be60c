import { addDays, dayIn, dayOfIso, isoDay } from '@bookdirect/gateway-sdk';
import { OrderStatus, Rec } from '@bookdirect/gateway-sdk/contract';
import type {
  StaffDeparted,
  StaffKeyboxReset,
  StaffRoomChanged,
  StaffRoomTaken,
} from '@bookdirect/gateway-sdk/staff';
import { and, asc, eq, gte, inArray, ne, or } from 'drizzle-orm';
import { rooms } from '../catalog/schema';
import { returnStock } from '../catalog/stock';
import type { Database, Transaction } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError, validationFailed } from '../http/envelope';
import { enqueueMail } from '../mail/outbox';
import { type OrderRow, orders } from '../orders/schema';
import { orderNotFound } from '../orders/service';
import { type AuditActor, auditTarget, recordAudit } from '../staff/audit';
import { worksFor } from '../staff/scope';
import type { StaffProfile } from '../staff/service';
import {
  issuePasswords,
  livePasswordRows,
  livePasswords,
  newKeyboxPassword,
  passwordsMail,
  retirePasswordsNow,
} from './keybox';
import { lockRoomType, placeRooms, roomRuns } from './rooms';
import {
  type CheckinRoomRow,
  earlyDepartures,
  keyboxPasswords,
  orderCheckins,
  roomAssignments,
} from './schema';
import { orderStayRecord } from './stay-record';

/**
 * The front desk's changes to a stay (contract, `/v1/s/checkin/...`): moving one of an
 * order's rooms to another physical room, replacing a key-box password and an early
 * departure. Each runs in one transaction that holds the order's row first, then (for rooms)
 * the room type's lock, as check-in's assignment does, and keeps its audit entry in it.
 */

export interface DeskContext {
  actor: AuditActor;
  /** The booking site, for the link in the passwords mail. */
  bookingUrl: string;
}

/** The order, held for the transaction; rec 5 when missing or of a hotel out of reach. */
async function holdOrder(tx: Transaction, member: StaffProfile, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !worksFor(member, order.hotelId)) throw orderNotFound();
  return order;
}

const stayOf = (order: OrderRow) => {
  const start = dayOfIso(order.startDay);
  return { start, end: addDays(start, order.days) };
};

const todayOf = (order: OrderRow, now: Date) => dayIn(now, order.snapshot.time_zone || 'UTC');

/** Every night from `from` up to (not including) `end`, `YYYY-MM-DD`. */
const nightsBetween = (from: number, end: number) => {
  const nights: string[] = [];
  for (let day = from; day < end; day = addDays(day, 1)) nights.push(isoDay(day));
  return nights;
};

/** Mails the order's live passwords (the new ones among them) to the booking's address. */
async function mailLivePasswords(tx: Transaction, order: OrderRow, now: Date, bookingUrl: string) {
  const passwords = await livePasswords(tx, order.id, now);
  if (passwords.length > 0) await enqueueMail(tx, passwordsMail(order, passwords, bookingUrl));
}

/**
 * The guests submitted per room follow the room's new runs: each new run of the moved room
 * keeps the guests of the run it came from.
 */
async function followGuests(tx: Transaction, orderId: string, groupNo: number, now: Date) {
  const [saved] = await tx.select().from(orderCheckins).where(eq(orderCheckins.orderId, orderId));
  if (!saved) return;
  const runs = (await roomRuns(tx, orderId)).filter((run) => run.groupNo === groupNo);
  const before = saved.rooms.filter((room) => room.group_no === groupNo);
  const moved: CheckinRoomRow[] = runs.map((run) => {
    const from = before.find(
      (room) => room.start_day <= run.startDay && run.startDay < room.end_day,
    );
    return {
      start_day: run.startDay,
      end_day: run.endDay,
      hotel_room_id: run.roomId,
      group_no: groupNo,
      guest: from?.guest ?? [],
    };
  });
  const others = saved.rooms.filter((room) => room.group_no !== groupNo);
  await tx
    .update(orderCheckins)
    .set({ rooms: [...others, ...moved], updatedAt: now })
    .where(eq(orderCheckins.orderId, orderId));
}

export interface RoomChangeInput {
  orderId: string;
  groupNo: number;
  roomId: number;
  from?: number;
}

/** `PUT /v1/s/checkin/rooms/`. */
export async function changeRoom(
  db: Database,
  member: StaffProfile,
  input: RoomChangeInput,
  context: DeskContext,
): Promise<StaffRoomChanged> {
  const now = context.actor.at;
  return withRetry(() =>
    db.transaction(async (tx) => {
      const order = await holdOrder(tx, member, input.orderId);
      const { start, end } = stayOf(order);
      const today = todayOf(order, now);
      if (order.status !== OrderStatus.paid || end <= today) {
        throw new BusinessError(Rec.conflict, 'checkin:stay_not_open');
      }
      if (input.groupNo > order.nums) throw validationFailed({ group_no: 'validation:invalid' });
      const from = input.from ?? Math.max(start, today);
      if (from < start || from >= end || from < today) {
        throw validationFailed({ from: 'validation:invalid' });
      }
      await lockRoomType(tx, order.hotelRoomTypeId);
      const [room] = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(
          and(
            eq(rooms.id, input.roomId),
            eq(rooms.hotelId, order.hotelId),
            eq(rooms.roomTypeId, order.hotelRoomTypeId),
            eq(rooms.status, 1),
          ),
        );
      if (!room) throw new BusinessError(Rec.conflict, 'checkin:room_unsuitable');
      const nights = nightsBetween(from, end);
      const before = await orderStayRecord.rooms(tx, order.id);

      const [holder] = await tx
        .select({ orderId: roomAssignments.orderId, day: roomAssignments.day })
        .from(roomAssignments)
        .where(
          and(
            eq(roomAssignments.roomId, room.id),
            inArray(roomAssignments.day, nights),
            or(ne(roomAssignments.orderId, order.id), ne(roomAssignments.groupNo, input.groupNo)),
          ),
        )
        .orderBy(asc(roomAssignments.day))
        .limit(1);
      if (holder) throw roomTaken({ order_id: holder.orderId, day: dayOfIso(holder.day) });

      if (!order.roomsAssignedAt) {
        const placed = await placeRooms(
          tx,
          { ...order, roomTypeId: order.hotelRoomTypeId },
          now,
          new Set(nights.map((day) => `${room.id}|${day}`)),
        );
        if (!placed) throw new BusinessError(Rec.conflict, 'checkin:no_free_rooms');
        // The plan needed the chosen room for another of the order's rooms.
        const [own] = await tx
          .select({ day: roomAssignments.day })
          .from(roomAssignments)
          .where(
            and(
              eq(roomAssignments.roomId, room.id),
              inArray(roomAssignments.day, nights),
              ne(roomAssignments.groupNo, input.groupNo),
            ),
          )
          .orderBy(asc(roomAssignments.day))
          .limit(1);
        if (own) throw roomTaken({ order_id: order.id, day: dayOfIso(own.day) });
      }

      const live = await livePasswordRows(tx, order.id, now);
      const replaced = live.filter(
        (p) => p.groupNo === input.groupNo && dayOfIso(p.endDay) > from && p.roomId !== room.id,
      );
      await tx
        .update(roomAssignments)
        .set({ roomId: room.id })
        .where(
          and(
            eq(roomAssignments.orderId, order.id),
            eq(roomAssignments.groupNo, input.groupNo),
            gte(roomAssignments.day, isoDay(from)),
          ),
        );
      await followGuests(tx, order.id, input.groupNo, now);
      if (replaced.length > 0) {
        await retirePasswordsNow(
          tx,
          replaced.map((p) => p.id),
          now,
        );
        const runs = (await roomRuns(tx, order.id)).filter(
          (run) => run.groupNo === input.groupNo && run.endDay > today,
        );
        await issuePasswords(tx, order, runs, now);
        await mailLivePasswords(tx, order, now, context.bookingUrl);
      }
      const after = await orderStayRecord.rooms(tx, order.id);
      await recordAudit(tx, context.actor, {
        action: 'checkin.rooms',
        target: auditTarget('order', order.id),
        before: { rooms: before },
        after: { rooms: after },
      });
      return { order_id: order.id, rooms: after };
    }),
  );
}

function roomTaken(data: StaffRoomTaken) {
  return new BusinessError(Rec.conflict, 'checkin:room_taken', data, {
    order_id: data.order_id,
    day: isoDay(data.day),
  });
}

/** `POST /v1/s/checkin/keybox/reset/`. */
export async function resetKeybox(
  db: Database,
  member: StaffProfile,
  input: { orderId: string; roomId: number },
  context: DeskContext,
): Promise<StaffKeyboxReset> {
  const now = context.actor.at;
  return withRetry(() =>
    db.transaction(async (tx) => {
      const order = await holdOrder(tx, member, input.orderId);
      const live = (await livePasswordRows(tx, order.id, now)).filter(
        (p) => p.roomId === input.roomId,
      );
      if (live.length === 0) throw new BusinessError(Rec.conflict, 'checkin:keybox_not_live');
      await retirePasswordsNow(
        tx,
        live.map((p) => p.id),
        now,
      );
      await tx.insert(keyboxPasswords).values(
        live.map((old) => {
          let password = newKeyboxPassword();
          while (password === old.password) password = newKeyboxPassword();
          return {
            orderId: order.id,
            roomId: old.roomId,
            groupNo: old.groupNo,
            startDay: old.startDay,
            endDay: old.endDay,
            password,
            validUntil: old.validUntil,
            issuedAt: now,
          };
        }),
      );
      await mailLivePasswords(tx, order, now, context.bookingUrl);
      const [room] = await tx
        .select({ no: rooms.roomNo })
        .from(rooms)
        .where(eq(rooms.id, input.roomId));
      const no = room?.no ?? '';
      await recordAudit(tx, context.actor, {
        action: 'keybox.reset',
        target: auditTarget('order', order.id),
        before: null,
        after: { hotel_room_id: input.roomId, no },
      });
      return { order_id: order.id, hotel_room_id: input.roomId, no, mailed_to: order.email };
    }),
  );
}

/** `POST /v1/s/checkin/depart/`. */
export async function departEarly(
  db: Database,
  member: StaffProfile,
  input: { orderId: string },
  context: DeskContext,
): Promise<StaffDeparted> {
  const now = context.actor.at;
  return withRetry(() =>
    db.transaction(async (tx) => {
      const order = await holdOrder(tx, member, input.orderId);
      const { start, end } = stayOf(order);
      const today = todayOf(order, now);
      const [gone] = await tx
        .select({ day: earlyDepartures.day })
        .from(earlyDepartures)
        .where(eq(earlyDepartures.orderId, order.id));
      if (order.status !== OrderStatus.paid || gone || today < start || today >= end) {
        throw new BusinessError(Rec.conflict, 'checkin:not_in_house');
      }
      const released = nightsBetween(today, end);
      await lockRoomType(tx, order.hotelRoomTypeId);
      await tx
        .delete(roomAssignments)
        .where(and(eq(roomAssignments.orderId, order.id), gte(roomAssignments.day, isoDay(today))));
      await returnStock(tx, {
        roomTypeId: order.hotelRoomTypeId,
        start: isoDay(today),
        days: released.length,
        nums: order.nums,
      });
      const live = await livePasswordRows(tx, order.id, now);
      await retirePasswordsNow(
        tx,
        live.map((p) => p.id),
        now,
      );
      await tx.insert(earlyDepartures).values({
        orderId: order.id,
        day: isoDay(today),
        staffId: context.actor.staffId ?? 0,
        createdAt: now,
      });
      const releasedDays = released.map(dayOfIso);
      await recordAudit(tx, context.actor, {
        action: 'checkin.depart',
        target: auditTarget('order', order.id),
        before: { end_day: end },
        after: { departed: today, released_days: releasedDays },
      });
      return { order_id: order.id, hotel_status: 5, released_days: releasedDays };
    }),
  );
}

/** The orders among these that left early, with the day they left (`YYYYMMDD`). */
export async function earlyDepartureDays(
  db: Database,
  orderIds: string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const found = await db
    .select({ orderId: earlyDepartures.orderId, day: earlyDepartures.day })
    .from(earlyDepartures)
    .where(inArray(earlyDepartures.orderId, orderIds));
  return new Map(found.map((row) => [row.orderId, dayOfIso(row.day)]));
}
