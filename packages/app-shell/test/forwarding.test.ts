import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardingFetch } from '../src/server';

describe('forwardingFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("passes the visitor's address on to the gateway with the call's own headers", async () => {
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (_input: unknown, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return new Response('{}');
    });
    const request = new Request('http://site.test/', {
      headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' },
    });
    const send = forwardingFetch(request);
    await send?.('http://gateway.test/gateway', { headers: { 'X-Api-Path': '/v1/u/user/login/' } });
    expect(seen[0]?.get('X-Forwarded-For')).toBe('203.0.113.7, 10.0.0.1');
    expect(seen[0]?.get('X-Api-Path')).toBe('/v1/u/user/login/');
  });

  it('leaves the global fetch alone when the request came without an address', () => {
    expect(forwardingFetch(new Request('http://site.test/'))).toBeUndefined();
  });
});
