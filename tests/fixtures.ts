import { test as base, expect } from '@playwright/test';

export { urls } from './ports';

/** Browser locales (they set Accept-Language) for the two product languages and a third one. */
export const locales = { zh: 'zh-CN', en: 'en-US', other: 'fr-FR' } as const;

/**
 * `page.goto` waits until the page has hydrated (the `data-hydrated` mark the apps set), so a
 * click is never spent on a control whose JavaScript has not arrived yet; pages without
 * JavaScript are left as they load. Collects console errors and page crashes, so a journey
 * fails on hydration mismatches too.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page
          .locator('html[data-hydrated="true"]')
          .waitFor({ state: 'attached', timeout: 15_000 })
          .catch(() => undefined);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
