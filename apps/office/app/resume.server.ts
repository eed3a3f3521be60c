import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie, safeRedirectPath } from '@bookdirect/app-shell/server';
import { SITE_SECRET_ENV } from '@bookdirect/gateway-sdk';

/**
 * A post that arrived after the gateway ended its session (30 minutes idle), kept so that
 * signing in again finishes it rather than losing what was typed. It lives in a cookie of its
 * own, HttpOnly and SameSite=Strict like the session's, signed with HMAC-SHA-256 and good for
 * ten minutes: a cookie that was changed, is older, or belongs to another sign-in link (its
 * random id must match the link's `resume`) is ignored, never replayed.
 *
 * The key is derived from SITE_SECRET when the server has one (so every office replica reads
 * another's cookie), else drawn at start-up: a restart then only means posting once more.
 */
export const RESUME_COOKIE = 'office_resume';

/** How long a kept post waits for its sign-in. */
export const RESUME_MAX_AGE_S = 10 * 60;

/** A form larger than this is not kept (browsers refuse cookies past about 4 KB). */
export const RESUME_MAX_BYTES = 3000;

export interface KeptPost {
  /** The random id the sign-in link carries as `resume`. */
  id: string;
  /** The path and query the form was posted to. */
  action: string;
  /** The posted text fields, in order (files are never kept). */
  fields: [string, string][];
  /** Expiry, epoch milliseconds. */
  exp: number;
}

export interface ResumeOptions {
  key?: Buffer;
  now?: number;
  secure?: boolean;
}

const defaultKey = (() => {
  const secret = process.env[SITE_SECRET_ENV]?.trim();
  return secret ? createHmac('sha256', secret).update('office-resume').digest() : randomBytes(32);
})();

const secureByDefault = (process.env.NODE_ENV ?? 'production') === 'production';

function sign(payload: string, key: Buffer): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${RESUME_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The Set-Cookie keeping `fields` posted to `action`, and the id for the sign-in link; null
 * when the form is too large to keep (the person then posts again after signing in).
 */
export function keepPost(
  action: string,
  fields: [string, string][],
  { key = defaultKey, now = Date.now(), secure = secureByDefault }: ResumeOptions = {},
): { id: string; setCookie: string } | null {
  const kept: KeptPost = {
    id: randomBytes(12).toString('base64url'),
    action: safeRedirectPath(action),
    fields,
    exp: now + RESUME_MAX_AGE_S * 1000,
  };
  const payload = Buffer.from(JSON.stringify(kept)).toString('base64url');
  const value = `${payload}.${sign(payload, key)}`;
  if (value.length > RESUME_MAX_BYTES) return null;
  return { id: kept.id, setCookie: cookie(value, RESUME_MAX_AGE_S, secure) };
}

/** The Set-Cookie that forgets a kept post. */
export function clearedResumeCookie({ secure = secureByDefault }: ResumeOptions = {}): string {
  return cookie('', 0, secure);
}

function isFields(value: unknown): value is [string, string][] {
  return (
    Array.isArray(value) &&
    value.every(
      (pair) =>
        Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === 'string' &&
        typeof pair[1] === 'string',
    )
  );
}

/**
 * The kept post of the request whose id is `id`, when its signature holds and it has not
 * expired; undefined otherwise (no cookie, changed, stale, or another link's).
 */
export function readKeptPost(
  request: Request,
  id: string | null | undefined,
  { key = defaultKey, now = Date.now() }: ResumeOptions = {},
): KeptPost | undefined {
  const value = readCookie(request, RESUME_COOKIE);
  if (!value || !id) return undefined;
  const dot = value.indexOf('.');
  if (dot === -1) return undefined;
  const payload = value.slice(0, dot);
  const expected = Buffer.from(sign(payload, key));
  const given = Buffer.from(value.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let kept: Partial<KeptPost>;
  try {
    kept = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<KeptPost>;
  } catch {
    return undefined;
  }
  if (
    kept.id !== id ||
    typeof kept.exp !== 'number' ||
    kept.exp <= now ||
    typeof kept.action !== 'string' ||
    !isFields(kept.fields)
  ) {
    return undefined;
  }
  return { id: kept.id, action: safeRedirectPath(kept.action), fields: kept.fields, exp: kept.exp };
}
