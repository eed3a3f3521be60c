import { CLIENT_ADDRESS_HEADER, hashPassword, SITE_SECRET_HEADER } from '@bookdirect/gateway-sdk';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, siteSecretCheck } from '../src/http/client-address';
import { rateLimits } from '../src/http/rate-limit-table';
import { FRANCHISE_APPLICATION } from './support/franchise';
import { call, describeEachBackend, startGateway, type TestGateway } from './support/gateway';

/**
 * The per-address limits count what a browser cannot choose: the socket's peer, a proxy's
 * X-Forwarded-For only from TRUST_PROXY, and the sites' client-address header only with
 * SITE_SECRET. Small limits so a test reaches them in a few calls.
 */
const LIMIT = 3;
/** Every gateway of this file counts against these. */
const LIMITS = {
  LOGIN_FAILURES_PER_ADDRESS: String(LIMIT),
  FRANCHISE_RATE_LIMIT_MAX: String(LIMIT),
};

const SITE_SECRET = 'client-address-test-secret';
const WRONG_PASSWORD = await hashPassword('not the password 1');
const run = Date.now().toString(36);
let seq = 0;
/** A new e-mail each time: the per-e-mail limit must never be what stops a caller. */
const newEmail = () => `limits-${run}-${++seq}@example.com`;
let octet = 0;
/** Another address each time, as a visitor rotating a header would send. */
const rotated = () => `198.51.100.${(++octet % 250) + 1}`;

const application = FRANCHISE_APPLICATION;

type Headers = Record<string, string>;

const failLogin = async (app: FastifyInstance, remoteAddress: string, headers: Headers = {}) =>
  (
    await call(app, {
      method: 'POST',
      url: '/v1/u/user/login/',
      remoteAddress,
      headers,
      payload: { email: newEmail(), password: WRONG_PASSWORD },
    })
  ).body.rec;

const apply = async (app: FastifyInstance, remoteAddress: string, headers: Headers = {}) =>
  (
    await call(app, {
      method: 'POST',
      url: '/v1/u/franchise',
      remoteAddress,
      headers,
      payload: application,
    })
  ).body.rec;

/** rec of `LIMIT + 2` calls, each with the headers `headersFor(i)` gives. */
async function recs(
  send: (headers: Headers) => Promise<number>,
  headersFor: (i: number) => Headers,
): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) answers.push(await send(headersFor(i)));
  return answers;
}

const LOGIN_LIMITED = [...Array(LIMIT).fill(1), 7, 7];
const FRANCHISE_LIMITED = [...Array(LIMIT).fill(0), 7, 7];

describeEachBackend(
  'per-address limits',
  (gateway) => {
    const app = () => gateway().app;

    describe('X-Forwarded-For is not read without TRUST_PROXY', () => {
      it.each([
        ['a loopback peer', '127.0.0.21'],
        ['a private peer', '10.20.30.40'],
        ['a public peer', '203.0.113.21'],
      ])('sign-in failures from %s are limited however the header rotates', async (_t, peer) => {
        const answers = await recs(
          (headers) => failLogin(app(), peer, headers),
          (i) => ({ 'x-forwarded-for': i % 2 ? rotated() : `${rotated()}, ${rotated()}` }),
        );
        expect(answers).toEqual(LOGIN_LIMITED);
      });

      it.each([
        ['a loopback peer', '127.0.0.22'],
        ['a private peer', '192.168.7.22'],
      ])(
        'franchise applications from %s are limited however the header rotates',
        async (_t, peer) => {
          const answers = await recs(
            (headers) => apply(app(), peer, headers),
            () => ({ 'x-forwarded-for': rotated() }),
          );
          expect(answers).toEqual(FRANCHISE_LIMITED);
        },
      );
    });

    describe('the sites’ client-address header', () => {
      /** Secrets that are not SITE_SECRET, none of them enough. */
      const wrong = [
        undefined,
        '',
        'x'.repeat(SITE_SECRET.length),
        `${SITE_SECRET} `,
        `${SITE_SECRET}x`,
        SITE_SECRET.slice(0, -1),
        SITE_SECRET.toUpperCase(),
      ];
      const withWrongSecret = (i: number): Headers => {
        const secret = wrong[i % wrong.length];
        return {
          [CLIENT_ADDRESS_HEADER]: rotated(),
          ...(secret === undefined ? {} : { [SITE_SECRET_HEADER]: secret }),
        };
      };

      it('with a wrong or missing secret cannot dodge the sign-in limit', async () => {
        expect(await recs((h) => failLogin(app(), '127.0.0.23', h), withWrongSecret)).toEqual(
          LOGIN_LIMITED,
        );
      });

      it('with a wrong or missing secret cannot dodge the franchise limit', async () => {
        expect(await recs((h) => apply(app(), '127.0.0.24', h), withWrongSecret)).toEqual(
          FRANCHISE_LIMITED,
        );
      });

      it('with the secret counts each visitor apart, and not the site server', async () => {
        const site = '127.0.0.25';
        const visitor = (address: string) => ({
          [CLIENT_ADDRESS_HEADER]: address,
          [SITE_SECRET_HEADER]: SITE_SECRET,
        });
        expect(
          await recs(
            (h) => failLogin(app(), site, h),
            () => visitor('203.0.113.51'),
          ),
        ).toEqual(LOGIN_LIMITED);
        // Another visitor behind the same site server starts with a clean slate...
        expect(await failLogin(app(), site, visitor('203.0.113.52'))).toBe(1);
        expect(await failLogin(app(), site, visitor('2001:db8::52'))).toBe(1);
        // ...and so does the server's own address.
        expect(await failLogin(app(), site)).toBe(1);
        const keys = await gateway()
          .db.select({ key: rateLimits.key, hits: rateLimits.hits })
          .from(rateLimits)
          .where(like(rateLimits.key, 'login-address:%'));
        expect(keys).toEqual(
          expect.arrayContaining([
            { key: 'login-address:203.0.113.51', hits: LIMIT },
            { key: 'login-address:203.0.113.52', hits: 1 },
            { key: 'login-address:2001:db8::52', hits: 1 },
            { key: `login-address:${site}`, hits: 1 },
          ]),
        );
      });

      it('with the secret but no IP address in it counts the peer', async () => {
        const answers = await recs(
          (h) => failLogin(app(), '127.0.0.26', h),
          (i) => ({
            [CLIENT_ADDRESS_HEADER]: [
              'not-an-ip',
              `${rotated()}, ${rotated()}`,
              '',
              `${rotated()}x`,
            ][i % 4] as string,
            [SITE_SECRET_HEADER]: SITE_SECRET,
          }),
        );
        expect(answers).toEqual(LOGIN_LIMITED);
      });
    });
  },
  { env: { ...LIMITS, SITE_SECRET } },
);

describe('TRUST_PROXY=127.0.0.1', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // No SITE_SECRET here: the sites' header counts for nothing at all.
    gateway = await startGateway('pglite', { env: { ...LIMITS, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => gateway.close());

  it('believes X-Forwarded-For from that proxy: each visitor is counted apart', async () => {
    const via = (address: string) => ({ 'x-forwarded-for': address });
    expect(
      await recs(
        (h) => failLogin(gateway.app, '127.0.0.1', h),
        () => via('203.0.113.61'),
      ),
    ).toEqual(LOGIN_LIMITED);
    expect(await failLogin(gateway.app, '127.0.0.1', via('203.0.113.62'))).toBe(1);
    // A visitor's own X-Forwarded-For, which the proxy appends to, is not what counts.
    expect(await failLogin(gateway.app, '127.0.0.1', via('203.0.113.63, 203.0.113.61'))).toBe(7);
    const rows = await gateway.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'login-address:%'));
    expect(rows.map((r) => r.key).sort()).toEqual([
      'login-address:203.0.113.61',
      'login-address:203.0.113.62',
    ]);
  });

  it('ignores it from any other peer', async () => {
    expect(
      await recs(
        (h) => failLogin(gateway.app, '127.0.0.2', h),
        () => ({ 'x-forwarded-for': rotated() }),
      ),
    ).toEqual(LOGIN_LIMITED);
  });

  it('ignores the sites’ header when the gateway has no SITE_SECRET', async () => {
    expect(
      await recs(
        (h) => failLogin(gateway.app, '127.0.0.3', h),
        () => ({ [CLIENT_ADDRESS_HEADER]: rotated(), [SITE_SECRET_HEADER]: '' }),
      ),
    ).toEqual(LOGIN_LIMITED);
  });
});

describe('clientAddress', () => {
  const request = (headers: Headers, ip = '127.0.0.1') => ({ ip, headers });
  const check = siteSecretCheck(SITE_SECRET);

  it('is the peer unless the right secret vouches for an IP address', () => {
    const vouched = { [CLIENT_ADDRESS_HEADER]: '203.0.113.7', [SITE_SECRET_HEADER]: SITE_SECRET };
    expect(clientAddress(request(vouched), check)).toBe('203.0.113.7');
    expect(clientAddress(request(vouched), siteSecretCheck(undefined))).toBe('127.0.0.1');
    expect(clientAddress(request({ ...vouched, [SITE_SECRET_HEADER]: 'nope' }), check)).toBe(
      '127.0.0.1',
    );
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.7' }), check)).toBe('127.0.0.1');
  });

  it('spells an IPv4 visitor on a dual-stack socket as IPv4', () => {
    expect(clientAddress(request({}, '::ffff:198.51.100.4'), check)).toBe('198.51.100.4');
    expect(clientAddress(request({}, '2001:DB8::1'), check)).toBe('2001:db8::1');
  });
});
