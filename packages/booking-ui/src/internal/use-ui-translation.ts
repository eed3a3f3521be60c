import type { MessageKey, Namespace } from '@bookdirect/locales';
import { useHostWords } from './host-words';

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
  return useHostWords<UiKey | UiPluralKey>(namespaces);
}
