import { API_PREFIX } from '@bookdirect/gateway-sdk';
import { type AnyEndpoint, endpoints } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db';

/**
 * CORS for the partner embed (docs/embedding.md): a partner's page reads the public catalogue
 * straight from the direct `GET /v1/u/...` routes, because a preflight cannot carry the
 * `/gateway` transport's `X-Api-Path`. Only the calls whose audience is `partner` in gateway-sdk
 * answer, only to a partner's origin (the partners table, read on each such request so a change
 * shows at once on every process, or the deprecated PARTNER_ORIGINS), and only at their own
 * path: `/gateway`, and every member, order and check-in call, never name another origin, so a
 * browser keeps their answers from any page but the sites' own. No credentials are ever
 * allowed: the embed reads what any visitor may read, without a session.
 */

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

const plugin: FastifyPluginAsync<CorsOptions> = async (app, { extraOrigins, isAllowedOrigin }) => {
  if (extraOrigins.length > 0) {
    app.log.warn(
      { setting: 'PARTNER_ORIGINS', origins: extraOrigins },
      'PARTNER_ORIGINS is deprecated and will be removed in the next release: list each ' +
        'partner with its origins in PARTNERS (a JSON array of {code, name, origins}) instead',
    );
  }
  const routes = new Set(crossOriginRoutes);

  /** Names the caller's origin when it is a partner's; the answer varies by it either way. */
  async function allowOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (typeof origin === 'string' && (await isAllowedOrigin(app.db, origin, extraOrigins))) {
      reply.header('access-control-allow-origin', origin);
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    // A dispatched `/gateway` call reaches the same route under a rewritten URL: it stays
    // same-origin only, whatever it names.
    if (request.method !== 'GET' || !request.originalUrl.startsWith(`${API_PREFIX}/`)) return;
    if (!routes.has(request.routeOptions.url ?? '')) return;
    await allowOrigin(request, reply);
  });

  // Always there: a partner the table gains while the gateway runs is answered at once.
  for (const url of routes) {
    app.options(url, { schema: { hide: true } }, async (request, reply) => {
      await allowOrigin(request, reply);
      if (reply.hasHeader('access-control-allow-origin')) {
        reply.header('access-control-allow-methods', 'GET');
        reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
      }
      return reply.code(204).send();
    });
  }
};

/** Registered after the database and before the routes, with PARTNER_ORIGINS. */
export const corsPlugin = fp(plugin, { name: 'cors', dependencies: ['database'] });
