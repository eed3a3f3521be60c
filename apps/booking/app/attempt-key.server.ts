import { randomUUID } from 'node:crypto';
import { ATTEMPT_KEY_FIELD } from './attempt-key';

/** A new attempt's key, for the page's loader. */
export const newAttemptKey = (): string => randomUUID();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The posted key, when it is one of ours; anything else sends no key at all. */
export function attemptKeyOf(form: FormData): string | undefined {
  const value = form.get(ATTEMPT_KEY_FIELD);
  return typeof value === 'string' && UUID.test(value) ? value : undefined;
}
