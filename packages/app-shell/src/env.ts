import { MAX_WORKERS } from '@bookdirect/cluster';

/** Environment variables as read by the helpers (process.env, or a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;

/**
 * SITE_WORKERS: processes serving the site's port (node:cluster), one per core to use every
 * core; 1 by default, at most as many as GATEWAY_WORKERS may be. Only the production server forks: the development server (Vite) is
 * one process whatever it says.
 */
export function siteWorkers(env: Env): number {
  const value = env.SITE_WORKERS?.trim();
  if (!value) return 1;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > MAX_WORKERS) {
    throw new Error(`SITE_WORKERS must be an integer from 1 to ${MAX_WORKERS}, got "${value}"`);
  }
  return parsed;
}

/** The most `PAGE_CACHE_SECONDS` may say: a kept page is a few seconds' answer, not a copy. */
export const MAX_PAGE_CACHE_SECONDS = 60;

/**
 * PAGE_CACHE_SECONDS: how long a visitor's results or hotel page may be kept and served again
 * while the gateway says what it read still holds (page-cache.server.ts); 0 (the default) keeps
 * nothing.
 */
export function pageCacheSeconds(env: Env): number {
  const value = env.PAGE_CACHE_SECONDS?.trim();
  if (!value) return 0;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed > MAX_PAGE_CACHE_SECONDS) {
    throw new Error(
      `PAGE_CACHE_SECONDS must be an integer from 0 to ${MAX_PAGE_CACHE_SECONDS}, got "${value}"`,
    );
  }
  return parsed;
}
