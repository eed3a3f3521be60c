/**
 * Cross-site request forgery guard for every state-changing action: the browser says where
 * the request comes from (Origin, else Referer), and only this site may post. SameSite=Lax
 * cookies already keep cross-site POSTs anonymous; this also stops same-site subdomains and
 * old browsers. A request naming neither is refused: every browser we support sends Origin
 * on a POST.
 */
export function isSameOrigin(request: Request, allowed: readonly string[]): boolean {
  const source = request.headers.get('Origin') ?? originOf(request.headers.get('Referer'));
  if (!source || source === 'null') return false;
  return allowed.some((origin) => originOf(origin) === source);
}

function originOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The origins this site answers on: BOOKING_URL and the request's own. */
export function siteOrigins(request: Request, bookingUrl: string): string[] {
  return [bookingUrl, new URL(request.url).origin];
}

/** Throws a 403 unless the request comes from this site. */
export function requireSameOrigin(request: Request, bookingUrl: string): void {
  if (isSameOrigin(request, siteOrigins(request, bookingUrl))) return;
  throw new Response('Forbidden: cross-site request', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
