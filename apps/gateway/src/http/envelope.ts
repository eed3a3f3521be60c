import {
  type Envelope,
  Rec,
  type RecCode,
  recKeys,
  type ValidationErrorData,
} from '@bookdirect/gateway-sdk/contract';
import { type Language, translate } from '@bookdirect/locales';

/**
 * The answer shape of the contract: `{ rec, msg, data, key }`, HTTP 200 for every business
 * outcome. Handlers return `ok(data)` or throw a `BusinessError`; the route wrapper and the
 * central error handler turn both into an envelope in the request's language.
 */

export type WireEnvelope<T = unknown> = Envelope<T> & { key: string };

/** Interpolation values of a message, e.g. `{ seconds: 30 }`. */
export type MessageValues = Record<string, string | number>;

export interface Ok<T> {
  readonly rec: typeof Rec.ok;
  readonly key: string;
  readonly data: T;
  readonly values?: MessageValues;
  /** The answer's entity tag (`ETag`), on calls that declare `currentTag`. */
  readonly etag?: string;
}

/** A successful answer; `key` names the message when the page shows one (`common:saved_successful`). */
export function ok<T>(data: T, key: string = recKeys[Rec.ok], values?: MessageValues): Ok<T> {
  return { rec: Rec.ok, key, data, values };
}

export type FailureRec = Exclude<RecCode, typeof Rec.ok>;

/** A business outcome other than success. Thrown by domain code, answered with HTTP 200. */
export class BusinessError<D extends object = Record<string, unknown>> extends Error {
  override readonly name = 'BusinessError';
  readonly rec: FailureRec;
  /** Locales key (`namespace:key`) of the message. */
  readonly key: string;
  readonly data: D | null;
  readonly values: MessageValues;

  constructor(
    rec: FailureRec,
    key: string = recKeys[rec],
    data?: D | null,
    values?: MessageValues,
  ) {
    super(key);
    this.rec = rec;
    this.key = key;
    this.data = data ?? null;
    this.values = values ?? {};
  }
}

/** rec 2: `errors` maps each field to the locales key of its problem. */
export function validationFailed(
  errors: Record<string, string>,
): BusinessError<ValidationErrorData> {
  return new BusinessError(Rec.validation, recKeys[Rec.validation], { errors });
}

/** rec 7: the caller may try again after `retryAfter` seconds. */
export function tooManyAttempts(retryAfter: number): BusinessError<{ retry_after: number }> {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new BusinessError(
    Rec.tooManyAttempts,
    recKeys[Rec.tooManyAttempts],
    { retry_after: seconds },
    { seconds },
  );
}

export function envelope<T>(
  lang: Language,
  rec: number,
  key: string,
  data: T | null,
  values?: MessageValues,
): WireEnvelope<T> {
  return { rec, msg: translate(lang, key, values), data, key };
}

/** A locales key looks like `namespace:key`; anything else (a library's text) is not one. */
export function isLocalesKey(value: string): boolean {
  return /^[a-z_]+:[\w.-]+$/i.test(value);
}
