import { CATALOGUE_READS, type CatalogueRead } from '@bookdirect/gateway-sdk/catalogue-reads';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueError, catalogue } from '../src/catalogue';

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
    const blocked = catalogue('https://api.example', 'en', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(blocked.read('regions', { level: 1 })).rejects.toBeInstanceOf(CatalogueError);
  });
});
