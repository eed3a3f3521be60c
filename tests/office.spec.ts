import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './axe';
import { docScreenshot } from './doc-screenshots';
import { expect, locales, test, urls, waitingForHydration } from './fixtures';
import { type AddedStaff, addStaff, staffEmail, staffSession, totp } from './staff';
import type { Answer } from './stays';

/**
 * The back office from a staff member's browser: signing in with the authenticator (and
 * enrolling it), the hotels a role reaches, the staff administration of admins, signing out,
 * and a post made after the session went idle that is finished once the person signs in
 * again. Every journey adds its own accounts with `staff:add`, so none depends on another.
 */

const words = {
  en: {
    signIn: 'Sign in',
    hotels: 'Your hotels',
    staff: 'Staff accounts',
    failed: 'Incorrect e-mail, password or authenticator code.',
    forbidden: 'You are not allowed here',
    signOut: 'Sign out',
  },
  zh: {
    signIn: '登录',
    hotels: '我的酒店',
    staff: '员工账号',
    forbidden: '无权访问',
    signOut: '退出登录',
  },
};

/** The sign-in form's button (the header's language switch is a form too). */
const SIGN_IN_BUTTON = 'form:has(input[name="otp"]) button[type="submit"]';

test.describe('the back office', () => {
  // The office is a desk's site: its layouts are checked at 1280 and 768 px below.
  // Each journey adds its accounts with `staff:add` and may wait for a new 30-second code.
  test.describe.configure({ timeout: 120_000 });

  /** The last code each secret signed in with: a code is good once, so the next waits. */
  const used = new Map<string, string>();

  async function freshCode(secret: string): Promise<string> {
    for (;;) {
      const code = totp(secret, Date.now());
      if (used.get(secret) !== code) {
        used.set(secret, code);
        return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  async function signIn(page: Page, account: AddedStaff, path = '/sign-in') {
    await page.goto(`${urls.office}${path}`);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('input[name="otp"]').fill(await freshCode(account.totp_secret));
    await page.locator(SIGN_IN_BUTTON).click();
  }

  async function officePage(browser: Browser, lang: 'zh' | 'en' = 'en') {
    const context = await browser.newContext({
      locale: locales[lang],
      viewport: { width: 1280, height: 900 },
    });
    return { context, page: waitingForHydration(await context.newPage()) };
  }

  async function hotelIds(request: APIRequestContext): Promise<number[]> {
    const token = await staffSession(request);
    const response = await request.get(`${urls.gateway}/v1/s/hotels/`, { headers: { token } });
    const body = (await response.json()) as Answer<{ hotel_list: { hotel_id: number }[] }>;
    expect(body.rec, body.msg).toBe(0);
    await request.delete(`${urls.gateway}/v1/s/session/`, { headers: { token } });
    return body.data.hotel_list.map((hotel) => hotel.hotel_id);
  }

  async function shot(page: Page, info: TestInfo, name: string) {
    await page.screenshot({ path: docScreenshot(`office-${name}.png`), fullPage: false });
    await info.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
  }

  for (const lang of ['en', 'zh'] as const) {
    test(`an admin signs in with the authenticator's code (${lang})`, async ({ browser }, info) => {
      const admin = await addStaff(staffEmail(`office-${lang}`), 'admin', {
        name: lang === 'zh' ? '王丽' : 'Lina Wang',
        lang,
      });
      // A browser that has not chosen: the page speaks its Accept-Language first.
      const { context, page } = await officePage(browser, lang === 'zh' ? 'en' : 'zh');
      await page.goto(`${urls.office}/hotels`);
      await expect(page).toHaveURL(/\/sign-in\?next=%2Fhotels$/);
      await expect(page.locator('input[name="otp"]')).toHaveAttribute('inputmode', 'numeric');
      await expect(page.locator('input[name="otp"]')).toHaveAttribute(
        'autocomplete',
        'one-time-code',
      );
      await signIn(page, admin, '/sign-in?next=%2Fhotels');
      await expect(page).toHaveURL(`${urls.office}/hotels`);
      // Signed in, the office speaks the staff member's own language.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[lang].hotels);
      await expect(page.locator('[data-testid="hotel"]').first()).toBeVisible();
      const cookies = await context.cookies(urls.office);
      const session = cookies.find((cookie) => cookie.name === 'office_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Strict');
      expect(cookies.find((cookie) => cookie.name === 'lng')?.value).toBe(lang);
      await shot(page, info, `hotels-${lang}`);
      await page.goto(`${urls.office}/staff`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words[lang].staff);
      await shot(page, info, `staff-${lang}`);
      await context.close();
    });
  }

  test('a wrong code is one message, not one per field', async ({ browser }) => {
    const admin = await addStaff(staffEmail('office-wrong'), 'admin', { lang: 'en' });
    const { context, page } = await officePage(browser);
    await page.goto(`${urls.office}/sign-in`);
    await page.locator('input[name="email"]').fill(admin.email);
    await page.locator('input[name="password"]').fill(admin.password);
    const right = totp(admin.totp_secret, Date.now());
    await page.locator('input[name="otp"]').fill(right === '000000' ? '111111' : '000000');
    await page.locator(SIGN_IN_BUTTON).click();
    await expect(page.getByTestId('sign-in-message')).toHaveText(words.en.failed);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/sign-in/);
    // The same message for an e-mail without an account: nobody learns which exist.
    await page.locator('input[name="email"]').fill(staffEmail('nobody'));
    await page.locator('input[name="password"]').fill(admin.password);
    await page.locator('input[name="otp"]').fill(right);
    await page.locator(SIGN_IN_BUTTON).click();
    await expect(page.getByTestId('sign-in-message')).toHaveText(words.en.failed);
    await context.close();
  });

  test('an admin adds a desk member, who enrols with the key and signs in', async ({
    browser,
    request,
  }) => {
    const [hotel] = await hotelIds(request);
    const admin = await addStaff(staffEmail('office-adder'), 'admin', { lang: 'en' });
    const { context, page } = await officePage(browser);
    await signIn(page, admin);
    await expect(page).toHaveURL(`${urls.office}/hotels`);
    await page.goto(`${urls.office}/staff`);
    const email = staffEmail('office-desk');
    const add = page.getByRole('region', { name: 'Add a staff member' });
    await add.getByLabel('E-mail').fill(email);
    await add.getByLabel('Name').fill('Desk Journey');
    await add.getByLabel('Role').selectOption('desk');
    await add.getByLabel('Language').selectOption('en');
    await add.locator(`input[name="hotel_ids"][value="${hotel}"]`).check();
    await add.getByRole('button', { name: 'Add staff member' }).click();
    const shown = page.getByTestId('staff-password');
    await expect(shown).toContainText(email);
    const password = (await shown.locator('code').textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThan(8);
    await expect(page.getByRole('row', { name: /Desk Journey/ })).toContainText('Not enrolled yet');

    const desk = await officePage(browser);
    await desk.page.goto(`${urls.office}/sign-in`);
    await desk.page.locator('input[name="email"]').fill(email);
    await desk.page.locator('input[name="password"]').fill(password);
    await desk.page.locator(SIGN_IN_BUTTON).click();
    const enrol = desk.page.getByTestId('enrol');
    await expect(enrol.getByRole('img')).toBeVisible();
    const secret = (await desk.page.getByTestId('enrol-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(desk.page.locator('input[name="email"]')).toHaveValue(email);
    await desk.page.locator('input[name="password"]').fill(password);
    await desk.page.locator('input[name="otp"]').fill(await freshCode(secret));
    await desk.page.locator(SIGN_IN_BUTTON).click();
    await expect(desk.page).toHaveURL(`${urls.office}/hotels`);
    await expect(desk.page.locator('[data-testid="hotel"]')).toHaveCount(1);
    await desk.context.close();

    await page.reload();
    await expect(page.getByRole('row', { name: /Desk Journey/ })).toContainText('Active');
    await context.close();
  });

  test('a manager sees their hotel only, and no staff administration', async ({
    browser,
    request,
  }) => {
    const [mine, other] = await hotelIds(request);
    expect(other, 'the demo catalogue has two hotels or more').toBeDefined();
    const manager = await addStaff(staffEmail('office-manager'), 'manager', {
      hotels: [mine as number],
      lang: 'en',
    });
    const { context, page } = await officePage(browser);
    await signIn(page, manager);
    await expect(page).toHaveURL(`${urls.office}/hotels`);
    const hotels = page.locator('[data-testid="hotel"]');
    await expect(hotels).toHaveCount(1);
    await expect(hotels.getByRole('link', { name: 'Hotel facts' })).toHaveAttribute(
      'href',
      `/hotels/${mine}`,
    );
    await expect(page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

    const refused = await page.goto(`${urls.office}/staff`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.en.forbidden);
    await expect(page.getByRole('link', { name: 'Back to your hotels' })).toBeVisible();

    const elsewhere = await page.goto(`${urls.office}/hotels/${other}`);
    expect(elsewhere?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);

    // Signing out ends the session: the office's pages ask to sign in again.
    await page.goto(`${urls.office}/hotels`);
    await page.getByRole('button', { name: words.en.signOut }).click();
    await expect(page).toHaveURL(`${urls.office}/sign-in`);
    expect((await context.cookies(urls.office)).some((c) => c.name === 'office_session')).toBe(
      false,
    );
    await page.goto(`${urls.office}/hotels`);
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fhotels$/);
    await context.close();
  });

  test('a post made after the session ended is finished once the person signs in again', async ({
    browser,
    request,
  }) => {
    const admin = await addStaff(staffEmail('office-idle'), 'admin', { lang: 'en' });
    const other = await addStaff(staffEmail('office-renamed'), 'desk', {
      hotels: [(await hotelIds(request))[0] as number],
      name: 'Before Rename',
    });
    const { context, page } = await officePage(browser);
    await signIn(page, admin);
    await expect(page).toHaveURL(`${urls.office}/hotels`);
    await page.goto(`${urls.office}/staff?q=${encodeURIComponent(other.email)}`);
    await page.getByRole('link', { name: 'Before Rename' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before Rename');
    const memberUrl = page.url();
    await page.getByRole('textbox', { name: 'Name' }).fill('After Rename');

    // The gateway ends the session (as 30 minutes idle would) while the form is open.
    const token = (await context.cookies(urls.office)).find((c) => c.name === 'office_session');
    const ended = await request.delete(`${urls.gateway}/v1/s/session/`, {
      headers: { token: decodeURIComponent(token?.value ?? '') },
    });
    expect(ended.ok()).toBe(true);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=.*&resume=/);
    await expect(page.getByText('Your session ended')).toBeVisible();
    await page.locator('input[name="email"]').fill(admin.email);
    await page.locator('input[name="password"]').fill(admin.password);
    await page.locator('input[name="otp"]').fill(await freshCode(admin.totp_secret));
    await page.locator(SIGN_IN_BUTTON).click();

    // Signed in, the page posts the kept form itself: one more round trip on a loaded machine.
    await expect(page).toHaveURL(memberUrl, { timeout: 30_000 });
    await expect(page.getByTestId('staff-message')).toContainText('Saved');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('After Rename');
    // The kept post is gone: it is never posted twice.
    expect((await context.cookies(urls.office)).some((c) => c.name === 'office_resume')).toBe(
      false,
    );
    await context.close();
  });

  test('the sign-in, hotels and staff pages pass axe at 1280 and 768 px', async ({ browser }) => {
    // Six scans of long pages (every hotel of the demo group) on a loaded machine.
    test.setTimeout(300_000);
    const admin = await addStaff(staffEmail('office-axe'), 'admin', { lang: 'en' });
    const { context, page } = await officePage(browser);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${urls.office}/sign-in`);
      await expectAccessible(page, `sign-in at ${width}`);
    }
    await signIn(page, admin);
    await expect(page).toHaveURL(`${urls.office}/hotels`);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${urls.office}/hotels`);
      await expectAccessible(page, `hotels at ${width}`);
      await page.goto(`${urls.office}/staff`);
      await expectAccessible(page, `staff at ${width}`);
      const width768 = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width768).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
});
