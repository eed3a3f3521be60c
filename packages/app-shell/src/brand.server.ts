import {
  type Brand,
  type BrandColors,
  defaultBrand,
  type PartnerLogo,
} from '@bookdirect/booking-ui';
import type { Env } from './env';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function color(name: string, value: string | undefined): string | undefined {
  const v = text(value);
  if (v === undefined) return undefined;
  if (HEX.test(v)) return v;
  console.warn(`[brand] ${name}="${v}" is not a #rgb or #rrggbb colour; using the default`);
  return undefined;
}

function partnerLogos(value: string | undefined): PartnerLogo[] | undefined {
  const v = text(value);
  if (!v) return undefined;
  try {
    const parsed: unknown = JSON.parse(v);
    if (
      Array.isArray(parsed) &&
      parsed.every(
        (p) =>
          typeof p === 'object' &&
          p !== null &&
          typeof (p as PartnerLogo).name === 'string' &&
          typeof (p as PartnerLogo).src === 'string',
      )
    ) {
      return parsed as PartnerLogo[];
    }
  } catch {}
  console.warn('[brand] BRAND_PARTNER_LOGOS must be a JSON array of {name, src, href?}; ignored');
  return undefined;
}

function httpsUrl(name: string, value: string | undefined): string | undefined {
  const v = text(value);
  if (v === undefined) return undefined;
  try {
    if (new URL(v).protocol === 'https:') return v;
  } catch {}
  console.warn(`[brand] ${name} must be an https:// address; ignored`);
  return undefined;
}

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The white-label brand from the environment, the demo brand filling every gap:
 * `BRAND_NAME`, `BRAND_LOGO_TEXT`, `BRAND_LOGO_SRC`, `BRAND_PRIMARY`, `BRAND_ACCENT`,
 * `BRAND_BACKGROUND`, `BRAND_SURFACE`, `BRAND_TEXT` (hex colours), `BRAND_EMAIL`,
 * `BRAND_PHONE`, `BRAND_ADDRESS`, `BRAND_PARTNER_LOGOS` (JSON array of {name, src, href}),
 * `BRAND_APP_STORE_URL`, `BRAND_GOOGLE_PLAY_URL` (the group's own app, when it has one).
 */
export function brandFromEnv(env: Env = process.env): Brand {
  const colors: BrandColors = {
    ...defaultBrand.colors,
    ...defined({
      primary: color('BRAND_PRIMARY', env.BRAND_PRIMARY),
      accent: color('BRAND_ACCENT', env.BRAND_ACCENT),
      background: color('BRAND_BACKGROUND', env.BRAND_BACKGROUND),
      surface: color('BRAND_SURFACE', env.BRAND_SURFACE),
      text: color('BRAND_TEXT', env.BRAND_TEXT),
    }),
  };
  const brand: Brand = {
    ...defaultBrand,
    ...defined({
      name: text(env.BRAND_NAME),
      logoText: text(env.BRAND_LOGO_TEXT),
      logoSrc: text(env.BRAND_LOGO_SRC),
      partnerLogos: partnerLogos(env.BRAND_PARTNER_LOGOS),
    }),
    colors,
    contact: {
      ...defaultBrand.contact,
      ...defined({
        email: text(env.BRAND_EMAIL),
        phone: text(env.BRAND_PHONE),
        address: text(env.BRAND_ADDRESS),
      }),
    },
  };
  const apps = defined({
    appStore: httpsUrl('BRAND_APP_STORE_URL', env.BRAND_APP_STORE_URL),
    googlePlay: httpsUrl('BRAND_GOOGLE_PLAY_URL', env.BRAND_GOOGLE_PLAY_URL),
  });
  return Object.keys(apps).length > 0 ? { ...brand, apps } : brand;
}
