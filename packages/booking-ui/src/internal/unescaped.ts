import type { i18n as I18n, TOptions } from 'i18next';

const RAW = { escapeValue: false } as const;

/**
 * The options for a component's `t()` call: React escapes text itself, so a value must not be
 * escaped twice (`&amp;` in a brand name). A host whose i18next instance already leaves values
 * as they are (the apps of this repository) gets the values alone: an `interpolation` option
 * makes i18next rebuild its interpolation rules on every call, about twice the call's cost.
 */
export function unescapedOptions(
  i18n: I18n,
): (values?: Record<string, string | number>) => TOptions | undefined {
  if (i18n.options?.interpolation?.escapeValue === false) return (values) => values;
  return (values) => ({ ...values, interpolation: RAW });
}
