import {
  CHECKIN_CLOSES_AT,
  CHECKIN_TOKEN_TTL_S,
  DEFAULT_CHECKIN_LIMITS,
  KEYBOX_PASSWORD_LENGTH,
} from '../constants';
import { checkinGuestOrderBody, checkinSubmitBody, checkinVerifyBody } from '../schemas/checkin';
import { Day, endpoint, Flag, Int, List, Obj, Seconds, type Static, Str, Type } from './define';
import { IdType, OrderHotel, OrderListItem } from './orders';

/**
 * Online check-in (spec sections 2-8, contract "Check-in"): a guest proves a booking with its
 * channel, platform order number, e-mail and phone, names the guests of each room assigned to
 * it, and reads (or has mailed) each room's 4-digit key-box password. Members call with their
 * `token` and the order id; anonymous guests with the `o_token` their verification answered,
 * bound to that one order for two hours.
 */

const tags = ['check-in'];

const limits = DEFAULT_CHECKIN_LIMITS;
const openWindow =
  `Open for a paid order (status 2) from 00:00 on the arrival day to ${CHECKIN_CLOSES_AT} on ` +
  'the departure day, hotel time; before it rec 6 `checkin:window_not_open`, after it rec 6 ' +
  '`checkin:window_closed`; an order in another status rec 6 `checkin:order_not_paid`, ' +
  '`checkin:order_cancelled` or `checkin:stay_completed`.';
const members =
  "Needs the `token` header of a live session (rec 3 without one). Another member's order " +
  'answers rec 5 `orders:order_not_found`, exactly like one that does not exist.';
const guests =
  `Needs the \`o_token\` of the order's verification (header \`o_token\`, or an \`o_token\` ` +
  `query or body field), valid ${CHECKIN_TOKEN_TTL_S / 3600} hours; a missing, wrong or expired ` +
  'one, or one of another order, answers rec 4 `checkin:token_invalid`. Wrong or expired ones ' +
  `count per client address on the order (${limits.tokenFailuresPerAddressAndOrder.max} in ` +
  `${limits.tokenFailuresPerAddressAndOrder.windowSeconds / 60} min) and per address ` +
  `(${limits.tokenFailuresPerAddress.max}); past either, every token the address presents there ` +
  'answers rec 7 with `retry_after` until the window ends.';

/** A travel platform a booking may come from; `ota_id` 1 is the brand's own site. */
export const Ota = Obj({
  ota_id: Int('1 this site (direct bookings verify with their own order id), then the platforms'),
  name: Str('In the request language'),
});
export type Ota = Static<typeof Ota>;

/** What a guest types to prove a booking (spec section 3, "Check contact"). */
export const CheckContact = Obj({
  ota_id: Int('The channel, from `GET /checkin/ota/`'),
  ota_order_id: Str("The platform's order number; a direct booking's own `order_id`"),
  email: Str('The booking e-mail, any case'),
  phone: Str('The booking phone beside `phone_prefix` (or with its own `+`)'),
  phone_prefix: Str('Calling prefix, `+86` or `86` (default `+86`)'),
});
export type CheckContact = Static<typeof CheckContact>;

const oTokenField = Type.Optional(
  Str('The anonymous check-in token, when not sent in the `o_token` header'),
);

export const CheckinVerifyBody = Obj({ hotel: Obj({ check_contact: CheckContact }) });
export type CheckinVerifyBody = Static<typeof CheckinVerifyBody>;

/** On the wire every field is optional: the rules name each missing one with its own key. */
const verifyBody = Type.Unsafe<CheckinVerifyBody>(
  Type.Object({
    hotel: Type.Optional(
      Type.Object({
        check_contact: Type.Optional(
          Type.Partial(
            Type.Object({
              ...CheckContact.properties,
              // The form's select may send '' or '2': the rules read it and name it.
              ota_id: Type.Unsafe<number>({
                description: CheckContact.properties.ota_id.description,
              }),
            }),
          ),
        ),
      }),
    ),
  }),
);

export const CheckinGuestVerifyData = Obj({
  order_id: Str(),
  user_id: Int('The member the booking belongs to; above 0: sign in to check in (no `o_token`)'),
  hotel_contact_email: Str('The booking e-mail, masked (`l***@example.com`)'),
  o_token: Str(
    `For the guest calls of this order, valid ${CHECKIN_TOKEN_TTL_S / 3600} hours; '' when \`user_id\` is above 0`,
  ),
});
export type CheckinGuestVerifyData = Static<typeof CheckinGuestVerifyData>;

/** One guest of a room (spec section 3, "Guest (check-in)"). */
export const CheckinGuest = Obj({
  first_name: Str('Given name'),
  last_name: Str('Family name'),
  nationality: Int('Numeric ISO 3166 country code, e.g. 300 for Greece'),
  card_type: IdType,
  id_card: Str('The number of the document `card_type` names'),
  email: Str(),
  tel_prefix: Str('Calling prefix, `+30` or `30` (answered with its `+`)'),
  phone: Str('Beside `tel_prefix`; answered as the national number, digits only'),
});
export type CheckinGuest = Static<typeof CheckinGuest>;

const roomFields = {
  start_day: Day('First night in this room'),
  end_day: Day('The morning the room is left'),
  hotel_room_id: Int('The physical room assigned'),
  order_group_no: Str("Which of the order's rooms (`{order_id}-1`, `-2`, ...)"),
};

/** One assigned room of the stay, with its guests once submitted. */
export const CheckinRoom = Obj({
  ...roomFields,
  no: Str('Room number'),
  guest: List(CheckinGuest, 'Empty until the guests are submitted'),
});
export type CheckinRoom = Static<typeof CheckinRoom>;

export const CheckinRoomInput = Obj({ ...roomFields, guest: List(CheckinGuest) });
export type CheckinRoomInput = Static<typeof CheckinRoomInput>;

export const CheckinSubmitBody = Obj({ hotel: Obj({ checkins: List(CheckinRoomInput) }) });
export type CheckinSubmitBody = Static<typeof CheckinSubmitBody>;

const submitBody = Type.Unsafe<CheckinSubmitBody & { o_token?: string }>(
  Type.Object({
    hotel: Type.Optional(Type.Object({ checkins: Type.Optional(Type.Array(Type.Unsafe({}))) })),
    o_token: oTokenField,
  }),
);

/** An order's stay as check-in shows it: the order's, with the rooms assigned to it. */
export const CheckinOrderHotel = Obj({
  ...OrderHotel.properties,
  checkins: List(CheckinRoom, 'One entry per assigned room (and run of nights in it)'),
  checkin_open_time: Seconds('00:00 hotel time on the arrival day'),
  checkin_close_time: Seconds(`${CHECKIN_CLOSES_AT} hotel time on the departure day`),
});
export type CheckinOrderHotel = Static<typeof CheckinOrderHotel>;

export const CheckinOrderData = Obj({ order: OrderListItem, order_hotel: CheckinOrderHotel });
export type CheckinOrderData = Static<typeof CheckinOrderData>;

export const KeyboxPassword = Obj({
  no: Str('Room number'),
  password: Str(`${KEYBOX_PASSWORD_LENGTH} digits`),
  expire_time: Seconds(`${CHECKIN_CLOSES_AT} hotel time on the day the room is left`),
});
export type KeyboxPassword = Static<typeof KeyboxPassword>;

export const KeyboxPasswordsData = Obj({ rooms: List(KeyboxPassword) });
export type KeyboxPasswordsData = Static<typeof KeyboxPasswordsData>;

/** One platform reservation of the staff import (`POST /v1/s/checkin/ota-orders/`). */
export const OtaReservation = Type.Object({
  platform: Type.Union([Str(), Int()], {
    description: '`ota_id` or the platform name (`Booking.com`, `Agoda`, ...)',
  }),
  platform_order_no: Str("The platform's order number: importing it again changes nothing"),
  hotel: Type.Union([Str(), Int()], { description: "Hotel id, or the hotel's `external_id`" }),
  room_type: Type.Union([Str(), Int()], {
    description: 'Room type id, or its `external_id` within the hotel',
  }),
  check_in: Type.Union([Str(), Int()], { description: '`YYYY-MM-DD` or `YYYYMMDD`' }),
  check_out: Type.Union([Str(), Int()], { description: '`YYYY-MM-DD` or `YYYYMMDD`' }),
  guest_name: Str('Given and family name'),
  email: Str(),
  phone: Str('With its `+`, or beside `tel_prefix`'),
  tel_prefix: Type.Optional(Str('Calling prefix of `phone`')),
  rooms: Type.Optional(Int('Rooms booked, 1-9 (default 1)')),
  amount: Type.Optional(
    Type.Number({
      description: "Paid on the platform, hotel currency; the hotel's prices when absent",
    }),
  ),
});
export type OtaReservation = Static<typeof OtaReservation>;

export const OtaImportBody = Type.Object({
  reservations: Type.Optional(Type.Array(Type.Unsafe<OtaReservation>({ type: 'object' }))),
  csv: Type.Optional(
    Str(
      'CSV with a header row: platform, platform_order_no, hotel, room_type, check_in, ' +
        'check_out, guest_name, email, phone, tel_prefix, rooms, amount',
    ),
  ),
  dry_run: Type.Optional(
    Flag(
      '1: a preview: nothing is written and no audit entry kept; each reservation answers ' +
        '`valid` (would be imported), `exists` or `refused` with its reason',
    ),
  ),
  all_or_none: Type.Optional(
    Flag(
      '1: one refused reservation imports nothing: every one is answered, the good ones ' +
        '`skipped`, and `imported` is 0',
    ),
  ),
});
export type OtaImportBody = Static<typeof OtaImportBody>;

export const OtaImportLine = Obj({
  line: Int('1 for the first reservation (CSV: the line of the file)'),
  platform_order_no: Str(),
  outcome: Type.Unsafe<'imported' | 'exists' | 'refused' | 'valid' | 'skipped'>({
    type: 'string',
    enum: ['imported', 'exists', 'refused', 'valid', 'skipped'],
    description:
      '`imported`; `exists` (imported before); `refused` (see `reason`); `valid` (a dry run: ' +
      'would be imported); `skipped` (good, but `all_or_none` and another was refused)',
  }),
  order_id: Str("The gateway's order; '' when refused"),
  reason: Str("Why it was refused; '' otherwise"),
});
export type OtaImportLine = Static<typeof OtaImportLine>;

export const OtaImportData = Obj({
  imported: Int('Imported now: 0 in a dry run, and when `all_or_none` met a refused one'),
  valid: Int('A dry run: those that would be imported; 0 otherwise'),
  skipped: Int('Good ones left out because `all_or_none` met a refused one'),
  existing: Int('Already imported before: left as they were'),
  refused: Int(),
  report: List(OtaImportLine),
});
export type OtaImportData = Static<typeof OtaImportData>;

const orderParams = Type.Object({ id: Str('`order_id`') });
const guestQuery = Type.Object({ o_token: oTokenField });

export const checkinEndpoints = {
  otaList: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/checkin/ota/',
    summary: 'Booking channels',
    description:
      "The brand's own site and the travel platforms whose bookings can check in. Public.",
    tags,
    data: Obj({ ota_list: List(Ota) }),
  }),

  checkinVerify: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/checkin/verify/',
    summary: "Find a member's booking by its contact",
    description:
      'Matches channel, platform order number, e-mail (any case) and phone (as E.164). A ' +
      "platform booking that belongs to no member becomes the caller's. When channel and number " +
      'match but the e-mail or phone does not, rec 1 `checkin:contact_mismatch` with ' +
      '`data.hotel_contact_email`, the booking e-mail masked; no such booking: rec 5 ' +
      '`checkin:booking_not_found`. Attempts per client address and booking ' +
      `(${limits.perAddressAndBooking.max} in ${limits.perAddressAndBooking.windowSeconds / 60} min) ` +
      `and per address (${limits.perAddress.max}) are limited: rec 7 with \`retry_after\`. ` +
      `Assigns the rooms when they are not yet. ${openWindow} ${members}`,
    tags,
    body: verifyBody,
    rules: { body: checkinVerifyBody },
    data: Obj({ order_id: Str() }),
  }),

  checkinGuestVerify: endpoint({
    method: 'POST',
    audience: 'public',
    path: '/checkin/guest/verify/',
    summary: 'Find a booking by its contact (anonymous)',
    description:
      'As `POST /checkin/verify/`, for a guest who is not signed in: answers an `o_token` for ' +
      "this order's guest calls. A booking that belongs to a member answers its `user_id` and no " +
      `token: the page sends the guest to sign in. ${openWindow} Public.`,
    tags,
    body: verifyBody,
    rules: { body: checkinVerifyBody },
    data: CheckinGuestVerifyData,
  }),

  checkinOrder: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/checkin/order/{id}/',
    summary: "A member's booking for check-in",
    description: `The order, its stay and its assigned rooms with their guests. ${openWindow} ${members}`,
    tags,
    params: orderParams,
    data: CheckinOrderData,
  }),

  checkinGuestOrder: endpoint({
    method: 'POST',
    audience: 'guest',
    path: '/checkin/guest/order/',
    summary: 'A booking for check-in (anonymous)',
    description: `As \`GET /checkin/order/{id}/\`, for the order of the \`o_token\`. ${openWindow} ${guests}`,
    tags,
    body: Type.Object({ order_id: Type.Optional(Str('`order_id`')), o_token: oTokenField }),
    rules: { body: checkinGuestOrderBody },
    data: CheckinOrderData,
  }),

  checkinSubmit: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/checkin/submit/{id}/',
    summary: 'Check in: the guests of each room',
    description:
      'One entry per assigned room (`start_day`, `end_day`, `hotel_room_id`, `order_group_no` ' +
      'as the check-in order answers them), each with 1 to `adult_nums` guests (rec 2 ' +
      '`validation:please_add_guest`, `validation:maximum_guest`). Checks the order in ' +
      '(`hotel_status` 4) and issues a random 4-digit key-box password per room, valid until ' +
      `${CHECKIN_CLOSES_AT} hotel time on the day it is left; submitting again replaces the ` +
      `guests and keeps the passwords. ${openWindow} ${members}`,
    tags,
    params: orderParams,
    body: submitBody,
    rules: { body: checkinSubmitBody },
    data: Obj({ order_id: Str(), hotel_status: Int('4: checked in') }),
  }),

  checkinGuestSubmit: endpoint({
    method: 'POST',
    audience: 'guest',
    path: '/checkin/guest/submit/{id}/',
    summary: 'Check in: the guests of each room (anonymous)',
    description: `As \`POST /checkin/submit/{id}/\`. ${openWindow} ${guests}`,
    tags,
    params: orderParams,
    body: submitBody,
    rules: { body: checkinSubmitBody },
    data: Obj({ order_id: Str(), hotel_status: Int('4: checked in') }),
  }),

  checkinPasswords: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/checkin/password/{id}/',
    summary: 'The key-box passwords of a checked-in booking',
    description:
      'One per assigned room. Every reveal is recorded (who, when, which order). Before check-in ' +
      `rec 6 \`checkin:not_checked_in\`. ${openWindow} ${members}`,
    tags,
    params: orderParams,
    data: KeyboxPasswordsData,
  }),

  checkinGuestPasswords: endpoint({
    method: 'GET',
    audience: 'guest',
    path: '/checkin/guest/password/{id}/',
    summary: 'The key-box passwords of a checked-in booking (anonymous)',
    description: `As \`GET /checkin/password/{id}/\`. ${openWindow} ${guests}`,
    tags,
    params: orderParams,
    query: guestQuery,
    data: KeyboxPasswordsData,
  }),

  checkinPasswordEmail: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/checkin/password/{id}/email/',
    summary: 'Mail the key-box passwords to the booking e-mail',
    description:
      "Queued in the mail outbox to the booking's e-mail, in the booking's language; recorded " +
      `like a reveal. Answers the address masked. ${openWindow} ${members}`,
    tags,
    params: orderParams,
    data: Obj({ email: Str('Where it went, masked') }),
  }),

  checkinGuestPasswordEmail: endpoint({
    method: 'POST',
    audience: 'guest',
    path: '/checkin/guest/password/{id}/email/',
    summary: 'Mail the key-box passwords to the booking e-mail (anonymous)',
    description: `As \`POST /checkin/password/{id}/email/\`. ${openWindow} ${guests}`,
    tags,
    params: orderParams,
    query: guestQuery,
    body: Type.Object({ o_token: oTokenField }),
    data: Obj({ email: Str('Where it went, masked') }),
  }),
};
