import type { MessageKey } from '@bookdirect/locales';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unescapedOptions } from './unescaped';

/** A key of the `common` namespace of @bookdirect/locales (a type-only dependency). */
export type CommonKey = MessageKey<'common'>;

export type BookingUiLanguage = 'zh' | 'en';

/**
 * The host app owns the i18next instance; components only read `common:*` keys from it.
 * The key type catches a typo or a key that locales does not have at compile time.
 */
export function useCommonTranslation() {
  const { t, i18n } = useTranslation('common');
  const options = useMemo(() => unescapedOptions(i18n), [i18n]);
  const translate = useCallback(
    (key: CommonKey, values?: Record<string, string | number>) => t(key, options(values)),
    [t, options],
  );
  const current = i18n.resolvedLanguage ?? i18n.language ?? '';
  const language: BookingUiLanguage = current.startsWith('zh') ? 'zh' : 'en';
  return { t: translate, language };
}
