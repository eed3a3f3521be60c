import { test as base, expect } from '@playwright/test';

export { urls } from './ports';

/** Browser locales (they set Accept-Language) for the two product languages and a third one. */
export const locales = { zh: 'zh-CN', en: 'en-US', other: 'fr-FR' } as const;

/** Collects console errors and page crashes, so a journey fails on hydration mismatches too. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
