import { type Language, toApiLang } from '@bookdirect/locales/language';
import { REQUEST_TIMEOUT_MS } from './constants';
import type { ApiMethod, Envelope } from './contract';
import { GatewayError } from './errors';
import type { AnyEndpoint, BodyOf, DataOf, ParamsOf, QueryOf } from './wire/define';

export const API_PREFIX = '/v1/u';

export interface GatewayClientOptions {
  /** Where the gateway listens, e.g. `http://127.0.0.1:4000`. */
  baseUrl: string;
  /** Session token, sent in the `token` header. */
  token?: string;
  /** Anonymous check-in token, sent in the `o_token` header. */
  oToken?: string;
  /** Language of `msg` in answers. */
  lang?: Language;
  /** Defaults to the spec's 10 s. */
  timeoutMs?: number;
  /** A fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /**
   * How calls travel, when not by `fetch`: the site servers' own transport (fewer objects per
   * call than a fetch and its streams). Takes precedence over `fetch`.
   */
  transport?: GatewayTransport;
  /**
   * The prefix of the calls' paths: `/v1/u` (members, partners, the sites) by default; the
   * back office's client says `/v1/s`, where every staff call lives.
   */
  apiPrefix?: string;
}

/** One gateway call as a transport carries it: a POST of `body` to `url` with `headers`. */
export interface GatewayRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The caller's own signal (a navigation that moved on); the deadline is `timeoutMs`. */
  signal?: AbortSignal;
  timeoutMs: number;
}

/** The gateway's answer, read whole, with its entity tag when it gave one (a 304's too). */
export interface GatewayAnswer {
  status: number;
  body: string;
  etag?: string;
}

/**
 * Carries a call and reads its answer. Rejects when the gateway cannot be reached or the
 * answer does not arrive whole; a rejection for `timeoutMs` passing is an error named
 * `TimeoutError` (as `AbortSignal.timeout` names its reason).
 */
export type GatewayTransport = (request: GatewayRequest) => Promise<GatewayAnswer>;

/** The transport of browsers and tests: `doFetch` (the global fetch when the call is made). */
export function fetchTransport(doFetch?: typeof fetch): GatewayTransport {
  return async ({ url, headers, body, signal: own, timeoutMs }) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = own ? AbortSignal.any([own, timeout]) : timeout;
    const response = await (doFetch ?? globalThis.fetch)(url, {
      method: 'POST',
      headers,
      body,
      signal,
      credentials: 'include',
    });
    return {
      status: response.status,
      body: await response.text(),
      etag: response.headers.get('ETag') ?? undefined,
    };
  };
}

const TIMEOUT_ERROR = 'TimeoutError';

/** Every call takes `lang`, the language of `msg` and of localised fields (`cn` or `en`). */
type LangQuery = { lang?: string };

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

export interface CallInput<Q, B> {
  /** Values for `{name}` placeholders in the path. */
  params?: Record<string, string | number>;
  query?: Q;
  body?: B;
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key` (booking and payment start): a retry with the same key is
   * answered the first result instead of being carried out again. One per attempt.
   */
  idempotencyKey?: string;
}

/** Builds `/v1/u/path/?a=1&b=2` from a route path, its params and its query. */
export function buildApiPath(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
  prefix: string = API_PREFIX,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  return `${prefix}${filled}${qs ? `?${qs}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).rec === 'number' &&
    typeof (value as Envelope).msg === 'string'
  );
}

/**
 * The gateway transport: one `POST {baseUrl}/gateway` whose target travels in the
 * `X-Api-Path` and `X-Api-Method` headers. Answers with rec 0 resolve to `data`; anything
 * else rejects with a `GatewayError`.
 */
export class GatewayClient {
  readonly options: Readonly<GatewayClientOptions>;

  constructor(options: GatewayClientOptions) {
    this.options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
  }

  /** A client with some options changed (a token after login, another language). */
  with(options: Partial<GatewayClientOptions>): GatewayClient {
    return new GatewayClient({ ...this.options, ...options });
  }

  /**
   * Calls an endpoint of the contract, typed by its declaration, e.g.
   * `call(endpoints.regions, { query: { level: 1 } })`.
   */
  call<E extends AnyEndpoint>(
    endpoint: E,
    input?: CallInput<QueryOf<E> & LangQuery, BodyOf<E>> & {
      params?: { [K in keyof ParamsOf<E>]: string | number };
    },
  ): Promise<DataOf<E>>;
  call(endpoint: AnyEndpoint, input: CallInput<unknown, unknown> = {}): Promise<unknown> {
    return this.request(endpoint.method, endpoint.path, input);
  }

  /** Calls any path; `call` is the typed form. */
  async request<T>(
    method: ApiMethod,
    path: string,
    input: CallInput<unknown, unknown> = {},
  ): Promise<T> {
    const envelope = await this.send<T>(method, path, input);
    if (envelope.rec !== 0) throw GatewayError.fromEnvelope(envelope);
    return envelope.data as T;
  }

  /** Sends a call and returns its envelope whatever its rec; transport faults still throw. */
  async send<T>(
    method: ApiMethod,
    path: string,
    input: CallInput<unknown, unknown> = {},
  ): Promise<Envelope<T>> {
    const {
      baseUrl,
      token,
      oToken,
      lang,
      timeoutMs = REQUEST_TIMEOUT_MS,
      apiPrefix,
    } = this.options;
    const transport = this.options.transport ?? fetchTransport(this.options.fetch);
    const apiPath = buildApiPath(
      path,
      input.params,
      (input.query ?? {}) as Record<string, QueryValue>,
      apiPrefix,
    );
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Api-Path': apiPath,
      'X-Api-Method': method,
    };
    if (token) headers.token = token;
    if (oToken) headers.o_token = oToken;
    if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
    if (lang) headers['Accept-Language'] = lang === 'zh' ? 'zh-CN' : 'en';

    let response: GatewayAnswer;
    try {
      response = await transport({
        url: `${baseUrl}/gateway${lang ? `?lang=${toApiLang(lang)}` : ''}`,
        headers,
        body: method === 'GET' ? '{}' : JSON.stringify(input.body ?? {}),
        signal: input.signal,
        timeoutMs,
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === TIMEOUT_ERROR;
      throw new GatewayError({
        rec: -1,
        msg: timedOut ? `Gateway timed out after ${timeoutMs} ms` : 'Gateway unreachable',
        key: timedOut ? 'errors:timeout' : 'errors:gateway_unavailable',
        cause,
      });
    }

    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch (cause) {
      throw new GatewayError({
        rec: -1,
        msg: `Gateway answered HTTP ${response.status} without an envelope`,
        key: response.status >= 500 ? 'errors:gateway_unavailable' : 'errors:bad_request',
        status: response.status,
        cause,
      });
    }
    if (response.status >= 400 || !isEnvelope(body)) {
      throw new GatewayError({
        rec: -1,
        msg: isEnvelope(body) ? body.msg : `Gateway answered HTTP ${response.status}`,
        key:
          isEnvelope(body) && body.key
            ? body.key
            : response.status >= 500
              ? 'errors:internal'
              : 'errors:bad_request',
        status: response.status,
        data: isEnvelope(body) ? body.data : null,
      });
    }
    return body as Envelope<T>;
  }
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  return new GatewayClient(options);
}
