import enAccount from './en/account.json';
import enBooking from './en/booking.json';
import enCheckin from './en/checkin.json';
import enCommon from './en/common.json';
import enCurrency from './en/currency.json';
import enErrors from './en/errors.json';
import enFavorites from './en/favorites.json';
import enFranchise from './en/franchise.json';
import enHome from './en/home.json';
import enHotel from './en/hotel.json';
import enMarketing from './en/marketing.json';
import enMember from './en/member.json';
import enOrders from './en/orders.json';
import enPages from './en/pages.json';
import enPayments from './en/payments.json';
import enSearch from './en/search.json';
import enTitles from './en/titles.json';
import enValidation from './en/validation.json';
import enWechat from './en/wechat.json';
import zhAccount from './zh/account.json';
import zhBooking from './zh/booking.json';
import zhCheckin from './zh/checkin.json';
import zhCommon from './zh/common.json';
import zhCurrency from './zh/currency.json';
import zhErrors from './zh/errors.json';
import zhFavorites from './zh/favorites.json';
import zhFranchise from './zh/franchise.json';
import zhHome from './zh/home.json';
import zhHotel from './zh/hotel.json';
import zhMarketing from './zh/marketing.json';
import zhMember from './zh/member.json';
import zhOrders from './zh/orders.json';
import zhPages from './zh/pages.json';
import zhPayments from './zh/payments.json';
import zhSearch from './zh/search.json';
import zhTitles from './zh/titles.json';
import zhValidation from './zh/validation.json';
import zhWechat from './zh/wechat.json';

/** The languages the product speaks. `zh` is Simplified Chinese. */
export const languages = ['zh', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultNamespace = 'common';

const en = {
  account: enAccount,
  booking: enBooking,
  checkin: enCheckin,
  common: enCommon,
  currency: enCurrency,
  errors: enErrors,
  favorites: enFavorites,
  franchise: enFranchise,
  home: enHome,
  hotel: enHotel,
  marketing: enMarketing,
  member: enMember,
  orders: enOrders,
  pages: enPages,
  payments: enPayments,
  search: enSearch,
  titles: enTitles,
  validation: enValidation,
  wechat: enWechat,
};

/** Chinese resources must carry exactly the English keys; the test enforces it at run time. */
const zh: Record<keyof typeof en, Record<string, string>> = {
  account: zhAccount,
  booking: zhBooking,
  checkin: zhCheckin,
  common: zhCommon,
  currency: zhCurrency,
  errors: zhErrors,
  favorites: zhFavorites,
  franchise: zhFranchise,
  home: zhHome,
  hotel: zhHotel,
  marketing: zhMarketing,
  member: zhMember,
  orders: zhOrders,
  pages: zhPages,
  payments: zhPayments,
  search: zhSearch,
  titles: zhTitles,
  validation: zhValidation,
  wechat: zhWechat,
};

export type Resources = typeof en;
export type Namespace = keyof Resources;
export const namespaces = Object.keys(en) as Namespace[];

/** Keys of one namespace, e.g. `MessageKey<'validation'>` is `'please_select_destination' | ...`. */
export type MessageKey<N extends Namespace> = keyof Resources[N] & string;

/** i18next-shaped resources: `resources[lang][namespace][key]`. */
export const resources: Record<Language, Resources> = { en, zh: zh as Resources };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The gateway and the original contract name Chinese `cn`; i18next names it `zh`.
 */
export function toApiLang(lang: Language): 'cn' | 'en' {
  return lang === 'zh' ? 'cn' : 'en';
}

export function fromApiLang(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const v = value.toLowerCase();
  if (v === 'cn' || v.startsWith('zh')) return 'zh';
  if (v.startsWith('en')) return 'en';
  return undefined;
}

/**
 * Picks the best supported language from an Accept-Language header, honouring q-values.
 */
export function pickLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = fromApiLang(tag);
    if (lang) return lang;
  }
  return undefined;
}

/**
 * Translates `namespace:key` outside React (gateway messages, e-mails), with `{{var}}` values.
 * Falls back to English, then to the key itself.
 */
export function translate(
  lang: Language,
  fullKey: string,
  values: Record<string, string | number> = {},
): string {
  const [ns, key] = fullKey.includes(':') ? fullKey.split(':', 2) : [defaultNamespace, fullKey];
  const table = (resources[lang] as Record<string, Record<string, string>>)[ns ?? ''];
  const fallback = (resources.en as Record<string, Record<string, string>>)[ns ?? ''];
  const template = table?.[key ?? ''] ?? fallback?.[key ?? ''] ?? fullKey;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in values ? String(values[name]) : `{{${name}}}`,
  );
}
