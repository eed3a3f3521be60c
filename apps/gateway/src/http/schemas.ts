import { Rec, recKeys } from '@bookdirect/gateway-sdk/contract';

/**
 * The envelope's JSON Schemas, around each endpoint's own `data` (declared in gateway-sdk's
 * `wire/`). Fastify serialises answers through them (fields not in a schema never leave the
 * server); the OpenAPI reference is generated from them.
 */

export type JsonSchema = { readonly [keyword: string]: unknown };

export interface ObjectSchema extends JsonSchema {
  readonly type: 'object';
  readonly properties?: { readonly [name: string]: JsonSchema };
  readonly required?: readonly string[];
}

export const langQueryProperty: JsonSchema = {
  type: 'string',
  description:
    'Language of `msg` and of localised fields: `cn` or `en`. Without it, Accept-Language decides; the default is English.',
  examples: ['cn', 'en'],
};

const recDescription = `Business outcome: ${Object.entries(Rec)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ')}.`;

/** The envelope of a successful answer, `data` being the endpoint's own schema. */
export function successEnvelope(data: JsonSchema): ObjectSchema {
  return {
    type: 'object',
    description:
      'rec 0 with this data. Other outcomes come in the same envelope with their own data (rec 2: `data.errors`).',
    required: ['rec', 'msg', 'data', 'key'],
    properties: {
      rec: { type: 'integer', description: recDescription },
      msg: { type: 'string', description: 'Human text in the request language.' },
      data,
      key: { type: 'string', description: 'Locales key of msg, e.g. `errors:ok`.' },
    },
  };
}

/** Any envelope: business failures (HTTP 200, rec > 0) and transport faults (HTTP >= 400). */
export const anyEnvelope: ObjectSchema = {
  type: 'object',
  required: ['rec', 'msg', 'data', 'key'],
  properties: {
    rec: { type: 'integer', description: recDescription },
    msg: { type: 'string' },
    data: {
      type: 'object',
      nullable: true,
      additionalProperties: true,
      description:
        'rec 2 carries `errors` ({ field: locales key }); rec 7 carries `retry_after` (seconds).',
    },
    key: { type: 'string', examples: [recKeys[Rec.validation]] },
  },
};
