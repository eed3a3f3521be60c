import { DEFAULT_FRANCHISE_RATE_LIMIT } from '@bookdirect/gateway-sdk';
import type { Language } from '@bookdirect/locales';

/** Who hears of new franchise leads, and how many a client address may send. */
export interface FranchiseSettings {
  /** Who receives the notification of each lead. */
  staffEmail: string;
  /** Language of the staff notification. */
  staffLang: Language;
  rateLimit: { max: number; windowSeconds: number };
}

export const DEFAULT_STAFF_EMAIL = 'franchise@bookdirect.example';

/**
 * FRANCHISE_STAFF_EMAIL, FRANCHISE_STAFF_LANG, FRANCHISE_RATE_LIMIT_MAX and _WINDOW_S, read by
 * loadConfig (config.ts) as `config.franchise`.
 */
export function franchiseSettingsFromEnv(
  env: Record<string, string | undefined>,
): FranchiseSettings {
  const max = Number(env.FRANCHISE_RATE_LIMIT_MAX ?? '');
  const windowSeconds = Number(env.FRANCHISE_RATE_LIMIT_WINDOW_S ?? '');
  return {
    staffEmail: env.FRANCHISE_STAFF_EMAIL?.trim() || DEFAULT_STAFF_EMAIL,
    staffLang: env.FRANCHISE_STAFF_LANG?.trim() === 'en' ? 'en' : 'zh',
    rateLimit: {
      max: Number.isSafeInteger(max) && max > 0 ? max : DEFAULT_FRANCHISE_RATE_LIMIT.max,
      windowSeconds:
        Number.isSafeInteger(windowSeconds) && windowSeconds > 0
          ? windowSeconds
          : DEFAULT_FRANCHISE_RATE_LIMIT.windowSeconds,
    },
  };
}
