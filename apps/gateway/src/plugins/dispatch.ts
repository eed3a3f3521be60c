import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { API_PREFIX } from '@bookdirect/gateway-sdk';
import type { ApiMethod } from '@bookdirect/gateway-sdk/contract';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { STAFF_API_PREFIX } from '@bookdirect/gateway-sdk/staff';
import type { FastifyPluginAsync } from 'fastify';
import { envelope } from '../http/envelope';
import { anyEnvelope } from '../http/schemas';
import { sendEnvelope } from './errors';

/**
 * The `/gateway` transport: `POST /gateway` with `X-Api-Path: /v1/u/...?query` (or a staff
 * call's `/v1/s/...`) and `X-Api-Method: GET|POST|PUT|DELETE` is the same call as that method
 * on that path.
 *
 * It works at the router's door (Fastify's `rewriteUrl`): a well-formed dispatch request
 * has its URL and method replaced before routing, so it runs through exactly the direct
 * route's hooks, validation, handler and serializer, in one pass, with its own headers
 * (`token`, `o_token`, `Accept-Language`) and body untouched. Only a malformed one reaches
 * the `POST /gateway` route below, which says what is wrong with HTTP 400.
 */

export const GATEWAY_PATH = '/gateway';
const API_METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const MAX_API_PATH_LENGTH = 4096;
/** The prefixes `X-Api-Path` may name: the members' and partners' calls, the staff's. */
const API_PREFIXES = [API_PREFIX, STAFF_API_PREFIX] as const;

type DispatchProblem = { header: 'X-Api-Path' | 'X-Api-Method'; key: string };
export type Dispatch =
  | { ok: true; method: ApiMethod; url: string }
  | ({ ok: false } & DispatchProblem);

/** Reads the dispatch headers of a request to `/gateway[?lang=..]`. */
export function resolveDispatch(headers: IncomingHttpHeaders, gatewayUrl: string): Dispatch {
  const path = headers['x-api-path'];
  if (typeof path !== 'string' || path === '') {
    return { ok: false, header: 'X-Api-Path', key: 'validation:required' };
  }
  if (!isApiPath(path)) return { ok: false, header: 'X-Api-Path', key: 'validation:invalid' };

  const rawMethod = headers['x-api-method'];
  if (typeof rawMethod !== 'string' || rawMethod === '') {
    return { ok: false, header: 'X-Api-Method', key: 'validation:required' };
  }
  const method = rawMethod.trim().toUpperCase();
  if (!isApiMethod(method)) return { ok: false, header: 'X-Api-Method', key: 'validation:invalid' };

  return { ok: true, method, url: withGatewayLang(path, gatewayUrl) };
}

/**
 * Fastify's `rewriteUrl`. Everything that is not `POST /gateway` passes unchanged, at the
 * cost of two string checks.
 */
export function rewriteGatewayUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (req.method !== 'POST' || !isGatewayUrl(url)) return url;
  const dispatch = resolveDispatch(req.headers, url);
  if (!dispatch.ok) return url;
  // The target route is chosen by method and URL; the method is the header's from here on,
  // so body parsing and `request.method` match a direct call.
  req.method = dispatch.method;
  return dispatch.url;
}

function isGatewayUrl(url: string): boolean {
  if (!url.startsWith(GATEWAY_PATH)) return false;
  const rest = url.slice(GATEWAY_PATH.length);
  return rest === '' || rest === '/' || rest.startsWith('?') || rest.startsWith('/?');
}

function isApiPath(path: string): boolean {
  if (path.length > MAX_API_PATH_LENGTH) return false;
  if (!API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`))) return false;
  // Printable ASCII only (a client percent-encodes the rest), and no fragment.
  if (!/^[\x21-\x7e]+$/.test(path) || path.includes('#')) return false;
  const pathname = path.split('?', 1)[0] ?? '';
  // No dot segments: the prefix check must mean what it says.
  return !pathname.split('/').some((segment) => segment === '.' || segment === '..');
}

function isApiMethod(method: string): method is ApiMethod {
  return (API_METHODS as readonly string[]).includes(method);
}

/** `?lang` on the /gateway URL applies to the call unless its own path names one. */
function withGatewayLang(path: string, gatewayUrl: string): string {
  const q = gatewayUrl.indexOf('?');
  if (q === -1) return path;
  const lang = new URLSearchParams(gatewayUrl.slice(q + 1)).get('lang');
  if (!lang) return path;
  const pq = path.indexOf('?');
  if (pq !== -1 && new URLSearchParams(path.slice(pq + 1)).has('lang')) return path;
  const separator = pq === -1 ? '?' : path.endsWith('?') || path.endsWith('&') ? '' : '&';
  return `${path}${separator}lang=${encodeURIComponent(lang)}`;
}

const headerSchema = {
  type: 'object',
  required: ['x-api-path', 'x-api-method'],
  properties: {
    'x-api-path': {
      type: 'string',
      description:
        'The call: its path under /v1/u (or /v1/s, staff calls) with its query, e.g. ' +
        '`/v1/u/util/region/?level=1`.',
    },
    'x-api-method': { type: 'string', enum: [...API_METHODS] },
    token: { type: 'string', description: 'Session token, when logged in.' },
    o_token: { type: 'string', description: 'Anonymous check-in token.' },
    'accept-language': { type: 'string', description: 'Language when `?lang` is absent.' },
  },
} as const;

export const dispatchRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    GATEWAY_PATH,
    {
      // Malformed dispatch headers are a transport fault (HTTP 400), not a rec 2 answer.
      attachValidation: true,
      schema: {
        summary: 'Call any /v1/u or /v1/s endpoint through the gateway transport',
        description:
          'Answers exactly as the endpoint named by `X-Api-Path` and `X-Api-Method` does. ' +
          "The JSON body is the call's body (send `{}` for GET). HTTP 400 when a dispatch " +
          'header is missing or malformed.',
        tags: ['transport'],
        headers: headerSchema,
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string', description: '`cn` or `en`' } },
        },
        body: { type: 'object', additionalProperties: true },
        response: { 200: anyEnvelope, 400: anyEnvelope },
      },
    },
    async (request, reply) => {
      const dispatch = resolveDispatch(request.headers, request.url);
      if (dispatch.ok) {
        // rewriteGatewayUrl routes every well-formed dispatch away from here.
        throw new Error('A well-formed /gateway request reached the dispatch fallback');
      }
      sendEnvelope(
        reply,
        400,
        envelope(request.lang, Rec.failed, 'errors:bad_request', {
          errors: { [dispatch.header]: dispatch.key },
        }),
      );
      return reply;
    },
  );
};
