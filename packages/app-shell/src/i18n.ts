import {
  defaultNamespace,
  isLanguage,
  type Language,
  namespaces,
  resources,
} from '@bookdirect/locales';
import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Options shared by the server (one instance per request) and the browser (one instance per
 * page load). Resources are bundled: both languages together are a few kilobytes, so there is
 * no HTTP backend and initialisation is synchronous, which keeps hydration identical.
 */
export function i18nOptions(lng: Language): InitOptions {
  return {
    lng,
    fallbackLng: 'en',
    supportedLngs: ['zh', 'en'],
    ns: namespaces,
    defaultNS: defaultNamespace,
    resources,
    // i18next 23 calls it initImmediate; false makes init() finish before it returns.
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  };
}

/** A fresh, initialised i18next instance bound to react-i18next. */
export function createI18n(lng: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init(i18nOptions(lng));
  return instance;
}

/** The value of `<html lang>` for a language. */
export function htmlLang(lng: Language): string {
  return lng === 'zh' ? 'zh-CN' : 'en';
}

/** Reads back the language the server rendered, from `<html lang>`. */
export function languageFromHtmlLang(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const base = value.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}
