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

export type ApiMethod = 'GET' | 'POST' | 'PUT';

export interface ValidationErrorData {
  /** Field name to locales key. */
  errors: Record<string, string>;
}

export interface RetryAfterData {
  retry_after: number;
}

export type CurrencyId = 1 | 2 | 3 | 4 | 5 | 6;

export interface Currency {
  currency: CurrencyId;
  symbol: string;
  /** ISO 4217 code, e.g. `EUR`. */
  code: string;
  /** Digits after the decimal point (ISO 4217 minor unit). */
  minor_unit: number;
}

export interface Region {
  region_id: number;
  /** Parent region; 0 for a top-level country. */
  pid: number;
  name_cn: string;
  name_en: string;
  /** The name in the request's language. */
  name: string;
  /** 1 country, 2 province, 3 city. */
  level: 1 | 2 | 3;
}

export interface RegionQuery {
  country_id?: number;
  level?: 1 | 2 | 3;
  pid?: number;
}

/**
 * Every call the SDK knows, as `'METHOD /path/'` (prefix /v1/u omitted), with its query, body
 * and the `data` it answers. Later domains add their calls here.
 */
export interface Endpoints {
  'GET /util/currency/': { query: undefined; body: undefined; data: { currency_list: Currency[] } };
  'GET /util/region/': {
    query: RegionQuery | undefined;
    body: undefined;
    data: { region_list: Region[] };
  };
}

export type EndpointName = keyof Endpoints;
