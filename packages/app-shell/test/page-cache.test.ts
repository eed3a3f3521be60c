import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { RequestHandler } from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageCacheSeconds } from '../src/env';
import { createGatewayFor } from '../src/gateway.server';
import { PAGE_CACHE_HEADER, PageCache, type PageCacheOptions } from '../src/page-cache.server';
import { requestContext } from '../src/request-context.server';
import { createSiteApp } from '../src/site-server';

/**
 * The page cache in front of a stand-in for Remix that renders from a stand-in gateway: a
 * search answer tagged by a version the test moves, and an untagged currency list.
 */

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The gateway: `version` tags the search; `price` is what it answers. */
const gateway = { version: 1, price: 100, conditional: 0, searches: 0 };

async function standInGateway(): Promise<string> {
  return listen((req, res) => {
    const path = String(req.headers['x-api-path'] ?? '');
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (path.startsWith('/v1/u/hotel/main/?')) {
        const tag = `W/"s${gateway.version}"`;
        if (req.headers['if-none-match'] !== undefined) {
          gateway.conditional += 1;
          if (req.headers['if-none-match'] === tag) {
            res.writeHead(304, { ETag: tag }).end();
            return;
          }
        }
        gateway.searches += 1;
        res.setHeader('ETag', tag);
        res.end(
          JSON.stringify({
            rec: 0,
            msg: '',
            key: 'common:ok',
            data: { hotel_list: [{ price: gateway.price }], total: 1, facets: {} },
          }),
        );
        return;
      }
      // Any other read (the currency list, a hotel): untagged.
      res.end(JSON.stringify({ rec: 0, msg: '', key: 'common:ok', data: { currency_list: [] } }));
    });
  });
}

let renders = 0;

/**
 * Remix's stand-in: reads the search (and `?also=currencies` the currency list) through the
 * site's gateway client, and writes a page with this response's nonce and the price.
 */
function page(gatewayUrl: string): RequestHandler {
  return async (req, res) => {
    renders += 1;
    const client = createGatewayFor({ lang: 'en', env: { GATEWAY_URL: gatewayUrl } });
    if (req.query.also === 'currencies') await client.request('GET', endpoints.currencies.path);
    if (req.query.also === 'hotel') await client.request('GET', '/hotel/main/7/');
    // A read that gets no answer, which the page gets by without (as the hotel page's reviews).
    if (req.query.also === 'unreachable') {
      await createGatewayFor({ lang: 'en', env: { GATEWAY_URL: 'http://127.0.0.1:9' } })
        .request('GET', endpoints.currencies.path)
        .catch(() => undefined);
    }
    const found = await client.request<{ hotel_list: { price: number }[] }>(
      'GET',
      endpoints.hotelSearch.path,
      { query: { city_id: 1101, start_day: 20261210, days: 3 } },
    );
    const nonce = requestContext()?.cspNonce ?? '';
    if (req.query.cookie) res.setHeader('Set-Cookie', 'flash=1');
    res
      .status(req.query.missing ? 404 : 200)
      .type('html')
      .end(
        `<!doctype html><p>${found.hotel_list[0]?.price}</p><script nonce="${nonce}">1</script>`,
      );
  };
}

let now = 0;

async function site(options: Partial<PageCacheOptions> = {}) {
  const gatewayUrl = await standInGateway();
  const cache = new PageCache({
    seconds: 5,
    paths: ['/hotel/search'],
    keyCookies: ['lng', 'cur'],
    untaggedReads: [endpoints.currencies.path],
    now: () => now,
    ...options,
  });
  const app = createSiteApp({
    siteOrigins: [],
    imageOrigins: [],
    formActionOrigins: [],
    maps: false,
    trustProxy: false,
    production: true,
    handler: page(gatewayUrl),
    pageCache: cache,
  });
  return { url: await listen(app), cache };
}

async function load(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get(PAGE_CACHE_HEADER),
    body,
    price: body.match(/<p>(\d+)<\/p>/)?.[1],
    nonce: body.match(/nonce="([^"]+)"/)?.[1],
    cspNonce: csp.match(/'nonce-([^']+)'/)?.[1],
  };
}

beforeEach(() => {
  Object.assign(gateway, { version: 1, price: 100, conditional: 0, searches: 0 });
  renders = 0;
  now = 1_000_000;
});

describe('page cache', () => {
  it("serves a visitor's page again with this response's nonce while its search holds", async () => {
    const { url } = await site();
    const first = await load(`${url}/hotel/search?city_id=1101`);
    expect(first).toMatchObject({ status: 200, cache: 'MISS', price: '100' });
    expect(first.nonce).toBe(first.cspNonce);

    const again = await load(`${url}/hotel/search?city_id=1101`);
    expect(again).toMatchObject({ status: 200, cache: 'HIT', price: '100' });
    expect(again.nonce).toBe(again.cspNonce);
    expect(again.nonce).not.toBe(first.nonce);
    expect(again.body.replace(again.nonce ?? '', '')).toBe(
      first.body.replace(first.nonce ?? '', ''),
    );
    expect(renders).toBe(1);
    expect(gateway).toMatchObject({ searches: 1, conditional: 1 });
  });

  it('renders afresh on the next load once the gateway says the search moved', async () => {
    const { url } = await site();
    await load(`${url}/hotel/search?city_id=1101`);
    Object.assign(gateway, { version: 2, price: 90 });
    expect(await load(`${url}/hotel/search?city_id=1101`)).toMatchObject({
      cache: 'MISS',
      price: '90',
    });
    expect(await load(`${url}/hotel/search?city_id=1101`)).toMatchObject({
      cache: 'HIT',
      price: '90',
    });
    expect(renders).toBe(2);
  });

  it('keeps a page no longer than its seconds, even when nothing moved', async () => {
    const { url } = await site();
    await load(`${url}/hotel/search?city_id=1101`);
    now += 4_999;
    expect((await load(`${url}/hotel/search?city_id=1101`)).cache).toBe('HIT');
    now += 2;
    expect((await load(`${url}/hotel/search?city_id=1101`)).cache).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('keys pages by URL and the language and currency cookies, and leaves anyone else alone', async () => {
    const { url } = await site();
    const path = `${url}/hotel/search?city_id=1101`;
    await load(path);
    expect((await load(path, { cookie: 'lng=zh' })).cache).toBe('MISS');
    expect((await load(path, { cookie: 'cur=USD; lng=zh' })).cache).toBe('MISS');
    expect((await load(path, { cookie: 'lng=zh; cur=USD' })).cache).toBe('HIT');
    expect((await load(`${path}&sort=score`)).cache).toBe('MISS');
    // A member (or any cookie the cache does not key by): never kept, never served.
    for (let i = 0; i < 2; i += 1) {
      expect((await load(path, { cookie: 'lng=zh; token=abc' })).cache).toBeNull();
    }
    // Other paths are not the cache's.
    expect((await load(`${url}/hotel/detail?city_id=1101`)).cache).toBeNull();
    expect(renders).toBe(7);
  });

  it('keeps a page that read the untagged lists it accepts, and no page that read anything else', async () => {
    const { url } = await site();
    await load(`${url}/hotel/search?also=currencies`);
    expect((await load(`${url}/hotel/search?also=currencies`)).cache).toBe('HIT');
    await load(`${url}/hotel/search?also=hotel`);
    expect((await load(`${url}/hotel/search?also=hotel`)).cache).toBe('MISS');
    // Nor one whose read never answered, even a read it would accept untagged.
    expect((await load(`${url}/hotel/search?also=unreachable`)).price).toBe('100');
    expect((await load(`${url}/hotel/search?also=unreachable`)).cache).toBe('MISS');
  });

  it('keeps no page that set a cookie or was not a 200', async () => {
    const { url, cache } = await site();
    for (const query of ['cookie=1', 'missing=1']) {
      await load(`${url}/hotel/search?${query}`);
      expect((await load(`${url}/hotel/search?${query}`)).cache).toBe('MISS');
    }
    expect(cache.size).toBe(0);
  });

  it('keeps nothing at 0 seconds', async () => {
    const { url } = await site({ seconds: 0 });
    await load(`${url}/hotel/search?city_id=1101`);
    expect((await load(`${url}/hotel/search?city_id=1101`)).cache).toBeNull();
    expect(renders).toBe(2);
  });
});

describe('PAGE_CACHE_SECONDS', () => {
  it('is off unless set, and says so when it is not a number of seconds up to a minute', () => {
    expect(pageCacheSeconds({})).toBe(0);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: ' 5 ' })).toBe(5);
    expect(pageCacheSeconds({ PAGE_CACHE_SECONDS: '60' })).toBe(60);
    for (const wrong of ['61', '-1', '1.5', 'five']) {
      expect(() => pageCacheSeconds({ PAGE_CACHE_SECONDS: wrong })).toThrow(/0 to 60/);
    }
  });
});
