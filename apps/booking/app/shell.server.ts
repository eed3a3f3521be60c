import { brandFromEnv, createAppServer, siteUrls } from '@bookdirect/app-shell/server';

/** Travellers see their browser's language, English when it is neither Chinese nor English. */
export const shell = createAppServer({ defaultLanguage: 'en' });

/** The white-label brand, read once at start-up (BRAND_* variables, the demo brand by default). */
export const brand = brandFromEnv();

/** BOOKING_URL and MARKETING_URL, read once at start-up. */
export const urls = siteUrls();
