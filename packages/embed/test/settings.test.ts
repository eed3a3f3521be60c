import { describe, expect, it, vi } from 'vitest';
import { brandOf } from '../src/brand';
import { loadConfig } from '../src/config';
import { limitOf } from '../src/elements/hotels';
import { languageOf } from '../src/i18n';
import { type EmbedConfig, SCRIPT_HEAD, SCRIPT_TAIL, withConfig } from '../src/serve';

const CONFIG: EmbedConfig = {
  bookingUrl: 'https://book.example/',
  gatewayUrl: 'https://api.example',
  brand: { name: 'Harbour Hotels', colors: { primary: '#0F3B4C', accent: '#B94A2C' } },
};

const answering = (body: unknown) =>
  vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body)));

describe('the settings an embed runs with', () => {
  it('are those the booking site wrote into the script, with no request', async () => {
    const fetcher = answering({});
    const config = await loadConfig(undefined, CONFIG, fetcher);
    expect(config.bookingUrl).toBe('https://book.example');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("come from the script's own booking site when the script is a copy", async () => {
    const fetcher = answering(CONFIG);
    await loadConfig({ src: 'https://book.example/embed.js' }, null, fetcher);
    expect(fetcher.mock.calls[0]?.[0]).toBe('https://book.example/embed.json');
  });

  it('come from data-booking-site for a copy on a CDN', async () => {
    const fetcher = answering(CONFIG);
    const config = await loadConfig(
      { src: 'https://cdn.example/bd/embed.js', bookingSite: 'https://book.example/' },
      null,
      fetcher,
    );
    expect(fetcher.mock.calls[0]?.[0]).toBe('https://book.example/embed.json');
    expect(config.gatewayUrl).toBe('https://api.example');
  });

  it('fail when there is none to be had', async () => {
    await expect(loadConfig(undefined, null, answering(CONFIG))).rejects.toThrow(/script src/);
    await expect(
      loadConfig({ src: 'https://book.example/embed.js' }, null, answering({ nope: 1 })),
    ).rejects.toThrow(/no settings/);
  });

  it('are written into a built script as the argument of its call', () => {
    const built = `${SCRIPT_HEAD}globalThis.seenConfig = bookdirectEmbedConfig;${SCRIPT_TAIL}`;
    const served = withConfig(built, { ...CONFIG, brand: { name: '</script><b>' } });
    expect(served).not.toContain('</script>');
    new Function(served)();
    expect((globalThis as { seenConfig?: EmbedConfig }).seenConfig).toMatchObject({
      gatewayUrl: 'https://api.example',
      brand: { name: '</script><b>' },
    });
    expect(() => withConfig('console.log(1)', CONFIG)).toThrow(/Not a built embed/);
  });
});

describe('the brand attribute', () => {
  it('lays a partial brand over the booking site’s, colour by colour', () => {
    const brand = brandOf(CONFIG.brand, '{"colors":{"primary":"#1D4E89"},"name":"Blog"}');
    expect(brand).toMatchObject({
      name: 'Blog',
      colors: { primary: '#1D4E89', accent: '#B94A2C' },
    });
  });

  it('is ignored, with a warning, when it is not JSON of a brand', () => {
    const warn = vi.fn();
    expect(brandOf(CONFIG.brand, 'blue please', warn)).toEqual(CONFIG.brand);
    expect(brandOf(CONFIG.brand, '[1,2]', warn)).toEqual(CONFIG.brand);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('takes only hex colours, so nothing else reaches the styles', () => {
    const brand = brandOf(
      CONFIG.brand,
      '{"colors":{"primary":"red;}body{display:none","accent":"#abc"}}',
    );
    expect(brand.colors).toEqual({ primary: '#0F3B4C', accent: '#abc' });
  });
});

describe('an element’s language', () => {
  const page = (lang: string) => {
    const doc = document.implementation.createHTMLDocument('');
    doc.documentElement.lang = lang;
    return doc;
  };

  it('is its lang attribute, then the page’s, then the browser’s, then English', () => {
    expect(languageOf('zh-CN', page('en'), ['en'])).toBe('zh');
    expect(languageOf(null, page('zh-Hans'), ['en'])).toBe('zh');
    expect(languageOf('fr', page('de'), ['de-DE', 'zh-TW'])).toBe('zh');
    expect(languageOf(null, page(''), ['fr'])).toBe('en');
  });
});

describe('the limit attribute', () => {
  it('shows 6 hotels by default and at most 24', () => {
    expect(limitOf(null)).toBe(6);
    expect(limitOf('3')).toBe(3);
    expect(limitOf('100')).toBe(24);
    expect(limitOf('0')).toBe(6);
    expect(limitOf('two')).toBe(6);
  });
});
