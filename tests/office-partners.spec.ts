import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, test, urls } from './fixtures';
import { addStaff, signInOffice, staffEmail, staffSession } from './staff';
import type { Answer } from './stays';

/**
 * Partners in the office from an admin's browser: the admin adds a partner whose origin is a
 * page on an origin of this run's own (the demo partner site's pages, on a loopback address
 * no partner lists), and the embed on that origin reads the catalogue at once; the admin edits it, then
 * removes it after a confirmation, and the same page is refused the catalogue at its next
 * load. The audit log, filtered by the partner's target, lists its creation, change and
 * removal. Both pages pass axe at 1280 and 768 px and fit 375 px.
 */

/**
 * The demo partner site's pages on an origin no partner lists: the site answers on every
 * loopback address, and `127.0.0.<n>` is an origin of its own (`partner.spec.ts` keeps
 * 127.0.0.1 as the unlisted one), picked per run so that a retry starts with no partner on it.
 */
function freshPartnerOrigin(): string {
  const { port } = new URL(urls.partner);
  return `http://127.0.0.${2 + Math.floor(Math.random() * 250)}:${port}`;
}

async function partnerPage(browser: Browser) {
  const context = await browser.newContext({ locale: locales.en });
  return { context, page: await context.newPage() };
}

const hotelsElement = (page: Page) => page.locator('bookdirect-hotels');
const hotelLinks = (page: Page) => hotelsElement(page).locator('[data-testid="hotel-card"] a');
/** What a page whose origin is no partner's shows in place of the catalogue. */
const refusedLink = (page: Page) =>
  hotelsElement(page).getByRole('link', { name: 'Book on our website' });

const row = (page: Page, code: string) =>
  page.locator(`[data-testid="partner-row"][data-code="${code}"]`);

test.describe('partners in the office', () => {
  test('an admin adds a partner whose page then embeds the catalogue, and removing it closes the catalogue to that page', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const run = Date.now().toString(36);
    const code = `office-${run}`;
    const name = `Office Partner ${run}`;
    const origin = freshPartnerOrigin();
    const admin = await addStaff(staffEmail('partners-admin'), 'admin', {
      name: `Partners Admin ${run}`,
      lang: 'en',
    });

    // Before: the page on that origin is no partner's, and the catalogue stays closed to it:
    // its visitors are offered the booking site instead.
    const partner = await partnerPage(browser);
    await partner.page.goto(`${origin}/?lang=en`);
    await expect(refusedLink(partner.page)).toBeVisible();
    await expect(hotelLinks(partner.page)).toHaveCount(0);

    const { context, page } = await signInOffice(browser, request, admin);
    await page.goto(`${urls.office}/partners`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partners');

    // A wrong origin is named under its field, and nothing is added.
    const add = page.getByRole('region', { name: 'Add a partner' });
    await add.getByLabel('Code').fill(code);
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Origins', { exact: true }).fill(`${origin}/embed`);
    await add.getByRole('button', { name: 'Add partner' }).click();
    await expect(add.getByText('Each origin must be exactly scheme://host[:port]')).toBeVisible();
    await expect(row(page, code)).toHaveCount(0);

    // The origin as the browser sends it (the case of its host does not matter).
    await add.getByLabel('Origins', { exact: true }).fill(`${origin.toUpperCase()}\n`);
    await add.getByRole('button', { name: 'Add partner' }).click();
    await expect(page.getByTestId('partners-message')).toHaveText(
      `${name} (${code}) is a partner now.`,
    );
    await page.screenshot({ path: docScreenshot('office-partners-en.png') });
    await expect(row(page, code)).toContainText(name);
    await expect(row(page, code)).toContainText(origin);

    // The embed on that origin reads the catalogue from its next load: nothing waits.
    await partner.page.goto(`${origin}/?lang=en`);
    await expect(hotelLinks(partner.page).first()).toBeVisible({ timeout: 15_000 });
    for (const href of await hotelLinks(partner.page).evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href),
    )) {
      expect(new URL(href).origin).toBe(urls.booking);
    }

    // The admin renames it, keeping its origin.
    await row(page, code)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    const edit = page.getByRole('region', { name: `Edit ${name}` });
    await expect(edit.getByLabel('Origins', { exact: true })).toHaveValue(origin);
    // What to hand the partner: a link with its code, and the embed's tags.
    await expect(edit.getByTestId('partner-link')).toHaveAttribute(
      'href',
      `${urls.booking}/?partner=${code}`,
    );
    await expect(edit.getByTestId('partner-embed')).toContainText(
      `<script src="${urls.booking}/embed.js" async></script>`,
    );
    await expect(edit.getByTestId('partner-embed')).toContainText(
      `<bookdirect-hotels partner="${code}"></bookdirect-hotels>`,
    );
    await edit.getByLabel('Name').fill(`${name} renamed`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('partners-message')).toHaveText(`${name} renamed is saved.`);
    await expect(row(page, code)).toContainText(`${name} renamed`);

    // Axe on the list with its forms, and on the confirmation, at the desk's and a tablet's width.
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `partners at ${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Removing asks first; cancelling keeps it.
    await row(page, code)
      .getByRole('button', { name: `Remove ${name} renamed` })
      .click();
    const confirm = page.getByTestId('confirm');
    await expect(confirm.getByRole('heading')).toHaveText(`Remove ${name} renamed (${code})?`);
    await expectAccessible(page, 'partner removal confirmation');
    await confirm.getByRole('button', { name: 'Remove partner' }).click();
    await expect(page.getByTestId('partners-message')).toHaveText(
      `${code} is no longer a partner.`,
    );
    await expect(row(page, code)).toHaveCount(0);

    // The same page is refused the catalogue at its next load.
    await partner.page.goto(`${origin}/?lang=en`);
    await expect(refusedLink(partner.page)).toBeVisible();
    await expect(hotelLinks(partner.page)).toHaveCount(0);
    await partner.context.close();

    // The audit log, filtered by the partner's target: created, changed, removed, by the admin.
    await page.goto(`${urls.office}/audit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
    await page.getByLabel('Target').fill(`partner:${code}`);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(
      `${urls.office}/audit?staff_id=&target=${encodeURIComponent(`partner:${code}`)}`,
    );
    const entries = page.locator('[data-testid="audit-row"]');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toHaveAttribute('data-action', 'partner.delete');
    await expect(entries.nth(1)).toHaveAttribute('data-action', 'partner.update');
    const created = entries.nth(2);
    await expect(created).toHaveAttribute('data-action', 'partner.create');
    await expect(created).toContainText(`Partners Admin ${run}`);
    await expect(created).toContainText('Created');
    await expect(created).toContainText(origin);
    await expect(entries.nth(1)).toContainText(`${name} renamed`);
    // The target leads to the partners page.
    await expect(created.getByRole('link', { name: `partner:${code}` })).toHaveAttribute(
      'href',
      `/partners?edit=${code}#partner-edit`,
    );
    await page.screenshot({ path: docScreenshot('office-audit-en.png') });

    // By staff member as well: the admin's own choice finds the same three.
    await page.getByLabel('Staff member').selectOption({ label: `Partners Admin ${run}` });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(entries).toHaveCount(3);

    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `audit log at ${width}`);
    }
    // A phone's width: nothing but the tables scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [`/audit?target=${encodeURIComponent(`partner:${code}`)}`, '/partners']) {
      await page.goto(`${urls.office}${path}`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(375);
    }
    await context.close();
  });

  test('a manager and a desk are not allowed the partners nor the audit log', async ({
    browser,
    request,
  }) => {
    // Two staff members, each signed in and turned away from three pages.
    test.setTimeout(90_000);
    const token = await staffSession(request);
    const hotels = await request.get(`${urls.gateway}/v1/s/hotels/`, { headers: { token } });
    const body = (await hotels.json()) as Answer<{ hotel_list: { hotel_id: number }[] }>;
    expect(body.rec, body.msg).toBe(0);
    const hotel = body.data.hotel_list[0]?.hotel_id as number;
    for (const role of ['manager', 'desk'] as const) {
      const member = await addStaff(staffEmail(`partners-${role}`), role, {
        hotels: [hotel],
        lang: 'en',
      });
      const { context, page } = await signInOffice(browser, request, member);
      await page.goto(`${urls.office}/hotels`);
      const nav = page.getByRole('navigation').first();
      await expect(nav.getByRole('link', { name: 'Partners' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
      for (const path of ['/partners', '/audit']) {
        const refused = await page.goto(`${urls.office}${path}`);
        expect(refused?.status(), `${role} ${path}`).toBe(403);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'You are not allowed here',
        );
      }
      // A post is refused as well, and adds nothing.
      const posted = await page.request.post(`${urls.office}/partners`, {
        form: { intent: 'add', code: `sneaky-${role}`, name: 'Sneaky', origins: '' },
        headers: { Origin: urls.office },
      });
      expect(posted.status(), role).toBe(403);
      await context.close();
    }
    const listed = await request.get(`${urls.gateway}/v1/s/partners/`, { headers: { token } });
    const partners = (await listed.json()) as Answer<{ partner_list: { code: string }[] }>;
    expect(partners.data.partner_list.map((p) => p.code)).not.toContain('sneaky-manager');
    expect(partners.data.partner_list.map((p) => p.code)).not.toContain('sneaky-desk');
  });
});
