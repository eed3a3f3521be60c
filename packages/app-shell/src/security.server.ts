import type { Env } from './env';

/**
 * The browser-facing rules both sites' servers enforce before Remix sees a request: which
 * origins may post to them, and the Content-Security-Policy their pages run under.
 */

/** Methods that change nothing: every other one must come from the site's own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** `scheme://host[:port]` of a URL, or undefined when it is not one. */
export function originOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery guard: the browser says where a request comes from (Origin,
 * else Referer) and only the site's own origins may send a state-changing one. A request
 * naming neither is refused: every browser we support sends Origin on a POST. SameSite=Lax
 * cookies already keep cross-site posts anonymous; this also stops same-site subdomains,
 * old browsers and posts that need no session (the franchise form, the language switch).
 */
export function isSameOrigin(
  headers: { origin?: string | null; referer?: string | null },
  allowed: readonly string[],
): boolean {
  const source = headers.origin ? originOf(headers.origin) : originOf(headers.referer);
  if (!source) return false;
  return allowed.some((origin) => originOf(origin) === source);
}

export interface ContentSecurityPolicyOptions {
  /** This response's nonce: the only inline scripts that run carry it. */
  nonce: string;
  /** Origins the pages load images from besides their own (the gateway's public address). */
  imageOrigins?: readonly string[];
  /** Origins the pages' forms may lead to besides their own (the checkout, the providers). */
  formActionOrigins?: readonly string[];
  /** Google Maps is drawn (GOOGLE_MAPS_API_KEY set): its tiles, fonts, frames and calls. */
  maps?: boolean;
}

const GOOGLE_MAPS = {
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
};

/**
 * The pages' policy, as directives for helmet. Scripts run only with the nonce (and what
 * those scripts load, `'strict-dynamic'`): an injected `<script>` or event handler does not
 * run. Styles may be inline: styled-components writes its rules at run time. The pages are
 * never framed (`frame-ancestors 'none'`), and forms go only to this site and the payment
 * pages.
 */
export function contentSecurityPolicy(
  options: ContentSecurityPolicyOptions,
): Record<string, string[]> {
  const maps = options.maps ? GOOGLE_MAPS : undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(maps?.style ?? [])],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? []), ...(maps?.img ?? [])],
    'font-src': ["'self'", 'data:', ...(maps?.font ?? [])],
    'connect-src': ["'self'", ...(maps?.connect ?? [])],
    'frame-src': maps ? maps.frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...(options.formActionOrigins ?? [])],
    'frame-ancestors': ["'none'"],
  };
}

/** One `Content-Security-Policy` header value from directives. */
export function serializePolicy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Browser features the sites never use, switched off for them and anything they embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Where the payment providers' pages live: a form may lead there (after the site's 303). */
export const PAYMENT_PAGE_ORIGINS = [
  'https://www.paypal.com',
  'https://www.sandbox.paypal.com',
  'https://wx.tenpay.com',
  // WeChat's OAuth page, where WeChat Pay in WeChat's browser goes first when no openid is
  // bound yet (reached from the order page's form when the page runs without JavaScript).
  'https://open.weixin.qq.com',
];

/** The gateway's public address (what browsers load from it): images, the sandbox checkout. */
export function gatewayPublicOrigin(env: Env = process.env): string | undefined {
  return originOf(env.GATEWAY_PUBLIC_URL?.trim() || 'http://localhost:4000');
}

/**
 * The `TRUST_PROXY` setting, read as the gateway reads it: unset or `false` trusts no proxy
 * (the socket's peer is the visitor), `true` every peer, anything else a comma-separated list
 * of addresses and CIDR ranges (`loopback, 10.0.0.0/8`). A hop count is refused: it cannot
 * tell a proxy from a visitor who wrote the hops itself.
 */
export function trustProxySetting(raw: string | undefined): boolean | string[] {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value}: a hop count cannot be checked; name the proxies' addresses or ` +
        'CIDR ranges instead (e.g. TRUST_PROXY=10.0.0.0/8)',
    );
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
