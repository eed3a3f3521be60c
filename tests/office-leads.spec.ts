import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, test, urls } from './fixtures';
import { addStaff, signInOffice, staffEmail, staffSession } from './staff';
import type { Answer } from './stays';

/**
 * The franchise leads in the office from an admin's browser: an application sent through the
 * marketing site appears on the open board without a reload (at its next read), the admin moves it on to contacted, notes it and moves it to signed, and the
 * board and the list name the admin as the one who moved it; the CSV export holds it; axe at
 * the desk's and the tablet's widths, list and board.
 */

/** The lead's card in the board's column of `stage`. */
const card = (page: Page, stage: string, name: string) =>
  page
    .locator(`[data-testid="leads-column"][data-stage="${stage}"]`)
    .locator('[data-testid="lead-card"]', { hasText: name });

test.describe('franchise leads', () => {
  test('a new application reaches the open board, an admin moves it to signed with a note, and the export holds it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const run = Date.now().toString(36);
    const adminName = `Leads Admin ${run}`;
    const admin = await addStaff(staffEmail('leads-admin'), 'admin', {
      name: adminName,
      lang: 'en',
    });
    const { context, page } = await signInOffice(browser, request, admin);

    // The board reads itself every 5 s here (15 s unless the address says otherwise).
    await page.goto(`${urls.office}/leads?view=board&refresh=5`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Franchise leads');
    const views = page.getByRole('navigation', { name: 'List or board' });
    await expect(views.getByRole('link', { name: 'Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('[data-testid="leads-column"]')).toHaveCount(4);

    // A visitor applies on the marketing site while the board is open.
    const applicant = `Applicant ${run}`;
    const sent = await request.post(`${urls.marketing}/api/franchise`, {
      headers: { Origin: urls.marketing },
      data: {
        name: applicant,
        mobile: '+8613800138000',
        country_id: 13,
        province_id: 13100,
        city_id: 13101,
        will_level_id: 2,
        remark: 'A 40-room hotel in Chaoyang.',
      },
    });
    expect(((await sent.json()) as { rec: number }).rec).toBe(0);

    // It appears without a reload at the board's next read, and is announced.
    const fresh = card(page, 'new', applicant);
    await expect(fresh).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-testid="leads-arrivals"]')).toHaveText(/\d+ new leads?/);
    await expect(fresh).toContainText('Beijing');
    await expect(fresh).toContainText('Not moved yet');

    // New to contacted, with the keyboard.
    await fresh.getByRole('button', { name: `Move ${applicant} to Contacted` }).focus();
    await page.keyboard.press('Enter');
    const contacted = card(page, 'contacted', applicant);
    await expect(contacted).toBeVisible();
    await expect(card(page, 'new', applicant)).toHaveCount(0);
    await expect(contacted.locator('[data-testid="lead-moved"]')).toContainText(adminName);

    // A note, then signed.
    await contacted.getByText('Edit note').click();
    await contacted.getByLabel(`Note on ${applicant}`).fill('Visit booked for Monday.');
    await contacted.getByRole('button', { name: 'Save note' }).click();
    await expect(contacted.locator('[data-testid="lead-note"]')).toContainText(
      'Visit booked for Monday.',
    );
    await contacted.getByRole('button', { name: `Move ${applicant} to Signed` }).click();
    const signed = card(page, 'signed', applicant);
    await expect(signed).toBeVisible();
    await expect(signed.locator('[data-testid="lead-moved"]')).toContainText(
      `Moved to this stage by ${adminName}`,
    );
    await expect(signed.locator('[data-testid="lead-note"]')).toContainText(
      'Visit booked for Monday.',
    );
    await page.locator('#main').screenshot({ path: docScreenshot('office-leads-en.png') });

    // The list of signed leads says the same.
    await views.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(`${urls.office}/leads?refresh=5`);
    await page.getByLabel('Stage', { exact: true }).selectOption('signed');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(`${urls.office}/leads?refresh=5&stage=signed`);
    const row = page.locator('[data-testid="lead-row"]', { hasText: applicant });
    await expect(row).toContainText('Signed');
    await expect(row).toContainText('Visit booked for Monday.');
    await expect(row).toContainText(adminName);
    await expect(row).toContainText('Beijing');

    // The export holds every lead, this one among them.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid="leads-export"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Kind,ID,Arrived at (UTC),Name,Mobile,Contact,Country,Province,City,Intention,Remark or message',
    );
    expect(lines.find((line) => line.includes(applicant))).toMatch(
      /^Application,\d+,.*,China,.*,Beijing,/,
    );

    // List and board pass axe at the desk's and the tablet's widths.
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${urls.office}/leads`);
      await expectAccessible(page, `leads list at ${width}`);
      await page.goto(`${urls.office}/leads?view=board`);
      await expectAccessible(page, `leads board at ${width}`);
    }

    // And in Chinese.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: '中文' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('加盟线索');
    await expect(card(page, 'signed', applicant)).toContainText('北京');
    await page.locator('#main').screenshot({ path: docScreenshot('office-leads-zh.png') });
    await context.close();
  });

  test('a manager is not allowed the leads nor their export', async ({ browser, request }) => {
    const token = await staffSession(request);
    const hotels = await request.get(`${urls.gateway}/v1/s/hotels/`, { headers: { token } });
    const body = (await hotels.json()) as Answer<{ hotel_list: { hotel_id: number }[] }>;
    expect(body.rec, body.msg).toBe(0);
    const manager = await addStaff(staffEmail('leads-manager'), 'manager', {
      hotels: [body.data.hotel_list[0]?.hotel_id as number],
      lang: 'en',
    });
    const { context, page } = await signInOffice(browser, request, manager);
    await page.goto(`${urls.office}/hotels`);
    await expect(page.getByRole('link', { name: 'Franchise leads' })).toHaveCount(0);
    const refused = await page.goto(`${urls.office}/leads?view=board`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not allowed here');
    const exported = await page.request.get(`${urls.office}/leads/export`);
    expect(exported.status()).toBe(403);
    await context.close();
  });
});
