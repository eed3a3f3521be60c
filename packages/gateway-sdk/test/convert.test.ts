import { describe, expect, it } from 'vitest';
import {
  convertMoney,
  crossRate,
  floorToMinorUnit,
  formatApproxMoney,
  formatRate,
  pointsWorth,
} from '../src/money';

// The seed's rates: USD for one unit (gateway demo data).
const usd = { 1: 0.140449438202, 2: 1.0823, 4: 0.006711409396, 5: 1 } as const;

describe('convertMoney', () => {
  it('floors to the target currency minor unit', () => {
    // 120.50 EUR in CNY at the full rate is 928.5701...: shown as 928.57, never 928.58.
    const rate = crossRate(usd, 2, 1) as number;
    expect(convertMoney(120.5, rate, 1)).toBe(928.57);
    expect(convertMoney(0.01, 0.999, 5)).toBe(0);
  });

  it('gives yen no decimals', () => {
    const rate = crossRate(usd, 2, 4) as number;
    // 120.50 EUR = 19432.15... JPY: whole yen, rounded down.
    expect(convertMoney(120.5, rate, 4)).toBe(19432);
    expect(Number.isInteger(convertMoney(99.99, rate, 4))).toBe(true);
  });

  it('uses the rate at full precision, not the 2 decimals a page shows', () => {
    const full = crossRate(usd, 1, 2) as number; // 0.12976...
    expect(formatRate(full, 'en')).toBe('0.12');
    // 10,000 CNY at 0.1297... is 1297.694... EUR: 1297.69; at the shown 0.12 it would be 1200.00.
    expect(convertMoney(10000, full, 2)).toBe(1297.69);
    expect(convertMoney(10000, 0.12, 2)).toBe(1200);
  });

  it('does not lose a minor unit to floating point', () => {
    expect(floorToMinorUnit(1.15 * 100, 5)).toBe(115);
    expect(convertMoney(1.15, 100, 5)).toBe(115);
    expect(convertMoney(0.29, 100, 4)).toBe(29);
  });

  it('answers 0 for a missing or broken rate', () => {
    expect(convertMoney(100, Number.NaN, 1)).toBe(0);
    expect(convertMoney(100, 0, 1)).toBe(0);
    expect(crossRate(usd, 2, 6)).toBeUndefined();
    expect(crossRate(usd, 6, 6)).toBe(1);
  });
});

describe('formatApproxMoney and formatRate', () => {
  it('marks the amount approximate, with the symbol and the minor unit', () => {
    expect(formatApproxMoney(905, { currency: 4, symbol: '¥' }, 'en')).toBe('≈ ¥905');
    expect(formatApproxMoney(928.58, { currency: 1, symbol: '￥' }, 'zh')).toBe('≈ ￥928.58');
  });

  it('floors rates to 2 decimals', () => {
    expect(formatRate(7.119999, 'en')).toBe('7.11');
    expect(formatRate(0.006711, 'en')).toBe('0.00');
    expect(formatRate(149.0, 'zh')).toBe('149.00');
  });
});

describe('pointsWorth', () => {
  it('values 100 points at 1 CNY in the currency, floored, from the same table', () => {
    expect(pointsWorth(100, usd, 1)).toBe(1);
    // 1 CNY = 0.12976... EUR: 100 points are €0.12, 1,000 points €1.29.
    expect(pointsWorth(100, usd, 2)).toBe(0.12);
    expect(pointsWorth(1000, usd, 2)).toBe(1.29);
    // 1 CNY = 20.93 JPY: whole yen.
    expect(pointsWorth(100, usd, 4)).toBe(20);
    expect(pointsWorth(100, usd, 6)).toBeUndefined();
  });
});
