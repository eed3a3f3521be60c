import { type Locator, type Page, test } from '@playwright/test';
import { expect, locales, signInAs, urls } from './fixtures';
import { createMember, findRooms, futureStay, gatewayCall, saveGuest } from './stays';

/**
 * The partner kit: a partner's page on its own origin (examples/partner-site) embeds the
 * booking site with one script tag; a traveller searches or opens a hotel there, books on the
 * booking site, and the order carries the partner's code. These journeys start on the
 * partner's pages, which are not the booking site's: they use Playwright's own `test`, whose
 * `goto` does not wait for the booking site's hydration mark.
 */

const PARTNER = 'wander-notes';

const words = {
  en: {
    find: 'Find Hotels',
    searchBox: 'Search hotels',
    city: 'Athens',
    hotels: 'Hotels in Athens',
  },
  zh: { find: '查找酒店', searchBox: '搜索酒店', city: '雅典', hotels: '雅典的酒店' },
} as const;

/** What the partner page's log shows of the embed's events (its own analytics stand-in). */
async function loggedEvents(page: Page) {
  return page.locator('#event-log li').evaluateAll((items) =>
    items.map((item) => ({
      name: (item as HTMLElement).dataset.event ?? '',
      detail: JSON.parse(item.textContent?.replace(/^\S+ /, '') ?? '{}') as Record<string, unknown>,
    })),
  );
}

const searchElement = (page: Page) => page.locator('bookdirect-search');
const hotelsElement = (page: Page) => page.locator('bookdirect-hotels');
const hotelLinks = (page: Page) => hotelsElement(page).locator('[data-testid="hotel-card"] a');

async function waitForBookingSite(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 15_000 });
}

/** The partner code the booking site keeps (its first-party cookie), if any. */
async function keptPartner(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(urls.booking);
  return cookies.find((cookie) => cookie.name === 'bd_partner')?.value;
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];

  test.describe(`the partner page (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('embeds the search box and the hotels with one script tag, in shadow roots', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${urls.partner}/?lang=${lang}`);

      const search = searchElement(page);
      const box = search.getByRole('search', { name: w.searchBox });
      await expect(box).toBeVisible();
      await expect(box.getByRole('button', { name: w.find })).toBeVisible();
      await expect(search.getByRole('combobox')).toHaveValue(w.city);
      await expect(hotelLinks(page).first()).toBeVisible();
      await expect(hotelsElement(page).getByRole('list', { name: w.hotels })).toBeVisible();

      // Both render in open shadow roots, sized by their content: no iframe, no fixed height.
      const shapes = await page.evaluate(() =>
        ['bookdirect-search', 'bookdirect-hotels'].map((name) => {
          const element = document.querySelector(name) as HTMLElement;
          // Without the floor the partner's page reserves for it.
          element.style.minHeight = '0';
          return {
            mode: element.shadowRoot?.mode,
            styles: element.shadowRoot?.querySelectorAll('style').length ?? 0,
            height: element.getBoundingClientRect().height,
            content: element.shadowRoot?.firstElementChild?.getBoundingClientRect().height ?? 0,
          };
        }),
      );
      for (const shape of shapes) {
        expect(shape.mode).toBe('open');
        expect(shape.styles).toBeGreaterThan(0);
        expect(shape.height).toBeGreaterThan(50);
        expect(Math.abs(shape.height - shape.content)).toBeLessThan(2);
      }
      expect(await page.locator('iframe').count()).toBe(0);
      // The partner's own styles stay outside: its hot-pink buttons are not the embed's.
      const outside = await page.evaluate(() => {
        const button = document.createElement('button');
        document.body.append(button);
        return getComputedStyle(button).backgroundColor;
      });
      const inside = await box
        .getByRole('button', { name: w.find })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(inside).not.toBe(outside);
      // No style of the embed lands in the partner's document.
      expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);

      // Every hotel leads to the booking site, with the partner's code.
      for (const href of await hotelLinks(page).evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).href),
      )) {
        const url = new URL(href);
        expect(url.origin).toBe(urls.booking);
        expect(url.pathname).toBe('/hotel/detail');
        expect(url.searchParams.get('partner')).toBe(PARTNER);
      }
      expect(errors).toEqual([]);
    });

    test('its destination picker works inside the shadow root: presses inside keep it open, outside close it', async ({
      page,
    }) => {
      await page.goto(`${urls.partner}/?lang=${lang}`);
      const search = searchElement(page);
      await search.getByRole('combobox').click();
      const tabs = search.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      // A press on another region's tab is inside the picker: it stays open, the tab takes focus.
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(search.getByRole('tabpanel')).toBeVisible();
      // A press on the partner's own page is outside: it closes.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(search.getByRole('tabpanel')).toBeHidden();
    });

    test('a search goes to the booking site with the partner code, and the page hears of it', async ({
      page,
    }) => {
      await page.goto(`${urls.partner}/?lang=${lang}`);
      await page.evaluate(() => sessionStorage.clear());
      await searchElement(page).getByRole('button', { name: w.find }).click();

      await page.waitForURL(new RegExp(`^${urls.booking}/hotel/search\\?`));
      const landed = new URL(page.url());
      expect(landed.searchParams.get('partner')).toBe(PARTNER);
      expect(landed.searchParams.get('region_name')).toBe('Athens');
      await waitForBookingSite(page);
      // The booking site keeps the code for the booking (contract: 30 days, last click wins).
      await expect.poll(() => keptPartner(page)).toBeTruthy();

      await page.goBack();
      const events = await loggedEvents(page);
      expect(events.map((event) => event.name)).toEqual([
        'bookdirect:search',
        'bookdirect:booking-start',
      ]);
      expect(events[0]?.detail).toMatchObject({
        cityName: w.city,
        partner: PARTNER,
        url: landed.href,
      });
      expect(events[1]?.detail).toEqual({ from: 'search', partner: PARTNER, url: landed.href });
    });
  });
}

test.describe('a booking started on the partner page', () => {
  test.use({ locale: locales.en });

  test('completes on the booking site and the order carries the partner code', async ({
    page,
    context,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const member = await createMember(request, 'partner');
    await signInAs(context, request, member);
    const guestName = `Partner${Date.now().toString(36)}`;
    await saveGuest(request, member.token, guestName);

    // The traveller opens a hotel on the partner's page: the booking site keeps the code.
    await page.goto(`${urls.partner}/?lang=en`);
    await page.evaluate(() => sessionStorage.clear());
    const card = hotelLinks(page).first();
    const hotelName = (await card.textContent()) ?? '';
    await card.click();
    await page.waitForURL(new RegExp(`^${urls.booking}/hotel/detail\\?`));
    expect(new URL(page.url()).searchParams.get('partner')).toBe(PARTNER);
    await waitForBookingSite(page);
    await expect.poll(() => keptPartner(page)).toBeTruthy();
    const kept = await keptPartner(page);

    // A link with a code no partner has is ignored: the partner they came from stays.
    await page.goto(`${urls.booking}/?partner=not-a-partner`);
    await waitForBookingSite(page);
    expect(await keptPartner(page)).toBe(kept);

    // They book a stay with rooms left; from here on no URL carries the code: the cookie does.
    const stay = futureStay(info, 'en');
    const [found] = (await findRooms(request, stay)).sort(
      (a, b) => b.room.rest_nums - a.room.rest_nums,
    );
    if (!found) throw new Error('no room free for the stay');
    await page.goto(
      `${urls.booking}/hotel/booking?hotelId=${found.hotelId}&roomTypeId=${found.room.hotel_room_type_id}&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
    );
    await waitForBookingSite(page);
    await expect(page.getByTestId('price-breakdown')).toBeVisible();
    await visibleButton(page, 'Continue').click();
    await expect(page).toHaveURL(/\/hotel\/pay\?/);
    await waitForBookingSite(page);

    await page.getByRole('button', { name: 'Choose guests' }).click();
    const guests = page.getByRole('dialog');
    await guests.getByRole('checkbox', { name: new RegExp(guestName) }).check();
    await guests.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('chosen-guests')).toContainText(guestName);
    await page.getByLabel('Contact phone').fill('6912345678');
    await page.getByRole('checkbox', { name: /personal data under the privacy terms/ }).check();
    await page.getByRole('checkbox', { name: /cross-border provision/ }).check();
    await visibleButton(page, 'Book now').click();

    await expect(page).toHaveURL(new RegExp(`^${urls.gateway}/`));
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order_list\?payment=success&orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

    const order = await gatewayCall<{ order: { status: number; partner_code: string | null } }>(
      request,
      'GET',
      `/orders/main/${orderId}/`,
      { token: member.token },
    );
    expect(order.rec, order.msg).toBe(0);
    expect(order.data.order).toMatchObject({ status: 2, partner_code: PARTNER });

    // The partner's analytics heard the hotel opened and the booking start.
    await page.goto(`${urls.partner}/?lang=en`);
    const events = await loggedEvents(page);
    expect(events.map((event) => event.name)).toEqual([
      'bookdirect:hotel-view',
      'bookdirect:booking-start',
    ]);
    expect(events[0]?.detail).toMatchObject({ hotelName, partner: PARTNER });
  });
});

test.describe('the catalogue from another origin', () => {
  test('is not readable by a page whose origin is not a partner’s, which links to the booking site instead and says why', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(urls.gateway)) refused.push(request.url());
    });
    const probes: number[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${urls.gateway}/images/gen/`)) probes.push(response.status());
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('bookdirect embed:')) {
        logged.push(message.text());
      }
    });
    // The page's developer listens for the embed's errors as for its other events.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { embedErrors: unknown[] }).embedErrors = seen;
      document.addEventListener('bookdirect:error', (event) => {
        seen.push({ tag: (event.target as Element).localName, ...(event as CustomEvent).detail });
      });
    });
    await page.goto(`${urls.partnerUnlisted}/?lang=en`);
    // The script and its settings load (they are public); the catalogue reads do not. The
    // visitor is offered the booking site itself, not told the service is down.
    const homeUrl = `${urls.booking}/?partner=${PARTNER}`;
    for (const element of [searchElement(page), hotelsElement(page)]) {
      const link = element.getByRole('link', { name: 'Book on our website' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', homeUrl);
      await expect(element.getByTestId('embed-failed')).toHaveCount(0);
      await expect(element.getByText(/short break/)).toHaveCount(0);
    }
    await expect(hotelLinks(page)).toHaveCount(0);
    expect(refused.length).toBeGreaterThan(0);
    // The gateway was there: its picture, served to any origin, loaded.
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.every((status) => status === 200)).toBe(true);
    const detail = {
      code: 'origin_not_allowed',
      origin: urls.partnerUnlisted,
      partner: PARTNER,
      url: homeUrl,
    };
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { embedErrors: unknown[] }).embedErrors),
      )
      .toEqual(
        expect.arrayContaining([
          { tag: 'bookdirect-search', ...detail },
          { tag: 'bookdirect-hotels', ...detail },
        ]),
      );
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          `this page's origin, ${urls.partnerUnlisted}, is not allowed by the gateway at ${urls.gateway}`,
        ),
      ]),
    );
    // Read from the page itself, the gateway's answer stays closed to it.
    const read = await page.evaluate(async (gateway) => {
      try {
        await fetch(`${gateway}/v1/u/app/hotelhotcity/`);
        return 'read';
      } catch {
        return 'refused';
      }
    }, urls.gateway);
    expect(read).toBe('refused');
  });

  test('a partner page cannot read member or order calls either', async ({ page }) => {
    await page.goto(`${urls.partner}/?lang=en`);
    await expect(hotelLinks(page).first()).toBeVisible();
    const reads = await page.evaluate(async (gateway) => {
      const attempt = async (path: string) => {
        try {
          await fetch(`${gateway}/v1/u${path}`);
          return 'read';
        } catch {
          return 'refused';
        }
      };
      return {
        catalogue: await attempt('/app/hotelhotcity/'),
        member: await attempt('/user/info/'),
        orders: await attempt('/orders/main/'),
      };
    }, urls.gateway);
    expect(reads).toEqual({ catalogue: 'read', member: 'refused', orders: 'refused' });
  });
});

test.describe('the React page', () => {
  test('renders the library’s components with the partner code in the provider', async ({
    page,
  }) => {
    await page.goto(`${urls.partner}/react.html?lang=zh`);
    const box = page.getByRole('search', { name: words.zh.searchBox });
    await expect(box).toBeVisible();
    await expect(box.getByRole('button', { name: words.zh.find })).toBeVisible();
    const link = page.locator('[data-testid="hotel-card"] a').first();
    await expect(link).toBeVisible();
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.origin).toBe(urls.booking);
    expect(url.searchParams.get('partner')).toBe(PARTNER);
  });
});

function visibleButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}
