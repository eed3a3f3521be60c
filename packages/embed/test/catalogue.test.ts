import { CATALOGUE_READS, type CatalogueRead } from '@bookdirect/gateway-sdk/catalogue-reads';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueError, catalogue, gatewayAnswers, PROBE_IMAGE_PATH } from '../src/catalogue';

describe('catalogue reads', () => {
  it('are calls the gateway declares for partners, at their declared paths', () => {
    for (const name of Object.keys(CATALOGUE_READS) as CatalogueRead[]) {
      expect(endpoints[name]).toMatchObject({
        method: 'GET',
        audience: 'partner',
        path: CATALOGUE_READS[name],
      });
    }
  });

  it('go straight to the direct route, in the element’s language, without credentials', async () => {
    const fetcher = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ rec: 0, msg: 'ok', data: { region_list: [] } })),
    );
    const reader = catalogue('https://api.example', 'zh', fetcher);
    expect(await reader.read('hotCities', { nums: 100 })).toEqual({ region_list: [] });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/v1/u/app/hotelhotcity/?nums=100&lang=cn');
    expect(init).toMatchObject({ credentials: 'omit', mode: 'cors' });
    expect(new Headers(init?.headers).has('X-Api-Path')).toBe(false);
  });

  it('fail with the gateway’s rec, or when the gateway cannot be read', async () => {
    const refused = catalogue('https://api.example', 'en', async () =>
      Response.json({ rec: 2, msg: 'Invalid', data: null }),
    );
    await expect(refused.read('hotelSearch', { city_id: 1 })).rejects.toMatchObject({ rec: 2 });
    const blocked = catalogue(
      'https://api.example',
      'en',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => false,
    );
    await expect(blocked.read('regions', { level: 1 })).rejects.toBeInstanceOf(CatalogueError);
  });

  it('tell an origin the gateway refuses from a gateway that is down, by a picture it serves to any origin', async () => {
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    const probe = vi.fn(async (_gatewayUrl: string) => true);
    const refused = catalogue('https://api.example', 'en', unreachable, probe);
    // Two reads failing together ask once.
    const reads = [refused.read('regions', { level: 1 }), refused.read('hotCities', { nums: 1 })];
    for (const read of reads) {
      await expect(read).rejects.toMatchObject({ name: 'CatalogueError', originRefused: true });
    }
    expect(probe.mock.calls).toEqual([['https://api.example']]);

    const down = catalogue('https://api.example', 'en', unreachable, async () => false);
    const error = await down.read('regions', { level: 1 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ originRefused: false });
    expect(String(error)).toContain('The catalogue could not be read at https://api.example/');

    // An answer that is not JSON came from somewhere: no probe, an outage.
    const garbled = vi.fn(async () => true);
    const proxy = catalogue(
      'https://api.example',
      'en',
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      garbled,
    );
    await expect(proxy.read('regions', { level: 1 })).rejects.toMatchObject({
      originRefused: false,
    });
    expect(garbled).not.toHaveBeenCalled();
  });

  it('probe the gateway with a fresh picture: it loads only from a gateway that answers', async () => {
    const images: { src: string; onload: (() => void) | null; onerror: (() => void) | null }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          images.push(this);
        }
      },
    );
    try {
      const up = gatewayAnswers('https://api.example');
      const down = gatewayAnswers('https://api.example');
      const [first, second] = images;
      expect(first?.src.startsWith(`https://api.example${PROBE_IMAGE_PATH}?probe=`)).toBe(true);
      first?.onload?.();
      second?.onerror?.();
      expect(await up).toBe(true);
      expect(await down).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
