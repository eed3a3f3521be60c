import { CLIENT_ADDRESS_HEADER, SITE_SECRET_HEADER } from '@bookdirect/gateway-sdk';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { isLoopbackAddress } from '../src/http/loopback';
import { startGateway, type TestGateway, testConfig } from './support/gateway';

const SITE_SECRET = 'dev-routes-test-site-secret';

/** Every dev route, as a caller would try it. */
const DEV_CALLS: InjectOptions[] = [
  { method: 'GET', url: '/dev/mailbox' },
  { method: 'GET', url: '/dev/mailbox/1' },
  { method: 'GET', url: '/dev/mailbox.json' },
  { method: 'POST', url: '/dev/credits', payload: { email: 'nobody@example.com', credits: 1 } },
];

describe('DEV_ROUTES in the configuration', () => {
  it('is off unless DEV_ROUTES is 1 or true', () => {
    expect(testConfig({ NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(testConfig({ DEV_ROUTES: '0' }).devRoutes).toBe(false);
    expect(testConfig({ DEV_ROUTES: '1' }).devRoutes).toBe(true);
    expect(testConfig({ DEV_ROUTES: 'TRUE' }).devRoutes).toBe(true);
    expect(() => testConfig({ DEV_ROUTES: 'on' })).toThrow(ConfigError);
  });

  it.each([
    ['production', { NODE_ENV: 'production' }, /NODE_ENV=production/],
    ['real mail', { SMTP_URL: 'smtp://mail.example.com:587' }, /SMTP_URL/],
    ['PayPal', { PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER=paypal/],
    ['PayPal in capitals', { PAYMENT_PROVIDER: 'PayPal' }, /PAYMENT_PROVIDER=paypal/],
    [
      'WeChat Pay',
      { WECHAT_APP_ID: 'wx1', WECHAT_MCH_ID: '1900000109', WECHAT_API_V3_KEY: 'k'.repeat(32) },
      /WECHAT/,
    ],
    ['part of a WeChat Pay configuration', { WECHAT_APP_ID: 'wx1' }, /WECHAT/],
    [
      'WeChat Pay with only one API on this machine',
      { WECHAT_APP_ID: 'wx1', WECHAT_API_BASE: 'http://127.0.0.1:9000' },
      /WECHAT/,
    ],
  ])('is refused beside %s', (_title, env, message) => {
    expect(() => testConfig({ DEV_ROUTES: '1', ...env })).toThrow(ConfigError);
    expect(() => testConfig({ DEV_ROUTES: '1', ...env })).toThrow(message);
    // The same settings without DEV_ROUTES are not this check's business (the payment
    // settings, read in the same loadConfig, refuse half a WeChat Pay on their own).
    expect(() => testConfig({ ...env, NODE_ENV: 'test' })).not.toThrow(/DEV_ROUTES/);
  });

  it('is allowed beside a WeChat stand-in on this machine (the end-to-end fake)', () => {
    const local = {
      WECHAT_APP_ID: 'wx1',
      WECHAT_API_BASE: 'http://127.0.0.1:9000',
      WECHAT_OPEN_API_BASE: 'http://localhost:9000',
    };
    expect(() => testConfig({ DEV_ROUTES: '1', ...local })).not.toThrow(/DEV_ROUTES/);
  });
});

describe('dev routes without DEV_ROUTES', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // Development, as `pnpm dev` without DEV_ROUTES: no longer enough to open them.
    gateway = await startGateway('pglite', { env: { NODE_ENV: 'development' } });
  });
  afterAll(() => gateway.close());

  it.each(DEV_CALLS)('$method $url does not exist', async (call) => {
    const answer = await gateway.app.inject(call);
    expect(answer.statusCode).toBe(404);
  });
});

describe('dev routes with DEV_ROUTES=1', () => {
  let gateway: TestGateway;
  let unknownRoute: { status: number; body: string };
  beforeAll(async () => {
    gateway = await startGateway('pglite', {
      // Trusting every proxy makes `request.ip` whatever X-Forwarded-For says: the loopback
      // check must still look at the socket.
      env: { DEV_ROUTES: '1', TRUST_PROXY: 'true', SITE_SECRET },
    });
    const answer = await gateway.app.inject({ method: 'GET', url: '/no-such-route' });
    unknownRoute = { status: answer.statusCode, body: answer.body };
  });
  afterAll(() => gateway.close());

  it.each(DEV_CALLS)('$method $url answers a loopback peer', async (call) => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const answer = await gateway.app.inject({ ...call, remoteAddress });
      // The mailbox page, the JSON list, a missing message (its own 404 text) or rec 5 for
      // an unknown member (HTTP 200): the route itself answered.
      expect({ status: answer.statusCode, body: answer.body }, remoteAddress).not.toEqual(
        unknownRoute,
      );
      if (call.url !== '/dev/mailbox/1') expect(answer.statusCode, remoteAddress).toBe(200);
    }
  });

  it.each(DEV_CALLS)('$method $url is an unknown route to anyone else', async (call) => {
    const attempts: InjectOptions[] = [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '10.0.0.5' },
      { remoteAddress: '::ffff:203.0.113.9' },
      // Headers that name a loopback client do not make one.
      { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } },
      {
        remoteAddress: '203.0.113.9',
        headers: { [CLIENT_ADDRESS_HEADER]: '127.0.0.1', [SITE_SECRET_HEADER]: SITE_SECRET },
      },
    ];
    for (const attempt of attempts) {
      const answer = await gateway.app.inject({
        ...call,
        ...attempt,
        headers: { ...call.headers, ...attempt.headers },
      });
      expect(answer.statusCode).toBe(unknownRoute.status);
      expect(answer.body).toBe(unknownRoute.body);
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8, ::1 and mapped 127.x, and nothing else', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '::ffff:127.0.0.1',
      '::FFFF:127.1.1.1',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '128.0.0.1',
      '10.0.0.1',
      '::2',
      '::ffff:10.0.0.1',
      '127.0.0.1.example.com',
      'localhost',
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
