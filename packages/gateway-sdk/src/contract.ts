import type { OrderEndpoints } from './contract-orders';
import type {
  AppHome,
  CheckInPolicy,
  Currency,
  CurrencyCode,
  CurrencyId,
  CurrencyRate,
  DayPrice,
  HotCity,
  HotelDetail,
  HotelImage,
  HotelListItem,
  HotelSearchQuery,
  ImageKey,
  RatePlan,
  Region,
  RegionQuery,
  RoomType,
  RoomTypeDetail,
  StayQuery,
} from './wire/catalog';

export type {
  DictItem,
  FranchiseApplication,
  FranchiseLead,
  FranchiseMessage,
} from './wire/franchise';

import type {
  DictItem,
  FranchiseApplication,
  FranchiseLead,
  FranchiseMessage,
} from './wire/franchise';

export * from './contract-orders';
export type {
  AppHome,
  CheckInPolicy,
  Currency,
  CurrencyCode,
  CurrencyId,
  CurrencyRate,
  DayPrice,
  Facility,
  HomeRegionHotels,
  HotCity,
  HotelDetail,
  HotelImage,
  HotelListItem,
  HotelSearchQuery,
  ImageKey,
  RatePlan,
  Region,
  RegionQuery,
  RoomType,
  RoomTypeDetail,
  StayQuery,
} from './wire/catalog';

/**
 * Types of the gateway contract (shared/design/GATEWAY-CONTRACT.md). Field names keep the
 * spec's spelling, typos included, so partner code written against it keeps working.
 */

/** Business outcome codes carried in every answer's `rec`. */
export const Rec = {
  ok: 0,
  failed: 1,
  validation: 2,
  sessionExpired: 3,
  forbidden: 4,
  notFound: 5,
  conflict: 6,
  tooManyAttempts: 7,
} as const;
export type RecCode = (typeof Rec)[keyof typeof Rec];

/** The locales key that names each rec when no more precise key is given. */
export const recKeys: Record<RecCode, string> = {
  0: 'errors:ok',
  1: 'errors:failed',
  2: 'errors:validation_failed',
  3: 'errors:session_expired',
  4: 'errors:forbidden',
  5: 'errors:not_found',
  6: 'errors:conflict',
  7: 'errors:too_many_attempts',
};

export interface Envelope<T = unknown> {
  rec: number;
  msg: string;
  data: T | null;
  /** A locales key (`namespace:key`) for `msg`. */
  key?: string;
  debug_msg?: string;
}

export type { ApiMethod } from './wire/define';

export interface ValidationErrorData {
  /** Field name to locales key. */
  errors: Record<string, string>;
}

export interface RetryAfterData {
  retry_after: number;
}

/**
 * Every call the SDK knows, as `'METHOD /path/'` (prefix /v1/u omitted), with its query, body
 * and the `data` it answers: each domain's interface of calls, joined here.
 */
export interface Endpoints
  extends CatalogEndpoints,
    FranchiseEndpoints,
    AccountEndpoints,
    OrderEndpoints {
  'GET /util/currency/': { query: undefined; body: undefined; data: { currency_list: Currency[] } };
  'GET /util/region/': {
    query: RegionQuery | undefined;
    body: undefined;
    data: { region_list: Region[] };
  };
}

export type EndpointName = keyof Endpoints;

/* ------------------------------------------------------------------------------------------
 * Catalogue and discovery (issue 3). Money is a decimal number in the item's `currency`
 * (the database keeps integers of the ISO 4217 minor unit; the gateway divides). Dates are
 * `YYYYMMDD` integers. Names come in both languages plus `name`, the request's language.
 * ---------------------------------------------------------------------------------------- */

/** Image types of `GET /file/hotelimage/`. */
export const ImageType = {
  hotel: 1,
  roomType: 2,
  checkInGuide: 26,
} as const;
export type ImageTypeId = (typeof ImageType)[keyof typeof ImageType];

/** Replace the last `_1` of a key by `_3`: the display variant. */
export function imageDisplayKey(key: ImageKey): ImageKey {
  return key.replace(/_1(\.[a-z0-9]+)?$/i, '_3$1');
}

export interface CatalogEndpoints {
  'GET /util/currencyrate/{id}/': { query: undefined; body: undefined; data: CurrencyRate };
  'GET /util/exchangerate/{id}/': {
    query: undefined;
    body: undefined;
    /** Units of each currency for 1 unit of currency `{id}`, full precision. */
    data: { currency: CurrencyId; rates: Record<CurrencyCode, number> };
  };
  'GET /app/home/': {
    query: { lang?: string } | undefined;
    body: undefined;
    data: { app_home: AppHome };
  };
  'GET /app/hotelhotcity/': {
    query: { nums?: number } | undefined;
    body: undefined;
    data: { region_list: HotCity[] };
  };
  'GET /hotel/main/': {
    query: HotelSearchQuery | undefined;
    body: undefined;
    data: { hotel_list: HotelListItem[]; total: number };
  };
  'GET /hotel/main/{id}/': {
    query: StayQuery | undefined;
    body: undefined;
    data: {
      hotel: HotelDetail;
      images: HotelImage[];
      rate_list: RatePlan[];
      rate_list_total: number;
      favorite: 0 | 1;
      user_favorite_id: number;
      hotel_policy: { check_in_policy: CheckInPolicy };
    };
  };
  'GET /hotel/roomtype/': {
    query: (StayQuery & { hotel_id: number; nums?: number; page?: number }) | undefined;
    body: undefined;
    data: { hotel_room_type_list: RoomType[] };
  };
  'GET /hotel/roomtype/{id}/': {
    query: StayQuery | undefined;
    body: undefined;
    data: { hotel_room_type: RoomTypeDetail };
  };
  'GET /hotel/roomtypeprice/{id}/': {
    query: StayQuery | undefined;
    body: undefined;
    data: { hotel_room_type_day_price_list: DayPrice[]; currency: CurrencyId; symbol: string };
  };
  'GET /file/hotelimage/': {
    query: { hotel_id: number; image_type?: number; hotel_room_type_id?: number } | undefined;
    body: undefined;
    data: { hotel_image_list: HotelImage[] };
  };
}

/* ------------------------------------------------------------------------------------------
 * Franchise (issue 6): applications, consult messages, the will_level dictionary and the
 * staff export. All public except the export, which needs `X-Admin-Token`.
 * ---------------------------------------------------------------------------------------- */

export interface FranchiseEndpoints {
  'POST /franchise': {
    query: undefined;
    body: FranchiseApplication;
    data: { franchise_id: number };
  };
  'POST /franchise/message': {
    query: undefined;
    body: FranchiseMessage;
    data: { message_id: number };
  };
  'GET /base/dict': {
    query: { code: string; lang?: string; page?: number; nums?: number };
    body: undefined;
    data: { list: DictItem[]; total: number };
  };
  'GET /franchise/leads': {
    query: undefined;
    body: undefined;
    data: { lead_list: FranchiseLead[] };
  };
}

/* ------------------------------------------------------------------------------------------
 * Members (issue 4): registration and reset by e-mailed code, sessions, profile, points.
 * Passwords travel as the lowercase hex SHA-256 of what the member typed (`hashPassword`).
 * Every call but the public ones needs the `token` header; without a live session they
 * answer rec 3.
 * ---------------------------------------------------------------------------------------- */

import type {
  CodeConfirmBody,
  CodeRequestBody,
  CodeRequestData,
  CreditsData,
  CreditsQuery,
  LoginBody,
  ResetPasswordBody,
  SessionData,
  UserInfo,
  UserInfoUpdate,
} from './wire/accounts';

export type {
  CodeConfirmBody,
  CodeRequestBody,
  CodeRequestData,
  CreditsData,
  CreditsNote,
  CreditsQuery,
  Gender,
  LoginBody,
  MemberLevel,
  ResetPasswordBody,
  SessionData,
  UserInfo,
  UserInfoUpdate,
} from './wire/accounts';

/** Points ledger operations: 1 earned on a completed stay, 2 spent, 3 returned, 4 expired. */
export const CreditsOperate = { earn: 1, spend: 2, refund: 3, expire: 4 } as const;
export type CreditsOperateId = (typeof CreditsOperate)[keyof typeof CreditsOperate];

/** Education options (`edu_id`), spec section 3. */
export const EDUCATION_IDS = [1, 2, 3, 4, 5, 6] as const;
/** Industry options (`industery_id`, the spec's spelling): 1-11, and 12 'other'. */
export const INDUSTRY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export interface AccountEndpoints {
  'POST /user/login/': { query: undefined; body: LoginBody; data: SessionData };
  'GET /user/logout/': { query: undefined; body: undefined; data: null };
  'POST /user/regemail/': { query: undefined; body: CodeRequestBody; data: CodeRequestData };
  'PUT /user/regemail/': { query: undefined; body: CodeConfirmBody; data: SessionData };
  'POST /user/passwordemail/': {
    query: undefined;
    body: CodeRequestBody;
    data: CodeRequestData;
  };
  'PUT /user/passwordemail/': { query: undefined; body: ResetPasswordBody; data: null };
  'GET /user/info/': { query: undefined; body: undefined; data: { user_info: UserInfo } };
  'PUT /user/info/': { query: undefined; body: UserInfoUpdate; data: { user_info: UserInfo } };
  'GET /user/credits/': { query: CreditsQuery | undefined; body: undefined; data: CreditsData };
}
