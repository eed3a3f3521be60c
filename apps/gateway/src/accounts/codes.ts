import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  RESEND_COUNTDOWN_S,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_S,
} from '@bookdirect/gateway-sdk';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { BusinessError, tooManyAttempts } from '../http/envelope';
import { verificationCodes } from './schema';

/**
 * E-mailed codes: 6 random digits, valid 10 minutes, single use, burnt by the 5th wrong try;
 * a new request replaces the previous code, at most one per address and purpose every 59 s.
 * Every time comparison uses the database's clock, the same for all instances.
 */

export type CodePurpose = 'register' | 'reset';

export function generateCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

function codeHash(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');
}

/**
 * Stores a fresh code for `email` (lower-cased) and answers it, in the caller's transaction
 * so its mail goes with it. Throws rec 7 while the previous code is younger than the resend
 * countdown.
 */
export async function issueCode(
  tx: Transaction,
  email: string,
  purpose: CodePurpose,
): Promise<string> {
  const code = generateCode();
  const [row] = await tx
    .insert(verificationCodes)
    .values({
      email,
      purpose,
      codeHash: codeHash(email, purpose, code),
      expiresAt: sql`now() + make_interval(secs => ${VERIFICATION_CODE_TTL_S})`,
    })
    .onConflictDoUpdate({
      target: [verificationCodes.email, verificationCodes.purpose],
      set: {
        codeHash: sql`excluded.code_hash`,
        expiresAt: sql`excluded.expires_at`,
        tries: 0,
        usedAt: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`${verificationCodes.createdAt} <= now() - make_interval(secs => ${RESEND_COUNTDOWN_S})`,
    })
    .returning({ id: verificationCodes.id });
  if (row) return code;

  const [previous] = await tx
    .select({
      wait: sql<number>`extract(epoch from (${verificationCodes.createdAt} + make_interval(secs => ${RESEND_COUNTDOWN_S}) - now()))::float8`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)));
  throw tooManyAttempts(Number(previous?.wait ?? RESEND_COUNTDOWN_S));
}

/** Why a code was refused; each has its own message. */
export type CodeRefusal =
  | 'account:code_incorrect'
  | 'account:code_expired'
  | 'account:code_used'
  | 'account:code_too_many_tries';

/** rec 2 naming the `code` field, with the refusal's own message. */
export function codeRefused(key: CodeRefusal): BusinessError<{ errors: Record<string, string> }> {
  return new BusinessError(Rec.validation, key, { errors: { code: key } });
}

export type CodeOutcome<T> = { ok: true; value: T } | { ok: false; refusal: CodeRefusal };

/**
 * Checks `code` and, when it is good, marks it used and runs `onValid` in the same
 * transaction: if `onValid` throws, the code stays unused and nothing changes. A wrong code
 * counts a try that is committed (the answer is a value, not a throw, for that reason).
 */
export async function useCode<T>(
  db: Database,
  email: string,
  purpose: CodePurpose,
  code: string,
  onValid: (tx: Transaction) => Promise<T>,
): Promise<CodeOutcome<T>> {
  return db.transaction(async (tx): Promise<CodeOutcome<T>> => {
    const [row] = await tx
      .select({
        id: verificationCodes.id,
        codeHash: verificationCodes.codeHash,
        tries: verificationCodes.tries,
        used: sql<boolean>`${verificationCodes.usedAt} is not null`,
        expired: sql<boolean>`${verificationCodes.expiresAt} <= now()`,
      })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
      .for('update');
    if (!row) return { ok: false, refusal: 'account:code_incorrect' };
    if (row.used) return { ok: false, refusal: 'account:code_used' };
    if (row.tries >= VERIFICATION_CODE_MAX_TRIES) {
      return { ok: false, refusal: 'account:code_too_many_tries' };
    }
    if (row.expired) return { ok: false, refusal: 'account:code_expired' };
    const given = Buffer.from(codeHash(email, purpose, code), 'hex');
    if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
      await tx
        .update(verificationCodes)
        .set({ tries: sql`${verificationCodes.tries} + 1` })
        .where(eq(verificationCodes.id, row.id));
      return { ok: false, refusal: 'account:code_incorrect' };
    }
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(verificationCodes.id, row.id));
    return { ok: true, value: await onValid(tx) };
  });
}
