import {
  getCountries,
  getCountryCallingCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/**
 * The traveller's phones: the profile's, a guest's, an order's contact and (later) the
 * check-in verification all go through this model. A phone is typed as a number beside a
 * calling prefix (`+30`, `+1-268`); it is kept as E.164 (`+302105550142`) plus the prefix it
 * was given with, and shown in the international format (`+30 21 0555 0142`).
 *
 * The franchise form is not a traveller's phone: it keeps the spec's own rule (`franchise.ts`).
 */
export interface Phone {
  /** `+302105550142`. */
  e164: string;
  /** The calling prefix, `+` first: `+30`, `+1-268`. */
  prefix: string;
  /** The national significant number, digits only: `2105550142`. */
  national: string;
}

const callingCodes = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/**
 * A calling prefix in its one spelling, `+86` or `+1-268`, from `+86`, `86`, `0086` or
 * ` +86 `; `null` when it is no country's calling code.
 */
export function normalisePrefix(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const match = raw.trim().match(/^(?:\+|00)?(\d{1,4})(?:[-\s](\d{1,4}))?$/);
  if (!match?.[1] || !callingCodes.has(match[1])) return null;
  return match[2] ? `+${match[1]}-${match[2]}` : `+${match[1]}`;
}

/** What a person may type in a phone box: digits, spaces, dashes, dots, brackets, a `+` first. */
const TYPED = /^\+?[\d\s\-.()]+$/;
const MAX_TYPED = 32;

function possible(parsed: PhoneNumber | undefined): parsed is PhoneNumber {
  return parsed?.isPossible() === true;
}

/**
 * The phone `number` names with `prefix` (or on its own, when it is typed with `+` or `00`
 * in front), or `null` when it cannot be a phone there (wrong length for the country, or
 * characters no phone has). "Possible" rather than "valid": the length is checked, not
 * whether the operator has handed the range out, so a real new number is never refused.
 */
export function parsePhone(number: unknown, prefix?: unknown): Phone | null {
  if (typeof number !== 'string') return null;
  const typed = number.trim();
  if (typed === '' || typed.length > MAX_TYPED || !TYPED.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  const given = normalisePrefix(prefix);

  if (typed.startsWith('+') || typed.startsWith('00')) {
    const parsed = parsePhoneNumberFromString(
      `+${typed.startsWith('00') ? digits.slice(2) : digits}`,
    );
    if (!possible(parsed)) return null;
    const e164 = parsed.number;
    // Keep the prefix the traveller chose when the number is under it (`+1-268` for Antigua).
    const ownPrefix =
      given && e164.startsWith(given.replace('-', '')) ? given : `+${parsed.countryCallingCode}`;
    return { e164, prefix: ownPrefix, national: parsed.nationalNumber };
  }

  if (!given) return null;
  const [code = '', area = ''] = given.slice(1).split('-');
  // `+1-268` with `460 1234`: the area code is part of the prefix, not typed again.
  const national = area && !digits.startsWith(area) ? `${area}${digits}` : digits;
  const parsed = parsePhoneNumberFromString(national, { defaultCallingCode: code });
  if (!possible(parsed)) return null;
  return { e164: parsed.number, prefix: given, national: parsed.nationalNumber };
}

/** `+302105550142` as `+30 21 0555 0142`; what it cannot read, as it is. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? parsed.formatInternational() : e164;
}

/**
 * A stored phone split for a form's prefix select and number box: `+302105550142` as `+30`
 * and `21 0555 0142`. Anything it cannot read goes to the number box whole, beside
 * `fallbackPrefix`.
 */
export function phoneForForm(
  stored: string,
  fallbackPrefix: string,
  storedPrefix?: string,
): { prefix: string; number: string } {
  if (!stored) return { prefix: normalisePrefix(storedPrefix) ?? fallbackPrefix, number: '' };
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed) return { prefix: normalisePrefix(storedPrefix) ?? fallbackPrefix, number: stored };
  const own = normalisePrefix(storedPrefix);
  const prefix =
    own && parsed.number.startsWith(own.replace('-', '')) ? own : `+${parsed.countryCallingCode}`;
  return { prefix, number: parsed.formatNational() };
}

/**
 * The number to answer beside a prefix: `+302105550142` as `2105550142` (what a client typed,
 * without its formatting); a phone stored before the model, as it is.
 */
export function nationalNumber(stored: string): string {
  if (!stored.startsWith('+')) return stored;
  return parsePhoneNumberFromString(stored)?.nationalNumber ?? stored;
}
