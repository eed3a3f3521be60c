import { PARTNER_CODE_PATTERN } from '@bookdirect/gateway-sdk';
import { PARTNER_NAME_MAX } from '@bookdirect/gateway-sdk/staff';
import { ConfigError } from '../config-error';

/** A partner as PARTNERS declares it, and as the partners table holds it. */
export interface PartnerEntry {
  /** The `partner` query parameter of its links, `[A-Za-z0-9_-]{1,32}`. */
  code: string;
  name: string;
  /** Origins whose pages may read the public catalogue (the embed), as browsers send them. */
  origins: string[];
}

const ENTRY_KEYS = new Set(['code', 'name', 'origins']);

/**
 * An origin exactly as browsers send it in `Origin`: scheme, host and port, nothing else (a
 * trailing slash is forgiven). A path or a wildcard is refused rather than half-understood.
 */
export function parseOrigin(entry: string, setting: string): string {
  let url: URL | undefined;
  try {
    url = new URL(entry.trim());
  } catch {
    url = undefined;
  }
  const origin = url?.origin;
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    entry.trim().replace(/\/+$/, '').toLowerCase() !== origin
  ) {
    throw new ConfigError(
      `${setting} must list origins such as https://partner.example ` +
        `(scheme, host and port only), got "${entry}"`,
    );
  }
  return origin;
}

/**
 * PARTNERS: a JSON array of `{code, name, origins}`, upserted into the partners table at
 * start-up. Anything that is not exactly that stops the gateway with the entry at fault.
 */
export function parsePartners(raw: string | undefined): PartnerEntry[] {
  const text = raw?.trim();
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(
      'PARTNERS must be a JSON array of {"code", "name", "origins"}, and is not valid JSON',
    );
  }
  if (!Array.isArray(value)) {
    throw new ConfigError('PARTNERS must be a JSON array of {"code", "name", "origins"}');
  }
  const seen = new Set<string>();
  return value.map((item: unknown, index) => {
    const where = `PARTNERS[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new ConfigError(`${where} must be an object {"code", "name", "origins"}`);
    }
    const fields = item as Record<string, unknown>;
    const unknown = Object.keys(fields).find((key) => !ENTRY_KEYS.has(key));
    if (unknown !== undefined) {
      throw new ConfigError(`${where} has "${unknown}": only code, name and origins are read`);
    }
    const { code, name, origins = [] } = fields;
    if (typeof code !== 'string' || !PARTNER_CODE_PATTERN.test(code)) {
      throw new ConfigError(
        `${where}.code must be 1 to 32 letters, digits, "_" or "-", got ${JSON.stringify(code)}`,
      );
    }
    if (seen.has(code)) throw new ConfigError(`${where}.code "${code}" is listed twice`);
    seen.add(code);
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (trimmed.length === 0 || trimmed.length > PARTNER_NAME_MAX) {
      throw new ConfigError(`${where}.name must be a text of 1 to ${PARTNER_NAME_MAX} characters`);
    }
    if (!Array.isArray(origins) || origins.some((origin) => typeof origin !== 'string')) {
      throw new ConfigError(`${where}.origins must be an array of origins`);
    }
    return {
      code,
      name: trimmed,
      origins: [
        ...new Set(origins.map((origin: string) => parseOrigin(origin, `${where}.origins`))),
      ],
    };
  });
}

/**
 * PARTNER_ORIGINS (deprecated: PARTNERS names each partner with its origins): comma-separated
 * origins still answered, besides the table's, for one release.
 */
export function parsePartnerOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...new Set(entries.map((entry) => parseOrigin(entry, 'PARTNER_ORIGINS')))];
}
