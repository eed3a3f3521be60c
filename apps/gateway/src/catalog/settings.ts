import { ConfigError } from '../config-error';

/** The default largest move of one exchange-rate update: 20% of the current rate. */
export const DEFAULT_MAX_MOVE = 0.2;

export interface RateSettings {
  /** EXCHANGE_RATE_MAX_MOVE: the largest share one update may move a rate (0.2 = 20%). */
  maxMove: number;
  /** EXCHANGE_RATES_URL: where the staff call fetches a rate set from when asked to. */
  url?: string;
}

/** EXCHANGE_RATE_MAX_MOVE and EXCHANGE_RATES_URL, read by loadConfig (config.ts) as `config.rates`. */
export function rateSettingsFromEnv(env: Record<string, string | undefined>): RateSettings {
  const raw = env.EXCHANGE_RATE_MAX_MOVE?.trim();
  const maxMove = raw ? Number(raw) : DEFAULT_MAX_MOVE;
  if (!Number.isFinite(maxMove) || maxMove <= 0) {
    throw new ConfigError(
      `EXCHANGE_RATE_MAX_MOVE must be a positive share (0.2 = 20%), not ${raw}`,
    );
  }
  return {
    maxMove,
    url: env.EXCHANGE_RATES_URL?.trim() || undefined,
  };
}

/** SEARCH_CACHE=0 turns the search answers' cache off (benchmarks of the uncached path). */
export function searchCacheFromEnv(env: Record<string, string | undefined>): boolean {
  return env.SEARCH_CACHE?.trim() !== '0';
}
