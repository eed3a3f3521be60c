import type { GatewayClient } from '@bookdirect/gateway-sdk';
import type { Language } from '@bookdirect/locales';
import type { Env } from './env';
import { createGatewayFor, type GatewayForOptions } from './gateway.server';
import { createHandleRequest, type HandleRequest } from './handle-request.server';
import { detectLanguage, languageAction } from './language.server';

export {
  createGatewayFor,
  DEFAULT_GATEWAY_URL,
  type ErrorPayload,
  type GatewayForOptions,
  gatewayErrorResponse,
  gatewayUrl,
  orThrowResponse,
} from './gateway.server';
export {
  createHandleRequest,
  type HandleRequest,
  type HandleRequestOptions,
  STREAM_TIMEOUT_MS,
} from './handle-request.server';
export {
  detectLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageAction,
  languageCookie,
  safeRedirectPath,
  savedLanguage,
} from './language.server';
export { StyleInjector } from './style-injector.server';

export interface AppServerOptions {
  /** Language when there is neither a saved choice nor a usable Accept-Language. */
  defaultLanguage: Language;
  /**
   * Reads the member's session token from the request (cookie). Left to the members issue;
   * until then every call is anonymous.
   */
  sessionToken?: (request: Request) => string | undefined;
  env?: Env;
}

export interface AppServer {
  readonly defaultLanguage: Language;
  /** The visitor's language: `lng` cookie, else Accept-Language, else the app's default. */
  language(request: Request): Language;
  /** A gateway client for this request: its language, and its session when there is one. */
  gatewayFor(request: Request, options?: Partial<GatewayForOptions>): GatewayClient;
  /** entry.server's default export. */
  handleRequest: HandleRequest;
  /** The `/language` route's action. */
  languageAction(args: { request: Request }): Promise<Response>;
}

/**
 * A fetch that passes the visitor's address (the `X-Forwarded-For` our proxy set) on to the
 * gateway, so its per-address limits count visitors, not this server. Undefined (the global
 * fetch) when the request came without one.
 */
export function forwardingFetch(request: Request): typeof fetch | undefined {
  const address = request.headers.get('X-Forwarded-For');
  if (!address) return undefined;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('X-Forwarded-For', address);
    return fetch(input, { ...init, headers });
  };
}

/** Everything server-side one app needs, configured once in `app/shell.server.ts`. */
export function createAppServer(options: AppServerOptions): AppServer {
  const language = (request: Request) => detectLanguage(request, options.defaultLanguage);
  return {
    defaultLanguage: options.defaultLanguage,
    language,
    gatewayFor(request, overrides = {}) {
      return createGatewayFor({
        lang: language(request),
        token: options.sessionToken?.(request),
        env: options.env,
        fetch: forwardingFetch(request),
        ...overrides,
      });
    },
    handleRequest: createHandleRequest({ language }),
    languageAction: ({ request }) => languageAction(request),
  };
}

export { brandFromEnv } from './brand.server';
export type { Env } from './env';
export { DEFAULT_BOOKING_URL, DEFAULT_MARKETING_URL, siteUrls } from './urls.server';
