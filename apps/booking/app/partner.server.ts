import {
  isGatewayError,
  PARTNER_COOKIE,
  PARTNER_COOKIE_MAX_AGE,
  PARTNER_PARAM,
  partnerCode,
} from '@bookdirect/gateway-sdk';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { createCookie } from '@remix-run/node';
import { shell } from './shell.server';

/**
 * Partner attribution (the contract's rule): a `partner` query naming a known partner, on any
 * page of the site, is kept 30 days in a first-party cookie, the last one clicked winning, and
 * a booking sends it to the gateway as the order's `partner_code`. A code that is not a
 * partner's (unknown, or not `[A-Za-z0-9_-]{1,32}`) is ignored: it is not kept, and it does
 * not replace the partner the visitor came from before.
 *
 * Only this server writes and reads the cookie, so it is a `createCookie` cookie (docs/adr/
 * 0015). It is not signed: any code it could hold is one a visitor may set by following a
 * partner's link, so a signature would prove nothing (docs/adr/0023). Its value is checked
 * against the contract's pattern on every read, and the gateway records a booking's code only
 * when it names a partner at that moment.
 */
export const partnerCookie = createCookie(PARTNER_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: PARTNER_COOKIE_MAX_AGE,
  secure: process.env.NODE_ENV === 'production',
});

/**
 * Whether the gateway knows `code` as a partner's. Asked only for a URL that carries a code
 * (a click on a partner's link), beside the page's other reads. When the gateway cannot say
 * (unreachable, or older than the call), the code counts as known: the gateway checks it
 * again when the booking is made, and records no partner for an unknown one.
 */
export type PartnerCheck = (request: Request, code: string) => Promise<boolean>;

export const askGateway: PartnerCheck = async (request, code) => {
  try {
    await shell.gatewayFor(request).call(endpoints.partner, { params: { code } });
    return true;
  } catch (error) {
    return !(isGatewayError(error) && error.rec === Rec.notFound);
  }
};

/** The known partner code of this request's URL, if it carries one. */
async function linkPartner(request: Request, isKnown: PartnerCheck): Promise<string | undefined> {
  const code = partnerCode(new URL(request.url).searchParams.get(PARTNER_PARAM));
  return code && (await isKnown(request, code)) ? code : undefined;
}

/** The `Set-Cookie` that keeps the partner of this request's URL, when it names a known one. */
export async function partnerCookieFor(
  request: Request,
  isKnown: PartnerCheck = askGateway,
): Promise<string | undefined> {
  const code = await linkPartner(request, isKnown);
  return code ? partnerCookie.serialize(code) : undefined;
}

/**
 * The partner to credit with a booking: the request's own `partner` query when it names a
 * known partner (a visitor whose browser refused the cookie), else the kept one.
 */
export async function partnerOf(
  request: Request,
  isKnown: PartnerCheck = askGateway,
): Promise<string | undefined> {
  const fromUrl = await linkPartner(request, isKnown);
  if (fromUrl) return fromUrl;
  let kept: unknown;
  try {
    kept = await partnerCookie.parse(request.headers.get('Cookie'));
  } catch {
    kept = null;
  }
  return partnerCode(kept) ?? undefined;
}
