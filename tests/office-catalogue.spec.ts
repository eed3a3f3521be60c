import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, test, urls } from './fixtures';
import { addStaff, signInOffice, staffCall, staffEmail, staffSession } from './staff';
import { ymd } from './stays';

/**
 * The back office's catalogue pages from a manager's browser: a hotel's English name edited
 * and seen on the traveller's hotel page, a photo uploaded and listed (and a text file named
 * .jpg refused), the hotel unpublished (its traveller's page answers not found) and published
 * again. The hotel is the demo catalogue's last, and whatever the journey changes is put back
 * in a `finally`, so the other journeys find it as seeded.
 */

/** A PNG of one pixel: a real image the gateway's sharp decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface StaffHotel {
  hotel_id: number;
  name_en: string;
  published: 0 | 1;
}

/**
 * The manager's browser, signed in as the sign-in page leaves it: the gateway's staff session
 * in the office's `office_session` cookie (signing in itself is office.spec.ts's subject).
 */

function travellerPage(hotelId: number): string {
  const start = new Date();
  start.setDate(start.getDate() + 60);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return `${urls.booking}/hotel/detail?hotelId=${hotelId}&enterDate=${ymd(start)}&leaveDate=${ymd(end)}`;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('the back office catalogue', () => {
  test('a manager edits, illustrates, unpublishes and republishes a hotel', async ({
    browser,
    request,
  }, info) => {
    test.setTimeout(300_000);
    const admin = await staffSession(request);
    const { hotel_list } = await staffCall<{ hotel_list: { hotel_id: number }[] }>(
      request,
      admin,
      'GET',
      '/hotels/',
    );
    const hotelId = hotel_list.at(-1)?.hotel_id as number;
    const before = await staffCall<StaffHotel>(request, admin, 'GET', `/hotels/${hotelId}/`);
    const manager = await addStaff(staffEmail('office-catalogue'), 'manager', {
      hotels: [hotelId],
      lang: 'en',
    });
    const { context, page, token } = await signInOffice(browser, request, manager);
    const newName = `${before.name_en.slice(0, 70)} ${Date.now().toString(36)}`;
    try {
      await page.goto(`${urls.office}/hotels/${hotelId}`);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.name_en);
      await expectAccessible(page, 'office hotel page at 1280 px');
      await page.setViewportSize({ width: 768, height: 1000 });
      await expectAccessible(page, 'office hotel page at 768 px');
      await page.setViewportSize({ width: 1280, height: 900 });

      // A name left empty is refused under the field, before anything is sent.
      const name = page.getByLabel('Name · English');
      await name.fill('');
      await page.getByRole('button', { name: 'Save hotel' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();

      await name.fill(newName);
      await page.getByRole('button', { name: 'Save hotel' }).click();
      await expect(page.getByText('Saved. Travellers see the change')).toBeVisible();
      await page.screenshot({ path: docScreenshot('office-hotel-en.png'), fullPage: true });

      const traveller = await browser.newContext({ locale: locales.en });
      const guest = await traveller.newPage();
      await guest.goto(travellerPage(hotelId));
      await expect(guest.getByRole('heading', { level: 1 })).toContainText(newName);

      // A PNG is taken and listed; a text file named .jpg is refused with the gateway's words.
      const photos = page.getByRole('region', { name: 'Hotel photos' });
      const count = await photos.getByTestId('office-photo').count();
      await photos.getByLabel('Photos to upload').setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await photos.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(photos.getByText('1 photo uploaded.')).toBeVisible();
      await expect(photos.getByTestId('office-photo')).toHaveCount(count + 1);
      await photos.getByLabel('Photos to upload').setInputFiles({
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('these are not the bytes of a photo\n'),
      });
      await photos.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(photos.getByText('Choose a JPEG, PNG or WebP photo')).toBeVisible();
      await expect(photos.getByTestId('office-photo')).toHaveCount(count + 1);
      info.attach('photos', { body: await page.screenshot(), contentType: 'image/png' });

      // The photo added is removed again, through the confirm.
      await photos.getByRole('button', { name: `Delete photo ${count + 1}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Travellers will no longer see it');
      await dialog.getByRole('button', { name: `Delete photo ${count + 1}` }).click();
      await expect(photos.getByTestId('office-photo')).toHaveCount(count);

      // Unpublished, the traveller's page is gone; published again, it is back.
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(page.getByRole('dialog')).toContainText(
        'Orders already made keep what was booked',
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
      await expect(page.getByTestId('office-hotel-status')).toHaveText(/Not published/);
      const gone = await guest.goto(travellerPage(hotelId));
      expect(gone?.status()).toBe(404);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByTestId('office-hotel-status')).toHaveText(/^Published/);
      const back = await guest.goto(travellerPage(hotelId));
      expect(back?.status()).toBe(200);
      await traveller.close();

      // A new room type without names is refused under them, before anything is sent.
      await page.getByRole('link', { name: 'Add a room type' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('New room type');
      await settle(page);
      await page.getByRole('button', { name: 'Create room type' }).click();
      await expect(page.getByLabel('Name · English')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, 'office new room type page at 1280 px');
      await page.goto(`${urls.office}/hotels/${hotelId}`);

      // The room type page, in Chinese (the header's switch leaves this cookie).
      const roomType = await page.locator('a[href*="/room-types/"]').first().getAttribute('href');
      expect(roomType, 'the demo hotel has room types').toBeTruthy();
      await context.addCookies([{ name: 'lng', value: 'zh', url: urls.office }]);
      await page.goto(`${urls.office}${roomType}`);
      await settle(page);
      await expect(page.getByRole('heading', { name: '在用房间' })).toBeVisible();
      await expectAccessible(page, 'office room type page at 1280 px');
      await page.screenshot({ path: docScreenshot('office-room-type-zh.png'), fullPage: true });
      await page.setViewportSize({ width: 768, height: 1000 });
      await expectAccessible(page, 'office room type page at 768 px');
    } finally {
      await staffCall(request, admin, 'PUT', `/hotels/${hotelId}/`, { name_en: before.name_en });
      await staffCall(request, admin, 'PUT', `/hotels/${hotelId}/publish/`, {
        published: before.published,
      });
      for (const session of [admin, token]) {
        await request.delete(`${urls.gateway}/v1/s/session/`, { headers: { token: session } });
      }
      await context.close();
    }
  });
});
