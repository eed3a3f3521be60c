import { createHash, randomBytes } from 'node:crypto';
import { CHECKIN_TOKEN_TTL_S } from '@bookdirect/gateway-sdk';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db';
import { O_TOKEN_HEADER } from '../http/audience';
import { BusinessError } from '../http/envelope';
import { assertUnderLimit, countHit, type RateLimit } from '../http/rate-limit';
import { checkinTokens } from './schema';

/**
 * The anonymous guest's `o_token` (contract): 192 random bits handed out once at
 * verification, kept only as its SHA-256, bound to one order, living two hours of the
 * database's time (like sessions: moving the business clock must not end it).
 */

export const hashCheckinToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const tokenInvalid = () => new BusinessError(Rec.forbidden, 'checkin:token_invalid');

/** A new token for `orderId`. */
export async function issueCheckinToken(
  tx: Database | Transaction,
  orderId: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(checkinTokens).values({
    tokenHash: hashCheckinToken(token),
    orderId,
    expiresAt: sql`now() + make_interval(secs => ${CHECKIN_TOKEN_TTL_S})`,
  });
  return token;
}

/** The `o_token` of a request: its header, else a query or body field of that name. */
export function presentedCheckinToken(
  request: Pick<FastifyRequest, 'headers' | 'query' | 'body'>,
): string | undefined {
  const pick = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= 128
      ? value.trim()
      : undefined;
  const header = request.headers[O_TOKEN_HEADER];
  return (
    pick(Array.isArray(header) ? header[0] : header) ??
    pick((request.query as Record<string, unknown> | undefined)?.o_token) ??
    pick((request.body as Record<string, unknown> | undefined)?.o_token)
  );
}

/** Who presents a token, and how many wrong ones they may present. */
export interface TokenGuard {
  clientAddress: string;
  /** Wrong tokens per client address on one order. */
  perAddressAndOrder: RateLimit;
  /** Wrong tokens per client address, whatever the order. */
  perAddress: RateLimit;
}

/**
 * The order the presented token opens, which must be `orderId`: rec 4
 * `checkin:token_invalid` for a missing, unknown or expired token and for another order's.
 * Answers the token's hash (the audit names the token, never its value).
 *
 * A presented token that fails counts against the caller's address on this order and overall
 * (a missing one does not: it guesses nothing). Past the first, every token the address
 * presents on that order, and past the second every token it presents, answers rec 7 with
 * `retry_after` before any lookup, the right one too, until the window ends (as a sign-in
 * does). Another address's right token still works.
 */
export async function requireCheckinToken(
  db: Database,
  token: string | undefined,
  orderId: string,
  guard: TokenGuard,
): Promise<string> {
  if (!token) throw tokenInvalid();
  const addressKey = `checkin-token-address:${guard.clientAddress}`;
  // The order id is the caller's text, not yet screened: the key names its hash.
  const orderKey = `checkin-token-order:${guard.clientAddress}:${hashCheckinToken(orderId)}`;
  await assertUnderLimit(db, orderKey, guard.perAddressAndOrder);
  await assertUnderLimit(db, addressKey, guard.perAddress);
  const hash = hashCheckinToken(token);
  const [row] = await db
    .select({ orderId: checkinTokens.orderId })
    .from(checkinTokens)
    .where(and(eq(checkinTokens.tokenHash, hash), gt(checkinTokens.expiresAt, sql`now()`)));
  if (!row || row.orderId !== orderId) {
    await countHit(db, orderKey, guard.perAddressAndOrder);
    await countHit(db, addressKey, guard.perAddress);
    throw tokenInvalid();
  }
  return hash;
}

/** Deletes expired tokens (the check-in job's round). */
export async function pruneCheckinTokens(db: Database): Promise<number> {
  const deleted = await db
    .delete(checkinTokens)
    .where(lte(checkinTokens.expiresAt, sql`now()`))
    .returning({ hash: checkinTokens.tokenHash });
  return deleted.length;
}

const guestTokens = new WeakMap<FastifyRequest, string>();

/**
 * The `guest` audience's check (handed to http/audience.ts): the presented `o_token` must be
 * the order's (rec 4 `checkin:token_invalid`; rec 7 once the address presented too many wrong
 * ones). Keeps the token's hash for the handler.
 */
export async function admitGuest(
  request: FastifyRequest,
  orderId: string,
  limits: Pick<TokenGuard, 'perAddressAndOrder' | 'perAddress'>,
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
