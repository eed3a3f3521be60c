import { ValidationError } from 'yup';
import type { GatewayMessage } from './staff.server';

/**
 * The locales key of each field a yup schema refuses (the gateway-sdk's own rules, the same
 * the gateway applies), or null when the values pass: a mistake is answered before the call.
 */
export async function fieldErrors(
  schema: { validate(value: unknown, options: { abortEarly: false }): Promise<unknown> },
  values: unknown,
): Promise<Record<string, string> | null> {
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path || 'form';
      errors[path] ??= String(inner.message);
    }
    return errors;
  }
}

/** What a staff page's action answers: the gateway's message, field errors, or what was done. */
export interface FormAnswer {
  /** A message to show above the form: already in the page's language. */
  message?: string;
  tone?: 'error' | 'success' | 'info';
  /** Locales keys per field. */
  errors?: Record<string, string>;
}

/** The answer for a refusal the gateway explained. */
export function refused({ msg, fieldErrors: errors }: GatewayMessage): FormAnswer {
  return { message: msg, tone: 'error', errors };
}
