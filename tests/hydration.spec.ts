import { expect, locales, test, urls } from './fixtures';
import { futureStay } from './stays';

/**
 * A phone's first seconds on a page: the dates and prices the server wrote come with the page,
 * so hydration builds no `Intl` formatter (the first one costs a mid-range phone 50-150 ms of
 * blocked main thread). Every journey also fails on a page whose hydration differs from the
 * server's HTML, so the answers the page carries are checked there too.
 */

declare global {
  interface Window {
    /** Formatters built before the page said it had hydrated. */
    formattersBeforeHydration?: string[];
  }
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`first load (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('home, results and a hotel hydrate without building a date or number formatter', async ({
      page,
    }, testInfo) => {
      await page.addInitScript(() => {
        const built: string[] = [];
        window.formattersBeforeHydration = built;
        for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
          const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
          const counting = function (this: unknown, ...args: unknown[]) {
            if (document.documentElement.dataset.hydrated !== 'true') {
              built.push(`${name} ${JSON.stringify(args)}`);
            }
            return new Real(...args);
          };
          counting.prototype = Real.prototype;
          Object.assign(counting, Real);
          (Intl as unknown as Record<string, unknown>)[name] = counting;
        }
      });

      const stay = futureStay(testInfo, lang);
      const dates = `enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`;
      await page.goto(`${urls.booking}/`);
      const hotelLink = page.locator('a[href^="/hotel/detail"]').first();
      await expect(hotelLink).toBeVisible();
      expect(await page.evaluate(() => window.formattersBeforeHydration)).toEqual([]);

      await page.goto(`${urls.booking}/hotel/search?region_name=Athens&${dates}`);
      // The cards' prices and the search's dates are on the page, written by the server.
      const card = page.locator('a[href^="/hotel/detail"]').first();
      await expect(card).toBeVisible();
      await expect(page.getByText(/€\d/).first()).toBeVisible();
      expect(await page.evaluate(() => window.formattersBeforeHydration)).toEqual([]);

      const href = await card.getAttribute('href');
      await page.goto(`${urls.booking}${href}`);
      await expect(page.getByText(/€\d/).first()).toBeVisible();
      expect(await page.evaluate(() => window.formattersBeforeHydration)).toEqual([]);

      // The count sees a formatter built before the mark.
      const counted = await page.evaluate(() => {
        delete document.documentElement.dataset.hydrated;
        new Intl.DateTimeFormat('en-GB').format(0);
        return window.formattersBeforeHydration;
      });
      expect(counted).toEqual(['DateTimeFormat ["en-GB"]']);
    });
  });
}
