import {
  CURRENCY_CODES,
  type CurrencyId,
  convertMoney,
  crossRate,
  formatApproxMoney,
  formatMoney,
  nightlyAverage,
  pointsWorth,
} from '@bookdirect/gateway-sdk';
import type { Page, TestInfo } from '@playwright/test';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, signInAs, test } from './fixtures';
import { findRooms, futureStay, gatewayGet } from './stays';

/**
 * A visitor picks the currency prices are shown in: the header's choice (a form, remembered
 * in a cookie like the language) converts the results, the hotel page and the pay page's
 * summary into it, marked approximate, with the rates' day; the booking is still charged in
 * the hotel's currency, and the pay page says so.
 */

const words = {
  en: {
    openMenu: 'Open menu',
    hotelCurrency: "Hotel's currency",
    ratesOf: 'Converted prices are approximate, at rates of',
    chargedIn: (code: string, amount: string) => `Charged in ${code}: ${amount}`,
    reserve: 'Reserve',
    continue: 'Continue',
    change: 'Change',
    pointsWorth: '100 points are worth',
  },
  zh: {
    openMenu: '打开菜单',
    hotelCurrency: '酒店币种',
    ratesOf: '换算价格仅供参考，按',
    chargedIn: (code: string, amount: string) => `以 ${code} 收费：${amount}`,
    reserve: '预订',
    continue: '继续',
    change: '修改',
    pointsWorth: '100 积分可抵',
  },
} as const;

type Lang = keyof typeof words;

interface ListHotel {
  hotel_id: number;
  name_cn: string;
  name_en: string;
  city_id: number;
  currency: CurrencyId;
  symbol: string;
  stay_price_min: number;
  sold_out: boolean;
}

/** USD for one unit of each currency, as the site derives it from the gateway's table. */
async function usdTable(request: Parameters<typeof gatewayGet>[0]) {
  const usd = await gatewayGet<{ rates: Record<string, number>; updated_day: number }>(
    request,
    '/util/exchangerate/5/',
  );
  const usdPerUnit: Partial<Record<CurrencyId, number>> = {};
  for (const [id, code] of Object.entries(CURRENCY_CODES)) {
    usdPerUnit[Number(id) as CurrencyId] = 1 / (usd.rates[code] as number);
  }
  return { usdPerUnit, day: usd.updated_day };
}

/** On a phone the choice lives in the header's menu. */
async function openCurrencyChoice(page: Page, w: (typeof words)[Lang], info: TestInfo) {
  const menu = page.getByRole('button', { name: w.openMenu });
  if (info.project.name === 'phone' && (await menu.isVisible())) await menu.click();
  const details = page.getByTestId('currency-switch');
  const summary = details.locator('summary');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) {
    if (info.project.name === 'phone') {
      await summary.click();
    } else {
      // Keyboard only: the disclosure opens with Enter, the choice is a button.
      await summary.focus();
      await page.keyboard.press('Enter');
    }
  }
  await expect(page.getByTestId('currency-switch').getByRole('group')).toBeVisible();
}

async function choose(page: Page, w: (typeof words)[Lang], info: TestInfo, code: string) {
  await openCurrencyChoice(page, w, info);
  const group = page.getByTestId('currency-switch').getByRole('group');
  const button =
    code === 'hotel'
      ? group.getByRole('button', { name: w.hotelCurrency })
      : group.getByRole('button', { name: new RegExp(`^${code}`) });
  if (info.project.name === 'phone') await button.click();
  else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`currency choice (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('shows results, hotel and pay page converted, approximate, charged in the hotel currency', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const stay = futureStay(info, lang);
      const rooms = await findRooms(request, stay);
      const { hotel_list } = await gatewayGet<{ hotel_list: ListHotel[] }>(
        request,
        `/hotel/main/?start_day=${stay.enterDate}&days=${stay.days}&nums=30`,
      );
      // A hotel with a room free for the stay, priced in something other than yen: shown in yen.
      const hotel = hotel_list.find(
        (h) => h.currency !== 4 && !h.sold_out && rooms.some((r) => r.hotelId === h.hotel_id),
      );
      if (!hotel) throw new Error('no priced hotel for the stay');
      // The card's figure: the cheapest stay's average per night.
      const nightly = nightlyAverage(hotel.stay_price_min, stay.days, hotel.currency);
      const room = rooms.find((r) => r.hotelId === hotel.hotel_id)?.room;
      if (!room) throw new Error('no room');
      const { usdPerUnit, day } = await usdTable(request);
      const yen = { currency: 4 as const, symbol: '¥' };
      const approx = (amount: number, from: CurrencyId) =>
        formatApproxMoney(
          convertMoney(amount, crossRate(usdPerUnit, from, 4) as number, 4),
          yen,
          lang,
        );

      // Results, before any choice: the hotels' own currencies, nothing converted.
      const search = `/hotel/search?city_id=${hotel.city_id}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`;
      await page.goto(search);
      const name = lang === 'zh' ? hotel.name_cn : hotel.name_en;
      const card = page.getByTestId('hotel-card').filter({ hasText: name }).first();
      await expect(card).toContainText(formatMoney(nightly, hotel, lang));
      await expect(page.getByTestId('approx-price')).toHaveCount(0);

      await choose(page, w, info, 'JPY');
      await expect(page).toHaveURL(new RegExp(`/hotel/search\\?.*city_id=${hotel.city_id}`));
      await expect(card.getByTestId('approx-price')).toContainText(approx(nightly, hotel.currency));
      // The hotel's own price stays beside it.
      await expect(card).toContainText(formatMoney(nightly, hotel, lang));
      const note = page.getByTestId('rates-note');
      await expect(note).toContainText(w.ratesOf);
      const y = Math.floor(day / 10000);
      await expect(note).toContainText(String(y));
      await page.screenshot({
        path: docScreenshot(`currency-results-${info.project.name}-${lang}.png`),
        fullPage: false,
      });

      // Remembered like the language: a fresh load of another page is still in yen.
      expect((await context.cookies()).find((c) => c.name === 'cur')?.value).toBe('JPY');
      await page.goto(
        `/hotel/detail?hotelId=${hotel.hotel_id}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      await expect(page.getByTestId('rates-note')).toContainText(w.ratesOf);
      await expect(page.getByTestId('approx-price').first()).toContainText('≈ ¥');

      // The pay page: the charge in the hotel's currency, said so, the yen amount approximate.
      await signInAs(context, request);
      await page.goto(
        `/hotel/booking?hotelId=${hotel.hotel_id}&roomTypeId=${room.hotel_room_type_id}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      // The points modal values 100 points from the same table: 1 CNY in the hotel's currency.
      await page.getByRole('button', { name: w.change }).click();
      const worth = pointsWorth(100, usdPerUnit, hotel.currency) as number;
      await expect(page.getByRole('dialog').getByTestId('points-worth')).toContainText(
        `${w.pointsWorth} ${formatMoney(worth, hotel, lang)}`,
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page
        .getByRole('button', { name: w.continue, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/hotel\/pay\?/);
      const charged = page.getByTestId('charged-in');
      const code = CURRENCY_CODES[hotel.currency];
      const payAmount = (await page.getByTestId('pay-amount').first().textContent())?.trim() ?? '';
      expect(payAmount).not.toBe('');
      await expect(charged).toContainText(w.chargedIn(code, payAmount));
      await expect(charged.getByTestId('approx-price')).toContainText('≈ ¥');

      // Back to each hotel's own currency: nothing converted, the charge line stays.
      await choose(page, w, info, 'hotel');
      await expect(page).toHaveURL(/\/hotel\/pay\?/);
      await expect(page.getByTestId('approx-price')).toHaveCount(0);
      await expect(charged).toContainText(code);
      expect((await context.cookies()).find((c) => c.name === 'cur')).toBeUndefined();
    });
  });
}

test.describe('currency choice without JavaScript', () => {
  // The header's own switch, at desktop width in either project: the phone menu opens by script.
  test.use({
    javaScriptEnabled: false,
    locale: locales.en,
    viewport: { width: 1280, height: 800 },
  });

  test('the header form still saves the choice', async ({ page, context }) => {
    await page.goto('/hotel/search?city_id=3');
    await page.getByTestId('currency-switch').locator('summary').click();
    await page.getByTestId('currency-switch').getByRole('button', { name: /^USD/ }).click();
    await expect(page).toHaveURL(/\/hotel\/search\?city_id=3/);
    expect((await context.cookies()).find((c) => c.name === 'cur')?.value).toBe('USD');
    await expect(page.getByTestId('currency-switch').locator('summary')).toContainText('USD');
  });
});
