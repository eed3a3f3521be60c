import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMoney, truncateAmount } from './format';

describe('money display', () => {
  it('shows each currency with its own decimals', () => {
    expect(formatMoney('€', 356.5, currencyDecimals(2), 'en')).toBe('€356.50');
    expect(formatMoney('¥', 18400, currencyDecimals(4), 'en')).toBe('¥18,400');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney('€', -3.07, 2, 'en')).toBe('-€3.07');
  });

  it('truncates the nightly price instead of rounding (order charge summary)', () => {
    expect(truncateAmount(118.99)).toBe(118);
  });
});
