import {
  PARTNER_COOKIE,
  PARTNER_COOKIE_MAX_AGE,
  PARTNER_PARAM,
  partnerCode,
} from '@bookdirect/gateway-sdk';
import { createCookie } from '@remix-run/node';

/**
 * Partner attribution (GATEWAY-CONTRACT.md): a valid `partner` query on any page of the site
 * is kept 30 days in a first-party cookie, the last one clicked winning, and a booking sends
 * it to the gateway as the order's `partner_code`. An invalid code is simply not kept.
 *
 * Only this server writes and reads the cookie, so it is a `createCookie` cookie (docs/adr/
 * 0015). It is not signed: any code it could hold is one a visitor may set by following a
 * partner's link, so a signature would prove nothing (docs/adr/0023). Its value is checked
 * against the contract's pattern on every read.
 */
export const partnerCookie = createCookie(PARTNER_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: PARTNER_COOKIE_MAX_AGE,
  secure: process.env.NODE_ENV === 'production',
});

/** The `Set-Cookie` that keeps the partner of this request's URL, when it names a valid one. */
export async function partnerCookieFor(request: Request): Promise<string | undefined> {
  const code = partnerCode(new URL(request.url).searchParams.get(PARTNER_PARAM));
  return code ? partnerCookie.serialize(code) : undefined;
}

/**
 * The partner to credit with a booking: the request's own `partner` query when valid (a
 * visitor whose browser refused the cookie), else the kept one.
 */
export async function partnerOf(request: Request): Promise<string | undefined> {
  const fromUrl = partnerCode(new URL(request.url).searchParams.get(PARTNER_PARAM));
  if (fromUrl) return fromUrl;
  let kept: unknown;
  try {
    kept = await partnerCookie.parse(request.headers.get('Cookie'));
  } catch {
    kept = null;
  }
  return partnerCode(kept) ?? undefined;
}
