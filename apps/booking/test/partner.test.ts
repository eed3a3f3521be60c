import { SCRIPT_TAIL } from '@bookdirect/embed/serve';
import { describe, expect, it } from 'vitest';
import { embedConfig, embedConfigResponse, embedScriptResponse } from '../app/embed.server';
import {
  askGateway,
  type PartnerCheck,
  partnerCookie,
  partnerCookieFor,
  partnerOf,
} from '../app/partner.server';

const page = (query: string, cookie?: string) =>
  new Request(`http://localhost:3000/hotel/detail?hotelId=7${query}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });

/** The `name=value` part of a Set-Cookie, as a browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0] ?? '';

/** The gateway's partners table, as the site asks it: these codes are known. */
const partners = new Set(['wander-notes', 'first', 'last']);
const asked: string[] = [];
const known: PartnerCheck = async (_request, code) => {
  asked.push(code);
  return partners.has(code);
};

describe('partner attribution', () => {
  it("keeps a known partner's code of any page 30 days, first-party, SameSite=Lax, path /", async () => {
    const cookie = (await partnerCookieFor(page('&partner=wander-notes'), known)) ?? '';
    expect(cookie).toMatch(/^bd_partner=/);
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    expect(await partnerOf(page('', sentBack(cookie)), known)).toBe('wander-notes');
  });

  it('simply does not keep an invalid code, and asks no one about it', async () => {
    asked.length = 0;
    for (const code of ['', 'with space', 'x'.repeat(33), '<script>']) {
      const request = page(`&partner=${encodeURIComponent(code)}`);
      expect(await partnerCookieFor(request, known)).toBeUndefined();
    }
    expect(await partnerCookieFor(page(''), known)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('does not keep a code that names no partner, so the partner before it stays', async () => {
    expect(await partnerCookieFor(page('&partner=no-such-partner'), known)).toBeUndefined();
    const first = sentBack((await partnerCookieFor(page('&partner=first'), known)) ?? '');
    // A link with an unknown code, followed with the first partner's cookie set.
    expect(await partnerOf(page('&partner=no-such-partner', first), known)).toBe('first');
  });

  it('credits the last partner clicked', async () => {
    const first = sentBack((await partnerCookieFor(page('&partner=first'), known)) ?? '');
    const last = (await partnerCookieFor(page('&partner=last'), known)) ?? '';
    expect(await partnerOf(page('', sentBack(last)), known)).toBe('last');
    // A link followed with the first cookie still set: the link's partner wins.
    expect(await partnerOf(page('&partner=last', first), known)).toBe('last');
  });

  it('ignores a kept value that is not a partner code', async () => {
    const forged = sentBack(await partnerCookie.serialize('not a code!'));
    expect(await partnerOf(page('', forged), known)).toBeUndefined();
    expect(await partnerOf(page('', 'bd_partner=garbage%%'), known)).toBeUndefined();
  });
});

describe("asking the gateway after a link's partner", () => {
  it('counts a code the gateway does not know as none, and one it cannot check as known', async () => {
    const gatewayAnswering = (answer: () => Response) => {
      const calls: string[] = [];
      const original = globalThis.fetch;
      globalThis.fetch = (async (_input: unknown, init?: RequestInit) => {
        calls.push(new Headers(init?.headers).get('X-Api-Path') ?? '');
        return answer();
      }) as typeof fetch;
      return { calls, restore: () => (globalThis.fetch = original) };
    };
    const envelope = (rec: number) =>
      new Response(
        JSON.stringify({
          rec,
          msg: '',
          key: 'errors:ok',
          data: rec === 0 ? { partner: { code: 'wander-notes', name: 'Wander Notes' } } : null,
        }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      );
    const cases: [() => Response, boolean][] = [
      [() => envelope(0), true],
      [() => envelope(5), false],
      // Unreachable or older than the call: the gateway checks again at booking.
      [() => new Response('Bad gateway', { status: 502 }), true],
    ];
    for (const [answer, expected] of cases) {
      const gateway = gatewayAnswering(answer);
      try {
        expect(await askGateway(page('&partner=wander-notes'), 'wander-notes')).toBe(expected);
        expect(gateway.calls).toEqual(['/v1/u/util/partner/wander-notes/']);
      } finally {
        gateway.restore();
      }
    }
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
