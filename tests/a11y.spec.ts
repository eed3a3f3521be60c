import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { type Found, report, scan } from './axe';
import { expect, locales, signInAs, test, urls } from './fixtures';
import { bookStay, createMember, findRooms, futureStay, type NewMember } from './stays';

/**
 * The accessibility sweep: every page of both apps in both languages, signed in where the
 * page needs a member, and again with each of its modals and pickers open; axe-core fails
 * the run on any serious or critical violation.
 *
 * CI (the default): the `phone` project only (375 px; playwright.config.ts keeps the spec
 * out of `desktop`), every route of the demo brand once per language, and the second brand
 * on home, results and pay. `A11Y_FULL=1`: both widths, both brands, every route.
 */
const FULL = process.env.A11Y_FULL === '1';

type Lang = 'en' | 'zh';

const words = {
  en: {
    openMenu: 'Open menu',
    signIn: 'Sign in',
    checkIn: /^Check-in$/,
    openPhoto: 'Open photo 1',
    change: 'Change',
    chooseGuests: 'Choose guests',
    addGuest: 'Add a guest',
  },
  zh: {
    openMenu: '打开菜单',
    signIn: '登录',
    checkIn: /^入住$/,
    openPhoto: '打开第 1 张照片',
    change: '修改',
    chooseGuests: '选择入住人',
    addGuest: '添加入住人',
  },
} as const;

/** What the pages of one run need: a member with a booked order, a free room, a stay. */
interface Fixtures {
  member: NewMember;
  orderId: string;
  hotelId: number;
  roomTypeId: number;
  enterDate: number;
  leaveDate: number;
}

/** One member and order per worker, made on first use through the gateway. */
let shared: Promise<Fixtures> | undefined;

function fixtures(request: Parameters<typeof createMember>[0], info: TestInfo) {
  shared ??= (async () => {
    const stay = futureStay(info, 'en', { ahead: 60 });
    const member = await createMember(request, 'a11y');
    const { orderId } = await bookStay(request, member, stay);
    const [found] = await findRooms(request, stay);
    if (!found) throw new Error('no room free for the stay');
    return {
      member,
      orderId,
      hotelId: found.hotelId,
      roomTypeId: found.room.hotel_room_type_id,
      enterDate: stay.enterDate,
      leaveDate: stay.leaveDate,
    };
  })();
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

interface Ctx {
  f: Fixtures;
  w: (typeof words)[Lang];
  phone: boolean;
}

interface State {
  name: string;
  /** Opens the modal or picker; the scan follows once `shows` is visible. */
  open: (page: Page, ctx: Ctx) => Promise<void>;
  /** Only where this holds (e.g. the menu button exists at phone width only). */
  when?: (ctx: Ctx) => boolean;
}

interface Route {
  name: string;
  app: 'booking' | 'marketing';
  path: (f: Fixtures) => string;
  member?: boolean;
  states?: State[];
  /** Checked under the second brand in CI too. */
  secondBrandInCi?: boolean;
  /** The HTTP status the page answers with (a 404 page is still a page to check). */
  status?: number;
}

const stay = (f: Fixtures) => `enterDate=${f.enterDate}&leaveDate=${f.leaveDate}`;
const target = (f: Fixtures) => `hotelId=${f.hotelId}&roomTypeId=${f.roomTypeId}&${stay(f)}`;

async function openMenu(page: Page, ctx: Ctx) {
  await page.getByRole('banner').getByRole('button', { name: ctx.w.openMenu }).click();
  await expect(page.getByRole('banner').locator('[data-open="true"]')).toBeVisible();
}

const mobileMenu: State = {
  name: 'mobile menu',
  when: (ctx) => ctx.phone,
  open: openMenu,
};

/** On phones the header's sign-in control is a link to /login, inside the menu. */
const signInPopover: State = {
  name: 'sign-in popover',
  when: (ctx) => !ctx.phone,
  open: async (page, ctx) => {
    await page.getByRole('banner').getByRole('button', { name: ctx.w.signIn, exact: true }).click();
    await expect(page.getByRole('dialog', { name: ctx.w.signIn })).toBeVisible();
  },
};

/** On phones the user card is part of the menu (the `mobile menu` state). */
const userCard: State = {
  name: 'user card',
  when: (ctx) => !ctx.phone,
  open: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: /,/ }).click();
    await expect(page.getByTestId('user-card')).toBeVisible();
  },
};

/** On a phone the results fold their search form behind a one-line stay summary. */
async function unfoldSearch(page: Page) {
  // The toggle comes first; the form's own controls inside it are hidden while folded.
  const toggle = page.getByTestId('stay-summary').locator('button[aria-expanded]').first();
  if ((await toggle.count()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    if (await toggle.isVisible()) await toggle.click();
  }
}

const datePicker: State = {
  name: 'date picker',
  open: async (page, ctx) => {
    await unfoldSearch(page);
    await page
      .getByRole('button', { name: ctx.w.checkIn })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.locator('.rdp-day_button').first()).toBeVisible();
  },
};

const destinationPicker: State = {
  name: 'destination picker',
  open: async (page) => {
    await unfoldSearch(page);
    const box = page.getByRole('combobox').filter({ visible: true }).first();
    await box.click();
    await expect(page.getByRole('tablist').filter({ visible: true }).first()).toBeVisible();
  },
};

const photoViewer: State = {
  name: 'photo viewer',
  open: async (page, ctx) => {
    await page.getByRole('button', { name: ctx.w.openPhoto }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const pointsModal: State = {
  name: 'points modal',
  open: async (page, ctx) => {
    await page
      .getByRole('button', { name: ctx.w.change, exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const guestList: State = {
  name: 'guest list modal',
  open: async (page, ctx) => {
    await page.getByRole('button', { name: ctx.w.chooseGuests }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const guestForm: State = {
  name: 'guest form modal',
  open: async (page, ctx) => {
    await guestList.open(page, ctx);
    await page.getByRole('dialog').getByRole('button', { name: ctx.w.addGuest }).click();
    await expect(page.getByRole('dialog').locator('input[name="last_name"]')).toBeVisible();
  },
};

const cancelDialog: State = {
  name: 'cancel dialog',
  open: async (page) => {
    await page.getByTestId('cancel-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const applyModal: State = {
  name: 'franchise form modal',
  open: async (page) => {
    await page.getByTestId('apply-cta').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const routes: Route[] = [
  {
    name: 'home',
    app: 'booking',
    path: () => '/',
    secondBrandInCi: true,
    states: [datePicker, destinationPicker, signInPopover, mobileMenu],
  },
  { name: 'international landing', app: 'booking', path: () => '/dxuser/index' },
  { name: 'international', app: 'booking', path: () => '/international' },
  {
    name: 'results',
    app: 'booking',
    path: (f) => `/hotel/search?${stay(f)}`,
    secondBrandInCi: true,
    states: [datePicker, destinationPicker],
  },
  {
    name: 'hotel detail',
    app: 'booking',
    path: (f) => `/hotel/detail?hotelId=${f.hotelId}&${stay(f)}`,
    states: [datePicker, photoViewer],
  },
  {
    name: 'booking review',
    app: 'booking',
    path: (f) => `/hotel/booking?${target(f)}`,
    member: true,
    states: [pointsModal],
  },
  {
    name: 'pay',
    app: 'booking',
    path: (f) => `/hotel/pay?${target(f)}&roomPrice=0&deduction=0&credits=0`,
    member: true,
    secondBrandInCi: true,
    states: [guestList, guestForm],
  },
  {
    name: 'payment result',
    app: 'booking',
    path: (f) => `/dxuser/order/payresult?orderId=${f.orderId}`,
    member: true,
  },
  {
    name: 'my trips',
    app: 'booking',
    path: () => '/order_list',
    member: true,
    states: [userCard, mobileMenu],
  },
  {
    name: 'my trips after payment',
    app: 'booking',
    path: (f) => `/order_list?payment=success&orderId=${f.orderId}`,
    member: true,
  },
  {
    name: 'order detail',
    app: 'booking',
    path: (f) => `/order/detail?orderId=${f.orderId}`,
    member: true,
    states: [cancelDialog],
  },
  // Check-in: step 1 for a visitor and the hotel's guide; steps 2 and 3 need an order inside
  // its window, so checkin.spec.ts scans them on its journeys.
  { name: 'check-in step 1', app: 'booking', path: () => '/checkin' },
  { name: 'check-in guide', app: 'booking', path: (f) => `/checkIn_intro?hotelId=${f.hotelId}` },
  { name: 'login', app: 'booking', path: () => '/login' },
  { name: 'register', app: 'booking', path: () => '/register' },
  { name: 'reset password', app: 'booking', path: () => '/reset_pwd' },
  { name: 'personal data', app: 'booking', path: () => '/user_center', member: true },
  { name: 'points', app: 'booking', path: () => '/user_credits', member: true },
  { name: 'favourites', app: 'booking', path: () => '/user_favorite', member: true },
  { name: 'download app', app: 'booking', path: () => '/download_app' },
  { name: 'about', app: 'booking', path: () => '/about' },
  { name: 'contact', app: 'booking', path: () => '/contact' },
  { name: 'privacy', app: 'booking', path: () => '/privacy' },
  { name: 'terms', app: 'booking', path: () => '/terms' },
  { name: 'refund policy', app: 'booking', path: () => '/refund', member: true },
  { name: 'not found', app: 'booking', path: () => '/no/such/page', status: 404 },
  {
    name: 'marketing home',
    app: 'marketing',
    path: () => '/',
    states: [mobileMenu, applyModal],
  },
  { name: 'marketing not found', app: 'marketing', path: () => '/no/such/page', status: 404 },
];

const brands = [
  { name: 'demo brand', booking: urls.booking, all: true },
  { name: 'second brand', booking: urls.bookingSecondBrand, all: FULL },
] as const;

async function useLanguage(context: BrowserContext, lang: Lang) {
  const host = new URL(urls.booking).hostname;
  await context.addCookies([{ name: 'lng', value: lang, domain: host, path: '/' }]);
}

test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'zh'] as const) {
  for (const brand of brands) {
    test.describe(`accessibility, ${brand.name} (${lang})`, () => {
      // A state that does not open fails in seconds, not at the test's timeout.
      // What axe scans is the settled page: no colour half-way through a transition.
      test.use({ locale: locales[lang], actionTimeout: 10_000, reducedMotion: 'reduce' });

      for (const route of routes) {
        if (route.app === 'marketing' && brand.name !== 'demo brand') continue;
        if (!brand.all && !route.secondBrandInCi) continue;

        test(`${route.name}`, async ({ page, context, request, consoleErrors }, info) => {
          test.setTimeout(90_000);
          const f = await fixtures(request, info);
          await useLanguage(context, lang);
          if (route.member) await signInAs(context, request, f.member);
          const ctx: Ctx = {
            f,
            w: words[lang],
            phone: (page.viewportSize()?.width ?? 1280) < 768,
          };
          const base = route.app === 'marketing' ? urls.marketing : brand.booking;
          const url = `${base}${route.path(f)}`;
          const where = (state?: string) =>
            `${brand.name} ${lang} ${route.path(f)}${state ? ` [${state}]` : ''} (${info.project.name})`;

          const found: Found[] = [];
          const load = async () => {
            const response = await page.goto(url);
            expect(response?.status(), `status of ${url}`).toBe(route.status ?? 200);
            await expect(page.locator('html')).toHaveAttribute(
              'lang',
              lang === 'zh' ? 'zh-CN' : 'en',
            );
          };
          await load();
          found.push(...(await scan(page, where())));
          for (const state of route.states ?? []) {
            if (state.when && !state.when(ctx)) continue;
            await load();
            try {
              await state.open(page, ctx);
            } catch (error) {
              // A state that does not open is a failure too, but the other states still get scanned.
              found.push({
                where: where(state.name),
                rule: 'did-not-open',
                impact: 'critical',
                help: `${(error as Error).message.split('\n')[0]}; console: ${consoleErrors.join(' | ')}`,
                targets: [],
              });
              continue;
            }
            found.push(...(await scan(page, where(state.name))));
          }
          expect(found.length, `serious or critical axe violations:${report(found)}`).toBe(0);
        });
      }
    });
  }
}

test.describe('the date picker under the pointer', () => {
  test.use({ locale: locales.en, reducedMotion: 'reduce' });

  test("the stay's check-in and check-out days stay readable while hovered", async ({
    page,
    context,
    request,
  }, info) => {
    const f = await fixtures(request, info);
    await useLanguage(context, 'en');
    await page.goto(`${urls.booking}/hotel/search?${stay(f)}`);
    const ctx: Ctx = { f, w: words.en, phone: (page.viewportSize()?.width ?? 1280) < 768 };
    await datePicker.open(page, ctx);
    for (const day of ['.rdp-range_start', '.rdp-range_end']) {
      const button = page.locator(`${day} .rdp-day_button`).filter({ visible: true }).first();
      await button.hover();
      // The same colours as when it is not hovered: the brand's colour under its own text.
      const [hovered, text] = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color];
      });
      await page.mouse.move(0, 0);
      const resting = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(hovered, `${day} hovered`).toBe(resting);
      expect(text, `${day} text`).not.toBe(hovered);
      await button.hover();
      const found = (await scan(page, `hovered ${day}`)).filter((v) => v.rule === 'color-contrast');
      expect(found.length, `contrast of a hovered day:${report(found)}`).toBe(0);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({
    javaScriptEnabled: false,
    locale: locales.en,
    viewport: { width: 375, height: 812 },
  });

  test("the phone menu, open as a list, leaves the hotel page's #reviews in view", async ({
    page,
    request,
  }, info) => {
    const f = await fixtures(request, info);
    await page.goto(`/hotel/detail?hotelId=${f.hotelId}&${stay(f)}#reviews`);
    const reviews = page.locator('#reviews');
    await expect(reviews).toBeAttached();
    // What is drawn at the top of the reviews is the reviews, not the header.
    const onTop = await reviews.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, 0) + 4);
      return Boolean(hit && element.contains(hit));
    });
    expect(onTop, '#reviews is covered').toBe(true);
  });
});
