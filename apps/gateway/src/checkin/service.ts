import { nationalNumber, OTA, parsePhone } from '@bookdirect/gateway-sdk';
import {
  type CheckinGuest,
  type CheckinGuestVerifyData,
  type CheckinOrderData,
  type CheckinRoom,
  type CheckinRoomInput,
  type KeyboxPassword,
  type Ota,
  Rec,
} from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { withRetry } from '../db/retry';
import { BusinessError, validationFailed } from '../http/envelope';
import { countHit, hitRateLimit } from '../http/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { ORDER_ID_PATTERN } from '../orders/ids';
import { claimImportedOrder, markCheckedIn } from '../orders/lifecycle';
import { type OrderRow, orders } from '../orders/schema';
import { orderDetailById, orderNotFound } from '../orders/service';
import { issuePasswords, livePasswords, passwordsMail } from './keybox';
import { assignRooms, orderGroupNo, type RoomRun, roomRuns } from './rooms';
import {
  type CheckinGuestRow,
  type CheckinRoomRow,
  keyboxAudit,
  orderCheckins,
  otas,
} from './schema';
import type { CheckinSettings } from './settings';
import { issueCheckinToken } from './tokens';
import { assertCheckinOpen } from './window';

/** Who is calling: a member by session, or an anonymous guest by `o_token`. */
export type CheckinCaller =
  | { kind: 'member'; userId: number }
  | { kind: 'guest'; tokenHash: string };

export interface CheckinContext {
  now: Date;
  clientAddress: string;
  settings: CheckinSettings;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

const secs = (d: Date) => Math.floor(d.getTime() / 1000);

/** `lina@example.com` as `l***@example.com`: enough to recognise, never the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A platform's order number in its one spelling: trimmed, upper case. */
export const normaliseOtaOrderNo = (value: string) => value.trim().toUpperCase();

export async function listOtas(db: Database, lang: Language): Promise<Ota[]> {
  const found = await db.select().from(otas).orderBy(asc(otas.sort), asc(otas.id));
  return found.map((o) => ({ ota_id: o.id, name: lang === 'zh' ? o.nameCn : o.nameEn }));
}

export interface ContactInput {
  ota_id: number;
  ota_order_id: string;
  email: string;
  /** E.164 (the rules cast it) or as typed. */
  phone: string;
  phone_prefix: string;
}

const bookingNotFound = () => new BusinessError(Rec.notFound, 'checkin:booking_not_found');

/** The booking a channel and number name: a direct booking by its id, a platform's by its number. */
async function findBooking(db: Database, otaId: number, number: string) {
  if (otaId === OTA.direct) {
    if (!ORDER_ID_PATTERN.test(number)) return undefined;
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, number), isNull(orders.otaOrderId)));
    return order;
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.otaId, otaId), eq(orders.otaOrderId, number)));
  return order;
}

function phoneOf(stored: string, prefix: string): string {
  return parsePhone(stored, prefix)?.e164 ?? stored;
}

/**
 * Checks a booking's contact. Every attempt counts against the caller's address on this
 * booking and overall (rec 7 past either, before anything is looked up). A booking whose
 * channel and number match but whose e-mail or phone does not answers rec 1 with the booking
 * e-mail masked, while the booking's hints last (from every address together); then only that
 * the details do not match. The right details always work within the address limits.
 */
async function matchContact(
  db: Database,
  contact: ContactInput,
  context: CheckinContext,
): Promise<OrderRow> {
  const number = normaliseOtaOrderNo(contact.ota_order_id);
  const booking = `${contact.ota_id}:${number}`;
  const { settings, clientAddress } = context;
  await hitRateLimit(db, `checkin-address:${clientAddress}`, settings.perAddress);
  await hitRateLimit(
    db,
    `checkin-booking:${clientAddress}:${booking}`,
    settings.perAddressAndBooking,
  );
  const order = await findBooking(db, contact.ota_id, number);
  if (!order) throw bookingNotFound();
  const emailMatches = order.email.trim().toLowerCase() === contact.email.trim().toLowerCase();
  const typed = parsePhone(contact.phone, contact.phone_prefix)?.e164;
  const phoneMatches = typed !== undefined && typed === phoneOf(order.mobile, order.telPrefix);
  if (!emailMatches || !phoneMatches) {
    const { hits } = await countHit(db, `checkin-hint:${booking}`, settings.hintsPerBooking);
    if (hits > settings.hintsPerBooking.max) {
      throw new BusinessError(Rec.failed, 'checkin:contact_mismatch_no_hint');
    }
    const masked = maskEmail(order.email);
    throw new BusinessError(
      Rec.failed,
      'checkin:contact_mismatch',
      { hotel_contact_email: masked },
      { email: masked },
    );
  }
  return order;
}

/**
 * `POST /checkin/verify/`: the member's booking, or a platform's booking no member holds yet,
 * which becomes the member's. Another member's booking answers like a missing one.
 */
export async function verifyForMember(
  db: Database,
  userId: number,
  contact: ContactInput,
  context: CheckinContext,
): Promise<{ order_id: string }> {
  const order = await matchContact(db, contact, context);
  if (order.userId !== null && order.userId !== userId) throw bookingNotFound();
  assertCheckinOpen(order, context.now);
  if (order.userId === null) {
    // Claimed by another member a moment ago.
    if (!(await claimImportedOrder(db, order.id, userId))) throw bookingNotFound();
  }
  await assignRooms(db, order.id, context.now, context.logger);
  return { order_id: order.id };
}

/**
 * `POST /checkin/guest/verify/`: an `o_token` for the order, unless it belongs to a member,
 * who must sign in (its `user_id`, no token).
 */
export async function verifyForGuest(
  db: Database,
  contact: ContactInput,
  context: CheckinContext,
): Promise<CheckinGuestVerifyData> {
  const order = await matchContact(db, contact, context);
  const masked = maskEmail(order.email);
  if (order.userId !== null) {
    return { order_id: order.id, user_id: order.userId, hotel_contact_email: masked, o_token: '' };
  }
  assertCheckinOpen(order, context.now);
  await assignRooms(db, order.id, context.now, context.logger);
  const token = await issueCheckinToken(db, order.id);
  return { order_id: order.id, user_id: 0, hotel_contact_email: masked, o_token: token };
}

/**
 * The order the caller may check in: a member's own (rec 5 like a missing one otherwise);
 * for a guest, the token has already named it (the routes check it first).
 */
export async function callerOrder(
  db: Database,
  caller: CheckinCaller,
  orderId: string,
): Promise<OrderRow> {
  if (!ORDER_ID_PATTERN.test(orderId)) throw orderNotFound();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound();
  if (caller.kind === 'member' && order.userId !== caller.userId) throw orderNotFound();
  return order;
}

const guestOut = (g: CheckinGuestRow) => ({ ...g, phone: nationalNumber(g.phone) });

/** The order, its stay and its assigned rooms with their guests; rec 6 outside the window. */
export async function checkinOrder(
  db: Database,
  caller: CheckinCaller,
  orderId: string,
  context: CheckinContext,
): Promise<CheckinOrderData> {
  let order = await callerOrder(db, caller, orderId);
  const window = assertCheckinOpen(order, context.now);
  if (!order.roomsAssignedAt) {
    const outcome = await assignRooms(db, order.id, context.now, context.logger);
    if (outcome.changed) order = await callerOrder(db, caller, orderId);
  }
  const [detail, runs, [submitted]] = await Promise.all([
    orderDetailById(db, order.id, context.now),
    roomRuns(db, order.id),
    db.select().from(orderCheckins).where(eq(orderCheckins.orderId, order.id)),
  ]);
  if (!detail) throw orderNotFound();
  const checkins: CheckinRoom[] = runs.map((run) => {
    const saved = submitted?.rooms.find(
      (r) => r.group_no === run.groupNo && r.start_day === run.startDay,
    );
    return {
      start_day: run.startDay,
      end_day: run.endDay,
      hotel_room_id: run.roomId,
      order_group_no: orderGroupNo(order.id, run.groupNo),
      no: run.roomNo,
      guest: (saved?.guest ?? []).map(guestOut),
    };
  });
  return {
    order: detail.order,
    order_hotel: {
      ...detail.order_hotel,
      assign_rooms: checkins.map((c) => ({
        no: c.no,
        hotel_room_id: c.hotel_room_id,
        order_group_no: c.order_group_no,
      })),
      checkins,
      checkin_open_time: secs(window.opensAt),
      checkin_close_time: secs(window.closesAt),
    },
  };
}

/** A room as the submission's rules cast it. */
export type SubmittedRoom = Omit<CheckinRoomInput, 'guest'> & {
  guest: (Omit<CheckinGuest, 'card_type'> & { card_type: number })[];
};

/** The submitted room that names this run, by its room, its place in the order and its dates. */
function matches(order: OrderRow, run: RoomRun, input: SubmittedRoom): boolean {
  return (
    input.hotel_room_id === run.roomId &&
    input.order_group_no === orderGroupNo(order.id, run.groupNo) &&
    input.start_day === run.startDay &&
    input.end_day === run.endDay
  );
}

/**
 * Checks the order in: the guests of every assigned room (1 to `adult_nums` each), then a
 * key-box password per room (the ones issued before stay), in one transaction that holds the
 * order's row. Submitting again replaces the guests.
 */
export async function submitCheckin(
  db: Database,
  caller: CheckinCaller,
  orderId: string,
  checkins: SubmittedRoom[],
  context: CheckinContext,
): Promise<{ order_id: string; hotel_status: number }> {
  const { now } = context;
  const found = await callerOrder(db, caller, orderId);
  assertCheckinOpen(found, now);
  if (!found.roomsAssignedAt) await assignRooms(db, found.id, now, context.logger);
  await withRetry(() =>
    db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw orderNotFound();
      if (caller.kind === 'member' && order.userId !== caller.userId) throw orderNotFound();
      assertCheckinOpen(order, now);
      if (!order.roomsAssignedAt) {
        throw new BusinessError(Rec.conflict, 'checkin:rooms_not_assigned');
      }
      const runs = await roomRuns(tx, order.id);
      const used = new Set<number>();
      const saved: CheckinRoomRow[] = [];
      const errors: Record<string, string> = {};
      for (const [i, input] of checkins.entries()) {
        const at = runs.findIndex((run) => matches(order, run, input));
        const run = runs[at];
        if (!run || used.has(at)) {
          throw new BusinessError(Rec.conflict, 'checkin:rooms_changed');
        }
        used.add(at);
        if (input.guest.length > order.snapshot.room_type.adult_nums) {
          errors[`hotel.checkins[${i}].guest`] = 'validation:maximum_guest';
        }
        saved.push({
          start_day: run.startDay,
          end_day: run.endDay,
          hotel_room_id: run.roomId,
          group_no: run.groupNo,
          guest: input.guest.map((g) => ({
            first_name: g.first_name,
            last_name: g.last_name,
            nationality: g.nationality,
            card_type: g.card_type as CheckinGuestRow['card_type'],
            id_card: g.id_card,
            email: g.email,
            tel_prefix: g.tel_prefix,
            phone: g.phone,
          })),
        });
      }
      if (used.size !== runs.length) errors['hotel.checkins'] = 'validation:please_add_guest';
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const userId = caller.kind === 'member' ? caller.userId : null;
      await tx
        .insert(orderCheckins)
        .values({ orderId: order.id, rooms: saved, userId, submittedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: orderCheckins.orderId,
          set: { rooms: saved, userId, updatedAt: now },
        });
      await issuePasswords(tx, order, runs, now);
      if (!order.checkedInAt) await markCheckedIn(tx, order.id, now);
    }),
  );
  return { order_id: orderId, hotel_status: 4 };
}

/** The order as the password calls need it: open, checked in. */
function assertCheckedIn(order: OrderRow, now: Date): void {
  assertCheckinOpen(order, now);
  if (!order.checkedInAt) throw new BusinessError(Rec.conflict, 'checkin:not_checked_in');
}

const auditRow = (
  order: OrderRow,
  caller: CheckinCaller,
  action: 'reveal' | 'email',
  rooms: number,
  context: CheckinContext,
) => ({
  orderId: order.id,
  action,
  userId: caller.kind === 'member' ? caller.userId : null,
  tokenHash: caller.kind === 'guest' ? caller.tokenHash : null,
  clientAddress: context.clientAddress,
  rooms,
  createdAt: context.now,
});

/** The passwords of a checked-in order; the reveal is recorded with them. */
export async function revealPasswords(
  db: Database,
  caller: CheckinCaller,
  orderId: string,
  context: CheckinContext,
): Promise<{ rooms: KeyboxPassword[] }> {
  const order = await callerOrder(db, caller, orderId);
  assertCheckedIn(order, context.now);
  const passwords = await livePasswords(db, order.id, context.now);
  await db.insert(keyboxAudit).values(auditRow(order, caller, 'reveal', passwords.length, context));
  return {
    rooms: passwords.map((p) => ({
      no: p.no,
      password: p.password,
      expire_time: secs(p.validUntil),
    })),
  };
}

/** Mails the passwords to the booking e-mail through the outbox; recorded like a reveal. */
export async function mailPasswords(
  db: Database,
  caller: CheckinCaller,
  orderId: string,
  context: CheckinContext,
): Promise<{ email: string }> {
  const order = await callerOrder(db, caller, orderId);
  assertCheckedIn(order, context.now);
  await db.transaction(async (tx) => {
    const passwords = await livePasswords(tx, order.id, context.now);
    await enqueueMail(tx, passwordsMail(order, passwords, context.settings.bookingUrl));
    await tx
      .insert(keyboxAudit)
      .values(auditRow(order, caller, 'email', passwords.length, context));
  });
  return { email: maskEmail(order.email) };
}
