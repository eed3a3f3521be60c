/**
 * How the audit log page reads an entry: where its target lives in the office, and which of
 * its fields the write changed.
 */

/** The office page of an entry's target (`kind:id`), when the office has one. */
export function targetHref(target: string): string | null {
  const colon = target.indexOf(':');
  if (colon < 0) return null;
  const kind = target.slice(0, colon);
  const id = encodeURIComponent(target.slice(colon + 1));
  if (!id) return null;
  switch (kind) {
    case 'order':
      return `/orders/${id}`;
    case 'hotel':
      return `/hotels/${id}`;
    case 'staff':
      return `/staff/${id}`;
    case 'partner':
      return `/partners?edit=${id}#partner-edit`;
    default:
      return null;
  }
}

/** One changed field: its value before and after (undefined where there was none). */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

/** The longest value shown in a row; the rest is cut with an ellipsis. */
const SHOWN_MAX = 80;

function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields whose value differs between `before` and `after`, in the order they first
 * appear; a value that is not an object is one field named ''. A creation (before null) lists
 * every field of after, a removal every field of before.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : before == null ? {} : { '': before };
  const to = isRecord(after) ? after : after == null ? {} : { '': after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }));
}
