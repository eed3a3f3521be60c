/**
 * Malformed requests for every operation of the OpenAPI document: each query, path and header
 * parameter and each body field in turn replaced by a wrong type, an edge number, a NUL, a lone
 * surrogate, a 1 MB string or deeply nested JSON, around a valid request so the rest of it
 * reaches the handler; then whole bodies that are not JSON, not the declared type or too deep.
 * Generation is a fixed enumeration: the same document and base requests give the same cases.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface FuzzOperation {
  /** `POST /v1/u/orders/main/`, as the document spells it. */
  key: string;
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  body?: JsonSchema;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A request as the cases describe it, before a caller's headers are added. */
export interface BaseRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** A JSON value; absent for calls without a body. */
  body?: unknown;
}

export interface FuzzCase {
  /** What was malformed, e.g. `body.content.days = 2^31`. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw request body, sent as is. */
  payload?: string;
}

const MB = 1 << 20;
/** Under the 1 MiB body limit with the rest of a body around it, so it reaches validation. */
const LONG_TEXT = 'x'.repeat(MB - 4096);
const DEPTH = 5000;
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** JSON texts put in place of one body field (a text field: see TEXT_FIELD_VALUES). */
const JSON_VALUES: readonly [label: string, json: string][] = [
  ['object', '{}'],
  ['array', '[]'],
  ['bool', 'true'],
  ['null', 'null'],
  ['empty string', '""'],
  ['"Infinity"', '"Infinity"'],
  ['"-Infinity"', '"-Infinity"'],
  // JSON.parse reads a number past the double range as Infinity.
  ['1e400', '1e400'],
  ['-1e400', '-1e400'],
  ['-1', '-1'],
  ['0', '0'],
  ['2^31', '2147483648'],
  ['"2^31"', '"2147483648"'],
  ['2^53', '9007199254740992'],
  ['1e308', '1e308'],
  ['"1e308"', '"1e308"'],
  ['-2^63-1', '-9223372036854775809'],
  ['"-2^63-1"', '"-9223372036854775809"'],
  ['1.5', '1.5'],
  ['"NaN"', '"NaN"'],
  ['NUL', '"a\\u0000b"'],
  ['lone surrogate', '"a\\ud800b"'],
  ['1 MB string', JSON.stringify(LONG_TEXT)],
  ['5,000-deep array', DEEP_ARRAY],
];

/**
 * What a field whose valid value is text is tried with: the wrong types and the texts no
 * column can hold; the edge numbers are the numeric fields' business.
 */
const TEXT_FIELD_VALUES = JSON_VALUES.filter(([label]) =>
  [
    'object',
    'array',
    'bool',
    'null',
    'empty string',
    '"Infinity"',
    '1e400',
    '2^31',
    '1.5',
    'NUL',
    'lone surrogate',
    '1 MB string',
    '5,000-deep array',
  ].includes(label),
);

/** Query and path values, already percent-encoded. */
const URL_VALUES: readonly [label: string, encoded: string][] = [
  ['empty', ''],
  ['Infinity', 'Infinity'],
  ['-Infinity', '-Infinity'],
  ['1e400', '1e400'],
  ['-1', '-1'],
  ['0', '0'],
  ['2^31', '2147483648'],
  ['2^40', '1099511627776'],
  ['2^53', '9007199254740992'],
  ['1e308', '1e308'],
  ['-2^63-1', '-9223372036854775809'],
  ['1.5', '1.5'],
  ['NaN', 'NaN'],
  ['true', 'true'],
  ['null', 'null'],
  ['array text', '%5B1%5D'],
  ['object text', '%7B%7D'],
  ['NUL', 'a%00b'],
  ['lone surrogate', 'a%ED%A0%80b'],
  ['invalid UTF-8', 'a%C3%28b'],
  ['broken escape', 'a%E'],
  ['1 MB string', LONG_TEXT],
];

/** Header values (HTTP allows neither NUL nor line breaks there). */
const HEADER_VALUES: readonly [label: string, value: string][] = [
  ['empty', ''],
  ['Infinity', 'Infinity'],
  ['2^53', '9007199254740992'],
  ['-1', '-1'],
  ['null', 'null'],
  ['latin-1', 'caf\u00e9'],
  ['8 KB string', 'x'.repeat(8192)],
];

/** Whole bodies: not JSON, not an object, too deep, another media type. */
const WHOLE_BODIES: readonly [label: string, contentType: string | undefined, payload: string][] = [
  ['invalid JSON', 'application/json', '{"a":'],
  ['single-quoted JSON', 'application/json', "{'a':1}"],
  ['NaN body', 'application/json', 'NaN'],
  ['NUL body', 'application/json', '\u0000'],
  ['empty JSON body', 'application/json', ''],
  ['array body', 'application/json', '[]'],
  ['string body', 'application/json', '"text"'],
  ['number body', 'application/json', '1e400'],
  ['null body', 'application/json', 'null'],
  ['bool body', 'application/json', 'true'],
  ['__proto__ body', 'application/json', '{"__proto__":{"polluted":1}}'],
  ['constructor body', 'application/json', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['5,000-deep object body', 'application/json', DEEP_OBJECT],
  ['5,000-deep array body', 'application/json', DEEP_ARRAY],
  ['body over 1 MiB', 'application/json', JSON.stringify({ a: 'x'.repeat(MB + 16) })],
  ['text/plain', 'text/plain', '{"a":1}'],
  ['form body', 'application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['multipart body', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
  ['xml body', 'application/xml', '<a/>'],
  ['JSON as latin-1', 'application/json; charset=latin1', '{"a":"\u00e9"}'],
  ['no content type', undefined, '{"a":1}'],
];

const MARKER = '__fuzz_marker_7f3a__';

/** A plausible value of a schema, for the fields a base request does not give. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sampleOf(alternatives[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [sampleOf(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, sampleOf(field)]),
      );
    default:
      return 'a';
  }
}

type Path = (string | number)[];

/** A path segment that steps into a string holding JSON (`content` of a booking). */
const IN_JSON = '(JSON)';

function jsonObjectIn(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'string' || !value.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every field of a body: each node of the base value, then each declared field it lacks, and
 * the fields of a JSON object sent as a string.
 */
function fieldPaths(value: unknown, schema: JsonSchema | undefined, prefix: Path = []): Path[] {
  const paths: Path[] = [];
  const inner = jsonObjectIn(value);
  if (inner) {
    for (const path of fieldPaths(inner, undefined, [])) paths.push([...prefix, IN_JSON, ...path]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      paths.push([...prefix, i], ...fieldPaths(item, schema?.items, [...prefix, i]));
    });
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const names = new Set([...Object.keys(record), ...Object.keys(schema?.properties ?? {})]);
    for (const name of names) {
      paths.push(
        [...prefix, name],
        ...fieldPaths(record[name], schema?.properties?.[name], [...prefix, name]),
      );
    }
  }
  return paths;
}

function pathLabel(path: Path): string {
  return path.reduce<string>(
    (label, part) =>
      typeof part === 'number'
        ? `${label}[${part}]`
        : part === IN_JSON
          ? `${label}${IN_JSON}`
          : `${label}.${part}`,
    'body',
  );
}

/** The body as JSON text with the field at `path` written as `json`. */
function bodyWith(body: unknown, path: Path, json: string): string {
  const step = path.indexOf(IN_JSON);
  if (step >= 0) {
    const outer = path.slice(0, step);
    const inner = bodyWith(jsonObjectIn(valueAt(body, outer)), path.slice(step + 1), json);
    return bodyWith(body, outer, JSON.stringify(inner));
  }
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const part of path.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string | number, unknown>;
  }
  node[path[path.length - 1] as string | number] = MARKER;
  return JSON.stringify(copy).replace(`"${MARKER}"`, () => json);
}

function valueAt(body: unknown, path: Path): unknown {
  let node = body;
  for (const part of path) {
    if (part === IN_JSON) {
      node = jsonObjectIn(node);
      continue;
    }
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** A valid string with a NUL or a lone surrogate after it: what passes a format's prefix. */
function taintedJson(valid: unknown): [label: string, json: string][] {
  if (typeof valid !== 'string') return [];
  return [
    ['valid + NUL', JSON.stringify(`${valid}\u0000`)],
    ['valid + lone surrogate', JSON.stringify(`${valid}\ud800`)],
  ];
}

function taintedUrl(valid: string | undefined): [label: string, encoded: string][] {
  if (valid === undefined) return [];
  const encoded = encodeURIComponent(valid);
  return [
    ['valid + NUL', `${encoded}%00`],
    ['valid + lone surrogate', `${encoded}%ED%A0%80`],
  ];
}

function urlOf(
  operation: FuzzOperation,
  params: Record<string, string>,
  query: Record<string, string>,
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

const encodeAll = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));

/**
 * The malformed requests of one operation around its valid request: one broken part each,
 * every other part as `base()` gives it at that moment (a call that uses up its order gets a
 * fresh one for the next request).
 */
export function* malformedRequests(
  operation: FuzzOperation,
  base: () => BaseRequest,
): Generator<FuzzCase> {
  const { method } = operation;
  const first = base();
  const hasBody = operation.body !== undefined || first.body !== undefined;
  const bodyOf = (request: BaseRequest) =>
    hasBody ? (request.body ?? sampleOf(operation.body)) : undefined;

  /** The current base with `change` applied to its encoded parts. */
  const request = (
    label: string,
    change: (parts: {
      params: Record<string, string>;
      query: Record<string, string>;
      headers: Record<string, string>;
      body: unknown;
    }) => {
      params?: Record<string, string>;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      payload?: string;
    },
  ): FuzzCase => {
    const current = base();
    const parts = {
      params: encodeAll(current.params),
      query: encodeAll(current.query),
      headers: hasBody
        ? { ...current.headers, 'content-type': 'application/json' }
        : current.headers,
      body: bodyOf(current),
    };
    const changed = change(parts);
    return {
      label,
      method,
      url: urlOf(operation, changed.params ?? parts.params, changed.query ?? parts.query),
      headers: changed.headers ?? parts.headers,
      ...(hasBody ? { payload: changed.payload ?? JSON.stringify(parts.body) } : {}),
    };
  };

  // First the request as it should be: what the callers are, and the base of the rest.
  yield request('valid', () => ({}));

  for (const parameter of operation.parameters) {
    const { name } = parameter;
    if (parameter.in === 'path') {
      for (const [label, encoded] of [...URL_VALUES, ...taintedUrl(first.params[name])]) {
        yield request(`path ${name} = ${label}`, ({ params }) => ({
          params: { ...params, [name]: encoded },
        }));
      }
    } else if (parameter.in === 'query') {
      for (const [label, encoded] of [...URL_VALUES, ...taintedUrl(first.query[name])]) {
        yield request(`query ${name} = ${label}`, ({ query }) => ({
          query: { ...query, [name]: encoded },
        }));
      }
      // The same name twice reads as an array.
      yield request(`query ${name} twice`, ({ query }) => ({
        query: { ...query, [name]: `1&${encodeURIComponent(name)}=2` },
      }));
    } else if (parameter.in === 'header') {
      for (const [label, value] of HEADER_VALUES) {
        yield request(`header ${name} = ${label}`, ({ headers }) => ({
          headers: { ...headers, [name]: value },
        }));
      }
    }
  }
  yield request('query unknown = NUL', ({ query }) => ({ query: { ...query, zz: '%00' } }));
  yield request('query lang = NUL', ({ query }) => ({ query: { ...query, lang: '%00' } }));

  if (!hasBody) {
    // A body where none is declared is read or refused before any handler.
    yield request('unexpected JSON body', ({ headers }) => ({
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"a":"\\u0000"}',
    }));
    return;
  }

  const body = bodyOf(first);
  for (const path of fieldPaths(body, operation.body)) {
    const valid = valueAt(body, path);
    const leaf = valid === undefined || valid === null || typeof valid !== 'object';
    // A field holding an object or array is tried with the wrong shapes; a leaf with them all.
    const values = !leaf
      ? JSON_VALUES.filter(([label]) => SHAPES.includes(label))
      : typeof valid === 'string'
        ? [...TEXT_FIELD_VALUES, ...taintedJson(valid)]
        : JSON_VALUES;
    for (const [label, json] of values) {
      yield request(`${pathLabel(path)} = ${label}`, (parts) => ({
        payload: bodyWith(parts.body, path, json),
      }));
    }
    // A field the contract does not know, beside a nested one.
    const last = path[path.length - 1];
    if (path.length > 1 && typeof last === 'string' && last !== IN_JSON) {
      const unknown = [...path.slice(0, -1), `${last}_x`];
      yield request(`${pathLabel(unknown)} = NUL`, (parts) => ({
        payload: bodyWith(parts.body, unknown, '"\\u0000"'),
      }));
    }
  }
  for (const [label, contentType, payload] of WHOLE_BODIES) {
    yield request(label, ({ headers }) => {
      const { 'content-type': _, ...rest } = headers;
      return { headers: contentType ? { ...rest, 'content-type': contentType } : rest, payload };
    });
  }
}

/** What a field holding an object or an array is replaced with. */
const SHAPES = ['object', 'array', 'bool', 'null', '"Infinity"', '1e400', '2^31', 'NUL'];

/** The token header of a call, malformed (its absence is the "no session" caller). */
export function* malformedTokens(fuzz: FuzzCase): Generator<FuzzCase> {
  for (const [label, value] of HEADER_VALUES) {
    yield { ...fuzz, label: `header token = ${label}`, headers: { ...fuzz.headers, token: value } };
  }
}

/** The same request through `POST /gateway`, as the sites' servers send it. */
export function viaGateway(fuzz: FuzzCase): FuzzCase {
  return {
    label: `${fuzz.label} via /gateway`,
    method: 'POST',
    url: '/gateway',
    headers: {
      'content-type': 'application/json',
      ...fuzz.headers,
      'x-api-path': fuzz.url,
      'x-api-method': fuzz.method,
    },
    payload: fuzz.payload ?? '{}',
  };
}

/** Answers that show the database's or the runtime's inside. */
const LEAKS: readonly [label: string, pattern: RegExp][] = [
  ['SQL', /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set)\b/i],
  ['SQL error', /syntax error|violates|duplicate key|out of range|invalid input syntax/i],
  ['database name', /postgres|pglite|drizzle/i],
  ['stack trace', /\n\s+at |\bat [\w.<>]+ \(/],
  ['source path', /\/src\/|\.ts:\d|\.js:\d|node_modules/],
];

/** What an answer shows that it should not, or undefined. */
export function leakIn(body: string): string | undefined {
  for (const [label, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match) return `${label}: ${body.slice(Math.max(0, match.index - 40), match.index + 80)}`;
  }
  return undefined;
}
