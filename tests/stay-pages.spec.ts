import { nightlyAverage } from '@bookdirect/gateway-sdk';
import type { Page } from '@playwright/test';
import { expect, locales, test, urls } from './fixtures';
import { amount, futureStay } from './stays';

/** Words of the journeys in each language (the locales' own copy). */
const words = {
  en: {
    search: 'Search hotels',
    change: 'Change search',
    results: 'Hotels in Athens',
    sortBy: 'Sort by',
    priceLow: 'Price (lowest first)',
    priceHigh: 'Price (highest first)',
    topRated: 'Top rated',
    applySort: 'Sort',
    nights: (n: number) => `${n} nights`,
    total: (n: number) => new RegExp(`^from .+ for ${n} nights$`),
    yourStay: 'Your stay',
    checkIn: /^Check-in$/,
    checkOut: /^Check-out/,
    seeRooms: 'See rooms',
    rooms: 'Choose your room',
    back: 'All hotels in Athens',
    reserve: 'Reserve',
  },
  zh: {
    search: '搜索酒店',
    change: '修改搜索',
    results: '雅典的酒店',
    sortBy: '排序方式',
    priceLow: '价格从低到高',
    priceHigh: '价格从高到低',
    topRated: '评分最高',
    applySort: '排序',
    nights: (n: number) => `${n} 晚`,
    total: (n: number) => new RegExp(`^${n} 晚 .+ 起$`),
    yourStay: '您的行程',
    checkIn: /^入住$/,
    checkOut: /^退房/,
    seeRooms: '查看房型',
    rooms: '选择房型',
    back: '雅典的全部酒店',
    reserve: '预订',
  },
} as const;

/** Enabled day buttons of the open calendar, in date order. */
function openDays(page: Page) {
  return page.locator('.rdp-day:not(.rdp-disabled):not(.rdp-outside) .rdp-day_button');
}

/** Nothing on the page is wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const noise = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`stay on the results and hotel pages (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('results: the stay on one line on phones, sorting that survives the URL and more pages, totals for the stay', async ({
      page,
      request,
      isMobile,
      consoleErrors,
    }, info) => {
      const stay = futureStay(info, lang, { days: 2 });
      await page.goto(
        `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();
      const form = page.getByRole('search', { name: w.search });
      const toggle = page.getByRole('button', { name: w.change, exact: true });
      const cards = page.getByTestId('results').getByTestId('hotel-card');

      if (isMobile) {
        // The first screen shows the stay and hotels, not the form.
        await expect(toggle).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(form).toBeHidden();
        await expect(page.getByTestId('stay-summary')).toContainText(w.nights(2));
        const box = await cards.first().boundingBox();
        expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(812);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(form).toBeVisible();
        await toggle.click();
        await expect(form).toBeHidden();
      } else {
        await expect(form).toBeVisible();
        await expect(toggle).toBeHidden();
      }

      // Each card: the total for the two nights and its average per night, rounded down to
      // the cent (Athens prices in euros).
      const first = cards.first();
      const nightly = amount(await first.locator('strong').first().textContent());
      const total = first.getByTestId('stay-total');
      await expect(total).toHaveText(w.total(2));
      expect(nightly).toBe(nightlyAverage(amount(await total.textContent()), 2, 2));
      // The card leads to the hotel with the stay.
      await expect(first.getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`),
      );

      // Sort by price, cheapest first: the URL keeps it, the list follows it.
      const sort = page.getByRole('combobox', { name: w.sortBy, exact: true });
      await sort.selectOption({ label: w.priceLow });
      await expect(page).toHaveURL(/[?&]sort=price_asc/);
      await expect(page).toHaveURL(new RegExp(`enterDate=${stay.enterDate}`));
      await expect(sort).toHaveValue('price_asc');
      const prices = async () =>
        (await cards.locator('strong').allTextContents()).map((text) => amount(text));
      // The URL moves first; the list follows once the new page has rendered.
      const inOrder = (list: number[], by: (a: number, b: number) => number) =>
        list.length > 1 &&
        list.every((price, i) => i === 0 || by(list[i - 1] ?? price, price) <= 0);
      await expect.poll(async () => inOrder(await prices(), (a, b) => a - b)).toBe(true);
      const ascending = await prices();

      // A reload (a shared link) keeps the order; the city's hotels fit on one page, so the
      // list says it shows them all rather than asking for an empty next page.
      const asked: string[] = [];
      page.on('request', (r) => {
        if (/\/hotel\/search\/more/.test(r.url())) asked.push(r.url());
      });
      await page.reload();
      await expect(page.getByRole('combobox', { name: w.sortBy, exact: true })).toHaveValue(
        'price_asc',
      );
      await page.mouse.wheel(0, 20_000);
      await expect(page.getByTestId('end-of-results')).toBeVisible();
      expect(await prices()).toEqual(ascending);
      expect(asked).toEqual([]);

      // "More" pages come in the same order: the resource route pages by the sort asked.
      const params = new URL(page.url()).searchParams;
      const more = async (sortKey: string, pageNo: number) => {
        const response = await request.get(
          `${urls.booking}/hotel/search/more?${new URLSearchParams({
            enterDate: String(stay.enterDate),
            leaveDate: String(stay.leaveDate),
            city_id: params.get('city_id') ?? '',
            sort: sortKey,
            page: String(pageNo),
          })}`,
        );
        const body = (await response.json()) as {
          ok: boolean;
          hotels: { id: number; stayPrice: number | null }[];
        };
        expect(body.ok).toBe(true);
        return body.hotels;
      };
      const dearFirst = (await more('price_desc', 1)).filter((h) => h.stayPrice !== null);
      const figures = dearFirst.map((h) => h.stayPrice ?? 0);
      expect(figures).toEqual([...figures].sort((a, b) => b - a));
      expect(await more('price_desc', 2)).toEqual([]);

      // Dearest first, then top rated, through the menu again.
      await page.getByRole('combobox', { name: w.sortBy, exact: true }).selectOption({
        label: w.priceHigh,
      });
      await expect(page).toHaveURL(/[?&]sort=price_desc/);
      await expect.poll(async () => inOrder(await prices(), (a, b) => b - a)).toBe(true);
      await page.getByRole('combobox', { name: w.sortBy, exact: true }).selectOption({
        label: w.topRated,
      });
      await expect(page).toHaveURL(/[?&]sort=score/);

      // An order that does not exist goes back to the recommended one.
      await page.goto(
        `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&sort=cheapest`,
      );
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page.getByRole('combobox', { name: w.sortBy, exact: true })).toHaveValue('rcmd');

      await expectNoSideScroll(page);
      expect(noise(consoleErrors)).toEqual([]);
    });

    test('hotel: the stay with its dates, changed in place; a sticky "See rooms" on phones; dates kept to booking and back', async ({
      page,
      isMobile,
      consoleErrors,
    }, info) => {
      const stay = futureStay(info, lang, { days: 2 });
      await page.goto(
        `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&sort=price_asc`,
      );
      await page.getByTestId('results').getByTestId('hotel-card').first().getByRole('link').click();
      await expect(page).toHaveURL(
        new RegExp(
          `/hotel/detail\\?hotelId=\\d+.*enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
        ),
      );

      // The stay, shown and editable.
      const stayBox = page.getByRole('region', { name: w.yourStay, exact: true });
      await expect(stayBox).toBeVisible();
      await expect(stayBox.getByRole('button', { name: w.checkOut })).toContainText(w.nights(2));

      // Back to the results with the same stay.
      await expect(page.getByRole('link', { name: w.back, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&city_id=\\d+`),
      );

      // Rooms book the page's stay.
      const reserve = page.getByRole('link', { name: w.reserve, exact: true }).first();
      await expect(reserve).toHaveAttribute(
        'href',
        new RegExp(`^/hotel/booking\\?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&`),
      );

      // Phones: a bar at the bottom jumps to the rooms; wider screens have none.
      const bar = page.getByTestId('see-rooms-bar');
      const rooms = page.getByRole('heading', { name: w.rooms, exact: true });
      if (isMobile) {
        await expect(bar).toBeVisible();
        await expect(rooms).not.toBeInViewport();
        await bar.getByRole('link', { name: w.seeRooms, exact: true }).click();
        await expect(rooms).toBeInViewport();
        await expect(bar).toBeHidden();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(bar).toBeVisible();
      } else {
        await expect(bar).toBeHidden();
      }

      // New dates: a check-in and a check-out three nights later reload the prices.
      await stayBox.getByRole('button', { name: w.checkIn }).click();
      await openDays(page).nth(3).click();
      await openDays(page).nth(2).click();
      // The URL moves to a three-night stay.
      const nightsInUrl = () => {
        const query = new URL(page.url()).searchParams;
        const day = (name: string) => {
          const v = query.get(name) ?? '';
          return Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6)));
        };
        return Math.round((day('leaveDate') - day('enterDate')) / 86_400_000);
      };
      await expect.poll(nightsInUrl).toBe(3);
      const url = new URL(page.url());
      const enterDate = url.searchParams.get('enterDate') ?? '';
      const leaveDate = url.searchParams.get('leaveDate') ?? '';
      expect(enterDate).toMatch(/^\d{8}$/);
      await expect(stayBox.getByRole('button', { name: w.checkOut })).toContainText(w.nights(3));
      await expect(
        page.getByRole('link', { name: w.reserve, exact: true }).first(),
      ).toHaveAttribute(
        'href',
        new RegExp(`^/hotel/booking\\?enterDate=${enterDate}&leaveDate=${leaveDate}&`),
      );
      await expect(page.getByRole('link', { name: w.back, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`enterDate=${enterDate}&leaveDate=${leaveDate}`),
      );
      // Back in the results, the new stay holds.
      await page.getByRole('link', { name: w.back, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`enterDate=${enterDate}&leaveDate=${leaveDate}`));
      await expect(
        page.getByTestId('results').getByTestId('hotel-card').first().getByTestId('stay-total'),
      ).toHaveText(w.total(3));

      expect(noise(consoleErrors)).toEqual([]);
    });

    test('375 px screenshots of results and hotel fit the screen', async ({ page }, info) => {
      // The phone layout in either project.
      await page.setViewportSize({ width: 375, height: 812 });
      const stay = futureStay(info, lang, { days: 3 });
      await page.goto(
        `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();
      await expectNoSideScroll(page);
      await page.screenshot({ path: info.outputPath(`results-${lang}.png`) });
      await page.getByRole('button', { name: w.change, exact: true }).click();
      await page.screenshot({ path: info.outputPath(`results-open-${lang}.png`) });
      await page.getByTestId('results').getByTestId('hotel-card').first().getByRole('link').click();
      await expect(page.getByRole('region', { name: w.yourStay, exact: true })).toBeVisible();
      await expectNoSideScroll(page);
      await page.screenshot({ path: info.outputPath(`detail-${lang}.png`) });
      await page.screenshot({ path: info.outputPath(`detail-full-${lang}.png`), fullPage: true });
    });
  });
}

test.describe('without JavaScript', () => {
  test('the order is a plain form and the stay shows in full', async ({ browser }, info) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: locales.en,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    const stay = futureStay(info, 'en', { days: 2 });
    await page.goto(
      `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
    );
    // The toggle cannot work without scripts: the form is simply there.
    await expect(page.getByRole('search', { name: 'Search hotels' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by', exact: true }).selectOption('score');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=score/);
    await expect(page).toHaveURL(
      new RegExp(`enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Athens' })).toBeVisible();
    // The hotel link carries the stay, and the rooms link needs no script.
    await page.getByTestId('results').getByTestId('hotel-card').first().getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(`enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`),
    );
    await page.getByRole('link', { name: 'See rooms', exact: true }).click();
    await expect(page).toHaveURL(/#rooms$/);
    await context.close();
  });
});
