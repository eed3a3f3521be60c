import {
  CLIENT_ADDRESS_HEADER,
  type GatewayRequest,
  SITE_SECRET_ENV,
  SITE_SECRET_HEADER,
} from '@bookdirect/gateway-sdk';
import { describe, expect, it } from 'vitest';
import { runWithRequestContext } from '../src/request-context.server';
import { forwardingTransport } from '../src/server';

const SECRET = 'a-secret-the-gateway-shares-with-us';

describe('forwardingTransport', () => {
  it("sends the address the site server saw, with the shared secret and the call's own headers", async () => {
    const seen: GatewayRequest[] = [];
    await runWithRequestContext({ clientAddress: '203.0.113.7', cspNonce: 'n' }, async () => {
      const send = forwardingTransport({ [SITE_SECRET_ENV]: SECRET }, async (call) => {
        seen.push(call);
        return { status: 200, body: '{}' };
      });
      await send?.({
        url: 'http://gateway.test/gateway',
        headers: { 'X-Api-Path': '/v1/u/user/login/' },
        body: '{}',
        timeoutMs: 1000,
      });
    });
    expect(seen[0]?.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
    expect(seen[0]?.headers[SITE_SECRET_HEADER]).toBe(SECRET);
    expect(seen[0]?.headers['X-Api-Path']).toBe('/v1/u/user/login/');
    expect(seen[0]?.url).toBe('http://gateway.test/gateway');
  });

  it('forwards nothing outside the site server, or without the secret', () => {
    expect(forwardingTransport({ [SITE_SECRET_ENV]: SECRET })).toBeUndefined();
    runWithRequestContext({ clientAddress: '203.0.113.7', cspNonce: 'n' }, () => {
      expect(forwardingTransport({})).toBeUndefined();
    });
  });
});
