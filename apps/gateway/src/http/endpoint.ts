import { createHash } from 'node:crypto';
import { Rec, recKeys } from '@bookdirect/gateway-sdk/contract';
import type {
  AnyEndpoint,
  Audience,
  CheckedBodyOf,
  CheckedQueryOf,
  DataOf,
  ParamsOf,
  Rules,
  StaticOr,
} from '@bookdirect/gateway-sdk/endpoints';
import { yup } from '@bookdirect/gateway-sdk/schemas';
import { STAFF_API_PREFIX } from '@bookdirect/gateway-sdk/staff';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { audienceCheck, audienceSecurity, type GuestGate } from './audience';
import { BusinessError, envelope, type Ok, type WireEnvelope } from './envelope';
import { fieldErrorsFromSchema, fieldErrorsFromYup } from './field-errors';
import { idempotencyHeaders } from './idempotency-header';
import { screenInput } from './input-guard';
import { type JsonSchema, langQueryProperty, type ObjectSchema, successEnvelope } from './schemas';

/**
 * Registers the calls declared in gateway-sdk (`endpoints.hotelSearch`): their audience is
 * checked first (http/audience.ts), their schemas validate the request and serialise the
 * answer, their rules run once after them and hand the cast value to the handler, and they
 * appear in the OpenAPI document under their summary, with their audience and its token.
 * Domains register their calls with it under `/v1/u`, the back office's under `/v1/s`.
 */

/** The request a handler sees: Fastify's, typed by the declaration. */
export type DeclaredRequest<E extends AnyEndpoint> = FastifyRequest<{
  Querystring: StaticOr<E['query'], Record<string, unknown>>;
  Body: StaticOr<E['body'], Record<string, unknown>>;
  Params: ParamsOf<E>;
}>;

/** What the gateway adds to a declared endpoint: its checks before the rules, its handler. */
interface Implementation<E extends AnyEndpoint> {
  /**
   * Checks whose answer comes before the rules' (a path id no row can have), after the
   * audience's: a members-only call without a session hears rec 3 whatever the body holds.
   */
  before?(request: DeclaredRequest<E>): Promise<unknown>;
  /**
   * Takes `Idempotency-Key` (http/idempotency-header.ts; the keys are accounts/idempotency.ts'):
   * declared in the schema and the document.
   */
  idempotent?: boolean;
  /** The largest body it reads, in bytes, when a call needs more than Fastify's 1 MiB. */
  bodyLimit?: number;
  /**
   * A GET whose answers carry an entity tag (`ok(...)` with `etag`): the tag the answer would
   * carry now, read without computing it, for a request with `If-None-Match` only. When the
   * header names it, the call answers 304 with no body and the handler does not run;
   * undefined (e.g. a member's answer, which holds the member's own flags) means no tag.
   */
  currentTag?(
    request: DeclaredRequest<E>,
    input: { query: CheckedQueryOf<E>; body: CheckedBodyOf<E> },
  ): Promise<string | undefined>;
  /**
   * A GET whose answers carry an entity tag made of their own bytes when they carry no other:
   * a caller that kept an answer asks with `If-None-Match` and hears 304 with no body while
   * the answer is byte for byte the same. The answer is still computed (the tag is its hash),
   * so this saves the caller, not the gateway: for reads with no version to tag them by.
   */
  contentTag?: boolean;
  handler(
    request: DeclaredRequest<E>,
    input: { query: CheckedQueryOf<E>; body: CheckedBodyOf<E> },
  ): Promise<Ok<DataOf<E>>>;
}

/**
 * The implementation of a declared endpoint; a `guest` call also says where the order it
 * names is (`guestOrder`), whose `o_token` the caller must hold.
 */
export type EndpointImplementation<E extends AnyEndpoint> = Implementation<E> &
  (E['audience'] extends 'guest' ? GuestGate : { guestOrder?: never });

type AnyImplementation = Implementation<AnyEndpoint> & Partial<GuestGate>;

/** One endpoint as registered: its contract name, route, audience and declared `data`. */
export interface RegisteredEndpoint {
  name: string;
  method: string;
  url: string;
  audience: Audience;
  data: JsonSchema;
}

/** What the reference says of a `partner` call, which the embed makes from a partner's page. */
export const CROSS_ORIGIN_NOTE =
  "Answers browsers on a partner's site: an origin of a partner in the partners table (or in " +
  'the deprecated PARTNER_ORIGINS), CORS at this path only, without credentials.';

/**
 * How a call's rules run: every failed rule at once, as rec 2 lists them; fields the contract
 * does not know go. A new object for every validation: yup writes into the options it is given
 * (the ancestors' values, `from`), so one object shared by every request would keep each
 * request's input and hand the growing list to the next request's rules.
 */
export function ruleOptions() {
  return { abortEarly: false, stripUnknown: true } as const;
}

// Keyed by the HTTP server, which every encapsulated context of one app shares.
const registries = new WeakMap<object, RegisteredEndpoint[]>();

/** The endpoints defineEndpoint registered on an app, e.g. for the contract test. */
export function registeredEndpoints(app: FastifyInstance): readonly RegisteredEndpoint[] {
  return registries.get(app.server) ?? [];
}

export function defineEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  implementation: EndpointImplementation<E>,
): void {
  const { method, path, rules, audience } = endpoint;
  const querystring = endpoint.query as ObjectSchema | undefined;
  const body = endpoint.body as ObjectSchema | undefined;
  const data = endpoint.data as JsonSchema;
  const { before, handler, currentTag, contentTag, idempotent, guestOrder, bodyLimit } =
    implementation as unknown as AnyImplementation;
  // The contract writes `{id}`; the router wants `:id`.
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  type Input = { query: unknown; body: unknown };
  const inputs = new WeakMap<FastifyRequest, Input>();

  const registry = registries.get(app.server) ?? [];
  registries.set(app.server, registry);
  // The contract names a call `METHOD /path` under /v1/u; a staff call keeps its /v1/s, as
  // the two prefixes share paths (`PUT /orders/cancel/{id}/` is a member's and a staff call).
  const name = app.prefix.startsWith(STAFF_API_PREFIX)
    ? `${method} ${app.prefix}${path}`
    : `${method} ${path}`;
  registry.push({ name, method, url: `${app.prefix}${url}`, audience, data });
  const admit = audienceCheck(app, name, audience, { guestOrder });
  // In the reference: the token the audience needs, and the audience itself (an extension).
  const security = audienceSecurity(audience);
  const extensions = { 'x-audience': audience };

  app.route<{
    Querystring: unknown;
    Body: unknown;
    Params: unknown;
    Reply: WireEnvelope<unknown>;
  }>({
    method,
    url,
    ...(bodyLimit ? { bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      description:
        audience === 'partner'
          ? `${endpoint.description ?? ''} ${CROSS_ORIGIN_NOTE}`.trim()
          : endpoint.description,
      tags: [...endpoint.tags],
      ...(security ? { security } : {}),
      ...extensions,
      querystring: withLang(querystring),
      ...(body ? { body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(idempotent ? { headers: idempotencyHeaders } : {}),
      response: {
        200: successEnvelope(data),
        ...(currentTag || contentTag
          ? { 304: { description: NOT_MODIFIED_NOTE, type: 'null' } }
          : {}),
      },
    },
    ...(contentTag ? { onSend: tagByContent } : {}),
    // With rules, a schema failure waits for them, so rec 2 names every invalid field at once.
    ...(rules ? { attachValidation: true } : {}),
    // Who may call it, before anything the call itself checks, its schema included: a caller
    // without the right token hears the same answer whatever the request holds.
    async preValidation(request) {
      await admit(request);
    },
    async preHandler(request) {
      if (before) await before(request as DeclaredRequest<AnyEndpoint>);
      const failed = request.validationError as
        | { validation?: FastifySchemaValidationError[]; validationContext?: string }
        | undefined;
      const errors: Record<string, string> = failed
        ? fieldErrorsFromSchema(failed.validation ?? [], failed.validationContext ?? 'body')
        : {};
      // Every call, ruled or not: what no column can hold never reaches a handler.
      screenInput(request.params, errors, 'params');
      const query = screenInput(request.query, errors, 'querystring');
      const sent = screenInput(request.body, errors, 'body');
      const input = {
        query: await checked(querystring, rules?.query, query, errors),
        body: await checked(body, rules?.body, sent, errors),
      };
      if (Object.keys(errors).length > 0) {
        throw new BusinessError(Rec.validation, recKeys[Rec.validation], { errors });
      }
      inputs.set(request, input);
    },
    async handler(request, reply) {
      const input = inputs.get(request) ?? { query: request.query, body: request.body };
      const asked = request.headers['if-none-match'];
      if (currentTag && asked !== undefined) {
        const tag = await currentTag(request as DeclaredRequest<AnyEndpoint>, input as never);
        if (tag !== undefined && matchesTag(asked, tag)) {
          return reply
            .code(304)
            .header('ETag', tag)
            .send(undefined as never) as never;
        }
      }
      const result = await handler(request as DeclaredRequest<AnyEndpoint>, input as never);
      if (result.etag !== undefined) reply.header('ETag', result.etag);
      return envelope(request.lang, result.rec, result.key, result.data, result.values);
    },
  });
}

/** What the reference says of a call that answers 304 to a matching `If-None-Match`. */
export const NOT_MODIFIED_NOTE =
  "Not modified: `If-None-Match` named the answer's current `ETag`. No body; the answer the " +
  'caller kept is still the answer.';

/**
 * `contentTag`: a 200 answer without an `ETag` gets one from its bytes (a strong tag), and a
 * request whose `If-None-Match` names it gets 304 with no body instead.
 */
async function tagByContent(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('ETag')) {
    return payload;
  }
  const tag = `"c${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('ETag', tag);
  if (!matchesTag(request.headers['if-none-match'], tag)) return payload;
  reply.code(304);
  return '';
}

/** Whether an `If-None-Match` header names `tag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  const want = bare(tag);
  const listed = (Array.isArray(header) ? header.join(',') : header).split(',');
  return listed.some((value) => value.trim() === '*' || bare(value) === want);
}

/**
 * A request part as the handler gets it: the fields its schema declares (already checked and
 * coerced by it), with those the rules know replaced by the rules' cast value.
 */
async function checked(
  schema: ObjectSchema | undefined,
  rules: Rules | undefined,
  raw: unknown,
  errors: Record<string, string>,
): Promise<unknown> {
  if (!rules) return raw;
  let cast: Record<string, unknown>;
  try {
    cast = (await rules.validate(raw, ruleOptions())) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const [field, key] of Object.entries(fieldErrorsFromYup(error))) errors[field] ??= key;
    return raw;
  }
  // A field the rules know is what they made of it, left out when they made nothing of it
  // (`from=` is no day); the schema's other fields pass as sent.
  const ruled = new Set(Object.keys((rules as { fields?: object }).fields ?? {}));
  const declared = Object.keys(schema?.properties ?? {}).filter((key) => !ruled.has(key));
  const source = (raw ?? {}) as Record<string, unknown>;
  const kept = Object.fromEntries(
    declared.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  );
  return { ...kept, ...cast };
}

function withLang(schema: ObjectSchema | undefined): ObjectSchema {
  return {
    ...schema,
    type: 'object',
    properties: { ...schema?.properties, lang: langQueryProperty },
  };
}
