import type { ImageKey } from './wire/catalog';

/**
 * Types of the gateway contract (docs/openapi.json is its reference). Field names keep the
 * spec's spelling, typos included, so partner code written against it keeps working. Each
 * shape is declared once, as a schema in `wire/` (served with the calls from `./endpoints`);
 * this entry re-exports their types, which cost browser bundles nothing, and holds the
 * contract's constants.
 */

export type * from './wire/accounts';
export type * from './wire/catalog';
export type * from './wire/checkin';
export type { ApiMethod } from './wire/define';
export type * from './wire/favorites';
export type * from './wire/franchise';
export type * from './wire/orders';
export type * from './wire/partners';

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

export interface ValidationErrorData {
  /** Field name to locales key. */
  errors: Record<string, string>;
}

export interface RetryAfterData {
  retry_after: number;
}

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

/** Points ledger operations: 1 earned on a completed stay, 2 spent, 3 returned, 4 expired. */
export const CreditsOperate = { earn: 1, spend: 2, refund: 3, expire: 4 } as const;
export type CreditsOperateId = (typeof CreditsOperate)[keyof typeof CreditsOperate];

/** Education options (`edu_id`), spec section 3. */
export const EDUCATION_IDS = [1, 2, 3, 4, 5, 6] as const;
/** Industry options (`industery_id`, the spec's spelling): 1-11, and 12 'other'. */
export const INDUSTRY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** 1 unpaid, 2 paid (upcoming), 6 completed (pending review), 8 reviewed, 9 cancelled. */
export const OrderStatus = {
  unpaid: 1,
  paid: 2,
  completed: 6,
  reviewed: 8,
  cancelled: 9,
} as const;
export type OrderStatusId = (typeof OrderStatus)[keyof typeof OrderStatus];
