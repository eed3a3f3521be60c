import { brandFromEnv, createAppServer, siteUrls } from '@bookdirect/app-shell/server';
import { sessionToken } from './session.server';

/**
 * Travellers see their browser's language, English when it is neither Chinese nor English.
 * Gateway calls carry the member's session token from the httpOnly `token` cookie.
 */
export const shell = createAppServer({ defaultLanguage: 'en', sessionToken });

/** The white-label brand, read once at start-up (BRAND_* variables, the demo brand by default). */
export const brand = brandFromEnv();

/** BOOKING_URL and MARKETING_URL, read once at start-up. */
export const urls = siteUrls();
