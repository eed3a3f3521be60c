import type { MessageKey, Namespace } from '@bookdirect/locales';
import { useTranslation } from 'react-i18next';

/** `namespace:key` of any @bookdirect/locales namespace, checked at compile time. */
export type FullKey = { [N in Namespace]: `${N}:${MessageKey<N>}` }[Namespace];

/**
 * Story-only: renders a translated string, so stories show real copy in the language
 * picked in the toolbar (components get such content from their host as props).
 */
export function Translated({ k }: { k: FullKey }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
