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
