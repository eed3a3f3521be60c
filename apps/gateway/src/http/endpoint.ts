import type { EndpointName, Endpoints } from '@bookdirect/gateway-sdk/contract';
import { Rec, recKeys } from '@bookdirect/gateway-sdk/contract';
import type {
  AnyEndpoint,
  CheckedBodyOf,
  CheckedQueryOf,
  DataOf,
  ParamsOf,
  StaticOr,
} from '@bookdirect/gateway-sdk/endpoints';
import { yup } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { fieldErrorsFromSchema, fieldErrorsFromYup } from '../plugins/errors';
import { BusinessError, envelope, type Ok, type WireEnvelope } from './envelope';
import { type JsonSchema, langQueryProperty, type ObjectSchema, successEnvelope } from './schemas';

/**
 * Declares one call of the contract, typed by its name in gateway-sdk's `Endpoints`
 * (`'GET /util/region/'`): the handler receives the contract's query and body, checked once
 * here, and must return the contract's `data`. Domains register their calls with it under
 * `/v1/u`.
 */

type Defined<T> = [T] extends [undefined] ? Record<string, unknown> : Exclude<T, undefined>;
type QueryOf<N extends EndpointName> = Defined<Endpoints[N]['query']>;
type BodyOf<N extends EndpointName> = Defined<Endpoints[N]['body']>;

export type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Querystring: QueryOf<N>;
  Body: BodyOf<N>;
  Params: Record<string, string>;
}>;

/** The part of a yup schema the gateway uses, so any shared schema fits. */
export interface Rules<T = unknown> {
  validate(value: unknown, options?: yup.ValidateOptions): Promise<T>;
}

export interface RuleSet {
  query?: Rules;
  body?: Rules;
}

type Checked<R, Fallback> = R extends Rules<infer T> ? T : Fallback;

/**
 * What the handler works with: the value the rules cast (unknown keys dropped, strings
 * converted), or the JSON-Schema-checked query and body where a part has no rules.
 */
export interface EndpointInput<N extends EndpointName, R extends RuleSet> {
  query: Checked<R['query'], QueryOf<N>>;
  body: Checked<R['body'], BodyOf<N>>;
}

/** Every failed rule at once, as rec 2 lists them; fields the contract does not know go. */
const RULE_OPTIONS = { abortEarly: false, stripUnknown: true } as const;

export interface EndpointDefinition<N extends EndpointName, R extends RuleSet = RuleSet> {
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Shape and types (Fastify validates and coerces; OpenAPI documents). */
  querystring?: ObjectSchema;
  body?: ObjectSchema;
  params?: ObjectSchema;
  /** Schema of `data` in the success envelope; fields outside it are never sent. */
  data: JsonSchema;
  /**
   * Shared yup schemas from gateway-sdk, run after the JSON Schema: the same rules and the
   * same message keys as the browser's forms.
   */
  rules?: R;
  /**
   * Checks whose answer comes before the rules' (a members-only call's session, a path id),
   * so a caller without a session hears rec 3 whatever the body holds.
   */
  before?(request: EndpointRequest<N>): Promise<unknown>;
  handler(
    request: EndpointRequest<N>,
    input: EndpointInput<N, R>,
  ): Promise<Ok<Endpoints[N]['data']>>;
}

/** One endpoint as registered: its contract name, route and declared `data`. */
export interface RegisteredEndpoint {
  name: string;
  method: string;
  url: string;
  data: JsonSchema;
}

// Keyed by the HTTP server, which every encapsulated context of one app shares.
const registries = new WeakMap<object, RegisteredEndpoint[]>();

/** The endpoints defineEndpoint registered on an app, e.g. for the contract test. */
export function registeredEndpoints(app: FastifyInstance): readonly RegisteredEndpoint[] {
  return registries.get(app.server) ?? [];
}

/** The request a handler of a declared endpoint sees: Fastify's, typed by the declaration. */
export type DeclaredRequest<E extends AnyEndpoint> = FastifyRequest<{
  Querystring: StaticOr<E['query'], Record<string, unknown>>;
  Body: StaticOr<E['body'], Record<string, unknown>>;
  Params: ParamsOf<E>;
}>;

/** What the gateway adds to a declared endpoint: its checks before the rules, its handler. */
export interface EndpointImplementation<E extends AnyEndpoint> {
  /**
   * Checks whose answer comes before the rules' (a members-only call's session, a path id),
   * so a caller without a session hears rec 3 whatever the body holds.
   */
  before?(request: DeclaredRequest<E>): Promise<unknown>;
  handler(
    request: DeclaredRequest<E>,
    input: { query: CheckedQueryOf<E>; body: CheckedBodyOf<E> },
  ): Promise<Ok<DataOf<E>>>;
}

/**
 * Registers an endpoint declared in gateway-sdk (`endpoints.hotelSearch`): its schemas
 * validate the request and serialise the answer, its rules run once after them and hand the
 * cast value to the handler, and it appears in the OpenAPI document under its summary.
 */
export function defineEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  implementation: EndpointImplementation<E>,
): void;
export function defineEndpoint<N extends EndpointName, R extends RuleSet = RuleSet>(
  app: FastifyInstance,
  name: N,
  definition: EndpointDefinition<N, R>,
): void;
export function defineEndpoint(
  app: FastifyInstance,
  target: AnyEndpoint | EndpointName,
  definition: EndpointImplementation<AnyEndpoint> | EndpointDefinition<EndpointName>,
): void {
  if (typeof target !== 'string') {
    const { before, handler } = definition as EndpointImplementation<AnyEndpoint>;
    mount(app, {
      name: `${target.method} ${target.path}`,
      summary: target.summary,
      description: target.description,
      tags: target.tags,
      querystring: target.query as ObjectSchema | undefined,
      body: target.body as ObjectSchema | undefined,
      params: target.params as ObjectSchema | undefined,
      data: target.data as JsonSchema,
      rules: target.rules,
      before: before as never,
      handler: handler as never,
    });
    return;
  }
  mount(app, { name: target, ...(definition as EndpointDefinition<EndpointName>) });
}

function mount<N extends EndpointName, R extends RuleSet = RuleSet>(
  app: FastifyInstance,
  definition: EndpointDefinition<N, R> & { name: string },
): void {
  const { name } = definition;
  const space = name.indexOf(' ');
  const method = name.slice(0, space);
  // The contract writes `{id}`; the router wants `:id`.
  const url = name.slice(space + 1).replace(/\{(\w+)\}/g, ':$1');
  const { rules, before, handler } = definition;
  const inputs = new WeakMap<FastifyRequest, EndpointInput<N, R>>();

  const registry = registries.get(app.server) ?? [];
  registries.set(app.server, registry);
  registry.push({ name, method, url: `${app.prefix}${url}`, data: definition.data });

  app.route<{
    Querystring: QueryOf<N>;
    Body: BodyOf<N>;
    Params: Record<string, string>;
    Reply: WireEnvelope<unknown>;
  }>({
    method,
    url,
    schema: {
      summary: definition.summary,
      description: definition.description,
      tags: [...definition.tags],
      querystring: withLang(definition.querystring),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      response: { 200: successEnvelope(definition.data) },
    },
    // With rules, a schema failure waits for them, so rec 2 names every invalid field at once.
    ...(rules ? { attachValidation: true } : {}),
    preHandler:
      rules || before
        ? async (request) => {
            if (before) await before(request);
            const failed = request.validationError;
            const errors: Record<string, string> = failed
              ? fieldErrorsFromSchema(
                  (failed as { validation?: FastifySchemaValidationError[] }).validation ?? [],
                  (failed as { validationContext?: string }).validationContext ?? 'body',
                )
              : {};
            const query = await checked(
              definition.querystring,
              rules?.query,
              request.query,
              errors,
            );
            const body = await checked(definition.body, rules?.body, request.body, errors);
            if (Object.keys(errors).length > 0) {
              throw new BusinessError(Rec.validation, recKeys[Rec.validation], { errors });
            }
            inputs.set(request, { query, body } as EndpointInput<N, R>);
          }
        : undefined,
    async handler(request) {
      const input =
        inputs.get(request) ??
        ({ query: request.query, body: request.body } as EndpointInput<N, R>);
      const result = await handler(request, input);
      return envelope(request.lang, result.rec, result.key, result.data, result.values);
    },
  });
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
    cast = (await rules.validate(raw, RULE_OPTIONS)) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const [field, key] of Object.entries(fieldErrorsFromYup(error))) errors[field] ??= key;
    return raw;
  }
  const declared = Object.keys(schema?.properties ?? {});
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
