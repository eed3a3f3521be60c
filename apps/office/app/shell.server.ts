import {
  type AppServer,
  brandFromEnv,
  createAppServer,
  detectLanguage,
  savedLanguage,
  siteUrls,
} from '@bookdirect/app-shell/server';
import type { Language } from '@bookdirect/locales';
import { staffToken } from './session.server';

/**
 * The back office's language: the choice saved in the `lng` cookie (the header's switch, and
 * the staff member's own language once they sign in), else Accept-Language, else Chinese.
 */
export function officeLanguage(request: Request): Language {
  return savedLanguage(request) ?? detectLanguage(request, 'zh');
}

export const shell: AppServer = createAppServer({
  defaultLanguage: 'zh',
  language: officeLanguage,
  sessionToken: staffToken,
});

/** The white-label brand, read once at start-up (BRAND_* variables, the demo brand by default). */
export const brand = brandFromEnv();

/** BOOKING_URL, MARKETING_URL and OFFICE_URL, read once at start-up. */
export const urls = siteUrls();
