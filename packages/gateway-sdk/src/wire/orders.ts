import {
  ALL_ORDER_STATUS_IDS,
  CANCEL_COMMENT_MAX,
  CHECKIN_CLOSES_AT,
  FREE_CANCELLATION_DAYS,
  MAX_FOLKS_PER_MEMBER,
  ORDER_HOLD_MINUTES,
  ORDER_LIST_PAGE_SIZE,
  REVIEW_CONTENT_MAX,
  REVIEW_PAGE_SIZE,
  SPECIAL_REQUESTS_MAX,
} from '../constants';
import {
  folkSchema,
  hotelReviewQuery,
  orderCancelBody,
  orderCheckBody,
  orderCreateBody,
  orderDatesBody,
  orderListQuery,
  orderPayBody,
  orderReviewBody,
} from '../schemas/orders';
import { CheckInPolicy, CurrencyId, ImageKey } from './catalog';
import {
  Day,
  endpoint,
  Flag,
  Int,
  IntEnum,
  List,
  Nullable,
  Num,
  Obj,
  RuledBody,
  Seconds,
  SmallInt,
  type Static,
  Str,
  Type,
} from './define';

/**
 * Saved guests, orders and payment. Money is a decimal number in the order's `currency` with
 * that currency's decimals; dates are `YYYYMMDD` integers, times seconds since the epoch.
 * Every call needs the `token` header (rec 3 without a live session); another member's order
 * answers exactly like a missing one (rec 5).
 */

const members =
  'Needs the `token` header of a live session; without one the answer is rec 3 ' +
  '`errors:session_expired`.';

/** 1 ID card, 2 passport, 3 tax number (spec: idcard 1, passport 2, tax number 3). */
export const IdType = IntEnum([1, 2, 3], '1 ID card, 2 passport, 3 tax number');
export type IdType = Static<typeof IdType>;

const folkFields = {
  first_name: Str('Given name'),
  last_name: Str('Family name'),
  gender: IntEnum([1, 2], '1 male, 2 female'),
  birthday: Day('`YYYYMMDD` integer'),
  iso_country_coden: Str('ISO 3166 alpha-2, e.g. `GR`'),
  tel_prefix: Str('Calling prefix, `+30` or `30` (answered with its `+`); `+1-268` for an area'),
  phone: Str(
    'The number beside `tel_prefix` (or with its own `+`), a possible length for that country; answered as the national number, digits only',
  ),
  email: Str('E-mail address'),
  id_type: IdType,
  idcard: Str("ID card number (id_type 1); '' for another id_type"),
  passport_no: Str("Passport number (id_type 2); '' for another id_type"),
  tax_no: Str("Tax number (id_type 3); '' for another id_type"),
};

/** A saved guest profile (`user_folks`), fields as the spec spells them. */
export const UserFolk = Obj({ user_folks_id: Int(), ...folkFields });
export type UserFolk = Static<typeof UserFolk>;

export const UserFolkInput = Obj(folkFields);
export type UserFolkInput = Static<typeof UserFolkInput>;

/**
 * The guest form's fields as the wire carries them: texts are strings; the numbers may come as
 * the form's strings, which the shared `folkSchema` reads and names when wrong.
 */
const folkBody = Type.Unsafe<UserFolkInput>(
  Type.Object(
    Object.fromEntries(
      Object.entries(folkFields).map(([name, field]) => [
        name,
        Type.Optional(
          field.type === 'string'
            ? Type.String({ description: field.description })
            : Type.Unsafe({ description: field.description }),
        ),
      ]),
    ),
  ),
);

const FolkId = Obj({ user_folks_id: Int() });

/** What `/orders/check/` and `/orders/main/` book: `nums` rooms of one room type. */
export const OrderContent = Obj({
  start_day: Day('First night, `YYYYMMDD`'),
  days: Int('Nights, 1-90'),
  hotel_id: Int(),
  hotel_room_type_id: Int(),
  nums: Int('Rooms, 1-9 (default 1); `rooms` when that is given'),
  rooms: Type.Optional(Int('Rooms, 1-5: the search party (then `nums` = `rooms`)')),
  adults: Type.Optional(Int('Adults, 1-10 (with `rooms`: checked by the capacity rule)')),
  children: Type.Optional(Str('Ages of the children, 0-17, comma-separated')),
});
export type OrderContent = Static<typeof OrderContent>;

export const OrderCheckBody = Obj({
  seller_id: Int('The hotel group (1 for the demo brand)'),
  source: Int('1 web, 2 mobile web, 3 WeChat'),
  content: Type.Partial(OrderContent),
  amount: Num('The floored room total the page showed'),
  credits: Int('Points to spend: 0, or at least 100 (rounded down to a multiple of 100)'),
});
export type OrderCheckBody = Omit<Static<typeof OrderCheckBody>, 'content'> & {
  content: OrderContent;
};

const DayAmount = Obj({ day: Day(), price: Num() });

export const OrderCheck = Obj({
  amount: Num('Room total for the stay (every night, every room) in `currency`'),
  pay_credits: Int('Points that will be spent'),
  credits_amount: Num('The part of `amount` those points cover'),
  credits_use_max: Int(
    'Largest multiple of 100 within the balance that does not go past covering the amount',
  ),
  credits: Int("The member's balance"),
  credits_per_100: Num(
    'What 100 points are worth in `currency` now: 1 CNY at the current rate, rounded down to the minor unit',
  ),
  pay_amount: Num('`amount - credits_amount`, never below 0'),
  currency: CurrencyId,
  symbol: Str(),
  price: List(DayAmount, "One room's nightly prices"),
  cancel_expire_time: Seconds('Free cancellation until then (seconds since the epoch)'),
  credits_gain: Int('Points the stay earns when it completes (0 for non-standard rates)'),
});
export type OrderCheck = Static<typeof OrderCheck>;

export const OrderCreateBody = Obj({
  source: Int('1 web, 2 mobile web, 3 WeChat'),
  content: Str(
    'JSON string: `{start_day, days, hotel_id, hotel_room_type_id, nums, user_folks: [user_folks_id]}`',
  ),
  amount: Num('The floored room total the page showed'),
  mobile: Str(
    'Contact phone beside `tel_prefix` (or with its own `+`), a possible length for that country',
  ),
  tel_prefix: Str('Calling prefix, `+86` or `86`'),
  email: Str('Contact e-mail; the confirmation goes there'),
  credits: Int('Points to spend'),
  store_id: Str("The hotel's store id from its detail (the gateway keeps its own)"),
  needLogin: Int('1'),
  requests: Type.Optional(
    Str(
      `Special requests for the hotel, free text up to ${SPECIAL_REQUESTS_MAX} characters ('' or absent: none)`,
    ),
  ),
  arrival_time: Type.Optional(
    Str("Expected arrival, `HH:MM` hotel time on the first day ('' or absent: not said)"),
  ),
  partner_code: Type.Optional(
    Str(
      "The partner whose page the traveller came from (the booking site's `partner` " +
        'attribution cookie), kept on the order when it names a known partner; any other ' +
        'value (unknown, or not `[A-Za-z0-9_-]{1,32}`) is ignored and the booking goes on',
    ),
  ),
});
export type OrderCreateBody = Static<typeof OrderCreateBody>;

export const PaySourceAmount = Obj({
  pay_source: Int('11 PayPal (sandbox by default), 21 WeChat Pay'),
  pay_amount: Num(),
});
export type PaySourceAmount = Static<typeof PaySourceAmount>;

export const OrderPayBody = Obj({
  pay_source: SmallInt('11 PayPal (sandbox by default), 21 WeChat Pay'),
  order_id: Str('From `POST /orders/main/`'),
  wx_mode: Type.Optional(
    Type.Unsafe<'jsapi' | 'native' | 'h5'>({
      type: 'string',
      enum: ['jsapi', 'native', 'h5'],
      description:
        'WeChat Pay only: `jsapi` inside WeChat (needs the openid bound by ' +
        '`POST /user/wxoagensign/`), `native` a QR code for desktops, `h5` other phone browsers',
    }),
  ),
});
export type OrderPayBody = Static<typeof OrderPayBody>;

export const OrderPayData = Type.Object({
  href: Type.Optional(Str('Where to send the browser (PayPal, the sandbox, WeChat Pay H5)')),
  code_url: Type.Optional(Str('WeChat Pay Native: the `weixin://` URL to show as a QR code')),
  wxpay: Type.Optional(
    Obj(
      {
        appId: Str('The official account the payment is made in'),
        timeStamp: Str('Seconds since the epoch'),
        nonceStr: Str('Random'),
        package: Str('`prepay_id=...`'),
        signType: Str('`RSA` (WeChat Pay API v3)'),
        paySign: Str('SHA256withRSA of appId, timeStamp, nonceStr and package, one a line'),
      },
      'WeChat in-app payment parameters, when `pay_source` is 21 and `wx_mode` jsapi',
    ),
  ),
});
export type OrderPayData = Static<typeof OrderPayData>;

const Names = Obj({ name_cn: Str(), name_en: Str() });

/** The snapshot an order keeps of what was booked, so later catalogue edits do not change it. */
export const OrderSnapshot = Obj({
  hotel: Names,
  room_type: Names,
  start_day: Day(),
  end_day: Day(),
});
export type OrderSnapshot = Static<typeof OrderSnapshot>;

/** What a cancelled paid order is owed back, and where that stands. */
export const OrderRefund = Obj({
  status: Type.Unsafe<'pending' | 'refunded' | 'failed_manual'>({
    type: 'string',
    enum: ['pending', 'refunded', 'failed_manual'],
    description:
      'pending: asked of the payment provider, retried until it confirms; refunded; ' +
      'failed_manual: the provider cannot refund it by itself, our staff do',
  }),
  amount: Num('Everything paid, in the order currency (spent points come back as points)'),
  refund_time: Seconds('When the provider confirmed it; 0 until then'),
});
export type OrderRefund = Static<typeof OrderRefund>;

/**
 * A paid order's move to dates that cost more: the new nights are held until `expires`; paying
 * `pay_amount` moves the order, otherwise it keeps its stay.
 */
export const OrderChange = Obj({
  start_day: Day('First night of the new stay, `YYYYMMDD`'),
  days: Int('Nights of the new stay'),
  pay_amount: Num('The difference to pay, in the order currency'),
  expires: Seconds('End of the hold on the new nights'),
});
export type OrderChange = Static<typeof OrderChange>;

/** The traveller's own review of a stay (status 8). */
export const OrderReview = Obj({
  score: Int('1-10'),
  content: Str(),
  create_time: Seconds(),
});
export type OrderReview = Static<typeof OrderReview>;

export const OrderListItem = Obj({
  order_id: Str('20 characters, random'),
  status: IntEnum([1, 2, 6, 8, 9], '1 unpaid, 2 paid, 6 completed, 8 reviewed, 9 cancelled'),
  source: Int(),
  amount: Num(),
  pay_credits: Int(),
  credits_amount: Num('Money value of `pay_credits`'),
  pay_amount: Num('`amount - credits_amount`: what the member pays or paid'),
  currency: CurrencyId,
  symbol: Str(),
  create_time: Seconds(),
  cancel_expire_time: Seconds(),
  expire_time: Int("End of an unpaid order's hold; 0 otherwise"),
  hotel_status: Int(
    'Check-in of a paid order: 1 not open yet (before the window, or rooms not assigned), 2 open, 4 checked in, 5 checked out; 0 for an order that is not paid (a completed stay that checked in: 5)',
  ),
  credits_gain: Int(
    'Points the stay earns (credited when it completes, status 6); 0 for a cancelled or expired order (9)',
  ),
  can_cancel: Flag(
    '1 when the traveller may cancel now: an unpaid order, or a paid one until `cancel_expire_time`',
  ),
  can_checkin: Flag(
    `1 when the traveller may check in now: a paid order not checked in yet, from 00:00 on the arrival day to ${CHECKIN_CLOSES_AT} on the departure day, hotel time (its rooms may still be unassigned, \`hotel_status\` 1: they are assigned at verification)`,
  ),
  refund: Nullable(OrderRefund, 'The refund of a cancelled paid order; null otherwise'),
  review: Nullable(OrderReview, 'The review of a reviewed stay (status 8); null otherwise'),
  requests: Str("The traveller's special requests, as written; '' when none"),
  arrival_time: Str("Expected arrival, `HH:MM` hotel time; '' when not said"),
  change: Nullable(
    OrderChange,
    'A date change waiting for its payment (`POST /orders/pay/` pays it); null otherwise',
  ),
  snapshoot: OrderSnapshot,
});
export type OrderListItem = Static<typeof OrderListItem>;

/** An order as its own page shows it: the list's fields and its partner attribution. */
export const OrderDetailItem = Obj({
  ...OrderListItem.properties,
  partner_code: Nullable(
    Type.String(),
    'The known partner the booking came with (`partner` attribution); null for none',
  ),
});
export type OrderDetailItem = Static<typeof OrderDetailItem>;

export const OrderGuest = Obj({ first_name: Str(), last_name: Str() });
export type OrderGuest = Static<typeof OrderGuest>;

export const OrderHotel = Obj({
  hotel_id: Int(),
  start_day: Day(),
  end_day: Day(),
  days: Int(),
  nums: Int(),
  guests: List(OrderGuest),
  assign_rooms: List(Obj({ no: Str(), hotel_room_id: Int(), order_group_no: Str() })),
  hotel_info: Obj({
    name_cn: Str(),
    name_en: Str(),
    address_cn: Str(),
    address_en: Str(),
    mobile: Str("The hotel's phone, as the hotel gives it; '' when none"),
    email: Str("The hotel's e-mail; '' when none"),
    time_zone: Str('IANA time zone of the hotel, e.g. `Europe/Athens`'),
    coord_x: Num('Longitude'),
    coord_y: Num('Latitude'),
  }),
  hotel_room_type_info: Obj({
    name_cn: Str(),
    name_en: Str(),
    adult_nums: Int(),
    image_key: ImageKey(),
    price: List(DayAmount),
  }),
  policy: Obj({ check_in_policy: CheckInPolicy }),
});
export type OrderHotel = Static<typeof OrderHotel>;

export const OrderListQuery = Type.Object({
  page: Type.Optional(Int('From 1')),
  num: Type.Optional(Int(`Per page, 1-100 (default ${ORDER_LIST_PAGE_SIZE})`)),
  status: Type.Optional(Int('0 all, or one status')),
  status_ids: Type.Optional(Str('Comma-separated statuses, e.g. `1,2,6,8,9`')),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderCancelBody = Obj({
  reasons: List(Int(), 'Cancellation reasons, 1-8 (spec section 9), at least one'),
  comment: Str(`Free text, at most ${CANCEL_COMMENT_MAX} characters`),
});
export type OrderCancelBody = Static<typeof OrderCancelBody>;

export const OrderDatesBody = Obj({
  start_day: Day('First night of the new stay, `YYYYMMDD`'),
  days: Int('Nights, 1-90'),
  amount: Num('The floored room total of the new stay the page showed (every night, every room)'),
});
export type OrderDatesBody = Static<typeof OrderDatesBody>;

export const OrderReviewBody = Obj({
  score: Int('1-10'),
  content: Str(`1-${REVIEW_CONTENT_MAX} characters`),
});
export type OrderReviewBody = Static<typeof OrderReviewBody>;

/** A published review of a hotel. */
export const HotelReview = Obj({
  review_id: Int(),
  score: Int('1-10'),
  content: Str('As written; pages show it as text, never as markup'),
  nickname: Str('How the reviewer is named'),
  create_time: Seconds(),
  reply: Str("The hotel's reply, as written (never translated); '' when none"),
  reply_lang: Str("The reply's language, `zh` or `en`; '' when none"),
  reply_time: Seconds('When the hotel replied; 0 when it has not'),
});
export type HotelReview = Static<typeof HotelReview>;

export const HotelReviewQuery = Type.Object({
  hotel_id: Int(),
  page: Type.Optional(Int('From 1')),
  nums: Type.Optional(Int(`Per page, 1-50 (default ${REVIEW_PAGE_SIZE})`)),
});
export type HotelReviewQuery = Static<typeof HotelReviewQuery>;

export const HotelReviewsData = Obj({
  review_list: List(HotelReview, 'Newest first'),
  total: Int('Reviews of the hotel shown on its page (hidden ones are not counted)'),
  score_avg: Num('Average score, 1-10 with one decimal; 0 when there is none'),
});
export type HotelReviewsData = Static<typeof HotelReviewsData>;

export const orderEndpoints = {
  folks: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/user/folks/',
    summary: 'List saved guests',
    description: `The member's saved guests, oldest first. ${members}`,
    tags: ['folks'],
    data: Obj({ user_folks_list: List(UserFolk) }),
  }),

  saveFolk: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/user/folks/',
    summary: 'Save a guest',
    description:
      'Validated with the shared `folkSchema`: rec 2 with `data.errors` names each wrong field. ' +
      'Of `idcard`, `passport_no` and `tax_no` only the one `id_type` names is kept. At most ' +
      `${MAX_FOLKS_PER_MEMBER} guests per member (rec 6 \`orders:guests_limit\`). ${members}`,
    tags: ['folks'],
    body: folkBody,
    rules: { body: folkSchema },
    data: FolkId,
  }),

  updateFolk: endpoint({
    method: 'PUT',
    audience: 'member',
    path: '/user/folks/{id}/',
    summary: 'Edit a saved guest',
    description: `Same rules as saving one. Another member's guest answers rec 5 \`orders:guest_not_found\`, like a missing one. ${members}`,
    tags: ['folks'],
    params: Type.Object({ id: Type.String({ maxLength: 12, description: '`user_folks_id`' }) }),
    body: folkBody,
    rules: { body: folkSchema },
    data: FolkId,
  }),

  orderCheck: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/orders/check/',
    summary: 'Price a stay before booking',
    description:
      'Prices every night from the catalogue. rec 6 `errors:insufficient_room_stock` when a ' +
      'night has no price or fewer than `nums` rooms; rec 6 `orders:price_changed` with the ' +
      'fresh figures in `data.order` when the floored total differs from `amount`; rec 6 ' +
      '`account:credits_insufficient` for points beyond the balance. 100 points are worth ' +
      "1 CNY at the current rate, rounded down to the currency's minor unit; `credits` is " +
      'rounded down to a multiple of 100 and capped at `credits_use_max`. ' +
      members,
    tags: ['orders'],
    body: Type.Unsafe<OrderCheckBody>(Type.Partial(OrderCheckBody)),
    rules: { body: orderCheckBody },
    data: Obj({ order: OrderCheck }),
  }),

  orderCreate: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/orders/main/',
    summary: 'Book a stay',
    description:
      'Checks the guests are saved guests of the member (rec 2 `validation:save_guest_information`) ' +
      'and at most `nums x adult_nums` (rec 2 `validation:maximum_guest`), re-prices like the ' +
      "check (the same rec 6 answers), then in one transaction takes every night's rooms, " +
      `spends the points and writes the order. An unpaid order holds them ${ORDER_HOLD_MINUTES} ` +
      'minutes (ORDER_HOLD_MINUTES), then expires to 9 and gives them back. When points cover ' +
      'the whole amount the order is paid at once (status 2) and the confirmation is mailed. ' +
      '`partner_code` (the partner attribution the booking site kept) is stored on the order, ' +
      'in the same transaction, when it names a known partner; otherwise the order has none. ' +
      members,
    tags: ['orders'],
    body: RuledBody(OrderCreateBody),
    rules: { body: orderCreateBody },
    data: Obj({ order_id: Str(), pay_source_list: List(PaySourceAmount) }),
  }),

  orderPay: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/orders/pay/',
    summary: 'Pay an order',
    description:
      "`pay_source` 11 answers `href`: the page to send the browser to (the gateway's sandbox " +
      "checkout by default, PayPal's approval page with PAYMENT_PROVIDER=paypal)" +
      '. It comes back to the booking app at `/order_list?payment=success|error`. `pay_source` 21 ' +
      '(only when WeChat Pay is configured, else rec 6 `payments:method_unavailable`) takes ' +
      '`wx_mode` (rec 2 `payments:wx_mode_required` without one): `jsapi` answers `wxpay`, the ' +
      'signed parameters of WeixinJSBridge `getBrandWCPayRequest` (rec 6 ' +
      '`payments:wechat_openid_required` until the member bound an openid), `native` answers ' +
      '`code_url` for a QR code, `h5` answers `href`; each ends in the same paid order. ' +
      "Another member's order answers rec 5 like a missing one; an order " +
      'already paid answers rec 6 `payments:order_paid`, one cancelled or past its hold rec 6 ' +
      '`payments:order_not_payable`; a provider that does not answer gives rec 1 ' +
      '`payments:provider_unavailable`. Calling it again for the same order reuses the open ' +
      'payment. Needs the `token` header of a live session (rec 3 without one).',
    tags: ['orders'],
    body: RuledBody(OrderPayBody),
    rules: { body: orderPayBody },
    data: OrderPayData,
  }),

  orders: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/orders/main/',
    summary: 'My Trips',
    description:
      `The member's own orders, newest first, \`num\` per page (default ${ORDER_LIST_PAGE_SIZE}). ` +
      `\`status\` is a tab (0 all, 1, 2, 9); \`status_ids\` a list such as \`${ALL_ORDER_STATUS_IDS.join(',')}\`. ` +
      members,
    tags: ['orders'],
    query: OrderListQuery,
    rules: { query: orderListQuery },
    data: Obj({ order_list: List(OrderListItem), total: Int() }),
  }),

  order: endpoint({
    method: 'GET',
    audience: 'member',
    path: '/orders/main/{id}/',
    summary: 'An order',
    description:
      "The order and its stay. Another member's order answers rec 5 `orders:order_not_found`, " +
      `exactly like one that does not exist. ${members}`,
    tags: ['orders'],
    params: Type.Object({ id: Str('`order_id`') }),
    data: Obj({ order: OrderDetailItem, order_hotel: OrderHotel }),
  }),

  orderCancel: endpoint({
    method: 'PUT',
    audience: 'member',
    path: '/orders/cancel/{id}/',
    summary: 'Cancel an order',
    description:
      'An unpaid order (1) can always be cancelled: its rooms and points go back at once. A paid ' +
      `order (2) can be cancelled until \`cancel_expire_time\` (23:59:59 hotel time ${FREE_CANCELLATION_DAYS} ` +
      'days before arrival, inclusive): its rooms and spent points go back (operate 3) and the ' +
      'whole amount paid is refunded through the provider that took it (`order.refund`: pending ' +
      'until the provider confirms, retried with backoff; failed_manual when staff must refund ' +
      'it). Later, or in any other status, rec 6 `orders:order_not_cancelable`. Needs at least ' +
      'one reason (rec 2 `validation:cancel_reason_required`). The cancellation is mailed once, ' +
      "in the booking's language. Another member's order answers rec 5 like a missing one. " +
      members,
    tags: ['orders'],
    params: Type.Object({ id: Str('`order_id`') }),
    body: RuledBody(OrderCancelBody),
    rules: { body: orderCancelBody },
    data: Obj({ order: OrderListItem }),
  }),

  orderDates: endpoint({
    method: 'PUT',
    audience: 'member',
    path: '/orders/dates/{id}/',
    summary: "Change an order's dates",
    description:
      'The same hotel, room type and rooms for a new stay, priced like `/orders/check/` (rec 6 ' +
      '`orders:price_changed` with the fresh figures in `data.order` when the floored total ' +
      'differs from `amount`; rec 6 `errors:insufficient_room_stock` when a night lacks rooms; ' +
      "the order's own nights count as free). Allowed for an unpaid order (1) and for a paid " +
      'one (2) until its `cancel_expire_time`, else rec 6 `orders:order_not_changeable`; the new ' +
      "stay's own deadline applies after. Unpaid: the order moves at once (old nights released, " +
      'new nights taken, one transaction). Paid, new total lower or equal: it moves at once and ' +
      '`refund_amount` is refunded through its payments, newest first. Paid, higher: the new ' +
      `nights are held ${ORDER_HOLD_MINUTES} minutes as \`order.change\`; \`POST /orders/pay/\` ` +
      'pays `pay_amount` and the order moves once it is captured; unpaid by `expires`, the change ' +
      'is dropped and the order keeps its stay. Points spent stay on the order. Takes an ' +
      '`Idempotency-Key` header like `POST /orders/main/`. The change is mailed. ' +
      members,
    tags: ['orders'],
    params: Type.Object({ id: Str('`order_id`') }),
    body: RuledBody(OrderDatesBody),
    rules: { body: orderDatesBody },
    data: Obj({
      order: OrderListItem,
      pay_amount: Num(
        'What is left to pay for the change (its `change.pay_amount`); 0 when it moved',
      ),
      refund_amount: Num('What the change refunds; 0 when none'),
    }),
  }),

  orderReview: endpoint({
    method: 'POST',
    audience: 'member',
    path: '/orders/review/{id}/',
    summary: 'Review a completed stay',
    description:
      'One review per completed order (status 6 -> 8): a score of 1-10 and a text ' +
      `(1-${REVIEW_CONTENT_MAX} characters). The hotel's 0-5 \`score\` becomes its average ` +
      'review / 2. Any other status, or a second review, answers rec 6 ' +
      "`orders:order_not_reviewable`; another member's order rec 5 like a missing one. " +
      members,
    tags: ['orders'],
    params: Type.Object({ id: Str('`order_id`') }),
    body: RuledBody(OrderReviewBody),
    rules: { body: orderReviewBody },
    data: Obj({ review_id: Int() }),
  }),

  hotelReviews: endpoint({
    method: 'GET',
    audience: 'public',
    path: '/hotel/review/',
    summary: "A hotel's reviews",
    description:
      'Newest first, `nums` per page, with the count and the average score (1-10), each with ' +
      "the hotel's reply. Reviews the hotel's staff hid are not listed nor counted. Public.",
    tags: ['catalog'],
    query: HotelReviewQuery,
    rules: { query: hotelReviewQuery },
    data: HotelReviewsData,
  }),
};
