import {
  type Static,
  type TNull,
  type TObject,
  type TSchema,
  type TUnion,
  Type,
} from '@sinclair/typebox';
import { INT32_MAX, SMALLINT_MAX } from '../constants';

/**
 * How the contract is declared: each wire shape once, as a TypeBox schema (JSON Schema with
 * its TypeScript type attached), and each call as an `Endpoint` value naming its audience,
 * method, path, query, body and `data`. The gateway registers these values (the audience's
 * check, validation, response serialisation, the OpenAPI document); the client calls them
 * (`gateway.call(endpoints.x)`), so "go to definition" on either side lands here.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the gateway runs after the JSON Schema: a shared yup schema, same keys as the forms. */
export interface Rules<T = unknown> {
  validate(value: unknown, options?: { abortEarly?: boolean; stripUnknown?: boolean }): Promise<T>;
}

export interface EndpointRules {
  query?: Rules;
  body?: Rules;
}

/** What a back-office staff member may do: the whole group, the hotels they manage, or a desk. */
export type StaffRole = 'admin' | 'manager' | 'desk';

/**
 * Who may make a call. The gateway checks it before the call's own checks, its rules and its
 * handler, so a call cannot forget it and a caller who is not its audience is refused before
 * the call reads or writes anything. Back-office calls under `/v1/s`, the group's
 * administration among them, name `staff`.
 */
export type Audience =
  /**
   * Anyone: no session needed. A call that reads a member's session when one is sent (and
   * answers a visitor without one) is public, and its description says what the session adds.
   */
  | 'public'
  /**
   * Anyone, and browsers on a partner's page too: CORS answers a GET at its own path to an
   * origin of a partner in the gateway's partners table, without credentials. Only for public
   * catalogue reads; never for a call that reads or changes a member's, an order's or a
   * check-in's data.
   */
  | 'partner'
  /**
   * A signed-in member: the `token` header of a live session, else rec 3
   * `errors:session_expired`.
   */
  | 'member'
  /**
   * An anonymous check-in guest: the `o_token` of the order the call names (header `o_token`,
   * else an `o_token` query or body field), else rec 4 `checkin:token_invalid`; wrong tokens
   * count against the caller's address, past the limits rec 7.
   */
  | 'guest'
  /**
   * A signed-in staff member, whatever their role: the `token` header of a live staff session
   * (never a member's), else rec 3 `errors:session_expired`.
   */
  | 'staff'
  /**
   * A signed-in staff member of one of these roles: no staff session, rec 3; another role,
   * rec 4 `errors:forbidden`.
   */
  | { readonly staff: readonly StaffRole[] };

export interface Endpoint<
  Q extends TObject | undefined = TObject | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  P extends TObject | undefined = TObject | undefined,
  D extends TSchema = TSchema,
  R extends EndpointRules = EndpointRules,
  A extends Audience = Audience,
> {
  method: ApiMethod;
  /** Who may call it (`Audience`): the gateway checks it before the call's own checks. */
  audience: A;
  /** Under its prefix (`/v1/u`, staff calls `/v1/s`); `{name}` marks a path parameter. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  query?: Q;
  body?: B;
  params?: P;
  /** The `data` of a rec 0 answer; fields outside it are never sent. */
  data: D;
  /**
   * Rules with message keys the JSON Schema cannot say (a real day, check-out after
   * check-in), shared with the browser's forms. Bounds live here or in the schema, never both.
   */
  rules?: R;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint, for constraints
export type AnyEndpoint = Endpoint<any, any, any, any, any, Audience>;

/** The static type of an optional schema slot, or `Fallback` when the slot is empty. */
export type StaticOr<S, Fallback> = [NonNullable<S>] extends [never]
  ? Fallback
  : NonNullable<S> extends TSchema
    ? Static<NonNullable<S>>
    : Fallback;
type Cast<R, Fallback> = R extends Rules<infer T> ? T : Fallback;

/** The query a caller sends (`undefined` when the endpoint takes none). */
export type QueryOf<E extends AnyEndpoint> = StaticOr<E['query'], undefined>;
/** The body a caller sends. */
export type BodyOf<E extends AnyEndpoint> = StaticOr<E['body'], undefined>;
/** The path parameters. */
export type ParamsOf<E extends AnyEndpoint> = StaticOr<E['params'], Record<string, never>>;
/** The `data` of a successful answer. */
export type DataOf<E extends AnyEndpoint> = Static<E['data']>;
type Checked<S, R> = Omit<StaticOr<S, unknown>, keyof Cast<R, unknown>> & Cast<R, unknown>;
/**
 * The query a handler works with: the schema-checked fields, those the rules know as the
 * rules cast them (trimmed, converted).
 */
export type CheckedQueryOf<E extends AnyEndpoint> = Checked<
  E['query'],
  NonNullable<E['rules']>['query']
>;
/** The body a handler works with, the same way. */
export type CheckedBodyOf<E extends AnyEndpoint> = Checked<
  E['body'],
  NonNullable<E['rules']>['body']
>;

/** Declares a call; the value keeps its literal schema types. */
export function endpoint<
  Q extends TObject | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TObject | undefined = undefined,
  D extends TSchema = TSchema,
  R extends EndpointRules = EndpointRules,
  A extends Audience = Audience,
>(declaration: Endpoint<Q, B, P, D, R, A>): Endpoint<Q, B, P, D, R, A> {
  return declaration;
}

/* Building blocks every domain uses. */

/** Postgres `integer`: ids outside it would fail in the database, not in validation. */
export { INT32_MAX, SMALLINT_MAX };

/**
 * A whole number. In a request its range is the rules' (which bound it to its column), or,
 * for a field no rule reads, the schema's: Id, RuledId, SmallInt or its own bounds.
 */
export const Int = (description?: string) =>
  Type.Integer(description ? { description } : undefined);
export const Num = (description?: string) => Type.Number(description ? { description } : undefined);
export const Str = (description?: string) => Type.String(description ? { description } : undefined);

/** A whole number within Postgres `smallint`, for a field whose rules give it no bounds. */
export const SmallInt = (description?: string) =>
  Type.Integer({
    minimum: -SMALLINT_MAX - 1,
    maximum: SMALLINT_MAX,
    ...(description ? { description } : {}),
  });

/** A database id: 1 to INT32_MAX. */
export const Id = (description = 'Id', minimum = 1) =>
  Type.Integer({ minimum, maximum: INT32_MAX, description });

/** An id-sized integer whose lower bound and message come from the endpoint's rules. */
export const RuledId = (description: string) => Type.Integer({ maximum: INT32_MAX, description });

/**
 * A body whose required fields are the rules' to name, each with its own message: on the
 * wire every field is optional, while callers still see the full type.
 */
export function RuledBody<T extends TObject>(schema: T) {
  return Type.Unsafe<Static<T>>(Type.Partial(schema));
}

/** `{ id }` of a `{id}` path. */
export const IdParams = Type.Object({ id: Id() });

/** `YYYYMMDD` as an integer. */
export const Day = (description = 'YYYYMMDD') =>
  Type.Integer({ description, examples: [20260101] });

/** Seconds since the epoch. */
export const Seconds = (description = 'Seconds since the epoch') => Type.Integer({ description });

/** 0 or 1. */
export const Flag = (description?: string) =>
  Type.Union([Type.Literal(0), Type.Literal(1)], description ? { description } : undefined);

/** One of some integer literals (`1 | 2 | 3`), as one `enum` keyword on the wire. */
export function IntEnum<const V extends readonly number[]>(values: V, description?: string) {
  return Type.Unsafe<V[number]>({
    type: 'integer',
    enum: [...values],
    ...(description ? { description } : {}),
  });
}

/** The value or null, as `type: [t, 'null']` (what the response serialiser handles fastest). */
export function Nullable<T extends TSchema>(schema: T, description?: string) {
  const { type } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [type, 'null'],
    ...(description ? { description } : {}),
  }) as unknown as TUnion<[T, TNull]>;
}

/** An object whose every property is required, as most answers are. */
export const Obj = <P extends Record<string, TSchema>>(properties: P, description?: string) =>
  Type.Object(properties, description ? { description } : undefined);

export const List = <T extends TSchema>(items: T, description?: string) =>
  Type.Array(items, description ? { description } : undefined);

export { type Static, type TSchema, Type };
