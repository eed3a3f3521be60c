import type { UserCardMember } from '@bookdirect/booking-ui';
import { hashPassword, isGatewayError, RESEND_COUNTDOWN_S, Rec } from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import { fieldErrors, type yup } from '@bookdirect/gateway-sdk/schemas';
import { type Language, translate } from '@bookdirect/locales';
import { data } from '@remix-run/node';
import { isSessionExpired, sessionExpiredResponse, sessionToken } from './session.server';
import { shell } from './shell.server';

/** What a member action answers when it did not redirect: words for the form. */
export interface FormAnswer {
  /** The outcome line (the gateway's translated `msg`, or our success words). */
  message?: string;
  tone?: 'error' | 'success' | 'info';
  /** Field name to locales key. */
  errors?: Record<string, string>;
  /** What was typed, for the form re-rendered without JavaScript (never a password). */
  values?: Record<string, string>;
  /** A code was asked for: restart the Get Code countdown with these seconds. */
  countdown?: number;
  /** Changes with every answer, so the same countdown or toast shows again. */
  at?: number;
}

/**
 * Reads a member form. A cross-site post never gets here: the site server refuses a foreign
 * Origin with 403 before any action runs (app-shell's site-server).
 */
export async function readMemberForm(request: Request): Promise<FormData> {
  return request.formData();
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Runs a shared schema on the posted fields; the first key per field, as the browser shows it. */
export function checkForm<S extends yup.AnyObjectSchema>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; value: yup.InferType<S> } | { ok: false; errors: Record<string, string> } {
  try {
    return { ok: true, value: schema.validateSync(values, { abortEarly: false }) };
  } catch (error) {
    return { ok: false, errors: fieldErrors(error) };
  }
}

/** The typed password leaves our server only as the contract's SHA-256 hex. */
export const hashed = hashPassword;

/** The gateway's answer as form words; a rate limit (rec 7) says how long to wait. */
export function gatewayAnswer(error: unknown, lang: Language): FormAnswer & { status: number } {
  if (!isGatewayError(error)) throw error;
  const at = Date.now();
  if (error.isTransport) {
    return {
      message: translate(lang, 'errors:gateway_unavailable'),
      tone: 'error',
      status: 503,
      at,
    };
  }
  const payload = (error.data ?? {}) as { errors?: Record<string, string>; retry_after?: number };
  let message = error.msg;
  if (error.rec === Rec.tooManyAttempts && payload.retry_after) {
    const seconds = String(payload.retry_after);
    if (!message.includes(seconds)) {
      message = `${message} ${translate(lang, 'member:retry_after', { seconds })}`.trim();
    }
  }
  return {
    message,
    tone: 'error',
    errors: payload.errors,
    countdown: error.rec === Rec.tooManyAttempts ? payload.retry_after : undefined,
    status: error.rec === Rec.tooManyAttempts ? 429 : 400,
    at,
  };
}

/** Answers an invalid form: the keys under the fields, a 400. */
export function invalid(errors: Record<string, string>, values: Record<string, string> = {}) {
  return data<FormAnswer>({ errors, values, tone: 'error', at: Date.now() }, { status: 400 });
}

export function failed(error: unknown, request: Request, values: Record<string, string> = {}) {
  const { status, ...answer } = gatewayAnswer(error, shell.language(request));
  return data<FormAnswer>({ ...answer, values }, { status });
}

/**
 * Get Code on /register and /reset_pwd: asks the gateway to mail a code. On the reset page
 * the countdown starts even when the call failed (spec).
 */
export async function sendCode(
  request: Request,
  email: string,
  path: typeof endpoints.registerCode | typeof endpoints.resetCode,
  { countdownOnError }: { countdownOnError: boolean },
) {
  const lang = shell.language(request);
  const values = { email };
  if (!email.trim()) {
    return invalid({ email: 'validation:please_enter_your_email' }, values);
  }
  try {
    const sent = await shell.gatewayFor(request).call(path, { body: { email: email.trim() } });
    return data<FormAnswer>({
      message: translate(lang, 'account:code_sent'),
      tone: 'success',
      values,
      countdown: sent.resend_after || RESEND_COUNTDOWN_S,
      at: Date.now(),
    });
  } catch (error) {
    const { status, ...answer } = gatewayAnswer(error, lang);
    const countdown = answer.countdown ?? (countdownOnError ? RESEND_COUNTDOWN_S : undefined);
    return data<FormAnswer>({ ...answer, values, countdown }, { status });
  }
}

/** What the header's user card needs of the signed-in member. */
export type HeaderMember = UserCardMember & { email: string };

/**
 * The member for the header, when the `token` cookie is there. A session the gateway no
 * longer knows (rec 3) clears the cookies and goes to /login (spec); a gateway that cannot
 * be reached leaves the page to render for a visitor.
 */
export async function loadMember(request: Request): Promise<HeaderMember | null> {
  if (!sessionToken(request)) return null;
  try {
    const { user_info } = await shell.gatewayFor(request).call(endpoints.userInfo);
    return {
      name: user_info.name,
      email: user_info.email,
      mobile: user_info.mobile,
      level: user_info.level,
      nights: user_info.nights,
      credits: user_info.credits,
    };
  } catch (error) {
    if (isSessionExpired(error)) throw await sessionExpiredResponse(request);
    return null;
  }
}
