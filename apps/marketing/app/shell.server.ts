import {
  type AppServer,
  brandFromEnv,
  createAppServer,
  savedLanguage,
  siteUrls,
} from '@bookdirect/app-shell/server';
import { type Language, pickLanguage } from '@bookdirect/locales';

/** Countries whose visitors read Chinese first, by ISO 3166 alpha-2 code. */
const CHINESE_COUNTRIES = new Set(['CN', 'TW', 'HK', 'MO', 'SG']);

/**
 * The country a proxy in front of us names (Cloudflare's CF-IPCountry, or X-Country-Code
 * from any other edge). No third-party look-up: without such a header we do not guess.
 */
export function requestCountry(request: Request): string | undefined {
  const raw = request.headers.get('CF-IPCountry') ?? request.headers.get('X-Country-Code');
  const code = raw?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/**
 * The marketing site's language: the saved choice; else a Chinese-reading country from
 * the proxy's header; else Accept-Language; else Chinese, the group's default.
 */
export function marketingLanguage(request: Request): Language {
  const saved = savedLanguage(request);
  if (saved) return saved;
  const country = requestCountry(request);
  if (country && CHINESE_COUNTRIES.has(country)) return 'zh';
  return pickLanguage(request.headers.get('Accept-Language')) ?? 'zh';
}

export const shell: AppServer = createAppServer({
  defaultLanguage: 'zh',
  language: marketingLanguage,
});

/** The white-label brand, read once at start-up (BRAND_* variables, the demo brand by default). */
export const brand = brandFromEnv();

/** BOOKING_URL and MARKETING_URL, read once at start-up. */
export const urls = siteUrls();
