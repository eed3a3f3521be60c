import {
  createGatewayClient,
  type GatewayClient,
  isGatewayError,
  Rec,
} from '@bookdirect/gateway-sdk';
import type { Language } from '@bookdirect/locales';
import type { Env } from './env';

export const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:4000';

/** Where the Remix servers reach the gateway (server to server). */
export function gatewayUrl(env: Env = process.env): string {
  return env.GATEWAY_URL?.trim() || DEFAULT_GATEWAY_URL;
}

export interface GatewayForOptions {
  /** Language of the gateway's `msg` texts and of `name` fields. */
  lang: Language;
  /** Session token of a signed-in member; without it the call is anonymous. */
  token?: string;
  /** Anonymous check-in token. */
  oToken?: string;
  env?: Env;
  fetch?: typeof fetch;
}

export function createGatewayFor(options: GatewayForOptions): GatewayClient {
  return createGatewayClient({
    baseUrl: gatewayUrl(options.env),
    lang: options.lang,
    token: options.token,
    oToken: options.oToken,
    fetch: options.fetch,
  });
}

/** What a loader's thrown error response carries so the error page can pick its words. */
export interface ErrorPayload {
  /** A locales key, e.g. `errors:gateway_unavailable`. */
  key: string;
}

/**
 * The 404 a loader throws for something that is not there: an unknown id, a malformed one, a
 * path no route claims. `key` names the words for it (`errors:not_found` unless the page has
 * its own); the ErrorBoundary turns it into the friendly page.
 */
export function notFound(key = 'errors:not_found'): Response {
  return json<ErrorPayload>({ key }, 404, 'Not Found');
}

/**
 * Turns a failed gateway call into the Response a loader throws: the gateway down or
 * answering outside the contract is a 503, rec 5 a 404; anything else is not a gateway
 * matter and is rethrown untouched (a 500 whose details stay on the server).
 */
export function gatewayErrorResponse(error: unknown): Response {
  if (isGatewayError(error)) {
    if (error.isTransport) {
      return json<ErrorPayload>({ key: 'errors:gateway_unavailable' }, 503);
    }
    if (error.rec === Rec.notFound) return notFound();
  }
  throw error;
}

/** `await` a gateway call, throwing the right Response when it fails. */
export async function orThrowResponse<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw gatewayErrorResponse(error);
  }
}

function json<T>(body: T, status: number, statusText?: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
