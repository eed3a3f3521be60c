import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../src/endpoints';
import {
  buildApiPath,
  createGatewayClient,
  GatewayError,
  hashPassword,
  isPasswordHash,
} from '../src/index';
import { staffEndpoints } from '../src/staff';

interface Seen {
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, body });
      const path = String(req.headers['x-api-path'] ?? '');
      if (path.startsWith('/v1/u/slow')) return; // never answers
      res.setHeader('Content-Type', 'application/json');
      if (path.startsWith('/v1/u/util/currency/')) {
        res.end(
          JSON.stringify({
            rec: 0,
            msg: 'ok',
            data: { currency_list: [{ currency: 2, symbol: '€' }] },
          }),
        );
      } else if (path.startsWith('/v1/u/user/info/')) {
        res.end(
          JSON.stringify({
            rec: 3,
            msg: 'Session expired',
            key: 'errors:session_expired',
            data: null,
          }),
        );
      } else if (path.startsWith('/v1/u/broken')) {
        res.statusCode = 502;
        res.end('<html>bad gateway</html>');
      } else {
        res.statusCode = 400;
        res.end(JSON.stringify({ rec: 2, msg: 'bad', key: 'errors:bad_request', data: null }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('gateway transport', () => {
  it('posts to /gateway with the target in X-Api-Path and X-Api-Method and returns data', async () => {
    const client = createGatewayClient({ baseUrl, token: 'tok123', lang: 'zh' });
    const data = await client.call(endpoints.currencies);
    expect(data.currency_list[0]?.symbol).toBe('€');
    const last = seen.at(-1)!;
    expect(last.url).toBe('/gateway?lang=cn');
    expect(last.headers['x-api-path']).toBe('/v1/u/util/currency/');
    expect(last.headers['x-api-method']).toBe('GET');
    expect(last.headers.token).toBe('tok123');
    expect(last.headers['accept-language']).toBe('zh-CN');
  });

  it('sends the query in the path and the body as JSON', async () => {
    const client = createGatewayClient({ baseUrl });
    await client
      .call(endpoints.regions, { query: { level: 1, pid: undefined } })
      .catch(() => undefined);
    expect(seen.at(-1)!.headers['x-api-path']).toBe('/v1/u/util/region/?level=1');
    await client.request('PUT', '/user/info/', { body: { name: 'Ada' } }).catch(() => undefined);
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ name: 'Ada' });
    expect(seen.at(-1)!.headers['x-api-method']).toBe('PUT');
  });

  it("sends a staff client's calls under /v1/s", async () => {
    const client = createGatewayClient({ baseUrl }).with({ apiPrefix: '/v1/s' });
    await client
      .call(staffEndpoints.staffChange, { params: { id: 7 }, body: { name: 'Ada' } })
      .catch(() => undefined);
    expect(seen.at(-1)!.headers['x-api-path']).toBe('/v1/s/staff/7/');
    expect(seen.at(-1)!.headers['x-api-method']).toBe('PUT');
  });

  it('turns a rec other than 0 into a GatewayError with rec, msg and key', async () => {
    const client = createGatewayClient({ baseUrl });
    const error = await client.request('GET', '/user/info/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ rec: 3, msg: 'Session expired', key: 'errors:session_expired' });
    expect((error as GatewayError).isSessionExpired).toBe(true);
  });

  it('treats HTTP 400 and above as a transport fault', async () => {
    const client = createGatewayClient({ baseUrl });
    await expect(client.request('GET', '/other')).rejects.toMatchObject({ rec: -1, status: 400 });
    await expect(client.request('GET', '/broken')).rejects.toMatchObject({
      rec: -1,
      status: 502,
      key: 'errors:gateway_unavailable',
    });
  });

  it('gives up after the timeout', async () => {
    const client = createGatewayClient({ baseUrl, timeoutMs: 150 });
    await expect(client.request('GET', '/slow')).rejects.toMatchObject({
      rec: -1,
      key: 'errors:timeout',
    });
  });

  it('reports an unreachable gateway', async () => {
    const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.request('GET', '/util/currency/')).rejects.toMatchObject({
      rec: -1,
      key: 'errors:gateway_unavailable',
    });
  });
});

describe('buildApiPath', () => {
  it('fills path parameters and joins list values', () => {
    expect(
      buildApiPath('/hotel/main/{id}/', { id: 42 }, { start_day: 20261201, status_ids: [1, 2] }),
    ).toBe('/v1/u/hotel/main/42/?start_day=20261201&status_ids=1%2C2');
    expect(() => buildApiPath('/hotel/main/{id}/')).toThrow(/id/);
  });
});

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the typed password', async () => {
    // SHA-256("abc"), FIPS 180-2 test vector
    expect(await hashPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(isPasswordHash(await hashPassword('密码 123'))).toBe(true);
  });
});
