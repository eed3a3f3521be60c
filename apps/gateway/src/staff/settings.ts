import { ConfigError } from '../config-error';
import type { RateLimit } from '../http/rate-limit-table';

/**
 * Staff sign-in limits and session lengths, read once by loadConfig (config.ts) as
 * `config.staff`. Fewer people sign in here than on the booking site and each holds more
 * power, so the failures allowed per address are fewer than members' (accounts/settings.ts).
 */
export interface StaffSettings {
  /** Failed sign-ins per staff e-mail before it is locked for the rest of the window. */
  signInFailuresPerEmail: RateLimit;
  /** Failed sign-ins per client address, whatever the e-mail. */
  signInFailuresPerAddress: RateLimit;
  /** A session ends this long after its sign-in, however busy. */
  sessionMaxSeconds: number;
  /** A session ends after this long without a call. */
  sessionIdleSeconds: number;
  /** The issuer authenticator apps show beside the account (`otpauth_uri`). */
  totpIssuer: string;
}

export const DEFAULT_STAFF_SETTINGS: StaffSettings = {
  signInFailuresPerEmail: { max: 5, windowSeconds: 900 },
  signInFailuresPerAddress: { max: 20, windowSeconds: 900 },
  sessionMaxSeconds: 43_200,
  sessionIdleSeconds: 1_800,
  totpIssuer: 'Bookdirect',
};

type Env = Record<string, string | undefined>;

/** A positive whole number of the environment, or the default when unset; anything else stops. */
function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

/**
 * STAFF_LOGIN_FAILURES_PER_EMAIL, STAFF_LOGIN_FAILURES_PER_ADDRESS, STAFF_LOGIN_FAILURE_WINDOW_S,
 * STAFF_SESSION_MAX_S, STAFF_SESSION_IDLE_S, STAFF_TOTP_ISSUER.
 */
export function staffSettingsFromEnv(env: Env): StaffSettings {
  const defaults = DEFAULT_STAFF_SETTINGS;
  const windowSeconds = positive(
    env,
    'STAFF_LOGIN_FAILURE_WINDOW_S',
    defaults.signInFailuresPerEmail.windowSeconds,
  );
  const issuer = env.STAFF_TOTP_ISSUER?.trim() || defaults.totpIssuer;
  if (issuer.includes(':') || issuer.length > 64) {
    throw new ConfigError('STAFF_TOTP_ISSUER must be at most 64 characters, without ":"');
  }
  return {
    signInFailuresPerEmail: {
      max: positive(env, 'STAFF_LOGIN_FAILURES_PER_EMAIL', defaults.signInFailuresPerEmail.max),
      windowSeconds,
    },
    signInFailuresPerAddress: {
      max: positive(env, 'STAFF_LOGIN_FAILURES_PER_ADDRESS', defaults.signInFailuresPerAddress.max),
      windowSeconds,
    },
    sessionMaxSeconds: positive(env, 'STAFF_SESSION_MAX_S', defaults.sessionMaxSeconds),
    sessionIdleSeconds: positive(env, 'STAFF_SESSION_IDLE_S', defaults.sessionIdleSeconds),
    totpIssuer: issuer,
  };
}
