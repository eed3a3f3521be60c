import { gatewayErrorResponse, notFound } from '@bookdirect/app-shell/server';
import { type GatewayClient, isGatewayError, Rec } from '@bookdirect/gateway-sdk';
import { type StaffProfile, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { keepPost } from './resume.server';
import {
  clearedSessionCookie,
  isSessionEnded,
  signInHref,
  signInRedirect,
  staffToken,
} from './session.server';
import { shell } from './shell.server';

/**
 * How every page of the office reaches the gateway as the signed-in staff member:
 *
 * - a loader starts with `const { staff, gateway } = await requireStaff(request)` and calls
 *   `gateway.call(staffEndpoints.X, ...)` inside `orStaffError(...)`;
 * - an action is `staffAction(request, async ({ staff, gateway }, form) => ...)`: it reads the
 *   form once and hands it over with the session.
 *
 * What they do for the page, so no page has to:
 *
 * - no session, or one the gateway has ended (rec 3; it ends them after 30 minutes idle):
 *   a loader's request goes to `/sign-in?next=<the page>`; an action's post is kept (signed,
 *   ten minutes, see resume.server.ts) and the person goes to
 *   `/sign-in?next=<the page>&resume=<id>`, whose sign-in posts it again to the same action
 *   once they are back, so nothing typed is lost;
 * - rec 4 (the role or the hotels do not reach it) is thrown as the office's 403 page, and
 *   rec 5 as the not-found page; the gateway decides both, the office never guesses;
 * - the gateway unreachable is the 503 page.
 *
 * Anything else (rec 1, 2, 6, 7: a message for the person) is the page's to show: catch it
 * with `gatewayMessage(error)`, which answers the message or rethrows the rest.
 */

/** The signed-in staff member and a gateway client carrying their session. */
export interface StaffContext {
  staff: StaffProfile;
  gateway: GatewayClient;
}

/** What the 403 page reads to pick its words. */
export const FORBIDDEN_KEY = 'office:forbidden_body';

/** The "you are not allowed" page a loader or an action throws. */
export function forbidden(): Response {
  return new Response(JSON.stringify({ key: FORBIDDEN_KEY }), {
    status: 403,
    statusText: 'Forbidden',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The Response to throw for a failed gateway call that is not the page's to explain: 403 for
 * rec 4, 404 for rec 5, 503 when the gateway is out of reach; anything else is rethrown.
 */
export function staffErrorResponse(error: unknown): Response {
  if (isGatewayError(error)) {
    if (error.rec === Rec.forbidden) return forbidden();
    if (error.rec === Rec.notFound) return notFound();
  }
  return gatewayErrorResponse(error);
}

/** `await` a staff call of a loader, throwing the page its failure needs. */
export async function orStaffError<T>(promise: Promise<T>, request?: Request): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (request && isSessionEnded(error)) throw signInRedirect(request);
    throw staffErrorResponse(error);
  }
}

/** A message from the gateway for the person to read, e.g. rec 6 "the last admin". */
export interface GatewayMessage {
  rec: number;
  msg: string;
  /** Rec 7's wait, in seconds. */
  retryAfter?: number;
  /** Rec 2's messages per field. */
  fieldErrors?: Record<string, string>;
}

/**
 * The gateway's message for a failure the page explains itself (rec 1, 2, 6, 7); any other
 * failure is thrown as its page (403, 404, 503) so the caller only handles what it can say.
 */
export function gatewayMessage(error: unknown): GatewayMessage {
  if (
    isGatewayError(error) &&
    !error.isTransport &&
    error.rec !== Rec.forbidden &&
    error.rec !== Rec.notFound &&
    error.rec !== Rec.sessionExpired
  ) {
    const data = (error.data ?? {}) as { retry_after?: unknown; errors?: unknown };
    const message: GatewayMessage = { rec: error.rec, msg: error.msg };
    if (typeof data.retry_after === 'number') message.retryAfter = data.retry_after;
    if (data.errors && typeof data.errors === 'object') {
      message.fieldErrors = Object.fromEntries(
        Object.entries(data.errors as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    }
    return message;
  }
  throw staffErrorResponse(error);
}

/**
 * The staff member of the request, or the redirect to sign in (thrown) when there is no
 * session or the gateway has ended it. Every page's loader starts here; the gateway, not the
 * office, decides what the role and hotels may see (rec 4, rec 5).
 */
export async function requireStaff(request: Request): Promise<StaffContext> {
  if (!staffToken(request)) throw signInRedirect(request);
  const gateway = shell.gatewayFor(request);
  try {
    const { staff } = await gateway.call(staffEndpoints.staffWhoAmI);
    return { staff, gateway };
  } catch (error) {
    if (isSessionEnded(error)) throw signInRedirect(request);
    throw staffErrorResponse(error);
  }
}

/** Throws the 403 page unless the staff member is an admin (staff accounts, the audit log). */
export function requireAdmin(context: StaffContext): StaffContext {
  if (context.staff.role !== 'admin') throw forbidden();
  return context;
}

function textFields(form: FormData): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.push([name, value]);
  }
  return fields;
}

/**
 * The redirect to sign in again that keeps the post to finish it afterwards; a post too large
 * to keep still leads to the sign-in page and back to the page it came from.
 */
export function resumeRedirect(request: Request, form: FormData): Response {
  const url = new URL(request.url);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', clearedSessionCookie());
  const kept = keepPost(`${url.pathname}${url.search}`, textFields(form));
  let location = signInHref(request);
  if (kept) {
    headers.append('Set-Cookie', kept.setCookie);
    location += `${location.includes('?') ? '&' : '?'}resume=${kept.id}`;
  }
  headers.set('Location', location);
  return new Response(null, { status: 303, headers });
}

/**
 * An action as the signed-in staff member: `handler` gets the session and the posted form.
 * When the session has ended (before the post, or the gateway answers rec 3 during it), the
 * post is kept and the person signs in again, after which the sign-in page posts it here once
 * more. Rec 4 and rec 5 of the handler's calls become the 403 and 404 pages.
 */
export async function staffAction<T>(
  request: Request,
  handler: (context: StaffContext, form: FormData) => Promise<T>,
): Promise<T> {
  const form = await request.formData();
  if (!staffToken(request)) throw resumeRedirect(request, form);
  const gateway = shell.gatewayFor(request);
  let staff: StaffProfile;
  try {
    ({ staff } = await gateway.call(staffEndpoints.staffWhoAmI));
  } catch (error) {
    if (isSessionEnded(error)) throw resumeRedirect(request, form);
    throw staffErrorResponse(error);
  }
  try {
    return await handler({ staff, gateway }, form);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isSessionEnded(error)) throw resumeRedirect(request, form);
    throw staffErrorResponse(error);
  }
}
