import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../GuestForm/countries';
import { NATIONALITIES, nationalityByNumeric, numericOfAlpha2 } from './nationalities';

describe('check-in nationalities', () => {
  it('names each country by its ISO 3166-1 numeric code', () => {
    expect(numericOfAlpha2('GR')).toBe(300);
    expect(numericOfAlpha2('CN')).toBe(156);
    expect(numericOfAlpha2('US')).toBe(840);
    expect(numericOfAlpha2('DE')).toBe(276);
    expect(numericOfAlpha2('AF')).toBe(4);
    expect(nationalityByNumeric('826')?.code).toBe('GB');
  });

  it('covers every country of the guest form but Kosovo, once each', () => {
    const missing = COUNTRIES.filter((c) => numericOfAlpha2(c.code) === undefined).map(
      (c) => c.code,
    );
    expect(missing).toEqual(['XK']);
    const codes = NATIONALITIES.map((n) => n.numeric);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toBeGreaterThan(0);
  });
});
