import { type CurrencyMoney, parseRate } from './money';
import type { OrderSnapshotRow } from './schema';

/**
 * The points a stay earns (contract): 1 per whole CNY paid, converted at the rate stored on
 * the order when it was paid (`paid_rate_cny`), none on a non-standard rate (free, long-stay,
 * group). Fixed at payment and credited when the stay completes.
 */

/** Decimals of `paid_rate_cny`: those of the exchange rates it is made of. */
const RATE_DECIMALS = 12;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** CNY per unit of the order's currency, from the USD rates of both, rounded down. */
export function cnyPerUnit(c: Pick<CurrencyMoney, 'usdPerUnit' | 'cnyUsdPerUnit'>): string {
  const cur = parseRate(c.usdPerUnit);
  const cny = parseRate(c.cnyUsdPerUnit);
  if (cur <= 0n || cny <= 0n) throw new Error('exchange rates must be positive');
  const scaled = (cur * RATE_SCALE) / cny;
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0');
  return `${whole}.${fraction}`;
}

/**
 * Whole CNY in `payAmountMinor` of a currency at `rateCny` (CNY per unit, a decimal).
 * `cnyPerUnit` cuts the rate down to 12 decimals, so the true rate lies below the stored one
 * plus its last digit: the product is taken at that top, so a price worth exactly N CNY (3.00
 * EUR at 10/3 CNY) earns N points, not N - 1. It can gain a point only when the true amount is
 * within a trillionth of a CNY per unit of the next whole one.
 */
export function wholeCnyAt(payAmountMinor: number, minorUnit: number, rateCny: string): number {
  const rate = parseRate(rateCny) + 1n;
  return Number((BigInt(payAmountMinor) * rate) / (10n ** BigInt(minorUnit) * RATE_SCALE));
}

/**
 * Whether a rate earns points, from its plan's `is_standard` (absent for a hotel without
 * plans, which sells at its standard rate): a plan marked non-standard (free, long-stay,
 * group) earns nothing. Every order, however it is written, is judged here.
 */
export function isStandardRate(isStandard: boolean | null | undefined): boolean {
  return isStandard !== false;
}

/**
 * What an order stores when its payment is captured: the rate, and the points it will earn
 * at it. The quote tells the traveller the same figure at the rate of its moment, so what a
 * stay promises and what it earns are one formula (they differ only when the rate moves).
 */
export function paymentTerms(
  payAmountMinor: number,
  money: CurrencyMoney,
  snapshot: Pick<OrderSnapshotRow, 'rate_plan'>,
): { paidRateCny: string; creditsGain: number } {
  const paidRateCny = cnyPerUnit(money);
  return {
    paidRateCny,
    creditsGain: isStandardRate(snapshot.rate_plan?.is_standard)
      ? wholeCnyAt(payAmountMinor, money.minorUnit, paidRateCny)
      : 0,
  };
}
