import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, signInAs, test, urls } from './fixtures';
import { addStaff, signInOffice, staffEmail } from './staff';
import { bookStay, createMember, mailsTo, payInSandbox, ymd } from './stays';

/**
 * The office's orders desk from a desk member's browser: a paid order whose free cancellation
 * has ended is found by the guest's e-mail and cancelled on the guest's behalf, with the
 * refund, the guest's mail and the history that follow; a note, the CSV export, both
 * languages, and axe at the desk's and the tablet's widths.
 */

async function shot(page: Page, name: string) {
  await page.screenshot({ path: docScreenshot(`office-orders-${name}.png`), fullPage: false });
}

test.describe('the orders desk', () => {
  test('a desk member cancels a paid order after the deadline and the guest is refunded and mailed', async ({
    browser,
    page: travellerPage,
    context: travellerContext,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    // A stay three days from now: its free cancellation (five days before arrival) is over.
    const start = new Date();
    start.setDate(start.getDate() + 3);
    const member = await createMember(request, 'desk-cancel');
    const { orderId, hotelId } = await bookStay(
      request,
      member,
      { enterDate: ymd(start), days: 1 },
      { lang: 'en' },
    );
    await signInAs(travellerContext, request, member);
    await payInSandbox(travellerPage, request, member, orderId, /^Pay /);
    // The sandbox checkout is the gateway's page, not the office's.
    consoleErrors.length = 0;

    const deskName = `Desk ${Date.now().toString(36)}`;
    const desk = await addStaff(staffEmail('orders-desk'), 'desk', {
      hotels: [hotelId],
      name: deskName,
      lang: 'en',
    });
    const { context, page } = await signInOffice(browser, request, desk);

    // Found by the guest's e-mail.
    await page.goto(`${urls.office}/orders`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await page.getByLabel('Order number, guest name, e-mail or phone').fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/orders\?q=/);
    const row = page.locator('[data-testid="order-row"]', { hasText: orderId });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-testid="order-status"]')).toHaveText('Paid');
    await expect(row).toContainText('Direct');
    await shot(page, 'list');

    await row.getByRole('link', { name: orderId }).click();
    await expect(page).toHaveURL(`${urls.office}/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order ${orderId}`);
    const paid = (await page.locator('[data-testid="order-paid"]').textContent()) ?? '';
    expect(paid).toMatch(/\d/);
    await expect(page.locator('[data-testid="cancel-after-deadline"]')).toContainText(
      'Free cancellation ended',
    );
    await shot(page, 'detail');

    // The reasons first, then the confirmation, then the cancel.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose at least one reason.' }),
    ).toBeVisible();
    await page.getByLabel('Trip cancelled').check();
    await page.getByLabel('Comment (optional)').fill('The guest called the desk.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: `Cancel order ${orderId}?` })).toBeVisible();
    await expect(page.getByText('Reasons: Trip cancelled')).toBeVisible();
    await shot(page, 'cancel');
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(page.locator('[data-testid="cancel-outcome"]')).toContainText(
      `The order is cancelled: the refund of ${paid} is requested`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled');
    await expect(page.locator('[data-testid="order-refund"]')).toContainText(paid);
    await expect(page.getByText('The guest called the desk.')).toBeVisible();

    // The history names the desk member as the one who cancelled.
    await expect(
      page.locator('[data-testid="history-row"]', { has: page.locator('[data-what="cancelled"]') }),
    ).toContainText(deskName);

    // The guest's mailbox has the cancellation.
    await expect
      .poll(async () => (await mailsTo(request, member.email)).map((mail) => mail.subject), {
        timeout: 20_000,
      })
      .toContainEqual(expect.stringMatching(new RegExp(`^Booking cancelled: .*\\(${orderId}\\)$`)));

    // A note for the staff.
    await page.getByLabel('New note').fill('Refund promised on the phone.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.locator('[data-testid="order-notes"]')).toContainText(
      'Refund promised on the phone.',
    );
    await expect(page.locator('[data-testid="order-notes"]')).toContainText(deskName);
    await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();

    // The export of the list as filtered holds the order.
    await page.goto(`${urls.office}/orders?q=${encodeURIComponent(member.email)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid="orders-export"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Order,Status,Hotel,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderId},Cancelled,`);
    expect(lines[1]).toContain(member.email);

    // Both pages pass axe at the desk's and the tablet's widths.
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${urls.office}/orders?q=${encodeURIComponent(member.email)}`);
      await expectAccessible(page, `orders at ${width}`);
      await page.goto(`${urls.office}/orders/${orderId}`);
      await expectAccessible(page, `order at ${width}`);
    }

    // And in Chinese.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`订单 ${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('已取消');
    await expect(page.getByRole('heading', { name: '订单记录' })).toBeVisible();
    await shot(page, 'detail-zh');
    await page.goto(`${urls.office}/orders?q=${encodeURIComponent(member.email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('订单');
    await expect(
      page
        .locator('[data-testid="order-row"]', { hasText: orderId })
        .locator('[data-testid="order-status"]'),
    ).toHaveText('已取消');
    await context.close();
  });
});
