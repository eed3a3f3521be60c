import {
  buildApiPath,
  createGatewayClient,
  fetchTransport,
  type GatewayAnswer,
  type GatewayClient,
  type GatewayTransport,
  isGatewayError,
  Rec,
} from '@bookdirect/gateway-sdk';
import { endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { Language } from '@bookdirect/locales';
import type { Env } from './env';
import { nodeTransport } from './gateway-transport.server';
import {
  type GatewayLog,
  type GatewayRead,
  requestContext,
  type SiteRequestContext,
} from './request-context.server';

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
  /**
   * How calls travel. By default `nodeTransport` in a page request of the site server (the app
   * server gives the forwarding one), and the global fetch outside one (a script, a test).
   */
  transport?: GatewayTransport;
}

export function createGatewayFor(options: GatewayForOptions): GatewayClient {
  const context = requestContext();
  const send = options.transport ?? (context ? nodeTransport : fetchTransport());
  return createGatewayClient({
    baseUrl: gatewayUrl(options.env),
    lang: options.lang,
    token: options.token,
    oToken: options.oToken,
    transport: context ? readsOncePerRequest(readsOf(context), send, context.gatewayLog) : send,
  });
}

/** The contract's one GET that changes something: signing out is never a read to share. */
const WRITING_GETS = new Set([buildApiPath(endpoints.logout.path)]);

/*
 * The gateway reads already asked for during this page request, by call. The root and a
 * route often read the same thing at once (`/user/info/` for the header and for the page):
 * one call answers both. Kept on the request's context, and dropped when its response ends.
 */
function readsOf(context: SiteRequestContext): Map<string, Promise<GatewayAnswer>> {
  context.reads ??= new Map();
  return context.reads;
}

/**
 * A transport that sends each read (`X-Api-Method: GET`) once per request: the same path,
 * language and session get the first call's answer (answers are read whole, so one serves
 * every caller). Any other call (an action's write, or signing out) forgets what was read, so
 * a loader after it reads afresh; a read that could not reach the gateway is forgotten too, so
 * it can be tried again.
 */
export function readsOncePerRequest(
  reads: Map<string, Promise<GatewayAnswer>>,
  send: GatewayTransport,
  log?: GatewayLog,
): GatewayTransport {
  return (call) => {
    const { headers } = call;
    const apiPath = headers['X-Api-Path'] ?? '';
    if (headers['X-Api-Method'] !== 'GET' || WRITING_GETS.has(apiPath.split('?', 1)[0] ?? '')) {
      reads.clear();
      if (log) log.wrote = true;
      return send(call);
    }
    const key = [
      call.url,
      apiPath,
      headers['Accept-Language'],
      headers.token,
      headers.o_token,
    ].join('\n');
    const known = reads.get(key);
    if (known) return known;
    // Logged before it is sent: a read that never answers stays status 0, and the page that
    // made it is not one to keep.
    const read: GatewayRead = { url: call.url, headers: Object.entries(headers), status: 0 };
    log?.reads.push(read);
    const answer = send(call).then((got) => {
      read.status = got.status;
      read.etag = got.etag;
      return got;
    });
    reads.set(key, answer);
    answer.catch(() => {
      if (reads.get(key) === answer) reads.delete(key);
    });
    return answer;
  };
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
