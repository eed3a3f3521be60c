import { normalisePrefix, parsePhone } from '../phone';
import { text } from './common';

/**
 * The phone model's rules for a form or a call that takes a number beside its calling prefix
 * (a guest, an order's contact, the profile). One message for anything that is not a phone
 * there: `validation:phone_format`.
 */

const FORMAT = 'validation:phone_format';

/** The calling prefix, with or without its `+` (`+86`, `86`, `+1-268`). */
export const telPrefixField = (requiredKey: string) =>
  text()
    .required(requiredKey)
    .test('prefix', FORMAT, (value) => value === undefined || normalisePrefix(value) !== null);

/**
 * The number typed beside the prefix in `prefixField` (or on its own with `+` in front; beside
 * `fallbackPrefix` when the prefix is absent). Optional: add `.required(key)` where it is not.
 */
export const phoneNumberField = (prefixField: string, fallbackPrefix?: string) =>
  text()
    .max(32, FORMAT)
    .test('phone', FORMAT, function valid(value) {
      if (value === undefined || value === '') return true;
      const parent = (this.parent ?? {}) as Record<string, unknown>;
      return parsePhone(value, parent[prefixField] || fallbackPrefix) !== null;
    });

/**
 * An object transform that stores the phone as the model keeps it: E.164 in `numberField`,
 * the prefix in its one spelling in `prefixField`. What is not a phone is left as typed, for
 * the rules above to refuse.
 */
export function toE164<T extends Record<string, unknown>>(
  numberField: string,
  prefixField: string,
  fallbackPrefix?: string,
) {
  return (value: T): T => {
    if (!value || typeof value !== 'object') return value;
    const parsed = parsePhone(value[numberField], value[prefixField] || fallbackPrefix);
    if (!parsed) return value;
    return { ...value, [numberField]: parsed.e164, [prefixField]: parsed.prefix };
  };
}
