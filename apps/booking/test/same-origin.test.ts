import { describe, expect, it } from 'vitest';
import { isSameOrigin, requireSameOrigin } from '../app/same-origin.server';

const SITE = 'https://booking.example.com';

const post = (headers: Record<string, string>, url = `${SITE}/login`) =>
  new Request(url, { method: 'POST', headers });

describe('requireSameOrigin', () => {
  it('lets this site post', () => {
    expect(() => requireSameOrigin(post({ Origin: SITE }), SITE)).not.toThrow();
  });

  it('accepts the request URL origin too (BOOKING_URL not set behind the same host)', () => {
    const request = post({ Origin: 'http://localhost:3100' }, 'http://localhost:3100/login');
    expect(() => requireSameOrigin(request, SITE)).not.toThrow();
  });

  it('falls back to the Referer when there is no Origin', () => {
    expect(isSameOrigin(post({ Referer: `${SITE}/register?x=1` }), [SITE])).toBe(true);
    expect(isSameOrigin(post({ Referer: 'https://evil.example/page' }), [SITE])).toBe(false);
  });

  it('refuses another site with a 403', () => {
    let thrown: unknown;
    try {
      requireSameOrigin(post({ Origin: 'https://evil.example' }), SITE);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
  });

  it('refuses look-alikes: another port, scheme or subdomain', () => {
    for (const origin of [
      'https://booking.example.com:8443',
      'http://booking.example.com',
      'https://evil.booking.example.com',
      'https://booking.example.com.evil.example',
    ]) {
      expect(isSameOrigin(post({ Origin: origin }), [SITE]), origin).toBe(false);
    }
  });

  it('refuses an opaque origin and a request that names no origin at all', () => {
    expect(isSameOrigin(post({ Origin: 'null' }), [SITE])).toBe(false);
    expect(isSameOrigin(post({}), [SITE])).toBe(false);
  });
});
