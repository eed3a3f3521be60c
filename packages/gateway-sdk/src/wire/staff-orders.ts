import {
  STAFF_ORDER_EXPORT_MAX,
  STAFF_ORDER_NOTE_MAX,
  STAFF_ORDER_QUERY_MAX,
  staffCheckinBoardQuery,
  staffOrderCancelBody,
  staffOrderExportQuery,
  staffOrderListQuery,
  staffOrderNoteBody,
} from '../schemas/staff-orders';
import {
  type DataOf,
  Day,
  endpoint,
  Flag,
  Id,
  Int,
  List,
  Nullable,
  Obj,
  RuledBody,
  RuledId,
  Seconds,
  type Static,
  Str,
  Type,
} from './define';
import { OrderCancelBody, OrderDetailItem, OrderHotel, OrderListItem, OrderRefund } from './orders';
import { frontDesk, staffTags as tags } from './staff-base';

export { STAFF_ORDER_EXPORT_MAX, STAFF_ORDER_NOTE_MAX };

/**
 * Orders and the check-in board of the caller's hotels, for every role: an admin sees the
 * whole group, a manager or a desk their own hotels; an order or a hotel outside them answers
 * rec 5, exactly like one that does not exist.
 */

/** What the back office adds to an order as the traveller sees it: who booked, from where. */
const staffOrderFields = {
  hotel_id: Id('Hotel id'),
  guest_name: Str("The first guest's name as booked (family name first for Chinese names)"),
  email: Str('Contact e-mail of the booking'),
  mobile: Str('Contact phone of the booking, E.164 when it could be read'),
  tel_prefix: Str('Calling prefix of `mobile`'),
  partner_code: Nullable(
    Type.String(),
    'The known partner the booking came with (`partner` attribution); null for none',
  ),
  ota_id: Int('Where it was booked: 1 this site, else the travel platform (`GET /checkin/ota/`)'),
  ota_order_id: Nullable(Type.String(), "The platform's order number; null for a direct booking"),
};

export const StaffOrderListItem = Obj({ ...OrderListItem.properties, ...staffOrderFields });

/** An order on its own page in the back office: the member's detail item and the booking's contact. */
export const StaffOrderDetailItem = Obj({
  ...OrderDetailItem.properties,
  ...staffOrderFields,
  cancel_reasons: List(Int(), "The canceller's reasons (1-8); none for a hold that ran out"),
  cancel_comment: Str("The canceller's words"),
});

const CheckinRoomRow = Obj({
  hotel_room_id: Id('Physical room id'),
  no: Str('Room number'),
  order_group_no: Str("`{order_id}-{n}`: which of the order's rooms"),
  start_day: Day('First night in this room'),
  end_day: Day('The morning it is left'),
});

/** The order's check-in as the hotel runs it: its state and the rooms it was given. */
export const StaffOrderCheckin = Obj({
  hotel_status: Int(
    '1 not open yet (before the window, or rooms not assigned), 2 open, 4 checked in, ' +
      '5 checked out; 0 for an order that is not paid',
  ),
  rooms: List(CheckinRoomRow, "The assigned rooms, by the order's room then by date; none yet"),
});

/** The `what` of an order's history, each a stable code. */
export const STAFF_ORDER_EVENTS = [
  'created',
  'imported',
  'points_spent',
  'paid',
  'cancelled',
  'mail_sent',
  'expired',
  'points_returned',
  'refund_requested',
  'refunded',
  'rooms_assigned',
  'checked_in',
  'keys_revealed',
  'keys_mailed',
  'completed',
  'points_earned',
  'reviewed',
] as const;
export type StaffOrderEvent = (typeof STAFF_ORDER_EVENTS)[number];

export const StaffOrderHistoryEntry = Obj({
  time: Seconds('When'),
  what: Str(
    `One of ${STAFF_ORDER_EVENTS.map((e) => `\`${e}\``).join(', ')}; a staff action on the ` +
      'order other than a cancel appears with its audit action (`order.note`, ...)',
  ),
  by: Str(
    "`guest` (the traveller), `system` (the gateway's jobs, a payment provider, the platform " +
      "import) or the staff member's name (their e-mail when they have none)",
  ),
});

/** An internal note of the staff on an order: never shown to the guest. */
export const StaffOrderNote = Obj({
  time: Seconds('When it was written'),
  by: Str("The staff member's name (their e-mail when they have none)"),
  note: Str(`The note as written, 1-${STAFF_ORDER_NOTE_MAX} characters`),
});

export const StaffOrderData = Obj({
  order: StaffOrderDetailItem,
  order_hotel: OrderHotel,
  refund: Nullable(OrderRefund, 'The refund of a cancelled paid order (as `order.refund`)'),
  checkin: StaffOrderCheckin,
  history: List(StaffOrderHistoryEntry, 'Oldest first'),
  notes: List(StaffOrderNote, "The staff's internal notes, newest first"),
});

const Days = Type.Union([Day(), Type.String()], {
  description: '`YYYYMMDD` (`2026-03-05` is read too)',
});

const staffOrderFilters = {
  hotel_id: Type.Optional(RuledId('Only this hotel (rec 5 when the caller does not work for it)')),
  status_ids: Type.Optional(
    Type.Union([Type.String(), Type.Array(Type.String())], {
      description: 'Statuses, `2,6` or repeated (`status_ids=2&status_ids=6`); all by default',
    }),
  ),
  from: Type.Optional(Days),
  to: Type.Optional(Days),
  q: Type.Optional(
    Str(
      `An order id (whole, or its beginning), a platform order number, part of a guest name ` +
        `or of the e-mail (any case), or a phone number (its digits); at most ` +
        `${STAFF_ORDER_QUERY_MAX} characters`,
    ),
  ),
};

export const StaffOrderListQuery = Type.Object({
  ...staffOrderFilters,
  page: Type.Optional(Int('From 1')),
  nums: Type.Optional(Int('Per page, 1-100 (default 20)')),
});

export const StaffOrdersData = Obj({
  order_list: List(StaffOrderListItem, 'Newest booking first'),
  total: Int('Orders matching the filters'),
});

export const StaffOrderExportQuery = Type.Object(staffOrderFilters);

export const StaffOrderExportData = Obj({
  order_list: List(
    StaffOrderListItem,
    `Newest booking first, at most ${STAFF_ORDER_EXPORT_MAX}: each as the list answers it`,
  ),
  total: Int('Orders matching the filters (more than `order_list` holds when truncated)'),
  truncated: Flag(
    `1 when more than ${STAFF_ORDER_EXPORT_MAX} orders matched: only the newest are listed`,
  ),
});

export const StaffOrderNoteBody = Obj({
  note: Str(`The note, 1-${STAFF_ORDER_NOTE_MAX} characters once trimmed`),
});

export const StaffOrderResendMailData = Obj({
  sent: Flag('1: the mail is queued for the guest'),
  to: Str("The booking's contact e-mail it goes to"),
});

/** One order on the check-in board. */
export const StaffBoardEntry = Obj({
  order_id: Str(),
  guest_name: Str("The first guest's name as booked"),
  room_type: Obj({ name_cn: Str(), name_en: Str() }, 'As booked'),
  nums: Int('Rooms booked'),
  start_day: Day('Arrival'),
  end_day: Day('Departure'),
  rooms: List(
    Obj({
      hotel_room_id: Id('Physical room id'),
      no: Str('Room number'),
      group_no: Int("Which of the order's rooms, 1 to `nums` (`PUT /checkin/rooms/`)"),
    }),
    'The rooms it has that night (the last night, for a departure); none until assigned',
  ),
  hotel_status: Int(
    '1 not open yet or rooms not assigned, 2 open, 4 checked in, 5 checked out; 0 for a ' +
      'completed stay that did not check in online',
  ),
  arrival_time: Str(
    "The traveller's expected arrival, `HH:mm` hotel time, when they gave one at booking; " +
      "else when the room is ready for it (the booking's check-in policy)",
  ),
  requests: Str("The traveller's special requests, as written at booking; '' when none"),
  ota_id: Int('Where it was booked: 1 this site, else the travel platform (`GET /checkin/ota/`)'),
  ota_order_id: Nullable(
    Type.String(),
    "The platform's order number of an imported booking; null for a direct booking",
  ),
});

/** A room of the hotel on the board's night, and the order holding it. */
export const StaffBoardRoom = Obj({
  hotel_room_id: Id('Physical room id'),
  no: Str('Room number'),
  floor: Int(),
  hotel_room_type_id: Id('Its room type'),
  order_id: Nullable(Type.String(), 'The order holding it that night; null when it is free'),
});

export const StaffCheckinBoardQuery = Type.Object({
  hotel_id: RuledId('The hotel (rec 5 when the caller does not work for it)'),
  day: Type.Optional(Days),
});

export const StaffCheckinBoardData = Obj({
  hotel_id: Id('Hotel id'),
  day: Day('The day shown'),
  arrivals: List(StaffBoardEntry, 'Arriving that day, by guest name'),
  departures: List(StaffBoardEntry, 'Leaving that morning, by guest name'),
  in_house: List(
    StaffBoardEntry,
    'Staying over that night (arrived before, leaving after), or checked in and not yet out',
  ),
  rooms: List(StaffBoardRoom, 'Every room in service of the hotel, by room number'),
});

const orderId = Type.Object({ id: Str('`order_id`') });

export const staffOrderEndpoints = {
  staffOrders: endpoint({
    method: 'GET',
    audience: frontDesk,
    path: '/orders/',
    summary: "The orders of the caller's hotels",
    description:
      'Newest booking first (by when it was made), `nums` per page. `hotel_id` one hotel; ' +
      '`status_ids` statuses; `from` and `to` the arrival day, both inclusive; `q` an order id ' +
      '(exactly or its beginning), a platform order number, a guest name or e-mail (any part, ' +
      'any case) or a phone number (its digits, with or without the prefix). Each order as My ' +
      "Trips lists it, with the booking's hotel, guest, contact, channel and partner.",
    tags,
    query: StaffOrderListQuery,
    rules: { query: staffOrderListQuery },
    data: StaffOrdersData,
  }),

  staffOrder: endpoint({
    method: 'GET',
    audience: frontDesk,
    path: '/orders/{id}/',
    summary: 'An order, its check-in and its history',
    description:
      'The order and its stay as its own page shows the traveller, with the contact; the ' +
      'refund; its check-in (state and assigned rooms); and its history, oldest first: ' +
      `each \`what\` one of ${STAFF_ORDER_EVENTS.map((e) => `\`${e}\``).join(', ')}, or the ` +
      'audit action of another staff change, `by` `guest`, `system` or the staff member. ' +
      'An order of another hotel answers rec 5 `orders:order_not_found`, like a missing one.',
    tags,
    params: orderId,
    data: StaffOrderData,
  }),

  staffOrderExport: endpoint({
    method: 'GET',
    audience: frontDesk,
    path: '/orders/export/',
    summary: "The caller's hotels' orders, for the CSV export",
    description:
      'The same filters as `GET /v1/s/orders/` (`hotel_id`, `status_ids`, `from`, `to`, `q`) ' +
      `and the same orders, newest booking first, without pages: at most ${STAFF_ORDER_EXPORT_MAX}, ` +
      'and `truncated: 1` when more matched (`total` says how many). Never an order of a hotel ' +
      'the caller does not work for; `hotel_id` of one answers rec 5.',
    tags,
    query: StaffOrderExportQuery,
    rules: { query: staffOrderExportQuery },
    data: StaffOrderExportData,
  }),

  staffOrderNote: endpoint({
    method: 'POST',
    audience: frontDesk,
    path: '/orders/{id}/notes/',
    summary: 'Add an internal note to an order',
    description:
      `A note for the staff, never shown to the guest: trimmed, 1-${STAFF_ORDER_NOTE_MAX} ` +
      'characters (none: rec 2 `orders:staff_note_required`; longer: rec 2 ' +
      '`orders:staff_note_too_long`). Kept in the audit log (`order.note`, `order:<id>`, after ' +
      "`{ note }`); answers the order's `notes`, newest first, as its detail lists them. An " +
      'order of another hotel answers rec 5 like a missing one.',
    tags,
    params: orderId,
    body: RuledBody(StaffOrderNoteBody),
    rules: { body: staffOrderNoteBody },
    data: Obj({ notes: List(StaffOrderNote, 'Newest first') }),
  }),

  staffOrderResendMail: endpoint({
    method: 'POST',
    audience: frontDesk,
    path: '/orders/{id}/resend-mail/',
    summary: "Send the guest the mail of the order's state again",
    description:
      'The booking confirmation for a paid (2), completed (6) or reviewed (8) order, the ' +
      "cancellation for a cancelled (9) one, to the booking's contact e-mail, in the language " +
      'it was booked in. An unpaid or expired order answers rec 6 ' +
      '`orders:order_not_mailable`. Recorded in the audit log (`order.resend_mail`); the ' +
      "order's history shows it as `mail_sent` by the staff member. An order of another hotel " +
      'answers rec 5 like a missing one.',
    tags,
    params: orderId,
    data: StaffOrderResendMailData,
  }),

  staffOrderCancel: endpoint({
    method: 'PUT',
    audience: frontDesk,
    path: '/orders/cancel/{id}/',
    summary: "Cancel an order on the guest's behalf",
    description:
      'As the traveller cancels (rooms and spent points back, the whole payment refunded ' +
      'through its provider, the cancellation mailed to the guest), and also after the ' +
      "free-cancellation deadline: that is the staff member's decision. Only an unpaid (1) " +
      'or paid (2) order: any other status answers rec 6 `orders:order_not_cancelable`. ' +
      'Needs at least one reason (rec 2 `validation:cancel_reason_required`). Recorded in the ' +
      'audit log (`order.cancel`). An order of another hotel answers rec 5 like a missing one.',
    tags,
    params: orderId,
    body: RuledBody(OrderCancelBody),
    rules: { body: staffOrderCancelBody },
    data: Obj({ order: OrderListItem }),
  }),

  staffCheckinBoard: endpoint({
    method: 'GET',
    audience: frontDesk,
    path: '/checkin/board/',
    summary: "A hotel's arrivals, departures and guests in house",
    description:
      'One day of one hotel, by default its today (hotel time): orders paid (2), completed ' +
      '(6) or reviewed (8), never unpaid or cancelled ones. `arrivals` arrive that day, ' +
      '`departures` leave that morning, `in_house` stay over that night or checked in and ' +
      'have not left; each with its guest, room type, assigned rooms and check-in state. ' +
      'A hotel the caller does not work for answers rec 5, like a missing one.',
    tags,
    query: StaffCheckinBoardQuery,
    rules: { query: staffCheckinBoardQuery },
    data: StaffCheckinBoardData,
  }),
};

export type StaffOrderListItem = Static<typeof StaffOrderListItem>;
export type StaffOrderDetailItem = Static<typeof StaffOrderDetailItem>;
export type StaffOrderHistoryEntry = Static<typeof StaffOrderHistoryEntry>;
export type StaffOrderNote = Static<typeof StaffOrderNote>;
export type StaffOrderExport = DataOf<typeof staffOrderEndpoints.staffOrderExport>;
export type StaffOrderResendMail = DataOf<typeof staffOrderEndpoints.staffOrderResendMail>;
export type StaffOrder = DataOf<typeof staffOrderEndpoints.staffOrder>;
export type StaffBoardEntry = Static<typeof StaffBoardEntry>;
export type StaffBoardRoom = Static<typeof StaffBoardRoom>;
export type StaffCheckinBoard = DataOf<typeof staffOrderEndpoints.staffCheckinBoard>;
