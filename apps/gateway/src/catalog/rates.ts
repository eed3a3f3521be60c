import { CURRENCY_CODES } from '@bookdirect/gateway-sdk';
import type { CurrencyCode, CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rows } from '../db';

/**
 * Exchange-rate updates. A rate set is one day's rates of the six currencies, each as units
 * of USD for one unit of the currency (the `exchange_rates` column, so nothing is converted
 * on the way in):
 *
 *   {"date": "2026-11-24", "source": "ECB reference", "rates": {"CNY": 0.1404, "EUR": 1.0823,
 *    "THB": 0.02846, "JPY": 0.006711, "USD": 1, "MYR": 0.2231}}
 *
 * An update is all or nothing: every currency present and sane, and no rate moving more than
 * the allowed share from the current one (a provider's glitch must not reprice points or
 * converted prices), unless forced. It replaces the current rates and appends them to the
 * history in one transaction. See docs/exchange-rates.md.
 */

/** Rates are kept with 12 decimals (numeric(24,12)); a rate must fit and not round to 0. */
const RATE_DECIMALS = 12;
const RATE_MAX = 1e12;

const CODES = Object.entries(CURRENCY_CODES).map(([id, code]) => ({
  id: Number(id) as CurrencyId,
  code,
}));

export interface RateSet {
  /** `YYYY-MM-DD`: the day the rates are of. */
  date: string;
  /** Where they come from: a provider's name, a file, a URL. */
  source: string;
  /** USD for one unit, as a decimal string with at most 12 places. */
  rates: Record<CurrencyCode, string>;
}

/** A rate set that cannot be taken: `errors` names each bad field (`rates.EUR`) and why. */
export class RateSetError extends Error {
  override readonly name = 'RateSetError';
  constructor(readonly errors: Record<string, string>) {
    super(
      `invalid rate set: ${Object.entries(errors)
        .map(([field, why]) => `${field} ${why}`)
        .join('; ')}`,
    );
  }
}

/** Some rates moved more than allowed: nothing was written. */
export class RateMoveError extends Error {
  override readonly name = 'RateMoveError';
  constructor(
    readonly moves: Array<{ code: CurrencyCode; from: string; to: string; move: number }>,
    readonly maxMove: number,
  ) {
    super(
      `refused: ${moves
        .map((m) => `${m.code} ${m.from} -> ${m.to} (${(m.move * 100).toFixed(1)}%)`)
        .join(', ')} moves more than ${(maxMove * 100).toFixed(1)}%; force it to take it anyway`,
    );
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A positive finite rate as a 12-place decimal string, or undefined. */
function rateText(value: unknown): string | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n) || n <= 0 || n >= RATE_MAX) return undefined;
  const text = n.toFixed(RATE_DECIMALS);
  return /^0\.0+$/.test(text) ? undefined : text;
}

/**
 * Reads a rate set as a file or a provider answers it. `source` stands in when the set does
 * not name its own (the file's name, the URL).
 */
export function parseRateSet(input: unknown, fallbackSource = 'manual'): RateSet {
  const errors: Record<string, string> = {};
  if (!isObject(input)) throw new RateSetError({ body: 'must be a JSON object' });
  if (!validDate(input.date)) errors.date = 'must be a YYYY-MM-DD date';
  const source =
    input.source === undefined || input.source === null ? fallbackSource : input.source;
  if (typeof source !== 'string' || source.trim() === '' || source.length > 200) {
    errors.source = 'must be a text of 1 to 200 characters';
  }
  const rates: Partial<Record<CurrencyCode, string>> = {};
  if (!isObject(input.rates)) errors.rates = 'must be an object of currency codes';
  else {
    for (const key of Object.keys(input.rates)) {
      if (!CODES.some((c) => c.code === key)) errors[`rates.${key}`] = 'is not a known currency';
    }
    for (const { code } of CODES) {
      const text = rateText(input.rates[code]);
      if (text === undefined) errors[`rates.${code}`] = 'must be a positive number';
      else rates[code] = text;
    }
    if (rates.USD !== undefined && Number(rates.USD) !== 1) errors['rates.USD'] = 'must be 1';
  }
  if (Object.keys(errors).length > 0) throw new RateSetError(errors);
  return {
    date: input.date as string,
    source: (source as string).trim(),
    rates: rates as Record<CurrencyCode, string>,
  };
}

/** The rate set at `url` (a JSON answer in the format above); 10 seconds at most. */
export async function fetchRateSet(url: string): Promise<RateSet> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RateSetError({ url: 'is not a URL' });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new RateSetError({ url: 'must be http or https' });
  }
  let body: unknown;
  try {
    const response = await fetch(parsed, {
      signal: AbortSignal.timeout(10_000),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new RateSetError({ url: `could not be read (${(error as Error).message})` });
  }
  return parseRateSet(body, parsed.origin + parsed.pathname);
}

export interface RateUpdateResult {
  date: string;
  source: string;
  /** Share each rate moved from the one before (0.01 = 1%). */
  moves: Record<CurrencyCode, number>;
  rates: Record<CurrencyCode, string>;
}

/**
 * Takes a rate set: refuses it whole when a rate moves more than `maxMove` from the current
 * one (unless `force`), else replaces the current rates and appends them to the history, in
 * one transaction. The current rows are locked first, so two updates at once are checked one
 * after the other.
 */
export async function applyRateSet(
  db: Database,
  set: RateSet,
  options: { maxMove: number; force?: boolean },
): Promise<RateUpdateResult> {
  return db.transaction(async (tx) => {
    const current = await rows<{ currency_id: number; usd: string }>(
      tx,
      sql`select currency_id, usd_per_unit::text as usd from exchange_rates
          order by currency_id for update`,
    );
    const before = new Map(current.map((r) => [Number(r.currency_id), r.usd]));
    const moves = {} as Record<CurrencyCode, number>;
    const tooFar: RateMoveError['moves'] = [];
    for (const { id, code } of CODES) {
      const from = before.get(id);
      const to = set.rates[code];
      if (from === undefined || Number(from) <= 0) {
        moves[code] = 0;
        continue;
      }
      const move = Math.abs(Number(to) - Number(from)) / Number(from);
      moves[code] = move;
      if (move > options.maxMove) tooFar.push({ code, from, to, move });
    }
    if (tooFar.length > 0 && !options.force) throw new RateMoveError(tooFar, options.maxMove);
    for (const { id, code } of CODES) {
      const rate = set.rates[code];
      await tx.execute(sql`
        insert into exchange_rates (currency_id, usd_per_unit, updated_at, effective_date, source)
        values (${id}, ${rate}::numeric, now(), ${set.date}::date, ${set.source})
        on conflict (currency_id) do update set usd_per_unit = excluded.usd_per_unit,
          updated_at = excluded.updated_at, effective_date = excluded.effective_date,
          source = excluded.source`);
      await tx.execute(sql`
        insert into exchange_rate_history (currency_id, usd_per_unit, effective_date, source)
        values (${id}, ${rate}::numeric, ${set.date}::date, ${set.source})`);
    }
    return { date: set.date, source: set.source, moves, rates: set.rates };
  });
}
