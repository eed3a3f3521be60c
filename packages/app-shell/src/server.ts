import type { GatewayClient } from '@bookdirect/gateway-sdk';
import type { Language } from '@bookdirect/locales';
import type { Env } from './env';
import { forwardingTransport } from './forwarding.server';
import { createGatewayFor, type GatewayForOptions } from './gateway.server';
import { createHandleRequest, type HandleRequest } from './handle-request.server';
import { detectLanguage, languageAction } from './language.server';

export { CURRENCY_COOKIE } from './cookie-names';
export { forwardingTransport } from './forwarding.server';
export {
  createGatewayFor,
  DEFAULT_GATEWAY_URL,
  type ErrorPayload,
  type GatewayForOptions,
  gatewayErrorResponse,
  gatewayUrl,
  notFound,
  orThrowResponse,
} from './gateway.server';
export { nodeTransport } from './gateway-transport.server';
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
export {
  requestContext,
  runWithRequestContext,
  type SiteRequestContext,
} from './request-context.server';
export { StyleInjector } from './style-injector.server';

export interface AppServerOptions {
  /** Language when there is neither a saved choice nor a usable Accept-Language. */
  defaultLanguage: Language;
  /** How the site picks the visitor's language; the saved choice, then Accept-Language, by default. */
  language?: (request: Request) => Language;
  /**
   * Reads the member's session token from the request (the booking site's cookie). Without
   * it (the marketing site) every call is anonymous.
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

/** Everything server-side one app needs, configured once in `app/shell.server.ts`. */
export function createAppServer(options: AppServerOptions): AppServer {
  const language =
    options.language ?? ((request: Request) => detectLanguage(request, options.defaultLanguage));
  return {
    defaultLanguage: options.defaultLanguage,
    language,
    gatewayFor(request, overrides = {}) {
      return createGatewayFor({
        lang: language(request),
        token: options.sessionToken?.(request),
        env: options.env,
        transport: forwardingTransport(options.env),
        ...overrides,
      });
    },
    handleRequest: createHandleRequest({ language }),
    languageAction: ({ request }) => languageAction(request),
  };
}

export { brandFromEnv } from './brand.server';
export { plainCookieValue, readCookie } from './cookies.server';
export type { Env } from './env';
export {
  DEFAULT_BOOKING_URL,
  DEFAULT_MARKETING_URL,
  DEFAULT_OFFICE_URL,
  siteUrls,
} from './urls.server';
