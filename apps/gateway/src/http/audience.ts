import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { Audience } from '@bookdirect/gateway-sdk/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember, TOKEN_HEADER } from '../accounts/sessions';
import {
  O_TOKEN_HEADER,
  presentedCheckinToken,
  requireCheckinToken,
  tokenInvalid,
} from '../checkin/tokens';
import { requireStaff } from '../staff/request';
import { BusinessError } from './envelope';
import type { RateLimit } from './rate-limit';

/**
 * Who may call an endpoint, checked in one place: `defineEndpoint` runs
 * `audienceCheck`'s check in `preValidation`, before the schema, the implementation's own
 * `before`, its rules and its handler, for every call declared in
 * gateway-sdk (its `audience`). `public` and `partner` calls need nothing (CORS reads `partner`,
 * http/cors.ts); `member` calls need a live session in `token`; `guest` calls need the
 * `o_token` of the order they name; `staff` calls need a live staff session in `token` (a
 * member's is no staff session, nor a staff member's a member's), and a list of roles one of
 * them. Handlers that need the member's id, the guest's token or the staff member ask for it
 * again (`requireMember`, `guestTokenHash`, `requireStaff`): each is kept per request.
 */

/** Wrong `o_token`s an address may present before rec 7 (check-in's settings). */
export interface GuestTokenLimits {
  /** Per client address on one order. */
  perAddressAndOrder: RateLimit;
  /** Per client address, whatever the order. */
  perAddress: RateLimit;
}

// Keyed by the HTTP server, which every encapsulated context of one app shares.
const guestLimits = new WeakMap<object, GuestTokenLimits>();

/**
 * The limits the `guest` audience counts wrong tokens against; the check-in domain sets them
 * before it defines its guest calls.
 */
export function setGuestTokenLimits(app: FastifyInstance, limits: GuestTokenLimits): void {
  guestLimits.set(app.server, limits);
}

/** What a `guest` call's check needs: where the order the call names is read from. */
export interface GuestGate {
  /**
   * The order id of the call, read from the request as sent (neither its schema nor its
   * rules have run yet); `''` when it names none.
   */
  guestOrder(request: FastifyRequest): string;
}

const guestTokens = new WeakMap<FastifyRequest, string>();

/**
 * The `guest` check: the presented `o_token` must be the order's (rec 4
 * `checkin:token_invalid`; rec 7 once the address presented too many wrong ones, which
 * `requireCheckinToken` counts). Keeps the token's hash for the handler.
 */
async function requireGuest(
  request: FastifyRequest,
  orderId: string,
  limits: GuestTokenLimits,
): Promise<void> {
  const tokenHash = await requireCheckinToken(
    request.server.db,
    presentedCheckinToken(request),
    orderId,
    { clientAddress: request.clientAddress, ...limits },
  );
  guestTokens.set(request, tokenHash);
}

/** The hash of the `o_token` a `guest` call was admitted with (the audit names it). */
export function guestTokenHash(request: FastifyRequest): string {
  const hash = guestTokens.get(request);
  if (hash === undefined) throw tokenInvalid();
  return hash;
}

/**
 * The check of one endpoint's audience, made when the endpoint is defined: refuses to define a
 * `guest` call without its order or before the limits are set.
 */
export function audienceCheck(
  app: FastifyInstance,
  name: string,
  audience: Audience,
  gate: Partial<GuestGate>,
): (request: FastifyRequest) => Promise<void> {
  if (typeof audience === 'object') {
    const roles: readonly string[] = audience.staff;
    if (roles.length === 0) throw new Error(`${name}: a staff audience needs at least one role`);
    return async (request) => {
      const { role } = await requireStaff(request);
      if (!roles.includes(role)) throw new BusinessError(Rec.forbidden);
    };
  }
  switch (audience) {
    case 'public':
    case 'partner':
      return async () => {};
    case 'member':
      return async (request) => {
        await requireMember(request);
      };
    case 'staff':
      return async (request) => {
        await requireStaff(request);
      };
    case 'guest': {
      const { guestOrder } = gate;
      const limits = guestLimits.get(app.server);
      if (!guestOrder) throw new Error(`${name}: a guest call needs guestOrder`);
      if (!limits) throw new Error(`${name}: set the o_token limits before a guest call`);
      return (request) => requireGuest(request, guestOrder(request), limits);
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
