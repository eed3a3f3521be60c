import { brandFromEnv, createAppServer, siteUrls } from '@bookdirect/app-shell/server';

/** The group's main site speaks Chinese unless the visitor chose or asks for English. */
export const shell = createAppServer({ defaultLanguage: 'zh' });

/** The white-label brand, read once at start-up (BRAND_* variables, the demo brand by default). */
export const brand = brandFromEnv();

/** BOOKING_URL and MARKETING_URL, read once at start-up. */
export const urls = siteUrls();
