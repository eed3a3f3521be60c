import * as yup from 'yup';
import { PARTNER_CODE_PATTERN } from '../site-links';
import { text } from './common';

/**
 * The rules of the back office's partner calls (`/v1/s/partners/`), for the gateway and the
 * office's forms alike. Messages are locales keys.
 */

/** The longest name a partner keeps (the table's check). */
export const PARTNER_NAME_MAX = 200;

/** The most origins one partner lists: a site and its variants, not a directory. */
export const PARTNER_ORIGINS_MAX = 20;

/** An origin that is not exactly `scheme://host[:port]` (rec 2, `errors.origins`). */
export const PARTNER_ORIGIN_INVALID = 'office_partners:origin_invalid';

/** More than PARTNER_ORIGINS_MAX origins (rec 2, `errors.origins`). */
export const PARTNER_ORIGINS_TOO_MANY = 'office_partners:origins_too_many';

/** A code that breaks `[A-Za-z0-9_-]{1,32}` (rec 2, `errors.code`). */
export const PARTNER_CODE_INVALID = 'office_partners:code_invalid';

/**
 * An origin exactly as browsers send it in `Origin`, `http(s)://host[:port]`, with scheme and
 * host lower-cased; null for anything else: a path, even `/` alone, a query, user and
 * password, a wildcard or any other sign a host name has not, another scheme, or a port the scheme implies (`https://x:443`, which
 * browsers never send).
 */
export function partnerOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const typed = value.trim();
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  return url.origin === typed.toLowerCase() ? url.origin : null;
}

const nameField = () => text().max(PARTNER_NAME_MAX, 'validation:invalid');

/**
 * The origins, each once and as `partnerOrigin` writes it; one error for the field, naming
 * the first wrong origin's problem.
 */
const originsField = () =>
  yup
    .array(yup.string().defined())
    .transform((value: unknown) =>
      Array.isArray(value) && value.every((origin) => typeof origin === 'string')
        ? [...new Set(value.map((origin) => partnerOrigin(origin) ?? origin.trim()))]
        : value,
    )
    .test('origins', PARTNER_ORIGIN_INVALID, (value) =>
      (value ?? []).every((origin) => partnerOrigin(origin) === origin),
    )
    .max(PARTNER_ORIGINS_MAX, PARTNER_ORIGINS_TOO_MANY);

/** `POST /v1/s/partners/`: a new partner's code, name and origins (none: links only). */
export const staffPartnerCreateBody = yup.object({
  code: text().required('validation:required').matches(PARTNER_CODE_PATTERN, PARTNER_CODE_INVALID),
  name: nameField().required('validation:required'),
  origins: originsField().default([]),
});

/** `PUT /v1/s/partners/{code}/`: the name and the whole list of origins; the code stays. */
export const staffPartnerChangeBody = yup.object({
  name: nameField().required('validation:required'),
  origins: originsField().required('validation:required'),
});

export type StaffPartnerCreateInput = yup.InferType<typeof staffPartnerCreateBody>;
export type StaffPartnerChangeInput = yup.InferType<typeof staffPartnerChangeBody>;
