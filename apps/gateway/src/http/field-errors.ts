import { fieldErrors, type yup } from '@bookdirect/gateway-sdk/schemas';
import type { FastifySchemaValidationError } from 'fastify';
import { isLocalesKey } from './envelope';

/**
 * A failed validation as the forms name it: one locales key per field, fields in the yup-style
 * paths the apps use. The errors plugin and the endpoints' own checks both answer with these.
 */

export const INVALID_KEY = 'validation:invalid';
const REQUIRED_KEY = 'validation:required';

/** Ajv paths (`/guests/0/name`) as the yup-style paths the apps use (`guests[0].name`). */
export function fieldErrorsFromSchema(
  errors: readonly FastifySchemaValidationError[],
  context: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
    const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
    if (typeof missing === 'string') segments.push(missing);
    const field = toFieldPath(segments) || context;
    fields[field] ??= missing !== undefined ? REQUIRED_KEY : INVALID_KEY;
  }
  return fields;
}

/**
 * The forms' own reading of a yup error (gateway-sdk's `fieldErrors`: the first failed rule
 * per field), plus what only a server meets: a rule on the whole value has no field and is
 * reported as `body`, and a message that is not a locales key (yup's English default, never
 * shown to people) becomes `validation:invalid`.
 */
export function fieldErrorsFromYup(error: yup.ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    fields[field] = isLocalesKey(message) ? message : INVALID_KEY;
  }
  const whole = (error.inner.length > 0 ? error.inner : [error]).find((item) => !item.path);
  if (whole) fields.body ??= isLocalesKey(whole.message) ? whole.message : INVALID_KEY;
  return fields;
}

function toFieldPath(segments: readonly string[]): string {
  return segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment,
    '',
  );
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
