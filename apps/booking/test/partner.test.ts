import { SCRIPT_TAIL } from '@bookdirect/embed/serve';
import { describe, expect, it } from 'vitest';
import { embedConfig, embedConfigResponse, embedScriptResponse } from '../app/embed.server';
import { partnerCookie, partnerCookieFor, partnerOf } from '../app/partner.server';

const page = (query: string, cookie?: string) =>
  new Request(`http://localhost:3000/hotel/detail?hotelId=7${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });

/** The `name=value` part of a Set-Cookie, as a browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('partner attribution', () => {
  it('keeps a valid partner code of any page 30 days, first-party, SameSite=Lax, path /', async () => {
    const cookie = (await partnerCookieFor(page('&partner=wander-notes'))) ?? '';
    expect(cookie).toMatch(/^bd_partner=/);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    expect(await partnerOf(page('', sentBack(cookie)))).toBe('wander-notes');
  });

  it('simply does not keep an invalid code', async () => {
    for (const code of ['', 'with space', 'x'.repeat(33), '<script>']) {
      expect(await partnerCookieFor(page(`&partner=${encodeURIComponent(code)}`))).toBeUndefined();
    }
    expect(await partnerCookieFor(page(''))).toBeUndefined();
  });

  it('credits the last partner clicked', async () => {
    const first = sentBack((await partnerCookieFor(page('&partner=first'))) ?? '');
    const last = (await partnerCookieFor(page('&partner=last'))) ?? '';
    expect(await partnerOf(page('', sentBack(last)))).toBe('last');
    // A link followed with the first cookie still set: the link's partner wins.
    expect(await partnerOf(page('&partner=last', first))).toBe('last');
  });

  it('ignores a kept value that is not a partner code', async () => {
    const forged = sentBack(await partnerCookie.serialize('not a code!'));
    expect(await partnerOf(page('', forged))).toBeUndefined();
    expect(await partnerOf(page('', 'bd_partner=garbage%%'))).toBeUndefined();
  });
});

describe('the embed as this site serves it', () => {
  it('is the built script with this site’s settings written in, cached and validated by ETag', async () => {
    const response = await embedScriptResponse(new Request('http://localhost:3000/embed.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d{5,}/);
    const body = await response.text();
    expect(body.endsWith(SCRIPT_TAIL)).toBe(false);
    expect(body).toContain(JSON.stringify(embedConfig.bookingUrl));
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);

    const again = await embedScriptResponse(
      new Request('http://localhost:3000/embed.js', { headers: { 'If-None-Match': etag } }),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers its settings alone to any origin, for a copy served from elsewhere', async () => {
    const response = embedConfigResponse();
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(embedConfig)));
  });
});
