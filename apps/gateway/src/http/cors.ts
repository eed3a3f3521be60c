import { API_PREFIX } from '@bookdirect/gateway-sdk';
import { type AnyEndpoint, endpoints } from '@bookdirect/gateway-sdk/endpoints';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db';

/**
 * CORS for the partner embed (docs/embedding.md), by @fastify/cors: a partner's page reads the
 * public catalogue straight from the direct `GET /v1/u/...` routes, because a preflight cannot
 * carry the `/gateway` transport's `X-Api-Path`. Only the calls whose audience is `partner` in
 * gateway-sdk answer, only to a partner's origin (the partners table, read on each such
 * request so a change shows at once on every process, or the deprecated PARTNER_ORIGINS), and
 * only at their own path: `/gateway`, and every member, order and check-in call, never name
 * another origin, so a browser keeps their answers from any page but the sites' own. No
 * credentials are ever allowed, nor any request header beyond the CORS-safelisted ones: the
 * embed reads what any visitor may read, without a session.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors's per-route switch: `false` on every route but the partner calls'. */
    cors?: false | FastifyCorsOptions;
  }
}

/** How long a browser may keep a preflight's answer. */
export const PREFLIGHT_MAX_AGE_S = 600;

/** A declaration's path as the router knows it: `/v1/u/hotel/main/:id/`. */
export function routeUrl(endpoint: Pick<AnyEndpoint, 'path'>): string {
  return `${API_PREFIX}${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The routes that answer other origins: the GET calls whose audience is `partner`. */
export const crossOriginRoutes: readonly string[] = Object.values(
  endpoints as Record<string, AnyEndpoint>,
)
  .filter((endpoint) => endpoint.audience === 'partner' && endpoint.method === 'GET')
  .map(routeUrl);

export interface CorsOptions {
  /** PARTNER_ORIGINS (deprecated), as `Origin` headers spell them: answered besides the table's. */
  extraOrigins: readonly string[];
  /** Whether an origin is a partner's (the partners domain's table) or among `extraOrigins`. */
  isAllowedOrigin(db: Database, origin: string, extraOrigins: readonly string[]): Promise<boolean>;
}

/** No origin named, no preflight answered (@fastify/cors still says `Vary: Origin`). */
const SAME_ORIGIN_ONLY: FastifyCorsOptions = { origin: false };

const plugin: FastifyPluginAsync<CorsOptions> = async (app, { extraOrigins, isAllowedOrigin }) => {
  if (extraOrigins.length > 0) {
    app.log.warn(
      { setting: 'PARTNER_ORIGINS', origins: extraOrigins },
      'PARTNER_ORIGINS is deprecated and will be removed in the next release: list each ' +
        'partner with its origins in PARTNERS (a JSON array of {code, name, origins}) instead',
    );
  }
  const routes = new Set(crossOriginRoutes);

  /** The partner calls' policy: the caller's origin named when it is a partner's, GET only. */
  const partnerPolicy: FastifyCorsOptions = {
    origin: async (origin: string | undefined) =>
      typeof origin === 'string' && (await isAllowedOrigin(app.db, origin, extraOrigins)),
    methods: 'GET',
    // An empty list, not the library's default of echoing what the preflight asks for.
    allowedHeaders: [],
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_S,
    // A preflight that names no method is answered as one that does, as it always was.
    strictPreflight: false,
  };

  /**
   * Every route but a partner call's GET and its preflight is left out of CORS altogether
   * (the preflight of anything else reaches @fastify/cors's `OPTIONS *` and answers 404), so
   * no other answer says it varies by origin: the images, which caches keep, in particular.
   * Added before any route.
   */
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const partnerCall =
      routes.has(route.url) && methods.every((m) => m === 'GET' || m === 'OPTIONS');
    if (!partnerCall) route.config = { ...route.config, cors: false };
  });

  /**
   * A partner call's request gets the partner policy, unless it came dispatched through
   * `/gateway` (the same route under a rewritten URL), which stays same-origin only, as does
   * a path no route has (a 404). Those two say `Vary: Origin` and name no origin.
   */
  const policyFor = (request: FastifyRequest): FastifyCorsOptions =>
    routes.has(request.routeOptions.url ?? '') && request.originalUrl.startsWith(`${API_PREFIX}/`)
      ? partnerPolicy
      : SAME_ORIGIN_ONLY;

  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: async (request: FastifyRequest) => policyFor(request),
  });

  // Always there: a partner the table gains while the gateway runs is answered at once. An
  // allowed preflight is answered by @fastify/cors's hook (204, with the methods and max-age);
  // any other reaches this handler and gets 204 naming no origin.
  for (const url of routes) {
    app.options(url, { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());
  }
};

/** Registered after the database and before the routes, with PARTNER_ORIGINS. */
export const corsPlugin = fp(plugin, { name: 'cors', dependencies: ['database'] });
