import { request as httpRequest } from 'node:http';
import type { TestInfo } from '@playwright/test';
import { expect, test, urls } from './fixtures';
import { limits } from './ports';

/**
 * The sites as an attacker meets them: posts from other origins, headers a browser can set,
 * redirects that leave the site, and the headers every page answers with.
 */

const EVIL = 'https://evil.example';

/** Every route of both sites with an action (a state change). */
const actions = {
  booking: [
    '/login',
    '/register',
    '/reset_pwd',
    '/logout',
    '/language',
    '/user_center',
    '/hotel/booking',
    '/hotel/pay',
    '/order/detail',
  ],
  marketing: ['/', '/language', '/api/franchise', '/api/franchise-message'],
} as const;

test.describe('cross-site posts', () => {
  for (const [site, paths] of Object.entries(actions)) {
    test(`every action of the ${site} site refuses a foreign Origin with 403`, async ({
      request,
    }) => {
      const base = site === 'booking' ? urls.booking : urls.marketing;
      for (const path of paths) {
        // text/plain and form posts are "simple": a foreign page sends them without asking.
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
          for (const target of [path, `${path === '/' ? '/_root' : path}.data`]) {
            const answer = await request.post(`${base}${target}`, {
              headers: { Origin: EVIL, 'Content-Type': contentType },
              data: 'name=x&email=a%40b.co&lng=zh',
              maxRedirects: 0,
            });
            expect(answer.status(), `${site} ${target} ${contentType}`).toBe(403);
            expect(await answer.text()).toBe('Forbidden: cross-site request');
          }
        }
      }
    });
  }

  test("the site's own pages still post", async ({ request }) => {
    const answer = await request.post(`${urls.booking}/language`, {
      headers: { Origin: urls.booking },
      form: { lng: 'zh', redirectTo: '/about' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/about');
  });
});

test('the language switch never sends the visitor to another site', async ({ request }) => {
  for (const redirectTo of ['/.//evil.example', '//evil.example', '/%2e//evil.example/x']) {
    const answer = await request.post(`${urls.booking}/language`, {
      headers: { Origin: urls.booking },
      form: { lng: 'en', redirectTo },
      maxRedirects: 0,
    });
    expect(answer.status(), redirectTo).toBe(303);
    expect(answer.headers().location, redirectTo).toBe('/');
  }
});

test('every page answers with its security headers and a nonce its scripts carry', async ({
  page,
  consoleErrors,
}) => {
  for (const url of [`${urls.booking}/`, `${urls.booking}/login`, `${urls.marketing}/`]) {
    const response = await page.goto(url);
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, url).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    // Hydrated under the policy: Remix's inline scripts ran with the nonce.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  }
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

/** A raw post from a chosen loopback address: each 127.x address is a visitor of its own. */
function postFrom(
  from: string,
  url: string,
  payload: { form: Record<string, string> } | { json: unknown },
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  const [type, body] =
    'form' in payload
      ? ['application/x-www-form-urlencoded', new URLSearchParams(payload.form).toString()]
      : ['application/json', JSON.stringify(payload.json)];
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          // The site's own host, as a browser on its page would send (Remix checks it too).
          Host: target.host,
          'Content-Type': type,
          'Content-Length': Buffer.byteLength(body),
          Origin: target.origin,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Headers a visitor can set to pose as many: none of them may pick the limit's key. */
const disguise = (i: number) => ({
  'X-Forwarded-For': `198.51.100.${i + 1}`,
  'X-Real-IP': `203.0.113.${i + 1}`,
  'X-Bookdirect-Client-Address': `192.0.2.${i + 1}`,
});

/** Addresses of this test's own, apart per project so the two runs never share a count. */
const visitor = (info: TestInfo, n: number) =>
  `127.0.${info.project.name === 'phone' ? 21 : 11}.${n}`;

test('rotating X-Forwarded-For through the site does not dodge the per-address sign-in limit', async ({
  request: _request,
}, testInfo) => {
  // The gateway's default: 30 failed sign-ins per address in 15 minutes, across e-mails.
  const limit = 30;
  const attacker = visitor(testInfo, 1);
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) {
    const { status } = await postFrom(
      attacker,
      `${urls.booking}/login`,
      {
        form: {
          email: `guess-${testInfo.project.name}-${i}@example.com`,
          password: 'Wrong-pass-1',
        },
      },
      disguise(i),
    );
    statuses.push(status);
  }
  // Wrong passwords (400) until the address's failures run out, then 429 however it is dressed.
  expect(statuses.slice(0, limit).every((s) => s === 400)).toBe(true);
  expect(statuses[limit]).toBe(429);
  // Another visitor is not held back by the attacker.
  const other = await postFrom(
    visitor(testInfo, 2),
    `${urls.booking}/login`,
    { form: { email: `someone-${testInfo.project.name}@example.com`, password: 'Wrong-pass-1' } },
    {},
  );
  expect(other.status).toBe(400);
});

test('rotating X-Forwarded-For through the marketing site does not dodge the franchise limit', async ({
  request: _request,
}, testInfo) => {
  // This run's franchise limit per address (10 minutes), as the gateway was started with.
  const limit = limits.franchisePerAddress;
  const message = (i: number) => ({
    json: { name: `Probe ${i}`, contact: 'probe@example.com', message: 'Rate limit probe' },
  });
  const recs: number[] = [];
  for (let i = 0; i <= limit; i++) {
    const answer = await postFrom(
      visitor(testInfo, 3),
      `${urls.marketing}/api/franchise-message`,
      message(i),
      disguise(i),
    );
    recs.push(JSON.parse(answer.body).rec);
  }
  expect(recs).toEqual([...Array(limit).fill(0), 7]);
  const other = await postFrom(
    visitor(testInfo, 4),
    `${urls.marketing}/api/franchise-message`,
    message(9),
    {},
  );
  expect(JSON.parse(other.body).rec).toBe(0);
});
