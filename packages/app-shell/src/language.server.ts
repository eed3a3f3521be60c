import { isLanguage, type Language, pickLanguage } from '@bookdirect/locales';
import { LANGUAGE_COOKIE } from './cookie-names';
import { readCookie } from './cookies.server';

export { LANGUAGE_COOKIE };
/** The saved choice lives a year. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** The language saved in the `lng` cookie, if it is one we speak. */
export function savedLanguage(request: Request): Language | undefined {
  const value = readCookie(request, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/**
 * The visitor's language: the saved choice, else the browser's Accept-Language, else the
 * app's default (booking English, marketing Chinese).
 */
export function detectLanguage(request: Request, fallback: Language): Language {
  return savedLanguage(request) ?? pickLanguage(request.headers.get('Accept-Language')) ?? fallback;
}

/** `Set-Cookie` value that remembers a language for a year. Readable by scripts on purpose. */
export function languageCookie(lng: Language): string {
  return `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * A redirect target we can trust: a path on this site (`/x?y`), never `//host`, `/\host`,
 * a scheme, or anything with control characters. Anything else becomes `/`.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined): string {
  if (typeof target !== 'string') return '/';
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines inside URLs, so `/\t/evil.com` would become `//evil.com`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  // A last check with the URL parser: the path must stay on our own origin.
  const base = 'http://bookdirect.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    // Normalising folds dot segments (`/.//evil.example` becomes `//evil.example`): the path
    // that comes out must itself be one a browser reads as a path on this site.
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (path.startsWith('//') || path.startsWith('/\\')) return '/';
    return path;
  } catch {
    return '/';
  }
}

/**
 * The `/language` action: saves `lng` from the posted form in the cookie and sends the
 * visitor back to `redirectTo` (a same-site path) or home. An unknown language changes
 * nothing but still redirects, so a stale form never shows an error page.
 */
export async function languageAction(request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return redirectResponse('/');
  }
  const lng = form.get('lng');
  const headers = new Headers();
  if (isLanguage(lng)) headers.append('Set-Cookie', languageCookie(lng));
  return redirectResponse(safeRedirectPath(form.get('redirectTo')), headers);
}

function redirectResponse(location: string, headers = new Headers()): Response {
  headers.set('Location', location);
  headers.set('Cache-Control', 'no-store');
  return new Response(null, { status: 303, headers });
}
