import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER, SITE_SECRET_HEADER } from '@bookdirect/gateway-sdk';
import type { FastifyRequest } from 'fastify';

/**
 * The visitor's address: the key of every per-address limit, so nothing a browser can set
 * may choose it. Two sources only:
 *
 * - `request.ip`: the socket's peer, or what a proxy named in TRUST_PROXY forwarded (Fastify
 *   reads `X-Forwarded-For` from those peers and no others; this code never reads it).
 * - The sites' servers, which call on their visitors' behalf: `X-Bookdirect-Client-Address`
 *   counts only beside `X-Bookdirect-Site-Secret` equal to SITE_SECRET, and only when it is
 *   an IP address. Otherwise it is ignored and the caller is its own peer.
 */

/** Whether a presented secret header is the site secret; always false without one. */
export type SiteSecretCheck = (presented: string | string[] | undefined) => boolean;

const digest = (value: string) => createHash('sha256').update(value).digest();

export function siteSecretCheck(secret: string | undefined): SiteSecretCheck {
  if (secret === undefined) return () => false;
  // Digests have one length whatever was sent, so the comparison takes the same time for a
  // wrong length as for a wrong character.
  const expected = digest(secret);
  return (presented) =>
    typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
}

export function clientAddress(
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  siteSecretMatches: SiteSecretCheck,
): string {
  const vouched = request.headers[CLIENT_ADDRESS_HEADER];
  if (typeof vouched === 'string' && isIP(vouched.trim()) !== 0) {
    if (siteSecretMatches(request.headers[SITE_SECRET_HEADER])) return normalize(vouched.trim());
  }
  return normalize(request.ip);
}

/** One spelling per address: an IPv4 visitor seen on a dual-stack socket is still IPv4. */
function normalize(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}
