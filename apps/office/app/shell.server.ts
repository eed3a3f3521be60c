import {
  type AppServer,
  brandFromEnv,
  createAppServer,
  detectLanguage,
  savedLanguage,
  siteUrls,
} from '@bookdirect/app-shell/server';
import { STAFF_API_PREFIX } from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { staffToken } from './session.server';

/**
 * The back office's language: the choice saved in the `lng` cookie (the header's switch, and
 * the staff member's own language once they sign in), else Accept-Language, else Chinese.
 */
export function officeLanguage(request: Request): Language {
  return savedLanguage(request) ?? detectLanguage(request, 'zh');
}

const app = createAppServer({
  defaultLanguage: 'zh',
  language: officeLanguage,
  sessionToken: staffToken,
});

/** The office's server, whose gateway client calls the staff calls (`/v1/s`) only. */
export const shell: AppServer = {
  ...app,
  gatewayFor: (request, options) =>
    app.gatewayFor(request, options).with({ apiPrefix: STAFF_API_PREFIX }),
};

/** The white-label brand, read once at start-up (BRAND_* variables, the demo brand by default). */
export const brand = brandFromEnv();

/** BOOKING_URL, MARKETING_URL and OFFICE_URL, read once at start-up. */
export const urls = siteUrls();
