import { DEFAULT_CHECKIN_LIMITS } from '@bookdirect/gateway-sdk';
import { bookingUrlFromEnv } from '../accounts/settings';
import type { RateLimit } from '../http/rate-limit-table';

/** Check-in's limits on verification attempts and wrong `o_token`s (contract: rec 7 past them). */
export interface CheckinSettings {
  /** Attempts per client address on one booking (channel and platform order number). */
  perAddressAndBooking: RateLimit;
  /** Attempts per client address, whatever the booking. */
  perAddress: RateLimit;
  /** Wrong contacts on one booking, from every address, that still hear the masked e-mail. */
  hintsPerBooking: RateLimit;
  /** Wrong or expired `o_token`s per client address on one order. */
  tokenFailuresPerAddressAndOrder: RateLimit;
  /** Wrong or expired `o_token`s per client address, whatever the order. */
  tokenFailuresPerAddress: RateLimit;
  bookingUrl: string;
}

function limitFromEnv(
  env: Record<string, string | undefined>,
  name: string,
  fallback: RateLimit,
): RateLimit {
  const max = Number(env[`${name}_MAX`] ?? '');
  const windowSeconds = Number(env[`${name}_WINDOW_S`] ?? '');
  return {
    max: Number.isSafeInteger(max) && max > 0 ? max : fallback.max,
    windowSeconds:
      Number.isSafeInteger(windowSeconds) && windowSeconds > 0
        ? windowSeconds
        : fallback.windowSeconds,
  };
}

/**
 * CHECKIN_LIMIT_BOOKING_MAX / _WINDOW_S, CHECKIN_LIMIT_ADDRESS_MAX / _WINDOW_S,
 * CHECKIN_HINTS_MAX / _WINDOW_S, CHECKIN_TOKEN_LIMIT_ORDER_MAX / _WINDOW_S,
 * CHECKIN_TOKEN_LIMIT_ADDRESS_MAX / _WINDOW_S, BOOKING_URL.
 */
export function checkinSettingsFromEnv(env: Record<string, string | undefined>): CheckinSettings {
  return {
    perAddressAndBooking: limitFromEnv(
      env,
      'CHECKIN_LIMIT_BOOKING',
      DEFAULT_CHECKIN_LIMITS.perAddressAndBooking,
    ),
    perAddress: limitFromEnv(env, 'CHECKIN_LIMIT_ADDRESS', DEFAULT_CHECKIN_LIMITS.perAddress),
    hintsPerBooking: limitFromEnv(env, 'CHECKIN_HINTS', DEFAULT_CHECKIN_LIMITS.hintsPerBooking),
    tokenFailuresPerAddressAndOrder: limitFromEnv(
      env,
      'CHECKIN_TOKEN_LIMIT_ORDER',
      DEFAULT_CHECKIN_LIMITS.tokenFailuresPerAddressAndOrder,
    ),
    tokenFailuresPerAddress: limitFromEnv(
      env,
      'CHECKIN_TOKEN_LIMIT_ADDRESS',
      DEFAULT_CHECKIN_LIMITS.tokenFailuresPerAddress,
    ),
    bookingUrl: bookingUrlFromEnv(env),
  };
}
