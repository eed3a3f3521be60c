import { hashPassword, type SessionData } from '@bookdirect/gateway-sdk';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
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
 * React's words for a page whose HTML the browser did not render as the server did: the
 * production builds' minified errors (418 hydration failed, 419 a boundary the server could not
 * finish, 421-423 hydration given up, 425 text that differs) and development's warnings.
 */
const HYDRATION =
  /Minified React error #(?:418|419|421|422|423|425)\b|hydrat|did not match|Expected server HTML/i;

/** Pages that are not our sites' (the gateway's sandbox checkout, the fake WeChat): not ours to judge. */
const foreignOrigins = [urls.gateway, urls.gatewayWechat, urls.fakeWechat].map(
  (url) => new URL(url).origin,
);

function ours(page: Page): boolean {
  try {
    return !foreignOrigins.includes(new URL(page.url()).origin);
  } catch {
    return true;
  }
}

/**
 * Waits until the page has hydrated (the `data-hydrated` mark the apps set). Pages that are not
 * one of our Remix sites' (the partner's page, the sandbox checkout, a JSON answer) and pages
 * without JavaScript never set it: they are left as they load.
 */
async function hydrated(page: Page): Promise<void> {
  const remix = await page.evaluate(() => '__remixContext' in window).catch(() => false);
  if (!remix) return;
  await page
    .locator('html[data-hydrated="true"]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * Pages whose last load has hydrated (true) or has not been checked since it navigated
 * (false); pages not here (a tab a journey did not open through `waitingForHydration`) are
 * checked before every action.
 */
const settled = new WeakMap<Page, boolean>();

/** Waits, once per navigation, until the page has parsed its HTML and hydrated. */
async function settle(page: Page): Promise<void> {
  if (settled.get(page) === true) return;
  try {
    // Until the HTML is parsed, the page cannot yet tell whether it is one of ours.
    await page.waitForLoadState('domcontentloaded', { timeout: 15_000 });
    await hydrated(page);
    if (settled.has(page)) settled.set(page, true);
  } catch {
    // The page closed or navigated again: the action itself reports what it finds.
  }
}

/** Locator methods that act on a page as a person would: each waits for `settle` first. */
const ACTIONS = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dragTo',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
] as const;
let actionsWait = false;

/**
 * Makes every action through a locator wait until its page has hydrated, whenever that page
 * has navigated since its last check. A plain link, a form's full submit or a redirect loads a
 * new document whose buttons do nothing until its JavaScript has arrived: a person sees the
 * page settle first; a journey would otherwise click into a page that is not listening yet,
 * and pass or fail with the machine's load. The page's keyboard waits the same way
 * (`waitingForHydration`).
 */
function waitForHydrationBeforeActions(page: Page): void {
  if (actionsWait) return;
  actionsWait = true;
  const prototype = Object.getPrototypeOf(page.locator('html')) as Record<
    (typeof ACTIONS)[number],
    (this: Locator, ...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ACTIONS) {
    const action = prototype[name];
    prototype[name] = async function (this: Locator, ...args: unknown[]) {
      await settle(this.page());
      return action.apply(this, args);
    };
  }
}

/**
 * The page with `goto` and `reload` that wait until it has hydrated, and a keyboard and
 * locators whose actions wait for it after any other navigation (above): the test's own page
 * gets it from the fixture below; a page of a context a journey opens itself (another
 * language, width or person) gets it here.
 */
export function waitingForHydration(page: Page): Page {
  waitForHydrationBeforeActions(page);
  settled.set(page, false);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) settled.set(page, false);
  });
  const keyboard = page.keyboard;
  for (const name of ['down', 'insertText', 'press', 'type', 'up'] as const) {
    const key = keyboard[name].bind(keyboard) as (...args: unknown[]) => Promise<void>;
    keyboard[name] = async (...args: unknown[]) => {
      await settle(page);
      return key(...args);
    };
  }
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
  return page;
}

/**
 * `page.goto` and `page.reload` wait until the page has hydrated, so a click is never spent on
 * a control whose JavaScript has not arrived yet; pages without JavaScript are left as they
 * load. `consoleErrors` collects console errors and page crashes for journeys that want none.
 *
 * Every test, whether it asks for them or not, fails on a page error (an uncaught exception or
 * rejection) on our sites' pages and on any hydration warning, in every page of its browser
 * context (tabs it opens too): a page whose server HTML and first client render differ is
 * rendered again by React from scratch, without the styles the server sent.
 */
export const test = base.extend<{ consoleErrors: string[]; pageErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      // Once each: a mismatch in a list repeats its error per item.
      const add = (error: string) => {
        if (!errors.includes(error)) errors.push(error);
      };
      const watch = (page: Page) => {
        page.on('pageerror', (error) => {
          if (ours(page)) add(`${page.url()}: ${error.message}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION.test(message.text())) {
            add(`${page.url()}: ${message.text()}`);
          }
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'page errors and hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
