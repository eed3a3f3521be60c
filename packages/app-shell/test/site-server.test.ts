import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CLIENT_ADDRESS_HEADER, SITE_SECRET_HEADER } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { RequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayFor } from '../src/gateway.server';
import { requestContext, type SiteRequestContext } from '../src/request-context.server';
import { forwardingTransport, nodeTransport } from '../src/server';
import { createSiteApp, type SiteAppOptions, staticFiles } from '../src/site-server';

const SITE = 'https://booking.example';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(handler: Parameters<typeof import('node:http').createServer>[1]) {
  const { createServer } = await import('node:http');
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** What the stand-in for Remix saw: the context our server gave it. */
const echo: RequestHandler = (_req, res) => {
  res.json(requestContext() ?? null);
};

async function site(options: Partial<SiteAppOptions> = {}) {
  const app = createSiteApp({
    siteOrigins: [SITE],
    imageOrigins: ['http://localhost:4000'],
    formActionOrigins: ['http://localhost:4000'],
    maps: false,
    trustProxy: false,
    production: true,
    handler: echo,
    ...options,
  });
  return listen(app);
}

function send(
  port: number,
  init: { method?: string; path?: string; headers?: Record<string, string>; from?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: init.method ?? 'GET',
        path: init.path ?? '/',
        headers: init.headers,
        // A visitor of its own: loopback has every 127.x address.
        localAddress: init.from,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.method === 'POST' ? 'lng=zh' : undefined);
  });
}

const post = (port: number, headers: Record<string, string>, from?: string) =>
  send(port, {
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    from,
  });

describe('the cross-site guard', () => {
  it('refuses a post from another origin with 403 before the app sees it', async () => {
    const port = await site();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://booking.example.evil.example' },
      { origin: 'http://booking.example' },
      // text/plain is a "simple" request a foreign page can send without a preflight.
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      {},
    ];
    for (const headers of attempts) {
      const answer = await post(port, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toBe('Forbidden: cross-site request');
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await send(port, { method, headers: { origin: 'https://evil.example' } });
      expect(answer.status, method).toBe(403);
    }
  });

  it("lets the site's own pages post, and anyone read", async () => {
    const port = await site();
    expect((await post(port, { origin: SITE })).status).toBe(200);
    expect((await post(port, { referer: `${SITE}/login?x=1` })).status).toBe(200);
    // The address the request was sent to is the site's own too (a second host name).
    expect((await post(port, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect((await send(port, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('security headers', () => {
  it('gives every answer a policy with a fresh nonce that the page is rendered with', async () => {
    const port = await site();
    const first = await send(port, {});
    const second = await send(port, {});
    const policy = String(first.headers['content-security-policy']);
    const nonce = JSON.parse(first.body).cspNonce as string;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain('img-src');
    expect(policy).toContain('http://localhost:4000');
    expect(policy).toContain("form-action 'self' http://localhost:4000");
    expect(JSON.parse(second.body).cspNonce).not.toBe(nonce);
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['permissions-policy']).toContain('camera=()');
    expect(first.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only on answers that went out over HTTPS', async () => {
    const plain = await send(await site(), { headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Behind a trusted TLS proxy the request was HTTPS.
    const port = await site({ trustProxy: ['loopback'] });
    const secure = await send(port, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('only reports policy breaches in development, where Vite injects inline scripts', async () => {
    const answer = await send(await site({ production: false }), {});
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['content-security-policy-report-only']).toContain('script-src');
  });
});

describe("the visitor's address", () => {
  it('is the socket peer, whatever X-Forwarded-For the browser sends', async () => {
    const port = await site();
    for (const forwarded of ['203.0.113.1', '198.51.100.2, 10.0.0.1', 'not an address']) {
      const answer = await send(port, {
        headers: { 'x-forwarded-for': forwarded },
        from: '127.0.0.9',
      });
      expect(JSON.parse(answer.body).clientAddress).toMatch(/(^|:)127\.0\.0\.9$/);
    }
  });

  it('comes from X-Forwarded-For only when the peer is a proxy named in TRUST_PROXY', async () => {
    const port = await site({ trustProxy: ['127.0.0.1'] });
    const trusted = await send(port, { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(JSON.parse(trusted.body).clientAddress).toBe('203.0.113.1');
    const other = await send(port, {
      headers: { 'x-forwarded-for': '203.0.113.1' },
      from: '127.0.0.10',
    });
    expect(JSON.parse(other.body).clientAddress).toMatch(/127\.0\.0\.10$/);
  });

  it('reaches the gateway with the secret, and no browser header can change it', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const gatewayPort = await listen((req, res) => {
      seen.push(req.headers);
      res.end('{}');
    });
    const env = { SITE_SECRET: 'sixteen-or-more-characters' };
    const callGateway: RequestHandler = async (_req, res) => {
      const send = forwardingTransport(env) ?? nodeTransport;
      await send({
        url: `http://127.0.0.1:${gatewayPort}/gateway`,
        headers: {},
        body: '{}',
        timeoutMs: 5000,
      });
      res.end('ok');
    };
    const port = await site({ handler: callGateway });
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      await send(port, {
        headers: {
          'x-forwarded-for': forwarded,
          [CLIENT_ADDRESS_HEADER]: forwarded,
          [SITE_SECRET_HEADER]: 'guessed',
        },
        from: '127.0.0.11',
      });
    }
    expect(seen).toHaveLength(3);
    for (const headers of seen) {
      expect(headers[CLIENT_ADDRESS_HEADER]).toMatch(/(^|:)127\.0\.0\.11$/);
      expect(headers[SITE_SECRET_HEADER]).toBe(env.SITE_SECRET);
      expect(headers['x-forwarded-for']).toBeUndefined();
    }
  });
});

describe('the end of a request', () => {
  it('lets go of the gateway answers its loaders shared once the response has ended', async () => {
    let calls = 0;
    const gatewayPort = await listen((_req, res) => {
      calls += 1;
      res.end(JSON.stringify({ rec: 0, msg: 'Success', data: { note: 'x'.repeat(10_000) } }));
    });
    const contexts: SiteRequestContext[] = [];
    const readTwice: RequestHandler = async (_req, res) => {
      const context = requestContext();
      if (context) contexts.push(context);
      const gateway = () =>
        createGatewayFor({
          lang: 'en',
          env: { GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
          transport: nodeTransport,
        });
      // The root and the route read the same thing: one call answers both.
      await Promise.all([gateway().call(endpoints.regions), gateway().call(endpoints.regions)]);
      res.json({ shared: context?.reads?.size ?? 0 });
    };
    const port = await site({ handler: readTwice });

    const answer = await send(port, { path: '/hotel/search' });
    expect(JSON.parse(answer.body)).toEqual({ shared: 1 });
    expect(calls).toBe(1);
    // Whatever still holds the context afterwards (a library's timer, a keep-alive socket to
    // the gateway) no longer holds the answers.
    await new Promise((resolve) => setImmediate(resolve));
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.reads).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('reads as the gateway reads it, and refuses a hop count', async () => {
    const { trustProxySetting } = await import('../src/security.server');
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => trustProxySetting('1')).toThrow(/hop count/);
  });
});

describe('cross-origin paths', () => {
  it('lets other sites load only the paths named, and keeps same-origin for the rest', async () => {
    const port = await site({ crossOriginPaths: ['/embed.js'] });
    const script = await send(port, { path: '/embed.js' });
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await send(port, { path: '/embed.jsx' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the built client files', () => {
  it('caches hashed assets for a year, other files for an hour, and leaves pages to the app', async () => {
    const client = mkdtempSync(join(tmpdir(), 'site-client-'));
    mkdirSync(join(client, 'assets'));
    writeFileSync(join(client, 'assets/entry-Ab12.js'), 'export {};');
    writeFileSync(join(client, 'favicon.svg'), '<svg/>');
    const port = await site({ before: [staticFiles(client)] });

    const asset = await send(port, { path: '/assets/entry-Ab12.js' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await send(port, { path: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // Neither a page nor a missing file is answered from the folder: the app answers them.
    for (const path of ['/hotel/search', '/assets/missing.js', '/favicon']) {
      const page = await send(port, { path });
      expect(JSON.parse(page.body)).toHaveProperty('cspNonce');
    }
  });

  /** The answer's bytes as sent, not decoded. */
  function fetchRaw(port: number, path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('sends the compressed copies the build wrote, Brotli first, to browsers that accept them', async () => {
    const client = mkdtempSync(join(tmpdir(), 'site-client-'));
    mkdirSync(join(client, 'assets'));
    const code = `export const words = ${JSON.stringify('hotel '.repeat(2000))};`;
    writeFileSync(join(client, 'assets/page-Cd34.js'), code);
    // Marked, so the test knows these files were sent rather than compressed on the fly.
    writeFileSync(join(client, 'assets/page-Cd34.js.br'), brotliCompressSync(`${code}//br`));
    writeFileSync(join(client, 'assets/page-Cd34.js.gz'), gzipSync(`${code}//gz`));
    writeFileSync(join(client, 'assets/only-gzip-Ef56.css'), `a{color:red}${' '.repeat(3000)}`);
    writeFileSync(join(client, 'assets/only-gzip-Ef56.css.gz'), gzipSync('a{color:red}/*gz*/'));
    // A compressed file whose original is gone is never sent.
    writeFileSync(join(client, 'assets/gone-Gh78.js.br'), brotliCompressSync('gone'));
    const port = await site({ before: [staticFiles(client)] });

    const br = await fetchRaw(port, '/assets/page-Cd34.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${code}//br`);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await fetchRaw(port, '/assets/page-Cd34.js?v=1', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${code}//gz`);

    // Brotli refused by its weight: the next the browser takes.
    const refused = await fetchRaw(port, '/assets/page-Cd34.js', {
      'accept-encoding': 'br;q=0, gzip',
    });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await fetchRaw(port, '/assets/page-Cd34.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(code);
    expect(plain.headers['content-type']).toBe(br.headers['content-type']);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);

    const head = await fetchRaw(port, '/assets/page-Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);

    const css = await fetchRaw(port, '/assets/only-gzip-Ef56.css', {
      'accept-encoding': 'br, gzip',
    });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(css.body).toString()).toBe('a{color:red}/*gz*/');

    const gone = await fetchRaw(port, '/assets/gone-Gh78.js', { 'accept-encoding': 'br' });
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gone.body.toString())).toHaveProperty('cspNonce');
  });
});
