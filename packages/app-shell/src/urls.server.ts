import type { Env } from './env';

export const DEFAULT_BOOKING_URL = 'http://localhost:3000';
export const DEFAULT_MARKETING_URL = 'http://localhost:3001';

const clean = (value: string | undefined, fallback: string) =>
  (value?.trim() || fallback).replace(/\/+$/, '');

/** Public addresses of the two sites, for links between them and absolute URLs (QR codes). */
export function siteUrls(env: Env = process.env): { booking: string; marketing: string } {
  return {
    booking: clean(env.BOOKING_URL, DEFAULT_BOOKING_URL),
    marketing: clean(env.MARKETING_URL, DEFAULT_MARKETING_URL),
  };
}
