import type { MessageKey, Namespace } from '@bookdirect/locales';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unescapedOptions } from './unescaped';

/** `namespace:key` of the namespaces the catalogue components read. */
export type UiKey =
  | `search:${MessageKey<'search'>}`
  | `hotel:${MessageKey<'hotel'>}`
  | `validation:${MessageKey<'validation'>}`
  | `member:${MessageKey<'member'>}`
  | `account:${MessageKey<'account'>}`
  | `booking:${MessageKey<'booking'>}`
  | `checkin:${MessageKey<'checkin'>}`
  | `favorites:${MessageKey<'favorites'>}`
  | `currency:${MessageKey<'currency'>}`
  | `common:${MessageKey<'common'>}`;

type PluralBase<K extends string> = K extends `${infer B}_one` ? B : never;
/** Keys with `_one`/`_other` forms, called without the suffix and a `count`. */
export type UiPluralKey = PluralBase<UiKey>;

const namespaces: Namespace[] = [
  'search',
  'hotel',
  'validation',
  'member',
  'account',
  'booking',
  'checkin',
  'currency',
];

/**
 * Like `useCommonTranslation`, for the catalogue's namespaces: the host owns the i18next
 * instance, keys are checked at compile time.
 */
export function useUiTranslation() {
  const { t, i18n } = useTranslation(namespaces);
  const options = useMemo(() => unescapedOptions(i18n), [i18n]);
  const translate = useCallback(
    (key: UiKey | UiPluralKey, values?: Record<string, string | number>) => t(key, options(values)),
    [t, options],
  );
  const current = i18n.resolvedLanguage ?? i18n.language ?? '';
  const language: 'zh' | 'en' = current.startsWith('zh') ? 'zh' : 'en';
  return { t: translate, language };
}
