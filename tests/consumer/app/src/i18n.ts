import type { Language, Resources } from '@bookdirect/locales';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The namespaces the search box and the hotel card read. */
export type PageResources = Pick<Resources, 'common' | 'hotel' | 'search' | 'validation'>;

/** One language's words, and nothing of the other language. */
export function createI18n(language: Language, words: PageResources): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: words },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}
