import type { Language, Resources } from '@bookdirect/locales';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The namespaces the search box and the hotel card read. */
export type PageResources = Pick<Resources, 'common' | 'hotel' | 'search' | 'validation'>;

/** One language's words, and nothing of the other language. */
export function createI18n(language: Language, words: PageResources): i18n {
  const instance = createInstance();
  const options = {
    lng: language,
    resources: { [language]: words },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    // Newer i18next print a notice at start unless told not to; the oldest the peer range
    // allows have no such option, so it is passed in a variable, not checked as a literal.
    showSupportNotice: false,
  };
  void instance.use(initReactI18next).init(options);
  return instance;
}
