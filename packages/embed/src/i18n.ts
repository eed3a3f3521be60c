import {
  common as enCommon,
  currency as enCurrency,
  errors as enErrors,
  hotel as enHotel,
  search as enSearch,
  validation as enValidation,
} from '@bookdirect/locales/en';
import { isLanguage, type Language } from '@bookdirect/locales/language';
import {
  common as zhCommon,
  currency as zhCurrency,
  errors as zhErrors,
  hotel as zhHotel,
  search as zhSearch,
  validation as zhValidation,
} from '@bookdirect/locales/zh';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The embed's words: the namespaces its components read, in both languages, bundled (a few
 * kilobytes), so an element renders in one pass with no request for them.
 */
const resources = {
  en: {
    common: enCommon,
    currency: enCurrency,
    errors: enErrors,
    hotel: enHotel,
    search: enSearch,
    validation: enValidation,
  },
  zh: {
    common: zhCommon,
    currency: zhCurrency,
    errors: zhErrors,
    hotel: zhHotel,
    search: zhSearch,
    validation: zhValidation,
  },
};

const instances = new Map<Language, I18n>();

/** One initialised i18next instance per language, shared by the page's elements. */
export function i18nFor(lng: Language): I18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      supportedLngs: ['zh', 'en'],
      ns: Object.keys(resources.en),
      defaultNS: 'common',
      resources,
      initImmediate: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * An element's language: its `lang` attribute (`zh`, `zh-CN`, `en`...), else the page's
 * `<html lang>`, else the browser's, else English.
 */
export function languageOf(
  attribute: string | null,
  doc: Document = document,
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  for (const candidate of [attribute, doc.documentElement.lang, ...browser]) {
    const base = candidate?.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
