import { isStorableText } from '@bookdirect/gateway-sdk/schemas';

/**
 * Values no column can hold, whichever field brings them and whatever its schema or rules
 * say, refused before any handler reads them:
 * - text with a NUL (PostgreSQL refuses the whole statement) or a lone surrogate (UTF-8 has
 *   no such character);
 * - a number that is not finite: Ajv coerces a query's `Infinity` or `1e400` to one and then
 *   skips the field's bounds;
 * - nesting deeper than MAX_INPUT_DEPTH, far past any body of the contract (a check-in guest
 *   is six levels down), which the rules would otherwise recurse through.
 */

export const MAX_INPUT_DEPTH = 32;

const INVALID_KEY = 'validation:invalid';

type Segment = string | number;

/**
 * Names each refused value of `value` in `errors` (the path the apps use, `guests[0].name`;
 * `whole` for the value itself) unless its field is named already, and answers `value` without
 * them, for the rules to read safely. An acceptable value comes back as the same reference.
 */
export function screenInput(
  value: unknown,
  errors: Record<string, string>,
  whole: string,
): unknown {
  const refuse = (path: Segment[]) => {
    errors[fieldPath(path) || whole] ??= INVALID_KEY;
    return undefined;
  };

  const screen = (item: unknown, path: Segment[]): unknown => {
    if (typeof item === 'string') return isStorableText(item) ? item : refuse(path);
    if (typeof item === 'number') return Number.isFinite(item) ? item : refuse(path);
    if (item === null || typeof item !== 'object') return item;
    // Named by the last field on the way down: `[0][0][0]...` says nothing to a form.
    if (path.length >= MAX_INPUT_DEPTH) return refuse(upToLastField(path));
    if (Array.isArray(item)) {
      let changed = false;
      const screened = item.map((element, i) => {
        const kept = screen(element, [...path, i]);
        changed ||= kept !== element;
        return kept;
      });
      return changed ? screened : item;
    }
    let changed = false;
    const screened: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(item)) {
      const kept = screen(field, [...path, key]);
      changed ||= kept !== field;
      if (kept !== undefined) screened[key] = kept;
    }
    return changed ? screened : item;
  };

  return screen(value, []);
}

function upToLastField(path: Segment[]): Segment[] {
  let end = path.length;
  while (end > 0 && typeof path[end - 1] === 'number') end--;
  return path.slice(0, end);
}

function fieldPath(path: readonly Segment[]): string {
  return path.reduce<string>(
    (joined, segment) =>
      typeof segment === 'number'
        ? `${joined}[${segment}]`
        : joined
          ? `${joined}.${segment}`
          : segment,
    '',
  );
}
