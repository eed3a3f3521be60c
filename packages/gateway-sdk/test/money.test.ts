import { describe, expect, it } from 'vitest';
import { currencyMinorUnit, formatMoney, nightlyAverage } from '../src/money';

const cny = { currency: 1, symbol: '￥' } as const;
const eur = { currency: 2, symbol: '€' } as const;
const jpy = { currency: 4, symbol: '¥' } as const;

describe('currencyMinorUnit', () => {
  it('gives each contract currency its ISO 4217 minor unit', () => {
    expect(([1, 2, 3, 4, 5, 6] as const).map((id) => currencyMinorUnit(id))).toEqual([
      2, 2, 2, 0, 2, 2,
    ]);
  });
});

describe('formatMoney', () => {
  it('shows yen without decimals, rounding to whole yen', () => {
    expect(formatMoney(34900, jpy, 'en')).toBe('¥34,900');
    expect(formatMoney(34900, jpy, 'zh')).toBe('¥34,900');
    expect(formatMoney(18399.6, jpy, 'en')).toBe('¥18,400');
  });

  it('shows yuan and euros with two decimals', () => {
    expect(formatMoney(12345.678, cny, 'zh')).toBe('￥12,345.68');
    expect(formatMoney(12345.678, cny, 'en')).toBe('￥12,345.68');
    expect(formatMoney(128, eur, 'en')).toBe('€128.00');
    expect(formatMoney(356.5, eur, 'zh')).toBe('€356.50');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-3.07, eur, 'en')).toBe('-€3.07');
    expect(formatMoney(-1200, jpy, 'zh')).toBe('-¥1,200');
  });

  it('shows zero for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN, eur, 'en')).toBe('€0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, jpy, 'en')).toBe('¥0');
  });
});

describe('nightlyAverage', () => {
  it("rounds a stay's total per night down to the minor unit", () => {
    // 162 + 204 + 187: 184.333... a night.
    expect(nightlyAverage(553, 3, 2)).toBe(184.33);
    expect(nightlyAverage(553.99, 3, 2)).toBe(184.66);
    expect(nightlyAverage(100.2, 3, 2)).toBe(33.4);
    expect(nightlyAverage(0.29, 1, 5)).toBe(0.29);
    // Yen have no minor unit.
    expect(nightlyAverage(50000, 3, 4)).toBe(16666);
  });

  it('is the total itself for one night, and never divides by zero', () => {
    expect(nightlyAverage(128.1, 1, 2)).toBe(128.1);
    expect(nightlyAverage(128.1, 0, 2)).toBe(128.1);
  });
});
