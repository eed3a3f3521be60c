import type { OtaReservation } from '@bookdirect/gateway-sdk/endpoints';

/**
 * The reservations file of the platform import, as `pnpm --filter @bookdirect/gateway
 * import:ota` reads it: a CSV goes to the gateway as its text (`csv`), a JSON file as its list
 * (`reservations`: a list, or `{"reservations": [...]}`). The gateway judges every row; this
 * only reads the file and refuses what is not one.
 */

/** The form's file input. */
export const IMPORT_FIELD = 'file';

/** The most a file may hold: the gateway takes a body of at most 1 MiB, escapes included. */
export const IMPORT_FILE_MAX_BYTES = 512 * 1024;

/** The columns every reservation needs, in the order the contract lists them. */
export const IMPORT_COLUMNS_REQUIRED = [
  'platform',
  'platform_order_no',
  'hotel',
  'room_type',
  'check_in',
  'check_out',
  'guest_name',
  'email',
  'phone',
] as const;

/** The columns a reservation may leave out. */
export const IMPORT_COLUMNS_OPTIONAL = ['tel_prefix', 'rooms', 'amount'] as const;

/** What the import call is given for a file. */
export type ImportFileBody = { csv: string } | { reservations: OtaReservation[] };

/** Why a file is not read: a locales key of `office_desk`. */
export type ImportFileRefusal =
  | 'office_desk:file_missing'
  | 'office_desk:file_too_large'
  | 'office_desk:file_not_json'
  | 'office_desk:file_not_list'
  | 'office_desk:file_empty';

export type ImportFile =
  | { ok: true; name: string; text: string; body: ImportFileBody }
  | { ok: false; key: ImportFileRefusal };

/** Whether the file is JSON: by its name, else by its first character. */
function isJson(name: string, text: string): boolean {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json')) return true;
  if (lower.endsWith('.csv')) return false;
  return /^[[{]/.test(text.trimStart());
}

/**
 * The call's body for a file's name and text, or why there is none: an empty text, one past
 * IMPORT_FILE_MAX_BYTES, JSON that does not parse or holds no list.
 */
export function readImportFile(name: string, text: string): ImportFile {
  const content = text.replace(/^\uFEFF/, '');
  if (new TextEncoder().encode(content).byteLength > IMPORT_FILE_MAX_BYTES) {
    return { ok: false, key: 'office_desk:file_too_large' };
  }
  if (!content.trim()) return { ok: false, key: 'office_desk:file_empty' };
  if (!isJson(name, content)) {
    // A header row alone holds no reservation.
    const lines = content.split(/\r?\n/).filter((line) => line.trim() !== '');
    if (lines.length < 2) return { ok: false, key: 'office_desk:file_empty' };
    return { ok: true, name, text: content, body: { csv: content } };
  }
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { ok: false, key: 'office_desk:file_not_json' };
  }
  const list =
    value && typeof value === 'object' && !Array.isArray(value) && 'reservations' in value
      ? (value as { reservations: unknown }).reservations
      : value;
  if (!Array.isArray(list)) return { ok: false, key: 'office_desk:file_not_list' };
  if (list.length === 0) return { ok: false, key: 'office_desk:file_empty' };
  // Each row is the gateway's to judge: a row that is no reservation is refused by its line.
  return { ok: true, name, text: content, body: { reservations: list as OtaReservation[] } };
}

/** A file name to show and send back: its last part, printable, at most 120 characters. */
export function fileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120);
}
