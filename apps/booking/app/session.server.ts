import { plainCookieValue, readCookie, safeRedirectPath } from '@bookdirect/app-shell/server';
import { isGatewayError, LOGIN_COOKIE_MAX_AGE_MS } from '@bookdirect/gateway-sdk';
import { createCookie } from '@remix-run/node';

/**
 * The member session (spec section 4): the gateway's token in an httpOnly `token` cookie that
 * scripts cannot read, and a readable `login` marker for pages that only need to know someone
 * is signed in. Both live 4.5 days. Logging out, or any rec 3, clears them with the order
 * cookies.
 */
export const TOKEN_COOKIE = 'token';
export const LOGIN_COOKIE = 'login';
export const ORDER_TOKEN_COOKIE = 'order_token';
export const ORDER_ID_COOKIE = 'order_id';

export const SESSION_MAX_AGE_S = Math.floor(LOGIN_COOKIE_MAX_AGE_MS / 1000);

interface CookieEnv {
  NODE_ENV?: string;
}

/** A token is opaque to us, but never needs characters that could break a header. */
export function opaqueToken(token: string | undefined): string | undefined {
  return token && /^[\w.~+/=-]{1,512}$/.test(token) ? token : undefined;
}

/*
 * The four cookies are Remix cookies with bare values (docs/adr/0015-cookies.md): scripts
 * read `login` as `1`, the end-to-end suite signs members in by writing `token` and `login`
 * itself, and the cookies of members signed in before stay readable.
 */
function sessionCookie(name: string, maxAge: number, httpOnly: boolean, env: CookieEnv) {
  return createCookie(name, {
    ...plainCookieValue,
    path: '/',
    maxAge,
    httpOnly,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
  });
}

/**
 * The gateway session token, for `shell.gatewayFor(request)`. Read synchronously on every
 * gateway call, so with the one synchronous reader rather than the cookie's async `parse`.
 */
export function sessionToken(request: Request): string | undefined {
  return opaqueToken(readCookie(request, TOKEN_COOKIE));
}

export function isSignedIn(request: Request): boolean {
  return sessionToken(request) !== undefined;
}

/** `Set-Cookie` values that start a session with the gateway's token. */
export function sessionCookies(token: string, env: CookieEnv = process.env): Promise<string[]> {
  return Promise.all([
    sessionCookie(TOKEN_COOKIE, SESSION_MAX_AGE_S, true, env).serialize(token),
    sessionCookie(LOGIN_COOKIE, SESSION_MAX_AGE_S, false, env).serialize('1'),
  ]);
}

/** `Set-Cookie` values that end the session and forget the order in progress. */
export function clearedSessionCookies(env: CookieEnv = process.env): Promise<string[]> {
  return Promise.all(
    [
      sessionCookie(TOKEN_COOKIE, 0, true, env),
      sessionCookie(LOGIN_COOKIE, 0, false, env),
      sessionCookie(ORDER_TOKEN_COOKIE, 0, false, env),
      sessionCookie(ORDER_ID_COOKIE, 0, false, env),
    ].map((cookie) => cookie.serialize('')),
  );
}

/** A 303 to `location`, with cookies to set; never cached. */
export function redirectWithCookies(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** `/login?redirectTo=<where the visitor was>`, so signing in brings them back. */
export function loginHref(request: Request): string {
  const url = new URL(request.url);
  const back = safeRedirectPath(`${url.pathname}${url.search}`);
  if (back === '/' || url.pathname === '/login') return '/login';
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/** Where a rec 3 sends the visitor: /login, or home for the guest-list calls (spec). */
export type ExpiredTarget = 'login' | 'home';

/** The Response for an ended session: cookies cleared, off to /login (or home). */
export async function sessionExpiredResponse(
  request: Request,
  target: ExpiredTarget = 'login',
): Promise<Response> {
  const location = target === 'home' ? '/' : loginHref(request);
  return redirectWithCookies(location, await clearedSessionCookies());
}

/** True for a gateway answer that says the session is missing or expired (rec 3). */
export function isSessionExpired(error: unknown): boolean {
  return isGatewayError(error) && error.isSessionExpired;
}

/**
 * Runs a member call; a rec 3 becomes a thrown redirect that clears the cookies. Guest-list
 * calls pass `'home'`.
 */
export async function withSession<T>(
  request: Request,
  call: () => Promise<T>,
  target: ExpiredTarget = 'login',
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isSessionExpired(error)) throw await sessionExpiredResponse(request, target);
    throw error;
  }
}

/** Member pages: a visitor is sent to /login with the way back. */
export function requireMember(request: Request): string {
  const token = sessionToken(request);
  if (!token) throw redirectWithCookies(loginHref(request));
  return token;
}

/** A one-off message for the next page (login successfully, registered), read once by the root loader. */
export const FLASH_COOKIE = 'flash';

/*
 * Only this server writes and reads `flash`, so it keeps Remix's own value encoding: unlike
 * the session cookies above, nothing else reads its value (docs/adr/0015-cookies.md).
 */
function flash(env: CookieEnv) {
  return createCookie(FLASH_COOKIE, {
    path: '/',
    maxAge: 30,
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
  });
}

export function flashCookie(key: string, env: CookieEnv = process.env): Promise<string> {
  return flash(env).serialize(key);
}

export function clearedFlashCookie(env: CookieEnv = process.env): Promise<string> {
  return flash(env).serialize('', { maxAge: 0 });
}

/** The flash message key, if it is one of ours (`account:...`). */
export async function flashKey(request: Request): Promise<string | undefined> {
  const key: unknown = await flash(process.env).parse(request.headers.get('Cookie'));
  return typeof key === 'string' && /^account:[a-z_]+$/.test(key) ? key : undefined;
}
