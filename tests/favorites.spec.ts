import type { Page, TestInfo } from '@playwright/test';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, test } from './fixtures';
import { createMember, futureStay, gatewayGet } from './stays';

/** Words of the saved-hotels journey in each language (the locales' own copy). */
const words = {
  en: {
    save: 'Save',
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    accessAfterLogin: 'Access is allowed after login',
    openMenu: 'Open menu',
    savedHotels: 'Saved hotels',
    remove: (name: string) => `Remove ${name} from saved hotels`,
    empty: 'No saved hotels yet',
    count: '1 saved hotel',
    pricesFor: /^Prices for /,
    soldOut: 'Sold out',
  },
  zh: {
    save: '收藏',
    signIn: '登录',
    email: '邮箱',
    password: '密码',
    accessAfterLogin: '登录后才可访问',
    openMenu: '打开菜单',
    savedHotels: '我的收藏',
    remove: (name: string) => `取消收藏${name}`,
    empty: '还没有收藏的酒店',
    count: '共收藏 1 家酒店',
    pricesFor: /的价格/,
    soldOut: '已售罄',
  },
} as const;

type Words = (typeof words)[keyof typeof words];

interface ListedHotel {
  hotel_id: number;
  city_id: number;
  name: string;
  price_min: number | null;
  coord_x: number;
  coord_y: number;
}

const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** The header's account card: on phones it sits open in the menu. */
async function openAccountCard(page: Page, w: Words, info: TestInfo) {
  if (isPhone(info)) {
    await page.getByRole('button', { name: w.openMenu }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: /,/ }).click();
  }
  return page.getByTestId('user-card');
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`saved hotels (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('a visitor signs in to save a hotel, comes back to it, saves it and finds it in the user centre', async ({
      page,
      request,
      consoleErrors,
    }, info) => {
      test.slow();
      const member = await createMember(request, `fav-${lang}-${info.project.name}`);
      // A hotel with a price tonight: the user centre prices for tonight until a search says otherwise.
      const { hotel_list } = await gatewayGet<{ hotel_list: ListedHotel[] }>(
        request,
        `/hotel/main/?days=1&nums=30&lang=${lang === 'zh' ? 'cn' : 'en'}`,
      );
      const hotel = hotel_list.find((h) => h.price_min !== null);
      expect(hotel, 'a hotel with a price tonight').toBeTruthy();
      if (!hotel) return;
      const stay = futureStay(info, lang, { days: 2 });
      const detail = `/hotel/detail?hotelId=${hotel.hotel_id}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`;

      // A visitor presses the heart: off to sign in, with the way back.
      await page.goto(detail);
      await expect(page.getByRole('heading', { level: 1, name: hotel.name })).toBeVisible();
      const heart = page.getByRole('main').getByRole('button', { name: w.save, exact: true });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      await expect(page.getByText(w.accessAfterLogin)).toBeVisible();

      const form = page.getByRole('main').getByRole('form', { name: w.signIn });
      await form.getByRole('textbox', { name: w.email }).fill(member.email);
      await form.getByLabel(w.password, { exact: true }).fill(member.password);
      await form.getByRole('button', { name: w.signIn, exact: true }).click();

      // Back on the same hotel, same stay; now the heart saves.
      await expect(page).toHaveURL(
        new RegExp(`/hotel/detail\\?hotelId=${hotel.hotel_id}&enterDate=${stay.enterDate}`),
      );
      const memberHeart = page.getByRole('main').getByRole('button', { name: w.save, exact: true });
      await expect(memberHeart).toHaveAttribute('aria-pressed', 'false');
      await memberHeart.click();
      await expect(memberHeart).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(
        page.getByRole('main').getByRole('button', { name: w.save, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');

      // The user centre's navigation leads to the saved hotels.
      const card = await openAccountCard(page, w, info);
      await card.getByRole('link', { name: w.savedHotels, exact: true }).click();
      await expect(page).toHaveURL(/\/user_favorite$/);
      await expect(page.getByRole('heading', { level: 1, name: w.savedHotels })).toBeVisible();
      await expect(page.getByTestId('favorites-count')).toHaveText(w.count);
      const item = page.getByTestId('favorite-item');
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('link', { name: hotel.name, exact: true })).toBeVisible();
      await expect(item.getByText(w.soldOut)).toHaveCount(0);
      await expect(item.getByText(/\d/).first()).toBeVisible();

      // Priced for the stay the site is searching: the hotel page's dates.
      await page.goto(`/user_favorite?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`);
      await expect(page.getByText(w.pricesFor)).toBeVisible();
      await expect(item.getByRole('link', { name: hotel.name, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`enterDate=${stay.enterDate}`),
      );

      // A card of the results carries the saved state too.
      await page.goto(
        `/hotel/search?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&city_id=${hotel.city_id}`,
      );
      const cardHeart = page.getByTestId('results').getByRole('button', {
        name: `${w.save}${lang === 'en' ? ' ' : ''}${hotel.name}`,
        exact: true,
      });
      await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/user_favorite');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: docScreenshot(`favorites-${isPhone(info) ? 'phone' : 'desktop'}-${lang}.png`),
        fullPage: true,
      });

      // Remove it: the empty state, and the hotel's heart is off again.
      await page.getByRole('button', { name: w.remove(hotel.name), exact: true }).click();
      await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
      await expect(page.getByTestId('favorite-item')).toHaveCount(0);
      if (isPhone(info)) {
        await page.screenshot({
          path: docScreenshot(`favorites-empty-phone-${lang}.png`),
          fullPage: true,
        });
      }
      await page.goto(detail);
      await expect(
        page.getByRole('main').getByRole('button', { name: w.save, exact: true }),
      ).toHaveAttribute('aria-pressed', 'false');
      expect(consoleErrors).toEqual([]);
    });
  });
}
