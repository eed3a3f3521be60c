import { GatewayError, type GatewayTransport } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { describe, expect, it } from 'vitest';
import {
  createGatewayFor,
  gatewayErrorResponse,
  gatewayUrl,
  notFound,
} from '../src/gateway.server';
import { runWithRequestContext } from '../src/request-context.server';

describe('gateway failures in loaders', () => {
  it('turns an unreachable gateway into a 503 the error page understands', async () => {
    const down = new GatewayError({ rec: -1, msg: 'Gateway unreachable', key: 'x' });
    const response = gatewayErrorResponse(down);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ key: 'errors:gateway_unavailable' });
  });

  it('turns rec 5 into the same 404 a route throws', async () => {
    const missing = new GatewayError({ rec: 5, msg: 'Not found', key: 'errors:not_found' });
    const response = gatewayErrorResponse(missing);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(await notFound().json());
  });

  it('rethrows anything else untouched', () => {
    const boom = new Error('boom');
    expect(() => gatewayErrorResponse(boom)).toThrow(boom);
    const conflict = new GatewayError({ rec: 6, msg: 'Conflict', key: 'errors:conflict' });
    expect(() => gatewayErrorResponse(conflict)).toThrow(conflict);
  });

  it('reaches the gateway at GATEWAY_URL, by default on port 4000', () => {
    expect(gatewayUrl({})).toBe('http://127.0.0.1:4000');
    expect(gatewayUrl({ GATEWAY_URL: 'http://gw:8080' })).toBe('http://gw:8080');
  });
});

describe('notFound', () => {
  it('is a 404 carrying the generic words unless the page names its own', async () => {
    const plain = notFound();
    expect(plain.status).toBe(404);
    expect(plain.statusText).toBe('Not Found');
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(await plain.json()).toEqual({ key: 'errors:not_found' });
    expect(await notFound('hotel:not_found_title').json()).toEqual({
      key: 'hotel:not_found_title',
    });
  });
});

describe('site addresses', () => {
  it('default to the local ports and drop a trailing slash', async () => {
    const { siteUrls } = await import('../src/urls.server');
    expect(siteUrls({})).toEqual({
      booking: 'http://localhost:3000',
      marketing: 'http://localhost:3001',
      office: 'http://localhost:3002',
    });
    expect(siteUrls({ BOOKING_URL: 'https://book.example.com/' }).booking).toBe(
      'https://book.example.com',
    );
  });
});

describe('reads within one page request', () => {
  /** A gateway stand-in that counts the calls and answers each read with its own number. */
  function countingGateway() {
    const calls: string[] = [];
    const transport: GatewayTransport = async ({ headers }) => {
      calls.push(`${headers['X-Api-Method']} ${headers['X-Api-Path']}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const user_info = { name: `call ${calls.length}` };
      return { status: 200, body: JSON.stringify({ rec: 0, msg: 'ok', data: { user_info } }) };
    };
    return { calls, transport };
  }
  const inRequest = <T>(run: () => Promise<T>) =>
    runWithRequestContext({ clientAddress: '127.0.0.1', cspNonce: 'n' }, run);

  it('asks the gateway once when the root and a route read the same thing', async () => {
    const { calls, transport } = countingGateway();
    const [root, route] = await inRequest(() =>
      Promise.all([
        createGatewayFor({ lang: 'en', token: 't', transport }).call(endpoints.userInfo),
        createGatewayFor({ lang: 'en', token: 't', transport }).call(endpoints.userInfo),
      ]),
    );
    expect(calls).toHaveLength(1);
    expect(root).toEqual(route);
  });

  it('reads afresh after a write, for another member, and in the next request', async () => {
    const { transport } = countingGateway();
    const names = await inRequest(async () => {
      const gateway = createGatewayFor({ lang: 'en', token: 't', transport });
      const before = await gateway.call(endpoints.userInfo);
      await gateway.call(endpoints.logout).catch(() => undefined);
      const after = await gateway.call(endpoints.userInfo);
      const other = await createGatewayFor({ lang: 'en', token: 'u', transport }).call(
        endpoints.userInfo,
      );
      return [before, after, other].map((a) => a.user_info.name);
    });
    expect(names).toEqual(['call 1', 'call 3', 'call 4']);
    const next = await inRequest(() =>
      createGatewayFor({ lang: 'en', token: 't', transport }).call(endpoints.userInfo),
    );
    expect(next.user_info.name).toBe('call 5');
  });

  it('tries a read again when the gateway could not be reached', async () => {
    let attempts = 0;
    const transport: GatewayTransport = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('fetch failed');
      return {
        status: 200,
        body: JSON.stringify({ rec: 0, msg: 'ok', data: { user_info: { name: 'x' } } }),
      };
    };
    await inRequest(async () => {
      const gateway = createGatewayFor({ lang: 'en', token: 't', transport });
      await expect(gateway.call(endpoints.userInfo)).rejects.toThrow();
      await expect(gateway.call(endpoints.userInfo)).resolves.toEqual({ user_info: { name: 'x' } });
    });
    expect(attempts).toBe(2);
  });
});
