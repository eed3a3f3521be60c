import type { CheckInPolicy, CurrencyId, ImageKey } from './contract';

/**
 * Saved guests, orders and payment (issue 5). Money is a decimal number in the order's
 * `currency` with that currency's decimals; dates are `YYYYMMDD` integers, times seconds since
 * the epoch. Every call needs the `token` header (rec 3 without a live session); another
 * member's order answers exactly like a missing one (rec 5).
 */

/** 1 ID card, 2 passport, 3 tax number (spec: idcard 1, passport 2, tax number 3). */
export type IdType = 1 | 2 | 3;

/** A saved guest profile (`user_folks`), fields as the spec spells them. */
export interface UserFolk {
  user_folks_id: number;
  first_name: string;
  last_name: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  /** `YYYYMMDD`. */
  birthday: number;
  /** ISO 3166 alpha-2, e.g. `GR`. */
  iso_country_coden: string;
  /** `+30`. */
  tel_prefix: string;
  phone: string;
  email: string;
  id_type: IdType;
  /** The one of the three that `id_type` names is filled, the others are ''. */
  idcard: string;
  passport_no: string;
  tax_no: string;
}

export type UserFolkInput = Omit<UserFolk, 'user_folks_id'>;

/** 1 unpaid, 2 paid (upcoming), 6 completed (pending review), 8 reviewed, 9 cancelled. */
export const OrderStatus = {
  unpaid: 1,
  paid: 2,
  completed: 6,
  reviewed: 8,
  cancelled: 9,
} as const;
export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];

/** What `/orders/check/` and `/orders/main/` book: `nums` rooms of one room type. */
export interface OrderContent {
  start_day: number;
  days: number;
  hotel_id: number;
  hotel_room_type_id: number;
  nums: number;
}

export interface OrderCheckBody {
  /** The hotel group (1 for the demo brand). */
  seller_id: number;
  /** 1 web, 2 mobile web, 3 WeChat. */
  source: number;
  content: OrderContent;
  /** The floored room total the page showed, in the hotel's currency. */
  amount: number;
  /** Points to spend: 0, or a multiple of 100 within the balance. */
  credits: number;
}

export interface OrderCheck {
  /** Room total for the stay, in `currency`. */
  amount: number;
  /** Points that will be spent (the asked amount rounded down to a multiple of 100). */
  pay_credits: number;
  /** What `pay_credits` is worth in `currency`. */
  credits_amount: number;
  /** The largest multiple of 100 within the balance that does not exceed the amount. */
  credits_use_max: number;
  /** The member's balance. */
  credits: number;
  /** `amount - credits_amount`, never below 0. */
  pay_amount: number;
  currency: CurrencyId;
  symbol: string;
  /** Nightly prices of one room. */
  price: { day: number; price: number }[];
  /** Free cancellation until then (23:59 hotel time, `FREE_CANCELLATION_DAYS` before arrival). */
  cancel_expire_time: number;
  /** Points the stay would earn when it completes (0 for non-standard rates). */
  credits_gain: number;
}

export interface OrderCreateBody {
  source: number;
  /** `JSON.stringify(OrderContent & { user_folks: number[] })`: the guests' `user_folks_id`s. */
  content: string;
  amount: number;
  mobile: string;
  email: string;
  tel_prefix: string;
  credits: number;
  store_id: string;
  needLogin: number;
}

export interface PaySourceAmount {
  /** 11 PayPal (the sandbox by default), 21 WeChat Pay. */
  pay_source: number;
  pay_amount: number;
}

export interface OrderPayData {
  /** Where to send the browser (the sandbox checkout or PayPal's approval page). */
  href?: string;
  /** WeChat in-app payment parameters, when `pay_source` is 21. */
  wxpay?: {
    timeStamp: string;
    nonceStr: string;
    package: string;
    signType: string;
    paySign: string;
  };
}

/** The snapshot an order keeps of what was booked, so later catalogue edits do not change it. */
export interface OrderSnapshot {
  hotel: { name_cn: string; name_en: string };
  room_type: { name_cn: string; name_en: string };
  start_day: number;
  end_day: number;
}

export interface OrderListItem {
  order_id: string;
  status: OrderStatusId;
  source: number;
  amount: number;
  pay_credits: number;
  /** Money value of `pay_credits`. */
  credits_amount: number;
  /** `amount - credits_amount`: what the member pays or paid. */
  pay_amount: number;
  currency: CurrencyId;
  symbol: string;
  create_time: number;
  cancel_expire_time: number;
  /** When an unpaid order's hold ends (0 once paid). */
  expire_time: number;
  /** 2 check-in open, 4 checked in; 0 otherwise. */
  hotel_status: number;
  credits_gain: number;
  snapshoot: OrderSnapshot;
}

export interface OrderGuest {
  first_name: string;
  last_name: string;
}

export interface OrderHotel {
  hotel_id: number;
  start_day: number;
  end_day: number;
  days: number;
  nums: number;
  guests: OrderGuest[];
  assign_rooms: { no: string; hotel_room_id: number; order_group_no: string }[];
  hotel_info: { name_cn: string; name_en: string; address_cn: string; address_en: string };
  hotel_room_type_info: {
    name_cn: string;
    name_en: string;
    adult_nums: number;
    image_key: ImageKey;
    price: { day: number; price: number }[];
  };
  policy: { check_in_policy: CheckInPolicy };
}

export interface OrderListQuery {
  page?: number;
  num?: number;
  status?: number;
  /** Comma-separated on the wire: `1,2,6,8,9`. */
  status_ids?: string;
}

export interface OrderCancelBody {
  /** Reasons 1-8 (spec section 9). */
  reasons: number[];
  comment: string;
}

export interface OrderEndpoints {
  'GET /user/folks/': { query: undefined; body: undefined; data: { user_folks_list: UserFolk[] } };
  'POST /user/folks/': { query: undefined; body: UserFolkInput; data: { user_folks_id: number } };
  'PUT /user/folks/{id}/': {
    query: undefined;
    body: UserFolkInput;
    data: { user_folks_id: number };
  };
  'POST /orders/check/': { query: undefined; body: OrderCheckBody; data: { order: OrderCheck } };
  'POST /orders/main/': {
    query: undefined;
    body: OrderCreateBody;
    data: { order_id: string; pay_source_list: PaySourceAmount[] };
  };
  'POST /orders/pay/': {
    query: undefined;
    body: { pay_source: number; order_id: string };
    data: OrderPayData;
  };
  'GET /orders/main/': {
    query: OrderListQuery | undefined;
    body: undefined;
    data: { order_list: OrderListItem[]; total: number };
  };
  'GET /orders/main/{id}/': {
    query: undefined;
    body: undefined;
    data: { order: OrderListItem; order_hotel: OrderHotel };
  };
  'PUT /orders/cancel/{id}/': { query: undefined; body: OrderCancelBody; data: null };
}
