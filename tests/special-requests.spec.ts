import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, locales, signInAs, test } from './fixtures';
import { createMember, findRooms, futureStay, gatewayCall, saveGuest } from './stays';

/**
 * The pay page's special requests and arrival time travel with the booking to the order
 * page; its Book button says what is still missing, and pressing it anyway goes there.
 */

const words = {
  en: {
    continue: 'Continue',
    chooseGuests: 'Choose guests',
    confirm: 'Confirm',
    bookNow: 'Book now',
    contactPhone: 'Contact phone',
    requests: 'Anything the hotel should know (optional)',
    arrival: 'Arrival time',
    unknown: "I don't know yet",
    privacy: /personal data under the privacy terms/,
    crossBorder: /cross-border provision/,
    missingGuests: 'Choose who stays',
    missingConsents: 'Agree to the privacy policy and the cross-border transfer',
    promise: 'The hotel will try to meet your requests but cannot promise them.',
    wish: 'A quiet room away from the lift, please.',
  },
  zh: {
    continue: '继续',
    chooseGuests: '选择入住人',
    confirm: '确定',
    bookNow: '立即预订',
    contactPhone: '联系电话',
    requests: '需要酒店了解的事项（选填）',
    arrival: '到达时间',
    unknown: '暂不确定',
    privacy: /隐私条款收集/,
    crossBorder: /跨境/,
    missingGuests: '选择入住人',
    missingConsents: '同意隐私政策和跨境传输条款',
    promise: '酒店会尽量满足您的要求，但无法保证。',
    wish: '请安排远离电梯的安静房间。',
  },
} as const;

const visible = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

const missing = (page: Page) =>
  page.locator('[data-testid="book-missing"], [data-testid="book-mobile-missing"]').filter({
    visible: true,
  });

async function fitsWidth(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

for (const [lang, width] of [
  ['en', 1280],
  ['zh', 375],
] as const) {
  const w = words[lang];

  test.describe(`special requests and arrival time (${lang}, ${width} px)`, () => {
    test.use({ locale: locales[lang], viewport: { width, height: 900 } });

    test('the Book button lists what is missing, and the requests reach the order page', async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const member = await createMember(request, `wishes-${lang}`);
      const lastName = `Wish${Date.now().toString(36)}`;
      await saveGuest(request, member.token, lastName);
      await signInAs(context, request, member);
      const stay = futureStay(info, lang);
      const [found] = await findRooms(request, stay);
      if (!found) throw new Error('no room free for the stay');
      await page.goto(
        `/hotel/booking?hotelId=${found.hotelId}&roomTypeId=${found.room.hotel_room_type_id}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
      );
      await expect(page.getByTestId('price-breakdown')).toBeVisible();
      await visible(page, w.continue).click();
      await expect(page).toHaveURL(/^[^?]*\/hotel\/pay\?/, { timeout: 30_000 });
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(visible(page, w.bookNow)).toBeVisible({ timeout: 30_000 });

      // Not ready: the button says so and lists what is missing (PayPal is chosen already).
      const book = visible(page, w.bookNow);
      await expect(book).toHaveAttribute('aria-disabled', 'true');
      const list = missing(page);
      await expect(list).toContainText(w.missingGuests);
      if (width > 600) await expect(list).toContainText(w.missingConsents);
      await expect(list).toHaveAttribute('aria-live', 'polite');
      await fitsWidth(page);
      await page.screenshot({ path: info.outputPath(`pay-${lang}-${width}.png`), fullPage: true });
      // Pressing it anyway goes to the first missing thing and books nothing.
      await book.click({ force: true });
      await expect(page.getByRole('button', { name: w.chooseGuests })).toBeFocused();
      await expect(page).toHaveURL(/\/hotel\/pay\?/);

      await page.getByRole('button', { name: w.chooseGuests }).click();
      const picker = page.getByRole('dialog');
      await picker.getByRole('checkbox', { name: new RegExp(lastName) }).check();
      await picker.getByRole('button', { name: w.confirm }).click();
      await expect(list).not.toContainText(w.missingGuests);
      await expect(list).toContainText(w.missingConsents);
      await book.click({ force: true });
      await expect(page.getByRole('checkbox', { name: w.privacy })).toBeFocused();

      const requests = page.getByLabel(w.requests);
      await requests.fill(`  ${w.wish}  `);
      await expect(page.getByTestId('special-requests-counter')).toContainText(/\/\s*300/);
      await expect(page.getByText(w.promise).first()).toBeVisible();
      const arrival = page.getByLabel(w.arrival, { exact: true });
      await expect(arrival.locator('option').first()).toHaveText(w.unknown);
      await arrival.selectOption('21:00');
      await page.getByLabel(w.contactPhone).fill('6912345678');
      await expectAccessible(page, `pay page (${lang}, ${width} px)`);

      await page.getByRole('checkbox', { name: w.privacy }).check();
      await page.getByRole('checkbox', { name: w.crossBorder }).check();
      await expect(book).not.toHaveAttribute('aria-disabled', 'true');
      await expect(missing(page)).toHaveCount(0);
      await book.click();
      await expect(page).not.toHaveURL(/\/hotel\/pay\?/, { timeout: 20_000 });

      const orders = await gatewayCall<{ order_list: { order_id: string }[] }>(
        request,
        'GET',
        '/orders/main/?status=1',
        { token: member.token },
      );
      const orderId = orders.data.order_list[0]?.order_id ?? '';
      expect(orderId).not.toBe('');
      await page.goto(`/order/detail?orderId=${orderId}`);
      const shown = page.getByTestId('order-requests');
      await expect(shown).toContainText(w.wish);
      await expect(shown).toContainText('21:00');
      await fitsWidth(page);
      await page.screenshot({
        path: info.outputPath(`order-${lang}-${width}.png`),
        fullPage: true,
      });
    });
  });
}
