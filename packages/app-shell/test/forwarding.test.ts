import {
  CLIENT_ADDRESS_HEADER,
  SITE_SECRET_ENV,
  SITE_SECRET_HEADER,
} from '@bookdirect/gateway-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWithRequestContext } from '../src/request-context.server';
import { forwardingFetch } from '../src/server';

const SECRET = 'a-secret-the-gateway-shares-with-us';

describe('forwardingFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the address the site server saw, with the shared secret and the call's own headers", async () => {
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (_input: unknown, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return new Response('{}');
    });
    await runWithRequestContext({ clientAddress: '203.0.113.7', cspNonce: 'n' }, async () => {
      const send = forwardingFetch({ [SITE_SECRET_ENV]: SECRET });
      await send?.('http://gateway.test/gateway', {
        headers: { 'X-Api-Path': '/v1/u/user/login/' },
      });
    });
    expect(seen[0]?.get(CLIENT_ADDRESS_HEADER)).toBe('203.0.113.7');
    expect(seen[0]?.get(SITE_SECRET_HEADER)).toBe(SECRET);
    expect(seen[0]?.get('X-Api-Path')).toBe('/v1/u/user/login/');
  });

  it('forwards nothing outside the site server, or without the secret', () => {
    expect(forwardingFetch({ [SITE_SECRET_ENV]: SECRET })).toBeUndefined();
    runWithRequestContext({ clientAddress: '203.0.113.7', cspNonce: 'n' }, () => {
      expect(forwardingFetch({})).toBeUndefined();
    });
  });
});
