import { ORDER_HOLD_MINUTES, PAY_SOURCE } from '@bookdirect/gateway-sdk';
import { bookingUrlFromEnv } from '../accounts/settings';

export interface OrderSettings {
  /** How long an unpaid order holds its stock and points (ORDER_HOLD_MINUTES). */
  holdMinutes: number;
  /** How often the hold sweep runs in each gateway (ORDER_HOLD_SWEEP_S). */
  sweepIntervalMs: number;
  /** Payment methods offered, in `pay_source_list` order. */
  paySources: number[];
  /** The booking site, linked from the order mails (BOOKING_URL). */
  bookingUrl: string;
}

type Env = Record<string, string | undefined>;

function positive(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]?.trim() || Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function orderSettingsFromEnv(env: Env): OrderSettings {
  return {
    holdMinutes: positive(env, 'ORDER_HOLD_MINUTES', ORDER_HOLD_MINUTES),
    sweepIntervalMs: positive(env, 'ORDER_HOLD_SWEEP_S', 30) * 1000,
    // The orders routes add WeChat Pay (21) when it is configured.
    paySources: [PAY_SOURCE.paypal],
    bookingUrl: bookingUrlFromEnv(env),
  };
}
