import type { Language } from '@bookdirect/locales';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const RAW = { escapeValue: false } as const;

/**
 * `t()` of the host's i18next instance for the given namespaces, and the visitor's language.
 * React escapes text itself, so a value must not be escaped twice (`&amp;` in a brand name).
 * A host whose instance already leaves values as they are (the apps of this repository) gets
 * the values alone: an `interpolation` option makes i18next rebuild its interpolation rules on
 * every call, about twice the call's cost.
 */
export function useHostWords<Key extends string>(namespaces: string | string[]) {
  const { t, i18n } = useTranslation(namespaces);
  const escapes = i18n.options?.interpolation?.escapeValue !== false;
  const translate = useCallback(
    (key: Key, values?: Record<string, string | number>) =>
      t(key, escapes ? { ...values, interpolation: RAW } : values),
    [t, escapes],
  );
  const current = i18n.resolvedLanguage ?? i18n.language ?? '';
  const language: Language = current.startsWith('zh') ? 'zh' : 'en';
  return { t: translate, language };
}
