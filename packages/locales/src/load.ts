/**
 * One namespace of one language at a time, each its own dynamic import: a bundler makes every
 * `./<lang>/<namespace>.json` a separate chunk, so a page downloads only the words it shows
 * and a client-side navigation fetches only what the next page adds.
 */
import type { Namespace } from './en';
import type { Language } from './language';

/** A namespace's words: flat keys to `{{name}}` templates. */
export type Messages = Record<string, string>;

type Loaders = Record<Language, Record<Namespace, () => Promise<{ default: Messages }>>>;

// Spelled out, not built from a template string: bundlers split only literal import paths,
// and by the package's own name so that they still point at the JSON files once built.
const loaders: Loaders = {
  en: {
    account: () => import('@bookdirect/locales/en/account.json'),
    booking: () => import('@bookdirect/locales/en/booking.json'),
    checkin: () => import('@bookdirect/locales/en/checkin.json'),
    common: () => import('@bookdirect/locales/en/common.json'),
    countries: () => import('@bookdirect/locales/en/countries.json'),
    currency: () => import('@bookdirect/locales/en/currency.json'),
    errors: () => import('@bookdirect/locales/en/errors.json'),
    favorites: () => import('@bookdirect/locales/en/favorites.json'),
    franchise: () => import('@bookdirect/locales/en/franchise.json'),
    home: () => import('@bookdirect/locales/en/home.json'),
    hotel: () => import('@bookdirect/locales/en/hotel.json'),
    marketing: () => import('@bookdirect/locales/en/marketing.json'),
    member: () => import('@bookdirect/locales/en/member.json'),
    office: () => import('@bookdirect/locales/en/office.json'),
    office_audit: () => import('@bookdirect/locales/en/office_audit.json'),
    office_leads: () => import('@bookdirect/locales/en/office_leads.json'),
    office_partners: () => import('@bookdirect/locales/en/office_partners.json'),
    office_reports: () => import('@bookdirect/locales/en/office_reports.json'),
    office_reviews: () => import('@bookdirect/locales/en/office_reviews.json'),
    office_desk: () => import('@bookdirect/locales/en/office_desk.json'),
    office_orders: () => import('@bookdirect/locales/en/office_orders.json'),
    orders: () => import('@bookdirect/locales/en/orders.json'),
    pages: () => import('@bookdirect/locales/en/pages.json'),
    payments: () => import('@bookdirect/locales/en/payments.json'),
    prices: () => import('@bookdirect/locales/en/prices.json'),
    search: () => import('@bookdirect/locales/en/search.json'),
    titles: () => import('@bookdirect/locales/en/titles.json'),
    validation: () => import('@bookdirect/locales/en/validation.json'),
    wechat: () => import('@bookdirect/locales/en/wechat.json'),
  },
  zh: {
    account: () => import('@bookdirect/locales/zh/account.json'),
    booking: () => import('@bookdirect/locales/zh/booking.json'),
    checkin: () => import('@bookdirect/locales/zh/checkin.json'),
    common: () => import('@bookdirect/locales/zh/common.json'),
    countries: () => import('@bookdirect/locales/zh/countries.json'),
    currency: () => import('@bookdirect/locales/zh/currency.json'),
    errors: () => import('@bookdirect/locales/zh/errors.json'),
    favorites: () => import('@bookdirect/locales/zh/favorites.json'),
    franchise: () => import('@bookdirect/locales/zh/franchise.json'),
    home: () => import('@bookdirect/locales/zh/home.json'),
    hotel: () => import('@bookdirect/locales/zh/hotel.json'),
    marketing: () => import('@bookdirect/locales/zh/marketing.json'),
    member: () => import('@bookdirect/locales/zh/member.json'),
    office: () => import('@bookdirect/locales/zh/office.json'),
    office_audit: () => import('@bookdirect/locales/zh/office_audit.json'),
    office_leads: () => import('@bookdirect/locales/zh/office_leads.json'),
    office_partners: () => import('@bookdirect/locales/zh/office_partners.json'),
    office_reports: () => import('@bookdirect/locales/zh/office_reports.json'),
    office_reviews: () => import('@bookdirect/locales/zh/office_reviews.json'),
    office_desk: () => import('@bookdirect/locales/zh/office_desk.json'),
    office_orders: () => import('@bookdirect/locales/zh/office_orders.json'),
    orders: () => import('@bookdirect/locales/zh/orders.json'),
    pages: () => import('@bookdirect/locales/zh/pages.json'),
    payments: () => import('@bookdirect/locales/zh/payments.json'),
    prices: () => import('@bookdirect/locales/zh/prices.json'),
    search: () => import('@bookdirect/locales/zh/search.json'),
    titles: () => import('@bookdirect/locales/zh/titles.json'),
    validation: () => import('@bookdirect/locales/zh/validation.json'),
    wechat: () => import('@bookdirect/locales/zh/wechat.json'),
  },
};

/** The words of `namespace` in `lang`, from their own chunk. */
export async function loadNamespace(lang: Language, namespace: Namespace): Promise<Messages> {
  return (await loaders[lang][namespace]()).default;
}
