import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, locales, test, urls } from './fixtures';

/** Fills the franchise form with a valid Beijing application, overridden by `change`. */
async function fill(
  page: Page,
  lang: 'zh' | 'en',
  change: Partial<Record<string, string>> = {},
  testId = 'franchise-form',
) {
  const form = page.getByTestId(testId);
  const L =
    lang === 'zh'
      ? {
          name: '姓名',
          phone: '电话',
          country: '国家或地区',
          province: '省份',
          city: '城市',
          intention: '加盟意向',
          remark: '备注',
        }
      : {
          name: 'Name',
          phone: 'Phone',
          country: 'Country or region',
          province: 'Province or state',
          city: 'City',
          intention: 'Intention',
          remark: 'Remarks',
        };
  await form.getByLabel(L.name).fill(change.name ?? 'Li Wei');
  await form.getByLabel(L.phone).fill(change.mobile ?? '+8613800138000');
  const province = form.getByLabel(L.province);
  await expect(province).toBeDisabled();
  await form.getByLabel(L.country).selectOption({ label: lang === 'zh' ? '中国' : 'China' });
  await expect(province).toBeEnabled();
  await expect(form.getByLabel(L.city)).toBeDisabled();
  await province.selectOption({ label: lang === 'zh' ? '北京市' : 'Beijing' });
  await form.getByLabel(L.city).selectOption({ label: lang === 'zh' ? '北京' : 'Beijing' });
  await form
    .getByLabel(L.intention)
    .selectOption({ label: lang === 'zh' ? '新开酒店' : 'New hotel' });
  await form.getByLabel(L.remark).fill(change.remark ?? 'A 40-room hotel in Chaoyang.');
  return { form, L };
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`franchise form in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test('submits a valid application: toast, form cleared', async ({ page, consoleErrors }) => {
      await page.goto(`${urls.marketing}/#join`);
      await page.waitForLoadState('networkidle');
      const { form, L } = await fill(page, lang);
      await form.getByRole('button', { name: lang === 'zh' ? '提交' : 'Submit' }).click();
      await expect(page.getByTestId('toast')).toContainText(
        lang === 'zh' ? '感谢您的申请' : 'Thank you',
      );
      await expect(form.getByLabel(L.name)).toHaveValue('');
      await expect(form.getByLabel(L.province)).toBeDisabled();
      expect(consoleErrors).toEqual([]);
    });

    test('shows each validation message by its field', async ({ page }) => {
      await page.goto(`${urls.marketing}/#join`);
      await page.waitForLoadState('networkidle');
      const form = page.getByTestId('franchise-form');
      await form.getByRole('button', { name: lang === 'zh' ? '提交' : 'Submit' }).click();
      const expected =
        lang === 'zh'
          ? [
              '请输入您的姓名',
              '请输入电话号码',
              '请选择国家或地区',
              '请选择省份',
              '请选择城市',
              '请选择加盟意向',
              '请输入备注',
            ]
          : [
              'Please enter your name',
              'Phone number is required',
              'Please select the country or region',
              'Please select the province',
              'Please select the city',
              'Please select your intention',
              'Please enter your remarks',
            ];
      for (const text of expected)
        await expect(form.getByText(text, { exact: true })).toBeVisible();

      const phone = form.getByLabel(lang === 'zh' ? '电话' : 'Phone');
      const cases: [string, string][] = [
        ['+', lang === 'zh' ? '请输入电话号码' : 'Phone number is required'],
        ['1234', lang === 'zh' ? '5-16 个字符' : '5-16 characters'],
        ['12345678901234567', lang === 'zh' ? '5-16 个字符' : '5-16 characters'],
        [
          '123+4567',
          lang === 'zh' ? '只能输入数字，“+”只能在开头' : "Only digits, with '+' only at the start",
        ],
      ];
      for (const [value, message] of cases) {
        await phone.fill(value);
        await phone.blur();
        await expect(form.locator('#mobile-error')).toHaveText(message);
      }
      const remark = form.getByLabel(lang === 'zh' ? '备注' : 'Remarks');
      await remark.fill('   ');
      await remark.blur();
      await expect(form.locator('#remark-error')).toHaveText(
        lang === 'zh' ? '请输入备注' : 'Please enter your remarks',
      );
      await remark.fill('x'.repeat(191));
      await expect(page.getByTestId('remark-counter')).toHaveAttribute('data-warn', 'true');
      await remark.fill('y'.repeat(250));
      await expect(remark).toHaveValue('y'.repeat(200));
      await expect(page.getByTestId('remark-counter')).toHaveText('200/200');
    });

    test('a new country clears province and city', async ({ page }) => {
      await page.goto(`${urls.marketing}/#join`);
      await page.waitForLoadState('networkidle');
      const { form, L } = await fill(page, lang);
      await form.getByLabel(L.country).selectOption({ label: lang === 'zh' ? '日本' : 'Japan' });
      await expect(form.getByLabel(L.province)).toHaveValue('');
      await expect(form.getByLabel(L.city)).toHaveValue('');
      await expect(form.getByLabel(L.city)).toBeDisabled();
    });

    test('says submit failed, and network error', async ({ page }) => {
      await page.goto(`${urls.marketing}/#join`);
      await page.waitForLoadState('networkidle');
      const { form } = await fill(page, lang);
      const submit = form.getByRole('button', { name: lang === 'zh' ? '提交' : 'Submit' });
      await page.route('**/api/franchise', (route) => route.fulfill({ json: { rec: 1 } }));
      await submit.click();
      await expect(page.getByTestId('toast')).toHaveText(
        lang === 'zh' ? '提交失败' : 'Submit failed',
      );
      await page.unroute('**/api/franchise');
      await page.route('**/api/franchise', (route) => route.abort('internetdisconnected'));
      await submit.click();
      await expect(page.getByTestId('toast')).toHaveText(
        lang === 'zh' ? '网络错误' : 'Network error',
      );
    });
  });
}

for (const lang of ['zh', 'en'] as const) {
  test.describe(`franchise form in a modal in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test('opens from the call to action; success: toast, modal closed', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(urls.marketing);
      await page.waitForLoadState('networkidle');
      const title = lang === 'zh' ? '申请加盟' : 'Apply to join';
      const cta = page.getByTestId('apply-cta');
      await expect(cta).toHaveAttribute('href', '#join');
      await cta.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(page).not.toHaveURL(/#join/);
      const { form, L } = await fill(page, lang, {}, 'franchise-form-modal');
      await form.getByRole('button', { name: lang === 'zh' ? '提交' : 'Submit' }).click();
      await expect(page.getByTestId('toast')).toContainText(
        lang === 'zh' ? '感谢您的申请' : 'Thank you',
      );
      await expect(dialog).toBeHidden();
      // Opened again, the form is empty.
      await cta.click();
      await expect(dialog.getByLabel(L.name)).toHaveValue('');
      await expect(dialog.getByLabel(L.province)).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });

    test('says submit failed in the modal, and keeps it open', async ({ page }) => {
      await page.goto(urls.marketing);
      await page.waitForLoadState('networkidle');
      await page.getByTestId('apply-cta').click();
      const { form } = await fill(page, lang, {}, 'franchise-form-modal');
      await page.route('**/api/franchise', (route) => route.fulfill({ json: { rec: 1 } }));
      await form.getByRole('button', { name: lang === 'zh' ? '提交' : 'Submit' }).click();
      await expect(page.getByTestId('toast')).toHaveText(
        lang === 'zh' ? '提交失败' : 'Submit failed',
      );
      await expect(form).toBeVisible();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    locale: locales.en,
  });

  test('posts the form, lists regions with Next, and shows server-side errors', async ({
    page,
  }) => {
    await page.goto(`${urls.marketing}/#join`);
    // The call to action is a plain link to the inline form.
    await expect(page.getByTestId('apply-cta')).toHaveAttribute('href', '#join');
    const form = page.getByTestId('franchise-form');
    await form.getByLabel('Phone').fill('12ab');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.locator('#mobile-error')).toBeVisible();

    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Phone').fill('+35121000000');
    await form.getByLabel('Country or region').selectOption({ label: 'China' });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Province or state').selectOption({ label: 'Beijing' });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('City').selectOption({ label: 'Beijing' });
    await form.getByLabel('Intention').selectOption({ label: 'Financing' });
    await form.getByLabel('Remarks').fill('No script needed.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/done=application/);
    await expect(page.getByTestId('toast')).toContainText('Thank you');
  });
});

test.describe('consult panel', () => {
  test.use({ locale: locales.en });

  test('stores a message and closes the modal', async ({ page }) => {
    await page.goto(`${urls.marketing}/#join`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Leave a message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave us a message' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill('Ana');
    await dialog.getByLabel('How to reach you').fill('ana@example.com');
    await dialog.getByLabel('Message').fill('Please call me.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('toast')).toContainText('Thank you for your message');
    await expect(dialog).toBeHidden();
  });
});

test.describe('carousel and anchors', () => {
  test.use({ locale: locales.en });

  test('changes slide by keyboard and by a swipe of 50 px or more', async ({ page }) => {
    await page.goto(`${urls.marketing}/#brand`);
    await page.waitForLoadState('networkidle');
    const carousel = page.getByTestId('carousel');
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    const active = carousel.locator('[data-active="true"]');
    await expect(active).toHaveAttribute('aria-label', '1 of 4');

    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(active).toHaveAttribute('aria-label', '2 of 4');
    await page.keyboard.press('ArrowLeft');
    await expect(active).toHaveAttribute('aria-label', '1 of 4');
    // Focus inside pauses rotation, so the live region speaks.
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    // Across the middle of the carousel, which stays put: a slide's own box moves while the
    // track slides to it (the arrow keys' last move may still be under way).
    const frame = await carousel.boundingBox();
    const slide = await carousel.locator('[aria-roledescription="slide"]').first().boundingBox();
    if (!frame || !slide) throw new Error('no carousel box');
    const x = frame.x + frame.width / 2;
    const y = slide.y + slide.height / 2;
    const swipe = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(x + 30, x - 30); // 60 px left
    await expect(active).toHaveAttribute('aria-label', '2 of 4');
    await swipe(x - 20, x + 20); // 40 px: not enough
    await expect(active).toHaveAttribute('aria-label', '2 of 4');
    await swipe(x - 30, x + 30); // 60 px right
    await expect(active).toHaveAttribute('aria-label', '1 of 4');
    await carousel.getByRole('link', { name: 'Show slide 4' }).click();
    await expect(active).toHaveAttribute('aria-label', '4 of 4');
  });

  test('shifts nothing when its controls start (CLS)', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __moved: number };
      w.__cls = 0;
      w.__moved = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          const carousel = document.querySelector('[data-testid="carousel"]');
          if (entry.sources.some((s) => s.node && carousel?.contains(s.node))) w.__moved += 1;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Scripts arrive late, as on a slow phone: the server's markup is painted first.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${urls.marketing}/#brand`);
    const carousel = page.getByTestId('carousel');
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await page.waitForTimeout(300);
    const { cls, moved } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __moved: number };
      return { cls: w.__cls, moved: w.__moved };
    });
    expect(moved, 'layout shifts inside the carousel').toBe(0);
    expect(cls).toBeLessThan(0.01);
    expect(consoleErrors).toEqual([]);
  });

  test('follows each section anchor from the header', async ({ page, isMobile }) => {
    await page.goto(`${urls.marketing}/`);
    await page.waitForLoadState('networkidle');
    for (const [name, id] of [
      ['Brand', 'brand'],
      ['Financial services', 'financial'],
      ['Join us', 'join'],
      ['Home', 'home'],
    ] as const) {
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test('shows the financial products exactly as the spec gives them', async ({ page }) => {
    await page.goto(`${urls.marketing}/#financial`);
    await expect(page.getByTestId('product-new_store')).toContainText('16 million');
    await expect(page.getByTestId('product-new_store')).toContainText('Up to 6 years');
    await expect(page.getByTestId('product-new_store')).toContainText('From 5% a year');
    await expect(page.getByTestId('product-new_store')).toContainText('Up to 70% of cost');
    await expect(page.getByTestId('product-rebranding')).toContainText('Up to 3 years');
    await expect(page.getByTestId('product-rebranding')).toContainText('From 3% a year');
    await expect(page.getByTestId('product-working_capital')).toContainText('5 million');
    await expect(page.getByTestId('product-working_capital')).toContainText('No collateral');
  });
});

for (const lang of ['en', 'zh'] as const) {
  test.describe(`the home at each moment of its load in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test('passes axe before its scripts run and at load', async ({ context }) => {
      // Two full scans of the longest page: on a loaded machine more than the default 30 s.
      test.setTimeout(90_000);
      // A page of its own: the fixture's `goto` would wait for the hydration held back here.
      const page = await context.newPage();
      // The scripts are held until the first scan is done, so it sees the server's markup as
      // a visitor sees it before hydration (the carousel's viewport then really scrolls).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${urls.marketing}/`, { waitUntil: 'domcontentloaded' });
      const carousel = page.getByTestId('carousel');
      await expect(carousel).toHaveAttribute('data-enhanced', 'false');
      await expectAccessible(page, `home at domcontentloaded, before its scripts (${lang})`);
      release();
      await page.waitForLoadState('load');
      await expectAccessible(page, `home at load (${lang})`);
    });
  });
}

test.describe('language from a proxy country header', () => {
  test.use({ locale: locales.en, extraHTTPHeaders: { 'CF-IPCountry': 'HK' } });

  test('a visitor from Hong Kong reads Chinese', async ({ page }) => {
    await page.goto(`${urls.marketing}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});
