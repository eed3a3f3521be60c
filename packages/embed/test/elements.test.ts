import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from '../src/config';
import { BookdirectHotels } from '../src/elements/hotels';
import { BookdirectSearch, leaveForSearch } from '../src/elements/search';
import type { BookdirectEventMap } from '../src/events';
import { start } from '../src/runtime';

const CONFIG: EmbedConfig = {
  bookingUrl: 'https://book.example',
  gatewayUrl: 'https://api.example',
  brand: { colors: { primary: '#0F3B4C', accent: '#B94A2C' } },
};

const COUNTRY = {
  region_id: 1,
  pid: 0,
  name_cn: '希腊',
  name_en: 'Greece',
  name: 'Greece',
  level: 1,
};
const ATHENS = {
  ...COUNTRY,
  region_id: 1101,
  pid: 11,
  name_cn: '雅典',
  name_en: 'Athens',
  name: 'Athens',
  level: 3,
  country_id: 1,
  hotel_nums: 2,
};
const HOTEL = {
  hotel_id: 7,
  name_cn: '卫城酒店',
  name_en: 'Acropolis Hotel',
  name: 'Acropolis Hotel',
  address_cn: '',
  address_en: '',
  address: '',
  score: 4.6,
  price_min: 120,
  stay_price_min: 120,
  sold_out: false,
  currency: 2,
  symbol: '€',
  coord_x: 23.72,
  coord_y: 37.97,
  image_key: 'hotel/7/a_1.jpg',
  hotel_tag: 'view:Acropolis view',
  city_id: 1101,
  city: 'Athens',
  city_cn: '雅典',
  city_en: 'Athens',
  favorite: 0,
  user_favorite_id: 0,
};

let gatewayUp = true;
/** With the gateway's reads failing: true when its pictures still load (it refuses the origin). */
let gatewayServesPictures = false;
const calls: string[] = [];
const listeners: (() => void)[] = [];

function gateway(url: string): unknown {
  if (url.includes('/util/region/')) return { region_list: [COUNTRY] };
  if (url.includes('/app/hotelhotcity/')) return { region_list: [ATHENS] };
  if (url.includes('/hotel/main/')) return { hotel_list: [HOTEL], total: 1 };
  throw new Error(`unexpected call ${url}`);
}

beforeAll(() => {
  start(undefined, async () => CONFIG);
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    if (!gatewayUp) throw new TypeError('Failed to fetch');
    return Response.json({ rec: 0, msg: 'ok', data: gateway(url) });
  });
  // The probe's picture: what happens to it says whether the gateway is up.
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        calls.push(url);
        setTimeout(() => (gatewayServesPictures ? this.onload?.() : this.onerror?.()));
      }
    },
  );
  customElements.define('bookdirect-search', BookdirectSearch);
  customElements.define('bookdirect-hotels', BookdirectHotels);
  // Links inside the elements must not navigate the test page.
  window.addEventListener('click', (event) => {
    const target = event.composedPath()[0];
    if (target instanceof Element && target.closest('a')) event.preventDefault();
  });
});

afterEach(() => {
  document.body.replaceChildren();
  for (const remove of listeners.splice(0)) remove();
  gatewayUp = true;
  gatewayServesPictures = false;
  calls.length = 0;
  vi.restoreAllMocks();
});

function place(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

/** The events of one kind that reach the document, with their details. */
function heard<N extends keyof BookdirectEventMap>(name: N, cancel = false) {
  const seen: BookdirectEventMap[N][] = [];
  const listener = (event: Event) => {
    seen.push((event as CustomEvent<BookdirectEventMap[N]>).detail);
    if (cancel) event.preventDefault();
  };
  document.addEventListener(name, listener);
  listeners.push(() => document.removeEventListener(name, listener));
  return seen;
}

const inside = (element: HTMLElement) => element.shadowRoot as ShadowRoot;

/** Waits until the element's shadow root shows `selector`, and answers it. */
const shown = <T extends Element>(element: HTMLElement, selector: string) =>
  vi.waitFor(() => {
    const found = inside(element).querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });

describe('<bookdirect-search>', () => {
  it('shows the booking site’s search box in its own shadow root, in the asked language', async () => {
    const element = place('<bookdirect-search lang="zh" partner="blog_1"></bookdirect-search>');
    const form = await shown(element, 'form[role="search"]');
    expect(form.textContent).toContain('查找酒店');
    // The spec's default destination is chosen.
    expect(
      (inside(element).querySelector('input[role="combobox"]') as HTMLInputElement).value,
    ).toBe('雅典');
    // Styles live in the shadow root, none on the host page.
    expect(inside(element).querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style[data-styled]')).toBeNull();
    expect(calls.every((url) => url.startsWith('https://api.example/v1/u/'))).toBe(true);
  });

  it('tells the host page of a search, with the partner, before sending the traveller', async () => {
    const searches = heard('bookdirect:search', true);
    const starts = heard('bookdirect:booking-start');
    const element = place('<bookdirect-search lang="en" partner="blog_1"></bookdirect-search>');
    const button = await shown<HTMLButtonElement>(element, 'button[type="submit"]');
    expect(button.textContent).toContain('Find Hotels');
    button.click();
    await vi.waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({ cityId: 1101, cityName: 'Athens', partner: 'blog_1' });
    const url = new URL(searches[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://book.example/hotel/search');
    expect(url.searchParams.get('partner')).toBe('blog_1');
    expect(url.searchParams.get('city_id')).toBe('1101');
    // The default party (1 room, 2 adults) stays out of the URL, as on the booking site.
    expect(url.searchParams.get('rooms')).toBeNull();
    // Cancelled by the host: the traveller stays, so no booking starts.
    expect(starts).toHaveLength(0);
  });

  it('sends the traveller on, with a booking start, when the host does not cancel', () => {
    const starts = heard('bookdirect:booking-start');
    const go = vi.fn();
    const element = place('<bookdirect-search></bookdirect-search>');
    const city = { id: 1101, nameCn: '雅典', nameEn: 'Athens' };
    const party = { rooms: 1, adults: 2, children: [] };
    const values = { city, checkIn: new Date(2030, 0, 2), checkOut: new Date(2030, 0, 4), party };
    leaveForSearch(element, values, 'https://book.example/hotel/search?partner=p1', 'zh', 'p1', go);
    expect(starts).toEqual([
      { from: 'search', partner: 'p1', url: 'https://book.example/hotel/search?partner=p1' },
    ]);
    expect(go).toHaveBeenCalledWith('https://book.example/hotel/search?partner=p1');
  });

  it('says the booking service is away, and tries again on request', async () => {
    gatewayUp = false;
    const errors = heard('bookdirect:error');
    const element = place('<bookdirect-search lang="en"></bookdirect-search>');
    const failed = await shown(element, '[data-testid="embed-failed"]');
    expect(failed.textContent).toMatch(/short break/);
    // The probe's picture did not load either: an outage, not a refusal.
    expect(calls.some((url) => url.includes('/images/gen/'))).toBe(true);
    expect(inside(element).querySelector('[data-testid="embed-not-allowed"]')).toBeNull();
    expect(errors).toEqual([]);
    gatewayUp = true;
    (failed.querySelector('button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(inside(element).querySelector('form')).not.toBeNull());
  });
});

describe('<bookdirect-hotels>', () => {
  it('lists a city’s hotels, named by id or by name, as links to the booking site', async () => {
    for (const city of ['1101', 'athens', '雅典']) {
      const element = place(
        `<bookdirect-hotels city="${city}" partner="blog_1" limit="3"></bookdirect-hotels>`,
      );
      const link = await shown<HTMLAnchorElement>(element, '[data-testid="hotel-card"] a');
      expect(link.textContent).toBe('Acropolis Hotel');
      const url = new URL(link.href);
      expect(url.origin + url.pathname).toBe('https://book.example/hotel/detail');
      expect(url.searchParams.get('hotelId')).toBe('7');
      expect(url.searchParams.get('partner')).toBe('blog_1');
      element.remove();
    }
    expect(calls.some((url) => url.includes('/hotel/main/?') && url.includes('nums=3'))).toBe(true);
  });

  it('tells the host page a hotel was opened and a booking starts', async () => {
    const views = heard('bookdirect:hotel-view');
    const starts = heard('bookdirect:booking-start');
    const element = place('<bookdirect-hotels city="Athens" partner="blog_1"></bookdirect-hotels>');
    const link = await shown<HTMLAnchorElement>(element, '[data-testid="hotel-card"] a');
    link.click();
    expect(views).toEqual([
      expect.objectContaining({
        hotelId: 7,
        hotelName: 'Acropolis Hotel',
        cityId: 1101,
        partner: 'blog_1',
      }),
    ]);
    expect(starts).toEqual([{ from: 'hotel', partner: 'blog_1', url: link.href }]);
  });

  it('says so when the city is not one with hotels', async () => {
    const element = place('<bookdirect-hotels city="Atlantis" lang="en"></bookdirect-hotels>');
    await vi.waitFor(() =>
      expect(inside(element).textContent).toContain('We do not know this destination'),
    );
    expect(calls.some((url) => url.includes('/hotel/main/'))).toBe(false);
  });
});

describe('a page whose origin the gateway does not answer', () => {
  it('links the visitor to the booking site, and tells the developer why in the console and an event', async () => {
    gatewayUp = false;
    gatewayServesPictures = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = heard('bookdirect:error');
    const element = place(
      '<bookdirect-hotels city="Athens" partner="blog_1" lang="en"></bookdirect-hotels>',
    );
    const link = await shown<HTMLAnchorElement>(element, '[data-testid="embed-not-allowed"] a');
    expect(link.textContent).toBe('Book on our website');
    expect(link.href).toBe('https://book.example/?partner=blog_1');
    // Not the outage's words, and nothing to try again.
    expect(inside(element).querySelector('[data-testid="embed-failed"]')).toBeNull();
    expect(inside(element).textContent).not.toMatch(/short break/);
    expect(inside(element).querySelector('button')).toBeNull();
    expect(location.origin).toMatch(/^https?:\/\//);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors).toEqual([
      {
        code: 'origin_not_allowed',
        origin: location.origin,
        partner: 'blog_1',
        url: 'https://book.example/?partner=blog_1',
      },
    ]);
    const messages = logged.mock.calls.map(([message]) => String(message));
    expect(messages).toEqual([
      expect.stringContaining(
        `<bookdirect-hotels> cannot read the catalogue: this page's origin, ${location.origin}, is not allowed by the gateway at https://api.example.`,
      ),
    ]);
    expect(messages[0]).toContain('Partners');
    expect(messages[0]).toContain('docs/embedding.md');
  });

  it('says it in the element’s language, without a partner code when it has none', async () => {
    gatewayUp = false;
    gatewayServesPictures = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = heard('bookdirect:error');
    const element = place('<bookdirect-search lang="zh"></bookdirect-search>');
    const link = await shown<HTMLAnchorElement>(element, '[data-testid="embed-not-allowed"] a');
    expect(link.textContent).toBe('前往官网预订');
    expect(link.href).toBe('https://book.example/');
    // The event goes out from an effect, after the link is drawn.
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors).toEqual([
      { code: 'origin_not_allowed', origin: location.origin, partner: null, url: link.href },
    ]);
  });
});
