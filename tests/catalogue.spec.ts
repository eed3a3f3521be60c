import { nightlyAverage } from '@bookdirect/gateway-sdk';
import type { Page } from '@playwright/test';
import { expect, locales, test, urls } from './fixtures';
import { amount, futureStay } from './stays';

/** Words of the walk in each language (the locales' own copy). */
const words = {
  en: {
    search: 'Search hotels',
    destination: 'Destination',
    portugal: 'Portugal',
    greece: 'Greece',
    athens: 'Athens',
    checkIn: /^Check-in$/,
    find: 'Find Hotels',
    results: 'Hotels in Athens',
    nights: '2 nights',
    end: 'That is every hotel with rooms for these dates.',
    viewer: /^Photos of /,
    next: 'Next photo',
    openPhoto: 'Open photo 1',
    policy: 'Check-in from 15:00',
    rooms: 'Choose your room',
    hotelMissing: 'We could not find this hotel',
    unknownCity: 'We do not know this destination',
    styleTag: /^(Boutique|Suites|Guesthouse|Apartments|Classic|Garden)$/,
    roomKind: /^(Double|Twin|Deluxe|Family|Suite)$/,
    soldOut: 'Sold out',
  },
  zh: {
    search: '搜索酒店',
    destination: '目的地',
    portugal: '葡萄牙',
    greece: '希腊',
    athens: '雅典',
    checkIn: /^入住$/,
    find: '查找酒店',
    results: '雅典的酒店',
    nights: '2 晚',
    end: '已显示这些日期所有可订的酒店。',
    viewer: /的照片$/,
    next: '下一张',
    openPhoto: '打开第 1 张照片',
    policy: '入住时间：15:00 以后',
    rooms: '选择房型',
    hotelMissing: '找不到这家酒店',
    unknownCity: '我们不认识这个目的地',
    styleTag: /^(精品|套房|民宿|公寓|经典|花园)$/,
    roomKind: /^(大床房|双床房|豪华房|家庭房|套房)$/,
    soldOut: '已售罄',
  },
} as const;

/** Enabled day buttons of the open calendar, in date order. */
function openDays(page: Page) {
  return page.locator('.rdp-day:not(.rdp-disabled):not(.rdp-outside) .rdp-day_button');
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`catalogue walk (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('home -> picker -> dates -> results -> more -> detail -> photo viewer', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${urls.booking}/`);
      const box = page.getByRole('search', { name: w.search });
      await expect(box).toBeVisible();

      // Destination picker: typed (selects the first match and switches tab)...
      const destination = box.getByRole('combobox', { name: w.destination });
      await destination.click();
      await destination.fill('');
      await destination.pressSequentially('Lisb');
      await expect(box.getByRole('tab', { name: w.portugal })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // ...and clicked.
      await box.getByRole('tab', { name: w.greece }).click();
      await box.getByRole('button', { name: w.athens, exact: true }).click();
      await expect(destination).toHaveValue(w.athens);

      // Dates: check-in, then a check-out two nights later.
      await box.getByRole('button', { name: w.checkIn }).click();
      await openDays(page).nth(1).click();
      await openDays(page).nth(1).click();
      await expect(box.getByText(w.nights).first()).toBeVisible();

      await box.getByRole('button', { name: w.find }).click();
      await expect(page).toHaveURL(/\/hotel\/search\?.*city_id=\d+/);
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();
      const cards = page.getByTestId('results').getByTestId('hotel-card');
      await expect(cards.first()).toBeVisible();
      // Tags in the page's language (every demo hotel has a style tag).
      await expect(cards.first().getByText(w.styleTag)).toBeVisible();

      // More results: scrolling loads the next page until an empty one arrives.
      await page
        .getByTestId('end-of-results')
        .or(page.getByRole('button', { name: /more|更多/ }))
        .first()
        .scrollIntoViewIfNeeded();
      // A person scrolls again while the next page is on its way, until the end shows.
      await expect(async () => {
        await page.mouse.wheel(0, 10_000);
        await expect(page.getByText(w.end)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });

      // Detail, with the stay carried in the query.
      const first = cards.first().getByRole('link');
      const name = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(
        /\/hotel\/detail\?hotelId=\d+.*enterDate=\d{8}.*leaveDate=\d{8}/,
      );
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText(w.policy)).toBeVisible();
      await expect(page.getByRole('heading', { name: w.rooms })).toBeVisible();
      // Room kinds in the page's language.
      await expect(page.getByText(w.roomKind).first()).toBeVisible();

      // Photo viewer: open, next, keyboard, close.
      await page.getByRole('button', { name: w.openPhoto }).click();
      const viewer = page.getByRole('dialog', { name: w.viewer });
      await expect(viewer).toBeVisible();
      const photo = viewer.getByTestId('viewer-photo');
      await expect(photo).toHaveAttribute('data-index', '0');
      await viewer.getByRole('button', { name: w.next }).click();
      await expect(photo).toHaveAttribute('data-index', '1');
      await page.keyboard.press('ArrowLeft');
      await expect(photo).toHaveAttribute('data-index', '0');
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    });

    test("a result's price for three nights is what the hotel page's cheapest room costs", async ({
      page,
    }, info) => {
      test.slow();
      const stay = futureStay(info, lang, { days: 3 });
      await page.goto(
        `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();
      // The first hotels with a price for the stay (sold-out ones come last).
      const priced = page
        .getByTestId('results')
        .getByTestId('hotel-card')
        .filter({ has: page.getByTestId('stay-total') });
      await expect(priced.first()).toBeVisible();
      const results: { href: string; total: string; nightly: string }[] = [];
      for (let i = 0; i < Math.min(3, await priced.count()); i++) {
        const card = priced.nth(i);
        results.push({
          href: (await card.getByRole('link').getAttribute('href')) ?? '',
          total: (await card.getByTestId('stay-total').textContent()) ?? '',
          nightly: (await card.locator('strong').first().textContent()) ?? '',
        });
      }
      expect(results.length).toBeGreaterThan(0);

      for (const result of results) {
        // Total and average are the same room type's: Athens prices in euros, to the cent.
        const total = amount(result.total);
        expect(amount(result.nightly), result.href).toBe(nightlyAverage(total, 3, 2));
        await page.goto(`${urls.booking}${result.href}`);
        const rooms = page.getByTestId('room-type-card');
        await expect(rooms.first()).toBeVisible();
        const open = rooms.filter({ hasNot: page.getByText(w.soldOut, { exact: true }) });
        const prices = await open.locator('strong').allTextContents();
        const cheapest = prices.reduce((a, b) => (amount(b) < amount(a) ? b : a));
        // The same figure, worded the same way.
        expect(amount(cheapest), result.href).toBe(total);
        expect(result.total, result.href).toContain(cheapest);
      }
    });

    test('bad URLs give a clear page or a corrected query', async ({ page }) => {
      // Garbage dates and check-out before check-in are corrected by a redirect.
      await page.goto(
        `${urls.booking}/hotel/search?city_id=abc&region_name=Athens&enterDate=garbage&leaveDate=20000101`,
      );
      await expect(page).toHaveURL(
        /enterDate=\d{8}&leaveDate=\d{8}&city_id=\d+&region_name=Athens/,
      );
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();

      const unknownCity = await page.goto(`${urls.booking}/hotel/search?city_id=987654`);
      expect(unknownCity?.status()).toBe(404);
      await expect(page.getByText(w.unknownCity)).toBeVisible();
      await expect(page.getByRole('search', { name: w.search })).toBeVisible();

      const unknownHotel = await page.goto(`${urls.booking}/hotel/detail?hotelId=987654`);
      expect(unknownHotel?.status()).toBe(404);
      await expect(page.getByText(w.hotelMissing)).toBeVisible();

      const garbageHotel = await page.goto(`${urls.booking}/hotel/detail?hotelId=%27%3B--`);
      expect(garbageHotel?.status()).toBe(404);
    });
  });
}

test.describe('home discovery', () => {
  test.use({ locale: locales.en });

  test('trending hotels by country load 12 more on scroll; sticky bar on desktop', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`${urls.booking}/`);
    const cards = page.getByTestId('home-cards').getByTestId('hotel-card');
    await expect(cards).toHaveCount(12);
    // Scrolling to the end of the cards brings the next 12 (the button is the fallback).
    await cards.nth(11).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
    await expect(
      page.getByRole('list', { name: 'More than a room' }).getByRole('listitem'),
    ).toHaveCount(8);
    await expect(page.getByRole('list', { name: 'Also on' }).getByRole('listitem')).toHaveCount(10);
    if (!isMobile) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByTestId('sticky-search')).toBeHidden();
      await page.mouse.wheel(0, 1500);
      await expect(page.getByTestId('sticky-search')).toBeVisible();
      await expect(page.getByTestId('sticky-search').getByRole('search')).toBeVisible();
    }
  });

  test("the default dates and the calendar follow the visitor's local today", async ({
    browser,
  }) => {
    // A time zone whose date is not UTC's now: UTC-12 is on yesterday until noon UTC, UTC+14
    // on tomorrow from 10:00 UTC.
    const timezoneId = new Date().getUTCHours() < 12 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
    const context = await browser.newContext({ locale: locales.en, timezoneId });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const local = await page.evaluate(() => {
      const now = new Date();
      const ymd = (d: Date) => d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate();
      const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      return { today: String(ymd(now)), tomorrow: String(ymd(next)), day: String(now.getDate()) };
    });
    await page.goto(`${urls.booking}/`);
    const box = page.locator('#main-search');
    await expect(box.locator('input[name="enterDate"]')).toHaveValue(local.today);
    await expect(box.locator('input[name="leaveDate"]')).toHaveValue(local.tomorrow);
    // Days before the local today are disabled, the local today is not.
    await box.getByRole('button', { name: /^Check-in$/ }).click();
    await expect(openDays(page).first()).toHaveText(local.day);
    await page.keyboard.press('Escape');
    await box.getByRole('button', { name: 'Find Hotels' }).click();
    await expect(page).toHaveURL(
      new RegExp(`enterDate=${local.today}&leaveDate=${local.tomorrow}&city_id=`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Athens' })).toBeVisible();
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });

  test('the search box works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: locales.en });
    const page = await context.newPage();
    await page.goto(`${urls.booking}/`);
    const box = page.getByRole('search', { name: 'Search hotels' });
    await box.getByRole('combobox', { name: 'Destination' }).fill('Lisb');
    await box.getByRole('button', { name: 'Find Hotels' }).click();
    await expect(page).toHaveURL(/\/hotel\/search\?.*city_id=\d+&region_name=Lisbon/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Lisbon' })).toBeVisible();
    await context.close();
  });

  test('the picker reads the destinations when reached, once a page', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/hotel/destinations') asked.push(request.url());
    });
    await page.goto(`${urls.booking}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The page carries the chosen city only: nothing is asked until the field is reached.
    await expect(page.locator('#main-search').getByRole('combobox')).toHaveValue('Athens');
    expect(asked).toEqual([]);
    const box = page.locator('#main-search');
    const destination = box.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Lisb');
    await expect(box.getByRole('tab', { name: 'Portugal' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Enter folds the panel (on a phone it covers the button).
    await destination.press('Enter');
    await box.getByRole('button', { name: 'Find Hotels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Lisbon' })).toBeVisible();
    // The results page's box (a client navigation) uses the list already read.
    const update = page.getByRole('search').filter({ visible: true }).first();
    const edit = page.getByRole('button', { name: 'Change search' });
    if (await edit.isVisible()) await edit.click();
    await update.getByRole('combobox', { name: 'Destination' }).fill('Athe');
    await update.getByRole('combobox', { name: 'Destination' }).press('Enter');
    await update.getByRole('button', { name: /Update/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Athens' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('the footer pages and the app page exist in both languages', async ({ browser }) => {
    // Path, then the page title and the heading in each language (the locales' own copy).
    const pages = [
      ['/about', ['About us', 'About us'], ['关于我们', '关于我们']],
      ['/privacy', ['Privacy policy', 'Privacy policy'], ['隐私政策', '隐私政策']],
      ['/terms', ['Terms of service', 'Terms of service'], ['服务条款', '服务条款']],
      ['/refund', ['Refund policy', 'Refund policy'], ['退款政策', '退款政策']],
      ['/contact', ['Contact us', 'Contact us'], ['联系我们', '联系我们']],
      [
        '/download_app',
        ['On your phone', 'Take your stays with you'],
        ['手机版', '随身管理您的行程'],
      ],
    ] as const;
    for (const lang of ['en', 'zh'] as const) {
      const context = await browser.newContext({ locale: locales[lang] });
      const page = await context.newPage();
      for (const [path, en, zh] of pages) {
        const [title, heading] = lang === 'en' ? en : zh;
        await page.goto(`${urls.booking}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? /^en/ : /^zh/);
        await expect(page).toHaveTitle(new RegExp(`^${title} · `));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
      await context.close();
    }
  });
});
