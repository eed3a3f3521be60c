import type { Env } from './env';

export const DEFAULT_BOOKING_URL = 'http://localhost:3000';
export const DEFAULT_MARKETING_URL = 'http://localhost:3001';
export const DEFAULT_OFFICE_URL = 'http://localhost:3002';

const clean = (value: string | undefined, fallback: string) =>
  (value?.trim() || fallback).replace(/\/+$/, '');

/**
 * Public addresses of the sites, for links between them and absolute URLs (QR codes), and the
 * origin each site server accepts posts from.
 */
export function siteUrls(env: Env = process.env): {
  booking: string;
  marketing: string;
  office: string;
} {
  return {
    booking: clean(env.BOOKING_URL, DEFAULT_BOOKING_URL),
    marketing: clean(env.MARKETING_URL, DEFAULT_MARKETING_URL),
    office: clean(env.OFFICE_URL, DEFAULT_OFFICE_URL),
  };
}
