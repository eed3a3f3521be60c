import { AsyncLocalStorage } from 'node:async_hooks';
import type { GatewayAnswer } from '@bookdirect/gateway-sdk';

/** What the site server knows of a request that Remix's `Request` cannot carry. */
export interface SiteRequestContext {
  /**
   * The visitor's address as the server saw it: the socket's peer, or what a proxy named in
   * `TRUST_PROXY` reported. Never a header the browser chose.
   */
  clientAddress: string;
  /** This response's Content-Security-Policy nonce, for Remix's inline scripts. */
  cspNonce: string;
  /**
   * Set by the page cache on a page it may keep: the gateway calls the page made, for it to
   * know whether, and how, the page can be checked again (`page-cache.server.ts`).
   */
  gatewayLog?: GatewayLog;
  /**
   * The gateway reads this request has made, by call, shared by its loaders
   * (`readsOncePerRequest`). Dropped when the response ends (`endRequestContext`): timers and
   * sockets started during the request keep its context alive for seconds after.
   */
  reads?: Map<string, Promise<GatewayAnswer>>;
}

/** A gateway read a page made, as it can be sent again to ask whether its answer still holds. */
export interface GatewayRead {
  /** The call as sent: the transport's URL and headers (`X-Api-Path` names the call). */
  url: string;
  headers: [string, string][];
  status: number;
  /** The answer's entity tag, when the gateway gave one. */
  etag?: string;
}

export interface GatewayLog {
  reads: GatewayRead[];
  /** A call other than a read was made (an action's write, signing out). */
  wrote: boolean;
}

// One store per process, however many copies of this module the server and the app's build
// load (the build bundles its own): keyed on a registered symbol.
const KEY = Symbol.for('bookdirect.site-request-context');
const holder = globalThis as { [KEY]?: AsyncLocalStorage<SiteRequestContext> };
holder[KEY] ??= new AsyncLocalStorage<SiteRequestContext>();
const storage = holder[KEY];

/** Runs `handle` (the Remix request handler) with this request's context. */
export function runWithRequestContext<T>(context: SiteRequestContext, handle: () => T): T {
  return storage.run(context, handle);
}

/**
 * Lets go of what the request kept for its own use once its response has ended. Anything
 * started during the request (a keep-alive socket to the gateway, a library's timer) holds
 * the context as its async store for as long as it lives; the context itself is small.
 */
export function endRequestContext(context: SiteRequestContext): void {
  context.reads = undefined;
}

/**
 * The current request's context, inside a loader, an action or entry.server; undefined when
 * the app runs under a server that is not ours (then nothing is forwarded).
 */
export function requestContext(): SiteRequestContext | undefined {
  return storage.getStore();
}
