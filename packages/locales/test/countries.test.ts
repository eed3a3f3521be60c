import { describe, expect, it } from 'vitest';
import { resources } from '../src/index';

describe('countries', () => {
  // The file's order is the order every list of countries shows (booking-ui's
  // `useCountryNames`), the same on the server and in every browser.
  for (const [lang, locale] of [
    ['en', 'en'],
    ['zh', 'zh-CN'],
  ] as const) {
    it(`lists the ${lang} names in that language's alphabetical order`, () => {
      const names = Object.values(resources[lang].countries);
      const collator = new Intl.Collator(locale);
      expect(names).toEqual([...names].sort(collator.compare));
    });
  }

  it('keys each name by its ISO 3166-1 alpha-2 code', () => {
    for (const code of Object.keys(resources.en.countries)) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
