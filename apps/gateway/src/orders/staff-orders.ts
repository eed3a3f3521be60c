import { formatPersonName, isoDay } from '@bookdirect/gateway-sdk';
import {
  STAFF_ORDER_EXPORT_MAX,
  type StaffOrder,
  type StaffOrderDetailItem,
  type StaffOrderExport,
  type StaffOrderListItem,
} from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { and, count, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { hotels } from '../catalog/schema';
import type { Database, Transaction } from '../db';
import { assertWorksFor, hotelScope, worksFor } from '../staff/scope';
import type { StaffProfile } from '../staff/service';
import { CHECKED_OUT } from './checkin-window';
import { ORDER_ID_PATTERN } from './ids';
import { type OrderRow, orders } from './schema';
import { loadOrderWithStay, orderNotFound, selectOrders, toListItem } from './service';
import { type KeyEvent, orderHistory } from './staff-history';

/**
 * The back office's view of orders: a staff member's hotels' orders as My Trips lists them
 * (the same rows and mapping, service.ts), with who booked and how to reach them. An order
 * or a hotel outside the caller's hotels is refused as a missing one (staff/scope.ts).
 */

export interface StaffOrderFilter {
  page: number;
  nums: number;
  hotelId?: number;
  statuses?: number[];
  /** Arrival days, `YYYYMMDD`, both inclusive. */
  from?: number;
  to?: number;
  /** An order id or its beginning, a platform number, a name, an e-mail or a phone number. */
  q?: string;
}

/** An assigned room over a run of the stay's nights. */
export interface StayRoom {
  hotel_room_id: number;
  no: string;
  order_group_no: string;
  start_day: number;
  end_day: number;
}

/**
 * What the check-in domain knows of an order, handed in by app.ts: check-in reads orders, so
 * orders never imports check-in.
 */
export interface OrderStayRecord {
  /** The physical rooms assigned to the order, by room and run of nights. */
  rooms(db: Database, orderId: string): Promise<StayRoom[]>;
  /** Key-box passwords revealed or mailed. */
  keyEvents(db: Database, orderId: string): Promise<KeyEvent[]>;
  /** Whether the front desk ended the stay early (its remaining nights given back). */
  endedEarly(db: Database | Transaction, orderId: string): Promise<boolean>;
}

/** The first guest's name as the pages write it. */
export const guestNameOf = (order: Pick<OrderRow, 'guests'>, lang: Language): string =>
  formatPersonName(order.guests[0] ?? {}, lang);

/** What the back office shows of a booking beside what the traveller sees. */
function contactOf(order: OrderRow, lang: Language) {
  return {
    hotel_id: order.hotelId,
    guest_name: guestNameOf(order, lang),
    email: order.email,
    mobile: order.mobile,
    tel_prefix: order.telPrefix,
    partner_code: order.partnerCode,
    ota_id: order.otaId,
    ota_order_id: order.otaOrderId,
  };
}

/** `%text%` for LIKE, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Digits of a phone number as typed: `+30 210-555 0177` is `302105550177`. */
const PHONE_LIKE = /^\+?[\d\s().\-/]+$/;
/** Fewer digits than this match too many numbers to mean one. */
const PHONE_MIN_DIGITS = 4;

/** Orders `q` names: by id, platform number, guest name, e-mail or phone (any of them). */
function matching(q: string): SQL | undefined {
  const upper = q.toUpperCase();
  const either: (SQL | undefined)[] = [
    sql`${orders.otaOrderId} like ${`${upper.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    sql`${orders.email} ilike ${containing(q)}`,
    sql`exists (select 1 from jsonb_array_elements(${orders.guests}) g
      where concat_ws(' ', g->>'first_name', g->>'last_name') ilike ${containing(q)}
         or concat_ws(' ', g->>'last_name', g->>'first_name') ilike ${containing(q)}
         or concat(g->>'last_name', g->>'first_name') ilike ${containing(q)})`,
  ];
  if (/^[0-9A-Za-z]+$/.test(q)) either.push(sql`${orders.id} like ${`${upper}%`}`);
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= PHONE_MIN_DIGITS) {
    // A national number typed with its trunk 0 (`0912...`) is stored without it.
    const national = digits.replace(/^0+/, '');
    for (const wanted of new Set([digits, national])) {
      if (wanted.length < PHONE_MIN_DIGITS) continue;
      either.push(
        sql`regexp_replace(${orders.telPrefix} || ${orders.mobile}, '[^0-9]', '', 'g') like ${`%${wanted}%`}`,
        sql`regexp_replace(${orders.mobile}, '[^0-9]', '', 'g') like ${`%${wanted}%`}`,
      );
    }
  }
  return or(...either);
}

/** Rec 5 unless the hotel exists and the staff member works for it. */
export async function assertHotelInReach(
  db: Database,
  member: StaffProfile,
  hotelId: number,
): Promise<{ timeZone: string }> {
  const [hotel] = await db
    .select({ id: hotels.id, timeZone: hotels.timeZone })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  assertWorksFor(member, hotel?.id);
  return { timeZone: hotel?.timeZone ?? 'UTC' };
}

/** The list's filters, as the list and the export take them: everything but the page. */
export type StaffOrderFilters = Omit<StaffOrderFilter, 'page' | 'nums'>;

/**
 * The orders the filters pick among the caller's hotels, as one condition; null when none
 * can match. Rec 5 for a `hotelId` the caller does not work for.
 */
async function filtered(
  db: Database,
  member: StaffProfile,
  filter: StaffOrderFilters,
): Promise<SQL | null> {
  if (filter.hotelId !== undefined) await assertHotelInReach(db, member, filter.hotelId);
  const scope = hotelScope(member);
  if (scope?.length === 0 || filter.statuses?.length === 0) return null;
  return (
    and(
      scope ? inArray(orders.hotelId, scope) : undefined,
      filter.hotelId === undefined ? undefined : eq(orders.hotelId, filter.hotelId),
      filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
      filter.from === undefined ? undefined : gte(orders.startDay, isoDay(filter.from)),
      filter.to === undefined ? undefined : lte(orders.startDay, isoDay(filter.to)),
      filter.q ? matching(filter.q) : undefined,
    ) ?? sql`true`
  );
}

/** One page of the filtered orders, newest booking first, with the count of all of them. */
async function staffOrderPage(
  db: Database,
  member: StaffProfile,
  filter: StaffOrderFilters & { limit: number; offset: number },
  context: { now: Date; lang: Language },
): Promise<{ order_list: StaffOrderListItem[]; total: number }> {
  const where = await filtered(db, member, filter);
  if (where === null) return { order_list: [], total: 0 };
  const [rows, [counted]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    order_list: rows.map((row) => ({
      ...toListItem(row, context.now),
      ...contactOf(row.order, context.lang),
    })),
    total: Number(counted?.total ?? 0),
  };
}

/** `GET /v1/s/orders/`: newest booking first, with the count of all that match. */
export function listStaffOrders(
  db: Database,
  member: StaffProfile,
  filter: StaffOrderFilter,
  context: { now: Date; lang: Language },
): Promise<{ order_list: StaffOrderListItem[]; total: number }> {
  return staffOrderPage(
    db,
    member,
    { ...filter, limit: filter.nums, offset: (filter.page - 1) * filter.nums },
    context,
  );
}

/**
 * `GET /v1/s/orders/export/`: the list's orders for the same filters, without pages: the
 * newest STAFF_ORDER_EXPORT_MAX, `truncated` when more matched.
 */
export async function exportStaffOrders(
  db: Database,
  member: StaffProfile,
  filter: StaffOrderFilters,
  context: { now: Date; lang: Language },
): Promise<StaffOrderExport> {
  const page = await staffOrderPage(
    db,
    member,
    { ...filter, limit: STAFF_ORDER_EXPORT_MAX, offset: 0 },
    context,
  );
  return { ...page, truncated: page.total > page.order_list.length ? 1 : 0 };
}

/** The order's row, rec 5 when it is missing or of a hotel the caller does not work for. */
export async function orderInReach(
  db: Database,
  member: StaffProfile,
  orderId: string,
): Promise<OrderRow> {
  if (!ORDER_ID_PATTERN.test(orderId)) throw orderNotFound();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || !worksFor(member, row.hotelId)) throw orderNotFound();
  return row;
}

/**
 * `GET /v1/s/orders/{id}/`: the order and its stay as the traveller's own page shows them,
 * the contact, its check-in (state and rooms) and its history. Rec 5 for an order of another
 * hotel, as for a missing one.
 */
export async function staffOrderDetail(
  db: Database,
  member: StaffProfile,
  orderId: string,
  context: { now: Date; lang: Language; stay: OrderStayRecord },
): Promise<StaffOrder> {
  const found = await loadOrderWithStay(db, orderId, context.now);
  if (!found) throw orderNotFound();
  const { detail, row } = found;
  try {
    assertWorksFor(member, row.hotelId);
  } catch {
    throw orderNotFound();
  }
  const [rooms, keys, endedEarly] = await Promise.all([
    context.stay.rooms(db, row.id),
    context.stay.keyEvents(db, row.id),
    context.stay.endedEarly(db, row.id),
  ]);
  const { history, notes } = await orderHistory(db, row, keys);
  const order: StaffOrderDetailItem = {
    ...detail.order,
    ...contactOf(row, context.lang),
    cancel_reasons: row.cancelReasons,
    cancel_comment: row.cancelComment,
  };
  return {
    order,
    order_hotel: {
      ...detail.order_hotel,
      assign_rooms: rooms.map(({ no, hotel_room_id, order_group_no }) => ({
        no,
        hotel_room_id,
        order_group_no,
      })),
    },
    refund: detail.order.refund,
    // A stay the front desk ended early is checked out, whatever its booked dates say.
    checkin: { hotel_status: endedEarly ? CHECKED_OUT : detail.order.hotel_status, rooms },
    history,
    notes,
  };
}
