import { expect, locales, test, urls } from './fixtures';

test.describe('booking app in an English browser', () => {
  test.use({ locale: locales.en });

  test('home shows countries and currencies from the gateway', async ({ page, consoleErrors }) => {
    await page.goto(`${urls.booking}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Find hotels and guesthouses · /);
    const destinations = page.getByRole('region', { name: 'Trending destinations' });
    await expect(destinations.getByText('Greece', { exact: true })).toBeVisible();
    await expect(destinations.getByText('Japan', { exact: true })).toBeVisible();
    const currencies = page.getByRole('list', { name: 'Currencies we accept' });
    await expect(currencies.getByText('EUR', { exact: true })).toBeVisible();
    await expect(currencies.getByText('JPY', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test('the language switch works and is remembered', async ({ page }) => {
    await page.goto(`${urls.booking}/dxuser/index`);
    // The footer follows the language too.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveURL(/\/dxuser\/index$/);
    await expect(
      page.getByRole('region', { name: '热门目的地' }).getByText('希腊', { exact: true }),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: '关于我们' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveCount(0);
    await page.goto(`${urls.booking}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(/^查找酒店与民宿 · /);
    await page.getByRole('button', { name: 'EN' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the international landing has its own title', async ({ page }) => {
    await page.goto(`${urls.booking}/dxuser/index`);
    await expect(page).toHaveTitle(/^International hotels · /);
    await page.goto(`${urls.booking}/international`);
    await expect(page).toHaveTitle(/^International hotels · /);
  });

  test('an unknown page is a friendly 404', async ({ page }) => {
    const response = await page.goto(`${urls.booking}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page not found/);
    await expect(
      page.getByText('The page you asked for does not exist or has moved.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('a gateway that is down gives a friendly page, not a stack trace', async ({ page }) => {
    const response = await page.goto(`${urls.bookingNoGateway}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByText(/Our booking service is taking a short break/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/ECONNREFUSED|TypeError|\.js:\d+/);
  });
});

test.describe('booking app in a Chinese browser', () => {
  test.use({ locale: locales.zh });

  test('home speaks Chinese', async ({ page }) => {
    await page.goto(`${urls.booking}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(/^查找酒店与民宿 · /);
    const destinations = page.getByRole('region', { name: '热门目的地' });
    await expect(destinations.getByText('希腊', { exact: true })).toBeVisible();
    await expect(destinations.getByText('日本', { exact: true })).toBeVisible();
  });

  test('the international landing has its title in Chinese', async ({ page }) => {
    await page.goto(`${urls.booking}/international`);
    await expect(page).toHaveTitle(/^国际酒店 · /);
  });

  test('a gateway that is down is explained in Chinese', async ({ page }) => {
    await page.goto(`${urls.bookingNoGateway}/`);
    await expect(page.getByText(/预订服务暂时不可用/)).toBeVisible();
  });
});

test.describe('marketing app', () => {
  test.use({ locale: locales.other });

  test('speaks Chinese by default', async ({ page, consoleErrors }) => {
    await page.goto(`${urls.marketing}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(/^酒店集团加盟与投资 · /);
    await expect(page.locator('#home')).toBeVisible();
    await expect(page.getByRole('link', { name: /申请加盟/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test('switches to English and remembers it', async ({ page }) => {
    await page.goto(`${urls.marketing}/`);
    await page.getByRole('button', { name: 'EN' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Hotel group franchise & investment · /);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: /Apply to join/ })).toBeVisible();
  });
});

test.describe('marketing app in an English browser', () => {
  test.use({ locale: locales.en });

  test('follows the browser language', async ({ page }) => {
    await page.goto(`${urls.marketing}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
