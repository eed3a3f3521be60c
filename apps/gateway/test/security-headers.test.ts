import { createHash } from 'node:crypto';
import { PAY_SOURCE } from '@bookdirect/gateway-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedKey } from '../src/catalog/images';
import { startGateway, type TestGateway } from './support/gateway';
import { bookOrder, newBooker, pay } from './support/payments';

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error('no Content-Security-Policy');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** What every answer carries, page or not. */
function expectStandardHeaders(response: LightMyRequestResponse): void {
  const csp = directives(response);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  // Nothing inline runs anywhere: no 'unsafe-inline', no 'unsafe-eval' for scripts.
  expect(csp.get('script-src')?.join(' ')).not.toMatch(/unsafe/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
  // Plain http: no HSTS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway('pglite', {
      env: { DEV_ROUTES: '1', TRUST_PROXY: '127.0.0.1', BOOKING_URL: 'http://localhost:3000' },
    });
  });
  afterAll(() => gateway.close());

  it('are on an API answer, direct and through /gateway, and on an unknown route', async () => {
    const direct = await gateway.app.inject({ method: 'GET', url: '/v1/u/util/currency/' });
    expect(direct.statusCode).toBe(200);
    expectStandardHeaders(direct);
    expect(direct.headers['cross-origin-resource-policy']).toBe('same-origin');
    const dispatched = await gateway.app.inject({
      method: 'POST',
      url: '/gateway',
      headers: { 'x-api-path': '/v1/u/util/currency/', 'x-api-method': 'GET' },
      payload: {},
    });
    expect(dispatched.json().rec).toBe(0);
    expectStandardHeaders(dispatched);
    expectStandardHeaders(await gateway.app.inject({ method: 'GET', url: '/nope' }));
  });

  it('are on /health', async () => {
    const health = await gateway.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expectStandardHeaders(health);
  });

  it('let the sandbox checkout page style itself, post its forms and go back to the booking site', async () => {
    const booker = await newBooker(gateway.db, 'headers');
    const orderId = await bookOrder(gateway.app, booker);
    const started = await pay(gateway.app, booker.member.token, {
      pay_source: PAY_SOURCE.paypal,
      order_id: orderId,
    });
    const href = started.body.data.href;
    if (!href) throw new Error(`no checkout: ${JSON.stringify(started.body)}`);
    const page = await gateway.app.inject({ method: 'GET', url: new URL(href).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expectStandardHeaders(page);
    const csp = directives(page);
    // Its only inline code is one <style>, allowed by its exact hash; no script at all.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1];
    expect(style).toBeDefined();
    expect(csp.get('style-src')).toEqual([sha256(style ?? '')]);
    expect(page.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    // Pay answers 303 to the booking app; browsers check that redirect against form-action.
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:3000']);
  });

  it('let the dev mailbox style itself and show a message without running it', async () => {
    const list = await gateway.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expectStandardHeaders(list);
    const style = /<style>([\s\S]*?)<\/style>/.exec(list.body)?.[1];
    expect(directives(list).get('style-src')).toEqual([sha256(style ?? '')]);

    const message = await gateway.app.inject({ method: 'GET', url: '/dev/mailbox/999999' });
    const csp = directives(message);
    expect(csp.get('script-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('let images load on the booking site: Cross-Origin-Resource-Policy cross-origin', async () => {
    const image = await gateway.app.inject({
      method: 'GET',
      url: `/images/${generatedKey('aegean', 'hotel', 7)}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serve the API reference at /docs under the same policy', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expectStandardHeaders(page);
    // Every script and stylesheet it names comes from /docs itself and answers.
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(expect.arrayContaining(['static/swagger-initializer.js']));
    expect(page.body).not.toMatch(/<script>|<style>|\sstyle=/i);
    for (const asset of assets) {
      const response = await gateway.app.inject({ method: 'GET', url: `/docs/${asset}` });
      expect(response.statusCode, asset).toBe(200);
    }
    const initializer = await gateway.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-initializer.js',
    });
    expect(initializer.headers['content-type']).toContain('javascript');
    // It fetches the spec from its own origin, which connect-src allows.
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(directives(page).get('connect-src')).toEqual(["'self'"]);
    const spec = await gateway.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.json().openapi).toBe('3.0.3');
  });

  it('add HSTS only to an answer that went out over HTTPS', async () => {
    const viaTls = await gateway.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The same header from a peer that is not the trusted proxy proves nothing.
    const spoofed = await gateway.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
