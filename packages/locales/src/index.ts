import en, { type Namespace, type Resources } from './en';
import { defaultNamespace, type Language } from './language';
import zh from './zh';

export type { Namespace, Resources } from './en';
export * from './language';

/**
 * Every namespace, spelled out so that naming them does not pull a language's words into a
 * browser bundle (as `Object.keys(en)` would); the record's type makes the list complete.
 */
const everyNamespace: Record<Namespace, true> = {
  account: true,
  booking: true,
  checkin: true,
  common: true,
  countries: true,
  currency: true,
  errors: true,
  favorites: true,
  franchise: true,
  home: true,
  hotel: true,
  marketing: true,
  member: true,
  office: true,
  office_audit: true,
  office_leads: true,
  office_partners: true,
  office_reports: true,
  office_reviews: true,
  office_desk: true,
  office_orders: true,
  orders: true,
  pages: true,
  payments: true,
  prices: true,
  search: true,
  titles: true,
  validation: true,
  wechat: true,
};
export const namespaces = Object.keys(everyNamespace) as Namespace[];

/** Keys of one namespace, e.g. `MessageKey<'validation'>` is `'please_select_destination' | ...`. */
export type MessageKey<N extends Namespace> = keyof Resources[N] & string;

/**
 * i18next-shaped resources of both languages: `resources[lang][namespace][key]`. A page that
 * speaks one language imports `@bookdirect/locales/en` or `/zh` instead.
 */
export const resources: Record<Language, Resources> = { en, zh };

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
