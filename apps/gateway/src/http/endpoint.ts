import type { EndpointName, Endpoints } from '@bookdirect/gateway-sdk/contract';
import type { yup } from '@bookdirect/gateway-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope, type Ok, type WireEnvelope } from './envelope';
import { type JsonSchema, langQueryProperty, type ObjectSchema, successEnvelope } from './schemas';

/**
 * Declares one call of the contract, typed by its name in gateway-sdk's `Endpoints`
 * (`'GET /util/region/'`): the handler receives the contract's query and body and must
 * return the contract's `data`. Domains register their calls with it under `/v1/u`.
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
interface Rules {
  validate(value: unknown, options?: yup.ValidateOptions): Promise<unknown>;
}

export interface EndpointDefinition<N extends EndpointName> {
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
  rules?: { query?: Rules; body?: Rules };
  handler(request: EndpointRequest<N>): Promise<Ok<Endpoints[N]['data']>>;
}

export function defineEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  definition: EndpointDefinition<N>,
): void {
  const space = name.indexOf(' ');
  const method = name.slice(0, space);
  // The contract writes `{id}`; the router wants `:id`.
  const url = name.slice(space + 1).replace(/\{(\w+)\}/g, ':$1');
  const { rules, handler } = definition;

  app.route<{
    Querystring: QueryOf<N>;
    Body: BodyOf<N>;
    Params: Record<string, string>;
    Reply: WireEnvelope<Endpoints[N]['data']>;
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
    preHandler: rules
      ? async (request) => {
          const options = { abortEarly: false, strict: false } as const;
          if (rules.query) await rules.query.validate(request.query, options);
          if (rules.body) await rules.body.validate(request.body, options);
        }
      : undefined,
    async handler(request) {
      const result = await handler(request);
      return envelope(request.lang, result.rec, result.key, result.data, result.values);
    },
  });
}

function withLang(schema: ObjectSchema | undefined): ObjectSchema {
  return {
    ...schema,
    type: 'object',
    properties: { ...schema?.properties, lang: langQueryProperty },
  };
}
