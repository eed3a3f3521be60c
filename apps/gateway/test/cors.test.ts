import type { AnyEndpoint } from '@bookdirect/gateway-sdk/endpoints';
import {
  accountEndpoints,
  checkinEndpoints,
  favoriteEndpoints,
  franchiseEndpoints,
  orderEndpoints,
  wechatEndpoints,
} from '@bookdirect/gateway-sdk/endpoints';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { crossOriginRoutes, PREFLIGHT_MAX_AGE_S } from '../src/http/cors';
import { CROSS_ORIGIN_NOTE } from '../src/http/endpoint';
import { buildOpenApiDocument } from '../src/openapi';
import { startGateway, type TestGateway } from './support/gateway';
import { createMember } from './support/orders';

const PARTNER = 'https://partner.example';
const OTHER_PARTNER = 'http://localhost:3020';
const STRANGER = 'https://stranger.example';

const allowedOrigin = (response: LightMyRequestResponse) =>
  response.headers['access-control-allow-origin'];

const preflight = (url: string, origin: string): InjectOptions => ({
  method: 'OPTIONS',
  url,
  headers: { origin, 'access-control-request-method': 'GET' },
});

describe('CORS for the partner embed', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway('pglite', {
      env: { PARTNER_ORIGINS: `${PARTNER}, ${OTHER_PARTNER}/` },
    });
  });
  afterAll(() => gateway.close());

  it('answers a partner origin on the catalogue reads, and says the answer varies by origin', async () => {
    for (const origin of [PARTNER, OTHER_PARTNER]) {
      const cities = await gateway.app.inject({
        method: 'GET',
        url: '/v1/u/app/hotelhotcity/?nums=5',
        headers: { origin },
      });
      expect(cities.statusCode).toBe(200);
      expect(cities.json()).toMatchObject({ rec: 0 });
      expect(allowedOrigin(cities)).toBe(origin);
      expect(cities.headers.vary).toMatch(/Origin/);
      // No session travels cross-origin: credentials are never allowed.
      expect(cities.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const hotel = await gateway.app.inject({
      method: 'GET',
      url: '/v1/u/hotel/main/999999/',
      headers: { origin: PARTNER },
    });
    // A business refusal (no such hotel) is still readable by the partner's page.
    expect(hotel.json()).toMatchObject({ rec: 5 });
    expect(allowedOrigin(hotel)).toBe(PARTNER);
  });

  it('names no origin that is not in PARTNER_ORIGINS', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/v1/u/hotel/main/?city_id=1',
      headers: { origin: STRANGER },
    });
    expect(response.json()).toMatchObject({ rec: 0 });
    expect(allowedOrigin(response)).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('answers the preflight of a catalogue read for a partner, with GET only', async () => {
    for (const url of ['/v1/u/hotel/main/', '/v1/u/hotel/main/12/', '/v1/u/util/region/']) {
      const response = await gateway.app.inject(preflight(url, PARTNER));
      expect(response.statusCode).toBe(204);
      expect(allowedOrigin(response)).toBe(PARTNER);
      expect(response.headers['access-control-allow-methods']).toBe('GET');
      expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
    }
    const stranger = await gateway.app.inject(preflight('/v1/u/hotel/main/', STRANGER));
    expect(allowedOrigin(stranger)).toBeUndefined();
    expect(stranger.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('allows a partner no request header, no credentials and no other method in a preflight, for ten minutes', async () => {
    const response = await gateway.app.inject({
      method: 'OPTIONS',
      url: '/v1/u/hotel/main/12/',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(allowedOrigin(response)).toBe(PARTNER);
    expect(response.headers['access-control-allow-methods']).toBe('GET');
    // Only the CORS-safelisted headers: what the preflight asks for is not echoed back.
    expect(response.headers['access-control-allow-headers'] ?? '').toBe('');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_S));
    expect(response.headers.vary).toMatch(/Origin/);
    // A refused origin's preflight names no origin, method, header or lifetime.
    const refused = await gateway.app.inject(preflight('/v1/u/hotel/main/12/', STRANGER));
    for (const header of [
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
      'access-control-allow-credentials',
      'access-control-max-age',
    ]) {
      expect(refused.headers[header], header).toBeUndefined();
    }
    expect(refused.headers.vary).toMatch(/Origin/);
  });

  it('leaves every other answer out of CORS, down to Vary: Origin', async () => {
    const member = await createMember(gateway.db, 'cors-vary');
    for (const options of [
      { method: 'GET', url: '/v1/u/user/info/', headers: { origin: PARTNER, token: member.token } },
      { method: 'GET', url: '/health', headers: { origin: PARTNER } },
      // HEAD is Fastify's copy of a partner GET: the embed never sends one.
      { method: 'HEAD', url: '/v1/u/app/hotelhotcity/', headers: { origin: PARTNER } },
    ] satisfies InjectOptions[]) {
      const response = await gateway.app.inject(options);
      expect(response.statusCode, options.url).toBe(200);
      expect(allowedOrigin(response), options.url).toBeUndefined();
      expect(String(response.headers.vary ?? ''), options.url).not.toMatch(/Origin/);
    }
  });

  it('never answers a partner on member, order, check-in or /gateway calls', async () => {
    const member = await createMember(gateway.db, 'cors');
    const memberCalls: InjectOptions[] = [
      { method: 'GET', url: '/v1/u/user/info/', headers: { origin: PARTNER, token: member.token } },
      {
        method: 'GET',
        url: '/v1/u/orders/main/',
        headers: { origin: PARTNER, token: member.token },
      },
      { method: 'GET', url: '/v1/u/checkin/guest/order/', headers: { origin: PARTNER } },
      {
        method: 'POST',
        url: '/gateway',
        headers: {
          origin: PARTNER,
          'x-api-path': '/v1/u/app/hotelhotcity/',
          'x-api-method': 'GET',
        },
        payload: {},
      },
    ];
    for (const options of memberCalls) {
      const response = await gateway.app.inject(options);
      expect(allowedOrigin(response), String(options.url)).toBeUndefined();
    }
    // The dispatched catalogue call did run: only its cross-origin reading is refused.
    const dispatched = await gateway.app.inject(memberCalls[3] as InjectOptions);
    expect(dispatched.json()).toMatchObject({ rec: 0 });

    for (const url of [
      '/v1/u/user/info/',
      '/v1/u/orders/main/',
      '/v1/u/checkin/guest/order/',
      '/gateway',
    ]) {
      const response = await gateway.app.inject(preflight(url, PARTNER));
      expect(response.statusCode, url).toBe(404);
      expect(allowedOrigin(response), url).toBeUndefined();
    }
  });

  it('is the partner audience, declared only on public catalogue reads, and the reference says so', async () => {
    const never = {
      ...accountEndpoints,
      ...orderEndpoints,
      ...checkinEndpoints,
      ...favoriteEndpoints,
      ...franchiseEndpoints,
      ...wechatEndpoints,
    } as Record<string, AnyEndpoint>;
    for (const [name, endpoint] of Object.entries(never)) {
      expect(endpoint.audience, name).not.toBe('partner');
    }
    expect(crossOriginRoutes).toEqual(
      expect.arrayContaining([
        '/v1/u/app/hotelhotcity/',
        '/v1/u/util/region/',
        '/v1/u/hotel/main/',
        '/v1/u/hotel/main/:id/',
      ]),
    );
    const document = (await buildOpenApiDocument()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(document.paths['/v1/u/hotel/main/']?.get?.description).toContain(CROSS_ORIGIN_NOTE);
    expect(document.paths['/v1/u/orders/main/']?.get?.description).not.toContain(CROSS_ORIGIN_NOTE);
    // The preflight routes are plumbing, not calls.
    expect(document.paths['/v1/u/hotel/main/']).not.toHaveProperty('options');
  });
});

describe('CORS without PARTNER_ORIGINS and with no partner', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway('pglite');
  });
  afterAll(() => gateway.close());

  it('answers no other origin at all, not even a preflight', async () => {
    const read = await gateway.app.inject({
      method: 'GET',
      url: '/v1/u/app/hotelhotcity/',
      headers: { origin: PARTNER },
    });
    expect(read.json()).toMatchObject({ rec: 0 });
    expect(allowedOrigin(read)).toBeUndefined();
    // The preflight route is there for a partner the table may gain, and names no one.
    const options = await gateway.app.inject(preflight('/v1/u/app/hotelhotcity/', PARTNER));
    expect(allowedOrigin(options)).toBeUndefined();
    expect(options.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('PARTNER_ORIGINS', () => {
  const load = (value: string) => loadConfig({ NODE_ENV: 'test', PARTNER_ORIGINS: value });

  it('reads origins, comma-separated, as browsers send them', () => {
    expect(
      load(' https://a.example , http://localhost:3020/,https://a.example').partnerOrigins,
    ).toEqual(['https://a.example', 'http://localhost:3020']);
    expect(loadConfig({ NODE_ENV: 'test' }).partnerOrigins).toEqual([]);
  });

  it('refuses a path, a wildcard or another scheme', () => {
    for (const value of ['https://a.example/embed', '*', 'a.example', 'ftp://a.example']) {
      expect(() => load(value), value).toThrow(ConfigError);
    }
  });
});
