import { readCookie } from '@bookdirect/app-shell/server';
import { isGatewayError, Rec } from '@bookdirect/gateway-sdk';
import { redirect } from '@remix-run/node';

/**
 * The staff session of the back office: the gateway's staff token in a cookie scripts cannot
 * read (HttpOnly), sent only by the office's own pages (SameSite=Strict) and only over HTTPS in
 * production (Secure). The gateway decides how long it lives (12 hours, 30 minutes idle).
 */
export const STAFF_COOKIE = 'office_session';

/** The cookie's lifetime: the gateway's longest session; the gateway ends it sooner when idle. */
export const STAFF_COOKIE_MAX_AGE_S = 12 * 60 * 60;

interface CookieEnv {
  NODE_ENV?: string;
}

/** The staff token of the request, when its cookie holds something token-shaped. */
export function staffToken(request: Request): string | undefined {
  const token = readCookie(request, STAFF_COOKIE);
  return token && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : undefined;
}

function cookie(value: string, maxAge: number, env: CookieEnv): string {
  return [
    `${STAFF_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    (env.NODE_ENV ?? 'production') === 'production' ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** The Set-Cookie of a new session. */
export function sessionCookie(token: string, env: CookieEnv = process.env): string {
  return cookie(token, STAFF_COOKIE_MAX_AGE_S, env);
}

/** The Set-Cookie that forgets the session. */
export function clearedSessionCookie(env: CookieEnv = process.env): string {
  return cookie('', 0, env);
}

/** Where a page sends someone who must sign in first, and back to `next` afterwards. */
export function signInHref(request: Request): string {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}`;
  return next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}

/** The sign-in page, with the cookie of an ended session cleared. */
export function signInRedirect(request: Request): Response {
  return redirect(signInHref(request), { headers: { 'Set-Cookie': clearedSessionCookie() } });
}

/** Whether a gateway call failed because the staff session ended (or never was). */
export function isSessionEnded(error: unknown): boolean {
  return isGatewayError(error) && error.rec === Rec.sessionExpired;
}
