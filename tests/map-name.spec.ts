import { expectAccessible } from './axe';
import { expect, locales, test, urls } from './fixtures';
import { futureStay, gatewayGet } from './stays';

/** Words of the journeys in each language (the locales' own copy). */
const words = {
  en: {
    search: 'Search hotels',
    destination: 'Destination',
    hotels: 'Hotels',
    results: 'Hotels in Athens',
    map: 'Map',
    mapTitle: 'Hotels in Athens on a map',
    pins: 'Where the hotels are',
  },
  zh: {
    search: '搜索酒店',
    destination: '目的地',
    hotels: '酒店',
    results: '雅典的酒店',
    map: '地图',
    mapTitle: '雅典酒店地图',
    pins: '酒店位置',
  },
} as const;

interface ListedHotel {
  hotel_id: number;
  name_cn: string;
  name_en: string;
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`map and name search (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('the name search opens a hotel', async ({ page, request, consoleErrors }) => {
      // A demo hotel of any city, and a part of its name in the page's language.
      const { hotel_list } = await gatewayGet<{ hotel_list: ListedHotel[] }>(
        request,
        '/hotel/main/?nums=20',
      );
      const hotel = hotel_list.find((h) => h.name_en.length > 8 && h.name_cn.length >= 3);
      if (!hotel) throw new Error('no demo hotel with a name to search');
      const name = lang === 'zh' ? hotel.name_cn : hotel.name_en;
      const part = lang === 'zh' ? name.slice(0, 3) : name.slice(0, Math.min(name.length, 10));

      await page.goto(`${urls.booking}/`);
      const box = page.getByRole('search', { name: w.search });
      const destination = box.getByRole('combobox', { name: w.destination });
      await destination.click();
      await destination.fill('');
      await destination.pressSequentially(part);
      await expect(box.getByRole('heading', { name: w.hotels, exact: true })).toBeVisible();
      const suggestion = box.getByTestId('hotel-suggestion').filter({ hasText: name }).first();
      await expect(suggestion).toBeVisible();

      // The link carries the stay the box shows.
      const enterDate = await box.locator('input[name="enterDate"]').inputValue();
      const leaveDate = await box.locator('input[name="leaveDate"]').inputValue();
      await suggestion.click();
      await expect(page).toHaveURL(
        new RegExp(
          `/hotel/detail\\?hotelId=${hotel.hotel_id}&.*enterDate=${enterDate}&leaveDate=${leaveDate}`,
        ),
      );
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    });

    test('the map of the results: pins, keyboard, highlight, kept on reload', async ({
      page,
      consoleErrors,
    }, info) => {
      // A results page of many hotels, scanned by axe.
      test.slow();
      const stay = futureStay(info, lang);
      await page.goto(
        `${urls.booking}/hotel/search?region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: w.results })).toBeVisible();
      const cards = page.getByTestId('results').getByTestId('hotel-card');
      const listed = await cards.count();
      expect(listed).toBeGreaterThan(1);

      const toggle = page.getByRole('button', { name: w.map, exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]view=map/);
      const map = page.getByTestId('results-map');
      await expect(map.getByRole('heading', { name: w.mapTitle })).toBeVisible();
      const board = map.getByRole('group', { name: w.pins });
      const pins = board.getByTestId('map-pin');
      await expect(pins).toHaveCount(listed);
      const mapCards = map.getByTestId('map-card');

      // Keyboard: the pins are one tab stop; arrows move between them, the card follows.
      await pins.first().focus();
      await expect(pins.first()).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(pins.nth(1)).toBeFocused();
      await expect(pins.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(mapCards.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(mapCards.first()).not.toHaveAttribute('aria-current', 'true');
      // Enter: the focus on the card's link, to the hotel's page with the stay.
      await page.keyboard.press('Enter');
      const link = mapCards.nth(1).getByRole('link');
      await expect(link).toBeFocused();
      await expect(link).toHaveAttribute('href', new RegExp(`enterDate=${stay.enterDate}`));
      // A card hovered: its pin highlights.
      await mapCards.nth(0).hover();
      await expect(pins.first()).toHaveAttribute('aria-pressed', 'true');

      await expectAccessible(page, 'results map');

      // A reload keeps the map.
      await page.reload();
      await expect(page.getByRole('button', { name: w.map, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByTestId('results-map').getByTestId('map-pin')).toHaveCount(listed);
      expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    });
  });
}
