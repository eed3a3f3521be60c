import { hashPassword, type SessionData } from '@bookdirect/gateway-sdk';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
} from '@playwright/test';
import { urls } from './ports';

export { urls };

/** The seeded demo member (`SEED_DEMO`, on by default). */
export const DEMO = { email: 'demo@bookdirect.example', password: 'Bookdirect2026!' };

/**
 * Signs a member in as the sign-in form leaves them, without the form: the gateway's session
 * in the booking site's httpOnly `token` cookie and the readable `login=1` marker. Journeys
 * whose subject is not signing in start here; the members journey and one booking journey
 * still sign in through the forms.
 */
export async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  member: { email: string; password: string } = DEMO,
): Promise<void> {
  const answer = await request.post(`${urls.gateway}/v1/u/user/login/`, {
    data: { email: member.email, password: await hashPassword(member.password) },
  });
  const body = (await answer.json()) as { rec: number; data: SessionData };
  expect(body.rec, 'sign-in through the gateway').toBe(0);
  const site = new URL(urls.booking);
  const cookie = { domain: site.hostname, path: '/', sameSite: 'Lax' as const };
  await context.addCookies([
    { ...cookie, name: 'token', value: encodeURIComponent(body.data.token), httpOnly: true },
    { ...cookie, name: 'login', value: '1' },
  ]);
}

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
