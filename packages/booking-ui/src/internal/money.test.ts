import { describe, expect, it } from 'vitest';
import { truncateAmount } from './format';

describe('money display', () => {
  it('truncates the nightly price instead of rounding (order charge summary)', () => {
    expect(truncateAmount(118.99)).toBe(118);
  });
});
