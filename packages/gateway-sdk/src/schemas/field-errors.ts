import { ValidationError } from 'yup';

/**
 * What a shared schema refused, as the forms show it and the gateway's `data.errors` carries
 * it: field name (yup's path, `guests[0].name` for nested values) to the locales key of the
 * field's first failed rule. Validate with `abortEarly: false` to get every field. Anything
 * that is not a yup ValidationError is thrown again, so a bug never passes for a valid form.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!ValidationError.isError(error)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.inner.length > 0 ? error.inner : [error]) {
    if (issue.path && !(issue.path in fields)) fields[issue.path] = issue.message;
  }
  return fields;
}
