import type { RateLimit } from '../http/rate-limit';

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

function positive(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]?.trim() || Number.NaN);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

const limit = (env: Env, maxName: string, max: number, windowName: string, windowS: number) => ({
  max: positive(env, maxName, max),
  windowSeconds: positive(env, windowName, windowS),
});

export function accountSettingsFromEnv(env: Env): AccountSettings {
  return {
    loginFailuresPerEmail: limit(env, 'LOGIN_FAILURES_PER_EMAIL', 5, 'LOGIN_FAILURE_WINDOW_S', 900),
    loginFailuresPerAddress: limit(
      env,
      'LOGIN_FAILURES_PER_ADDRESS',
      30,
      'LOGIN_FAILURE_WINDOW_S',
      900,
    ),
    codeRequestsPerAddress: limit(
      env,
      'CODE_REQUESTS_PER_ADDRESS',
      30,
      'CODE_REQUEST_WINDOW_S',
      3600,
    ),
    codeFailuresPerAddress: limit(
      env,
      'CODE_FAILURES_PER_ADDRESS',
      30,
      'CODE_FAILURE_WINDOW_S',
      900,
    ),
    bookingUrl: (env.BOOKING_URL?.trim() || DEFAULT_BOOKING_URL).replace(/\/+$/, ''),
  };
}
