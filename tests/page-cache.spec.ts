import type { Page } from '@playwright/test';
import { expect, locales, test } from './fixtures';
import { urls } from './ports';
import { type ApiRoom, bookStay, createMember, findRooms, gatewayGet, ymd } from './stays';

/**
 * A visitor's hotel and results pages on the booking app that keeps them (PAGE_CACHE_SECONDS):
 * served again while the gateway says what they read holds, and rendered afresh on the next
 * load once a booking changes what they show.
 */

const words = {
  en: { left: (n: number) => (n === 1 ? 'Only 1 room left' : `${n} rooms left`) },
  // Chinese has one plural form: i18next reads `rooms_left_other` whatever the count.
  zh: { left: (n: number) => `剩余 ${n} 间` },
};

/**
 * Nights of their own, months past every other journey's (30-260 days ahead), one per
 * language: the rooms counted are taken by nobody else while the journey runs.
 */
const AHEAD = { en: 300, zh: 330 };

/** Opens `path` on the caching site; answers how it was served (`X-Page-Cache`). */
async function open(page: Page, path: string) {
  const response = await page.goto(`${urls.bookingPageCache}${path}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  return response?.headers()['x-page-cache'];
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`visitors' pages kept for seconds (${lang}) @desktop-only`, () => {
    test.use({ locale: locales[lang] });

    test('a hotel page is served again until a booking takes one of its rooms', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const start = new Date();
      start.setDate(start.getDate() + AHEAD[lang]);
      const end = new Date(start);
      end.setDate(end.getDate() + 1);
      const stay = { enterDate: ymd(start), leaveDate: ymd(end), days: 1 };
      // A room type the page counts (5 or fewer left) that keeps one after a booking.
      const found = (await findRooms(request, stay)).find(
        ({ room }) => room.rest_nums >= 2 && room.rest_nums <= 5,
      );
      expect(found, 'a room type with 2-5 rooms left').toBeDefined();
      const { hotelId, room } = found as { hotelId: number; room: ApiRoom };
      const { hotel_room_type_list } = await gatewayGet<{
        hotel_room_type_list: (ApiRoom & { name: string })[];
      }>(
        request,
        `/hotel/roomtype/?hotel_id=${hotelId}&start_day=${stay.enterDate}&days=1&lang=${lang === 'zh' ? 'cn' : 'en'}`,
      );
      const name = hotel_room_type_list.find(
        (r) => r.hotel_room_type_id === room.hotel_room_type_id,
      )?.name;
      expect(name).toBeTruthy();
      const path = `/hotel/detail?hotelId=${hotelId}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`;
      const card = page
        .getByTestId('room-type-card')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      const left = room.rest_nums;

      expect(await open(page, path)).toBe('MISS');
      await expect(card).toContainText(w.left(left));
      // The same page again, from the cache: the same rooms, and a page that works (hydrated).
      expect(await open(page, path)).toBe('HIT');
      await expect(card).toContainText(w.left(left));

      // Someone books one of those rooms: the next load counts one fewer.
      const member = await createMember(request, `cache-${lang}`);
      await bookStay(request, member, stay, { lang, room: { hotelId, room } });
      expect(await open(page, path)).toBe('MISS');
      await expect(card).toContainText(w.left(left - 1));
      expect(await open(page, path)).toBe('HIT');
      await expect(card).toContainText(w.left(left - 1));
      expect(consoleErrors).toEqual([]);
    });
  });
}
