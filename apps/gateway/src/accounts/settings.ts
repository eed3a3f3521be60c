import { DEFAULT_ACCOUNT_LIMITS } from '@bookdirect/gateway-sdk';
import type { RateLimit } from '../http/rate-limit-table';

/**
 * Limits and links of the accounts domain, from the environment. The defaults stop password
 * and code guessing while leaving room for a family behind one address, or an end-to-end
 * suite registering a dozen members from 127.0.0.1.
 */
export interface AccountSettings {
  /** Failed logins per e-mail address before it is locked for the rest of the window. */
  loginFailuresPerEmail: RateLimit;
  /** Failed logins per client address, whatever the e-mail. */
  loginFailuresPerAddress: RateLimit;
  /** Code mails asked for per client address (registration and reset together). */
  codeRequestsPerAddress: RateLimit;
  /** Wrong, expired or reused codes given per client address. */
  codeFailuresPerAddress: RateLimit;
  /** The booking site, linked from the mails. */
  bookingUrl: string;
}

export const DEFAULT_BOOKING_URL = 'http://localhost:3000';

type Env = Record<string, string | undefined>;

/**
 * BOOKING_URL without its trailing slash: the booking site, linked from every domain's mails
 * and the payment returns (accounts, orders, check-in and payments read it through this).
 */
export function bookingUrlFromEnv(env: Env): string {
  return (env.BOOKING_URL?.trim() || DEFAULT_BOOKING_URL).replace(/\/+$/, '');
}

function positive(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]?.trim() || Number.NaN);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const limit = (env: Env, maxName: string, windowName: string, fallback: RateLimit) => ({
  max: positive(env, maxName, fallback.max),
  windowSeconds: positive(env, windowName, fallback.windowSeconds),
});

/** The gateway-sdk defaults (the ones the API reference quotes), unless the environment says. */
export function accountSettingsFromEnv(env: Env): AccountSettings {
  const defaults = DEFAULT_ACCOUNT_LIMITS;
  return {
    loginFailuresPerEmail: limit(
      env,
      'LOGIN_FAILURES_PER_EMAIL',
      'LOGIN_FAILURE_WINDOW_S',
      defaults.loginFailuresPerEmail,
    ),
    loginFailuresPerAddress: limit(
      env,
      'LOGIN_FAILURES_PER_ADDRESS',
      'LOGIN_FAILURE_WINDOW_S',
      defaults.loginFailuresPerAddress,
    ),
    codeRequestsPerAddress: limit(
      env,
      'CODE_REQUESTS_PER_ADDRESS',
      'CODE_REQUEST_WINDOW_S',
      defaults.codeRequestsPerAddress,
    ),
    codeFailuresPerAddress: limit(
      env,
      'CODE_FAILURES_PER_ADDRESS',
      'CODE_FAILURE_WINDOW_S',
      defaults.codeFailuresPerAddress,
    ),
    bookingUrl: bookingUrlFromEnv(env),
  };
}
