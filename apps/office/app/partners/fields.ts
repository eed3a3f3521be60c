/**
 * A partner's fields as the office's forms post them: the origins are typed one per line in
 * a textarea and sent to the gateway as a list, whose rules (gateway-sdk) decide what is an
 * origin.
 */

/** What a partner form posted, as typed, for showing it again beside its errors. */
export interface PartnerFieldValues {
  code: string;
  name: string;
  /** The textarea's text, one origin per line. */
  origins: string;
}

/** The typed lines, blank ones left out. */
export function originList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A partner's origins as the textarea shows them. */
export const originText = (origins: readonly string[]): string => origins.join('\n');

/** The posted fields of a partner form. */
export function partnerFieldValues(form: FormData): PartnerFieldValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { code: text('code').trim(), name: text('name'), origins: text('origins') };
}

/**
 * The field a gateway or rules error belongs to: an origin's error (`origins[2]`) is the
 * textarea's.
 */
export function partnerFieldErrors(
  errors: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!errors) return undefined;
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(errors)) {
    const field = path.replace(/\[\d+\]$/, '');
    fields[field] ??= key;
  }
  return fields;
}
