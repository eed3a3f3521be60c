import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import { expect, locales, test, urls } from './fixtures';
import { futureStay } from './stays';

/**
 * A phone's first seconds on a page: the dates and prices the server wrote come with the page,
 * so hydration builds no `Intl` formatter (the first one costs a mid-range phone 50-150 ms of
 * blocked main thread). Every journey also fails on a page whose hydration differs from the
 * server's HTML, so the answers the page carries are checked there too.
 */

/** The repository: the sites under test run its builds. */
const ROOT = join(import.meta.dirname, '..');

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

declare global {
  interface Window {
    /** `<link rel=modulepreload>` elements added to the page after its HTML was parsed. */
    preloadsAdded?: string[];
  }
}

test.describe('a page load', () => {
  test.use({ locale: locales.en });

  test('adds no preload links: deferred parts fetch their chunks themselves', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      window.preloadsAdded = [];
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
                window.preloadsAdded?.push(node.href);
              }
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
    });
    const stay = futureStay(testInfo, 'en');
    const dates = `enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`;
    for (const url of [
      `${urls.booking}/`,
      `${urls.booking}/hotel/search?region_name=Athens&${dates}`,
      `${urls.marketing}/`,
    ]) {
      await page.goto(url);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // The deferred parts are there and working: the footer's language links, for one.
      await expect(page.locator('footer').first()).toBeVisible();
      expect(await page.evaluate(() => window.preloadsAdded), url).toEqual([]);
    }
  });

  test('gets its scripts as the build compressed them, and runs them', async ({ page }) => {
    const sites = [
      { url: `${urls.booking}/`, build: 'apps/booking/build/client' },
      { url: `${urls.marketing}/`, build: 'apps/marketing/build/client' },
    ];
    for (const { url, build } of sites) {
      const scripts: { url: string; encoding?: string; length?: string }[] = [];
      const onResponse = (response: Response) => {
        if (response.request().resourceType() === 'script' && response.url().includes('/assets/')) {
          const headers = response.headers();
          scripts.push({
            url: response.url(),
            encoding: headers['content-encoding'],
            length: headers['content-length'],
          });
        }
      };
      page.on('response', onResponse);
      await page.goto(url);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // Only this test's listener: the fixtures' own stay.
      page.off('response', onResponse);
      // The shared chunk (React and the libraries around it) is the one that weighs.
      const shared = scripts.find((script) => /\/assets\/jsx-runtime-[^/]+\.js$/.test(script.url));
      expect(shared, url).toMatchObject({ encoding: 'br' });
      // The build's own copy, not one compressed again for this request.
      const copy = join(ROOT, build, `${new URL(shared?.url ?? url).pathname}.br`);
      expect(shared?.length, url).toBe(String(statSync(copy).size));
    }
  });
});

test.describe('QR codes', () => {
  test.use({ locale: locales.en });

  test('the ones the server drew hydrate without their encoder', async ({ page }) => {
    const encoders: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/draw-[^/]*\.js$/.test(new URL(request.url()).pathname)) {
        encoders.push(request.url());
      }
    });
    for (const url of [`${urls.booking}/`, `${urls.booking}/about`, `${urls.marketing}/`]) {
      await page.goto(url);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // The footer's code (and the home's app code): drawn, labelled, each with its key only.
      const codes = page.locator('svg[data-qr-key]');
      expect(await codes.count(), url).toBeGreaterThan(0);
      await expect(codes.first().locator('path').first()).toHaveAttribute('d', /^M\d/);
      expect(encoders, url).toEqual([]);
    }
  });
});

declare global {
  interface Window {
    /** The styled-components stylesheet the server wrote into the page, as the parser made it. */
    serverSheet?: Element | null;
    /** Set before a navigation that must not load a new document. */
    sameDocument?: boolean;
    /** Remix's router in the browser (`RemixBrowser` sets it). */
    __remixRouter?: { navigate: (to: string) => Promise<void> };
  }
}

test.describe('the server\u2019s stylesheet', () => {
  test('is the one the page keeps after hydration and fills on a client navigation', async ({
    page,
  }, testInfo) => {
    // Before any script: the first style element styled-components wrote on the server.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.serverSheet = document.querySelector('style[data-styled]');
      });
    });
    const stay = futureStay(testInfo, 'en');
    const results = `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`;
    const pages = [`${urls.booking}/`, results, `${urls.marketing}/`];
    const sheets = () =>
      page.evaluate(() => {
        const all = [...document.querySelectorAll('style[data-styled]')];
        return {
          count: all.length,
          kept: all[0] !== undefined && all[0] === window.serverSheet,
          state: all[0]?.getAttribute('data-styled'),
        };
      });
    for (const url of pages) {
      await page.goto(url);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      // No second sheet built from the first: the server's is styled-components' own now.
      expect(await sheets(), url).toMatchObject({ count: 1, kept: true, state: 'active' });
    }

    // A page of other components, reached without a load: their rules go into the same sheet.
    const styled = () =>
      page.evaluate(() => {
        const sheet = (document.querySelector('style[data-styled]') as HTMLStyleElement).sheet;
        const css = [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
        // Each styled element carries its component's id (sc-...) and the class of its rules.
        const names = new Set<string>();
        for (const element of document.querySelectorAll('[class*="sc-"]')) {
          for (const name of element.classList) if (!name.startsWith('sc-')) names.add(name);
        }
        return {
          names: [...names],
          missing: [...names].filter((name) => !css.includes(`.${name}`)),
        };
      });
    await page.goto(results);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const onResults = await styled();
    expect(onResults.missing).toEqual([]);
    // The hotel cards' links load a new document; Remix's router (what every <Link> and the
    // search box use) renders the hotel page in this one, with its components new to it.
    const detail = await page.locator('a[href^="/hotel/detail"]').first().getAttribute('href');
    expect(detail).toBeTruthy();
    await page.evaluate((href) => {
      window.sameDocument = true;
      void window.__remixRouter?.navigate(href ?? '');
    }, detail);
    await expect(page).toHaveURL(/\/hotel\/detail/);
    // The URL changes before React renders the route: wait for the hotel page's own parts.
    await expect(page.locator('#rooms-section')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.sameDocument), 'a client navigation').toBe(true);
    const onDetail = await styled();
    expect(await sheets()).toMatchObject({ count: 1, kept: true, state: 'active' });
    expect(onDetail.names.filter((name) => !onResults.names.includes(name)).length).toBeGreaterThan(
      0,
    );
    expect(onDetail.missing).toEqual([]);
  });
});

test.describe('a journey after a full page load', () => {
  test.use({ locale: locales.en });

  test('acts on the new page only once it has hydrated', async ({ page }, testInfo) => {
    const stay = futureStay(testInfo, 'en');
    await page.goto(
      `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
    );
    // The next page's scripts arrive late, as on a slow phone: its markup is there first.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // A card's link is a plain link: it loads a new document.
    await page.getByTestId('hotel-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/hotel\/detail\?/);
    // Its photo button is in the server's markup at once, and works only with the page's script:
    // the click waits for hydration (tests/fixtures.ts) instead of landing on a dead button.
    await page.getByRole('button', { name: 'Open photo 1' }).click();
    await expect(page.getByRole('dialog', { name: /^Photos of / })).toBeVisible();
  });
});
