import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { Audience } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BusinessError } from './envelope';

/**
 * Who may call an endpoint, checked in one place: `defineEndpoint` runs
 * `audienceCheck`'s check in `preValidation`, before the schema, the implementation's own
 * `before`, its rules and its handler, for every call declared in
 * gateway-sdk (its `audience`). `public` and `partner` calls need nothing (CORS reads `partner`,
 * http/cors.ts); `member` calls need a live session in `token`; `guest` calls need the
 * `o_token` of the order they name; `staff` calls need a live staff session in `token` (a
 * member's is no staff session, nor a staff member's a member's), and a list of roles one of
 * them. Handlers that need the member's id, the guest's token or the staff member ask for it
 * again (`requireMember`, `guestTokenHash`, `requireStaff`): each is kept per request. The
 * checks themselves are the domains', handed in (`setAudienceGates`).
 */

/** The header of a member's or a staff member's session. */
export const TOKEN_HEADER = 'token';
/** The header of a check-in guest's `o_token` (also read from the query or the body). */
export const O_TOKEN_HEADER = 'o_token';

/**
 * How the domains admit a caller of each audience. The domains that own the sessions and
 * tokens sit above this layer, so they hand their checks in: app.ts the member's (accounts)
 * and the staff member's (staff), check-in the guest's when it defines its guest calls.
 */
export interface AudienceGates {
  /** A live member session in `token`; rec 3 otherwise. */
  member(request: FastifyRequest): Promise<unknown>;
  /** A live staff session in `token`, and its role; rec 3 otherwise. */
  staff(request: FastifyRequest): Promise<{ role: string }>;
  /** The presented `o_token` is the order's (rec 4, rec 7 past the limits); keeps its hash. */
  guest(request: FastifyRequest, orderId: string): Promise<void>;
}

// Keyed by the HTTP server, which every encapsulated context of one app shares.
const gates = new WeakMap<object, Partial<AudienceGates>>();

/** Hands in some of the audiences' checks, before the endpoints that need them are defined. */
export function setAudienceGates(app: FastifyInstance, given: Partial<AudienceGates>): void {
  gates.set(app.server, { ...gates.get(app.server), ...given });
}

function gate<K extends keyof AudienceGates>(app: FastifyInstance, kind: K): AudienceGates[K] {
  const found = gates.get(app.server)?.[kind];
  if (!found) throw new Error(`no ${kind} audience check was handed in (setAudienceGates)`);
  return found as AudienceGates[K];
}

/** What a `guest` call's check needs: where the order the call names is read from. */
export interface GuestGate {
  /**
   * The order id of the call, read from the request as sent (neither its schema nor its
   * rules have run yet); `''` when it names none.
   */
  guestOrder(request: FastifyRequest): string;
}

/**
 * The check of one endpoint's audience, made when the endpoint is defined: refuses to define a
 * `guest` call without its order or before check-in handed in its check.
 */
export function audienceCheck(
  app: FastifyInstance,
  name: string,
  audience: Audience,
  guestGate: Partial<GuestGate>,
): (request: FastifyRequest) => Promise<void> {
  if (typeof audience === 'object') {
    const roles: readonly string[] = audience.staff;
    if (roles.length === 0) throw new Error(`${name}: a staff audience needs at least one role`);
    return async (request) => {
      const { role } = await gate(app, 'staff')(request);
      if (!roles.includes(role)) throw new BusinessError(Rec.forbidden);
    };
  }
  switch (audience) {
    case 'public':
    case 'partner':
      return async () => {};
    case 'member':
      return async (request) => {
        await gate(app, 'member')(request);
      };
    case 'staff':
      return async (request) => {
        await gate(app, 'staff')(request);
      };
    case 'guest': {
      const { guestOrder } = guestGate;
      if (!guestOrder) throw new Error(`${name}: a guest call needs guestOrder`);
      const admit = gate(app, 'guest');
      return (request) => admit(request, guestOrder(request));
    }
  }
}

/** The reference's security schemes: the tokens the member, guest and staff audiences read. */
export const securitySchemes = {
  memberSession: {
    type: 'apiKey',
    in: 'header',
    name: TOKEN_HEADER,
    description:
      "A member's session: the `token` that sign-in and registration answer. Missing, unknown " +
      'or expired: rec 3 `errors:session_expired`, before anything else the call checks.',
  },
  checkinGuestToken: {
    type: 'apiKey',
    in: 'header',
    name: O_TOKEN_HEADER,
    description:
      "An anonymous check-in guest's `o_token`, answered by `POST /checkin/guest/verify/` for " +
      'one order. Read from this header, else from an `o_token` query field, else from an ' +
      "`o_token` body field. Missing, wrong, expired or another order's: rec 4 " +
      '`checkin:token_invalid`; wrong and expired ones count per client address, and past the ' +
      'limits every token that address presents there answers rec 7 with `retry_after`.',
  },
  staffSession: {
    type: 'apiKey',
    in: 'header',
    name: TOKEN_HEADER,
    description:
      "A staff member's session: the `token` that `POST /v1/s/session/` answers (a member's " +
      'token is none). Missing, unknown, expired or idle too long: rec 3 ' +
      "`errors:session_expired`; a role the call's `x-audience` does not list: rec 4 " +
      '`errors:forbidden`.',
  },
} as const;

/** An operation's `security`: the scheme its audience needs; none when anyone may call. */
export function audienceSecurity(
  audience: Audience,
): Partial<Record<keyof typeof securitySchemes, string[]>>[] | undefined {
  if (audience === 'member') return [{ memberSession: [] }];
  if (audience === 'guest') return [{ checkinGuestToken: [] }];
  if (audience === 'staff' || typeof audience === 'object') return [{ staffSession: [] }];
  return undefined;
}
