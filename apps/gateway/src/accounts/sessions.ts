import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_COOKIE_MAX_AGE_MS } from '@bookdirect/gateway-sdk';
import { Rec, type SessionData } from '@bookdirect/gateway-sdk/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db';
import { preparedRows } from '../db/prepared';
import { TOKEN_HEADER } from '../http/audience';
import { BusinessError } from '../http/envelope';
import { sessions } from './schema';

/**
 * Sessions: a random 256-bit token handed to the browser once, kept in the database only
 * as its SHA-256, living as long as the spec's login cookies (4.5 days from login).
 */

export const SESSION_TTL_MS = LOGIN_COOKIE_MAX_AGE_MS;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for `userId`; each login gets its own, so signing out ends only that one. */
export async function createSession(
  tx: Transaction | Database,
  userId: number,
): Promise<SessionData> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: sql`now() + make_interval(secs => ${SESSION_TTL_MS / 1000})`,
    })
    .returning({ expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned no row');
  // Expired sessions of this member go as a new one starts: the table stays small without a job.
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
  return { token, expire_time: Math.floor(row.expiresAt.getTime() / 1000) };
}

/** The `token` header as sent, trimmed; undefined when absent or far too long to be ours. */
export function tokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const raw = request.headers[TOKEN_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  // base64url of 32 bytes is 43 characters; anything far off is not ours.
  return value && value.length <= 128 ? value : undefined;
}

const memberIds = new WeakMap<FastifyRequest, number>();

/**
 * The signed-in member's user id, from the `token` header; rec 3 `errors:session_expired`
 * when the token is missing, unknown or expired. The `member` audience's check
 * (http/audience.ts) runs it before the call's own; a handler that needs the id asks again,
 * `const userId = await requireMember(request)`, and gets the id kept for the request.
 */
export async function requireMember(request: FastifyRequest): Promise<number> {
  const known = memberIds.get(request);
  if (known !== undefined) return known;
  const token = tokenOf(request);
  if (!token) throw new BusinessError(Rec.sessionExpired);
  // Every members' request starts here: a named statement, planned once per connection.
  const [row] = await preparedRows<{ user_id: number }>(
    request.server.db,
    sql`select ${sessions.userId} from ${sessions}
        where ${sessions.tokenHash} = ${hashToken(token)} and ${sessions.expiresAt} > now()`,
  );
  if (!row) throw new BusinessError(Rec.sessionExpired);
  const userId = Number(row.user_id);
  memberIds.set(request, userId);
  return userId;
}

/** Ends the session of the request's token. */
export async function endSession(request: FastifyRequest): Promise<void> {
  await requireMember(request);
  const token = tokenOf(request);
  if (token)
    await request.server.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a member (password reset). */
export async function endAllSessions(tx: Transaction | Database, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
