import type { Language, MessageKey } from '@bookdirect/locales';
import { useHostWords } from './host-words';

/** A key of the `common` namespace of @bookdirect/locales (a type-only dependency). */
export type CommonKey = MessageKey<'common'>;

export type BookingUiLanguage = Language;

/**
 * The host app owns the i18next instance; components only read `common:*` keys from it.
 * The key type catches a typo or a key that locales does not have at compile time.
 */
export function useCommonTranslation(): {
  t: (key: CommonKey, values?: Record<string, string | number>) => string;
  language: BookingUiLanguage;
} {
  return useHostWords<CommonKey>('common');
}
