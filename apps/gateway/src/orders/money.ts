import { POINTS_PER_CNY, POINTS_STEP } from '@bookdirect/gateway-sdk';

/**
 * Money and points arithmetic, exact: amounts are integers of a currency's minor unit and
 * exchange rates are decimal strings kept at full precision (numeric(24,12)), so everything
 * runs on BigInt rationals and rounds once, down, where the contract says so.
 */

/** A rate as an integer numerator over 10^12 (the column's scale). */
const RATE_SCALE = 12;

export function parseRate(value: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`not a non-negative decimal: ${value}`);
  const [, whole = '0', fraction = ''] = match;
  const digits = fraction.padEnd(RATE_SCALE, '0').slice(0, RATE_SCALE);
  return BigInt(whole) * 10n ** BigInt(RATE_SCALE) + BigInt(digits);
}

export interface CurrencyMoney {
  /** ISO 4217 minor unit of the order's currency. */
  minorUnit: number;
  /** USD for one unit of the order's currency, decimal string. */
  usdPerUnit: string;
  /** USD for one CNY, decimal string. */
  cnyUsdPerUnit: string;
}

function parts(c: CurrencyMoney): { cny: bigint; cur: bigint; scale: bigint } {
  const cny = parseRate(c.cnyUsdPerUnit);
  const cur = parseRate(c.usdPerUnit);
  if (cny <= 0n || cur <= 0n) throw new Error('exchange rates must be positive');
  return { cny, cur, scale: 10n ** BigInt(c.minorUnit) };
}

/**
 * What `points` are worth in minor units of the currency: 100 points are 1 CNY, converted at
 * the current rate and rounded down.
 */
export function pointsValue(points: number, c: CurrencyMoney): number {
  const { cny, cur, scale } = parts(c);
  return Number((BigInt(points) * cny * scale) / (BigInt(POINTS_PER_CNY) * cur));
}

/** The fewest points, in whole steps of 100, whose value reaches `amountMinor`. */
export function pointsToCover(amountMinor: number, c: CurrencyMoney): number {
  if (amountMinor <= 0) return 0;
  const { cny, cur, scale } = parts(c);
  // value(step * k) = floor(step * k * cny * scale / (perCny * cur)) >= T
  //   <=>  k >= T * perCny * cur / (step * cny * scale)
  const numerator = BigInt(amountMinor) * BigInt(POINTS_PER_CNY) * cur;
  const denominator = BigInt(POINTS_STEP) * cny * scale;
  const steps = (numerator + denominator - 1n) / denominator;
  return Number(steps) * POINTS_STEP;
}

export const floorToStep = (points: number): number =>
  Math.floor(Math.max(0, points) / POINTS_STEP) * POINTS_STEP;

/** Minor units to the wire's decimal number. */
export function toMajor(minor: number, minorUnit: number): number {
  return minor / 10 ** minorUnit;
}

/** The whole major units in `minor`: the "floored total" the pages send. */
export function flooredMajor(minor: number, minorUnit: number): number {
  return Math.floor(minor / 10 ** minorUnit);
}

export interface PointsQuote {
  /** Points that will be spent. */
  payCredits: number;
  /** The part of the amount they cover, minor units (never above the amount). */
  creditsAmount: number;
  /** Largest usable multiple of 100: within the balance, not beyond covering the amount. */
  creditsUseMax: number;
  payAmount: number;
}

/**
 * Points against an amount. `asked` is rounded down to a multiple of 100 and capped at
 * `creditsUseMax`: points past what covers the whole amount would buy nothing. The caller
 * refuses an ask above the balance before this.
 */
export function quotePoints(
  amountMinor: number,
  asked: number,
  balance: number,
  c: CurrencyMoney,
): PointsQuote {
  const creditsUseMax = Math.min(floorToStep(balance), pointsToCover(amountMinor, c));
  const payCredits = Math.min(floorToStep(asked), creditsUseMax);
  const creditsAmount = Math.min(pointsValue(payCredits, c), amountMinor);
  return {
    payCredits,
    creditsAmount,
    creditsUseMax,
    payAmount: amountMinor - creditsAmount,
  };
}
