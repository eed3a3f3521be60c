import type { Language } from '@bookdirect/locales';
import { POINTS_PER_CNY } from './constants';
import type { Currency, CurrencyCode, CurrencyId } from './contract';
import { type NumberFormat, numberFormat, numberLocale } from './intl';

/** The contract's currencies by id. */
export const CURRENCY_CODES: Record<CurrencyId, CurrencyCode> = {
  1: 'CNY',
  2: 'EUR',
  3: 'THB',
  4: 'JPY',
  5: 'USD',
  6: 'MYR',
};

/**
 * Digits after the point of the contract's currencies: their ISO 4217 minor units (JPY has
 * none). A fact of the currency, so pages and the gateway read it without building an `Intl`
 * formatter (the first one costs a phone's main thread tens of milliseconds).
 */
const MINOR_UNITS: Record<CurrencyCode, number> = {
  CNY: 2,
  EUR: 2,
  THB: 2,
  JPY: 0,
  USD: 2,
  MYR: 2,
};

/** Digits after the point of a currency; an id the contract does not list gets 2. */
export function currencyMinorUnit(currency: CurrencyId): number {
  const code = CURRENCY_CODES[currency];
  return code ? MINOR_UNITS[code] : 2;
}

function figureFormat(language: Language, digits: number): NumberFormat {
  return numberFormat(numberLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * An amount as the contract carries it (a decimal number in the currency's main unit) with
 * the gateway's symbol in front and the currency's own decimals: `€128.00`, `¥34,900`,
 * `-€3.07`. Every price the sites show goes through here.
 */
export function formatMoney(
  amount: number,
  money: Pick<Currency, 'currency' | 'symbol'>,
  language: Language,
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const figure = figureFormat(language, currencyMinorUnit(money.currency)).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${money.symbol}${figure}`;
}

/**
 * Rounds down to the currency's minor unit. A product of two doubles can land a hair under a
 * whole minor unit (1.15 * 100 = 114.99999999999999), so anything within a billionth of the
 * next unit counts as that unit.
 */
export function floorToMinorUnit(amount: number, currency: CurrencyId): number {
  const scale = 10 ** currencyMinorUnit(currency);
  return Math.floor(amount * scale + 1e-9) / scale;
}

/**
 * What a stay's total comes to per night, rounded down to the currency's minor unit (counted
 * in minor units, so no float drift): €553.00 for 3 nights is €184.33 a night. Cards show it
 * beside the total it comes from, both of the same room type.
 */
export function nightlyAverage(total: number, nights: number, currency: CurrencyId): number {
  const scale = 10 ** currencyMinorUnit(currency);
  return Math.floor(Math.round(total * scale) / Math.max(1, nights)) / scale;
}

/**
 * `amount` of `from` in `to`, with `rate` = units of `to` for one unit of `from`, taken at
 * full precision (never the 2-decimal rate a page shows), rounded down to `to`'s minor unit.
 * A displayed conversion only: the charge stays in the hotel's currency (contract, Money).
 */
export function convertMoney(amount: number, rate: number, to: CurrencyId): number {
  if (!Number.isFinite(amount) || !Number.isFinite(rate) || rate <= 0) return 0;
  return floorToMinorUnit(amount * rate, to);
}

/**
 * Units of `to` for one unit of `from`, from rates given as units of USD for one unit of
 * each currency (the gateway's table). Undefined when either is missing.
 */
export function crossRate(
  usdPerUnit: Partial<Record<CurrencyId, number>>,
  from: CurrencyId,
  to: CurrencyId,
): number | undefined {
  if (from === to) return 1;
  const a = usdPerUnit[from];
  const b = usdPerUnit[to];
  if (!a || !b || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
  return a / b;
}

/** A price converted for display, marked approximate: `≈ ¥905`, `≈ €12.34`. */
export function formatApproxMoney(
  amount: number,
  money: Pick<Currency, 'currency' | 'symbol'>,
  language: Language,
): string {
  return `≈ ${formatMoney(amount, money, language)}`;
}

/** A rate as pages show it: floored to 2 decimals (spec), `0.14`, `7.11`. */
export function formatRate(rate: number, language: Language): string {
  const floored = Math.floor(rate * 100 + 1e-9) / 100;
  return figureFormat(language, 2).format(Number.isFinite(floored) ? floored : 0);
}

/**
 * What `points` are worth in `currency` (contract: 100 points are 1 CNY, converted at the
 * current rate, rounded down to the minor unit), from the USD table; undefined without rates.
 *
 * @deprecated The gateway decides what points are worth: read the quote's `credits_per_100`
 * (and `credits_amount` for the points chosen).
 */
export function pointsWorth(
  points: number,
  usdPerUnit: Partial<Record<CurrencyId, number>>,
  currency: CurrencyId,
): number | undefined {
  const rate = crossRate(usdPerUnit, 1, currency);
  return rate === undefined ? undefined : convertMoney(points / POINTS_PER_CNY, rate, currency);
}
