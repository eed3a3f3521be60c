import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@bookdirect/gateway-sdk';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database, Transaction } from '../db';
import { validationFailed } from '../http/envelope';
import { IDEMPOTENCY_HEADER, KEY_PATTERN } from '../http/idempotency-header';
import { type PeriodicJob, periodicJob } from '../jobs/periodic';
import { idempotencyKeys } from './schema';

/**
 * `Idempotency-Key` on booking and payment start (contract): per member and call, kept
 * IDEMPOTENCY_KEY_TTL_HOURS, the same key answers the first result. Only rec 0 answers are
 * kept, so a retry after a refusal (sold out, a price that moved) is decided afresh. A key
 * sent again with another body is refused: it would otherwise answer a different booking.
 */

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;

export interface IdempotencyClaim {
  userId: number;
  scope: string;
  key: string;
  fingerprint: string;
}

/** The request's claim, or undefined when it sent no key (the schema checked its form). */
export function idempotencyClaim(
  request: FastifyRequest,
  userId: number,
): IdempotencyClaim | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (!new RegExp(KEY_PATTERN).test(raw)) {
    throw validationFailed({ [IDEMPOTENCY_HEADER]: 'validation:invalid' });
  }
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return { userId, scope, key: raw, fingerprint: fingerprintOf(request.body) };
}

/** SHA-256 of the body with its keys sorted: the same request however its JSON was written. */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The first answer given to this key, if one is kept and still young; the same key with
 * another body is refused.
 */
export async function firstAnswer<T>(
  db: Database,
  claim: IdempotencyClaim,
  now: Date,
): Promise<T | undefined> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        sql`${idempotencyKeys.createdAt} > ${new Date(now.getTime() - TTL_MS)}`,
      ),
    );
  if (!row) return undefined;
  if (row.fingerprint !== claim.fingerprint) {
    throw validationFailed({ [IDEMPOTENCY_HEADER]: 'validation:idempotency_key_reused' });
  }
  return row.answer as T;
}

/**
 * Keeps the answer of a key, in the caller's transaction when there is one (a booking keeps
 * it in its own, so the two commit together). False when the key already has a live answer:
 * on PostgreSQL a request racing with the same key waits here for the other to commit, then
 * gets false and answers the other's result.
 */
export async function keepAnswer(
  tx: Database | Transaction,
  claim: IdempotencyClaim,
  answer: unknown,
  now: Date,
): Promise<boolean> {
  const written = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, answer, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.scope, idempotencyKeys.key],
      set: { fingerprint: claim.fingerprint, answer, createdAt: now },
      // Only a key whose answer has expired is used again.
      setWhere: lte(idempotencyKeys.createdAt, new Date(now.getTime() - TTL_MS)),
    })
    .returning({ key: idempotencyKeys.key });
  return written.length > 0;
}

/** Thrown in a transaction that found its key already answered: it rolls back, nothing done. */
export class AlreadyAnswered extends Error {
  override readonly name = 'AlreadyAnswered';
}

/**
 * Runs a call once per key: a kept answer is given again, else `run` carries it out and
 * keeps its answer. `run` may keep it itself, in its own transaction, through `keep`; a
 * call that cannot (it talks to a provider) is kept after it, which is safe where carrying
 * it out twice gives the same result (a payment start reuses the open attempt).
 */
export async function idempotently<T>(
  db: Database,
  claim: IdempotencyClaim | undefined,
  now: Date,
  run: (keep?: (tx: Transaction, answer: T) => Promise<void>) => Promise<T>,
): Promise<T> {
  if (!claim) return run();
  const first = await firstAnswer<T>(db, claim, now);
  if (first !== undefined) return first;
  let keptInside = false;
  try {
    const answer = await run(async (tx, value) => {
      keptInside = true;
      if (!(await keepAnswer(tx, claim, value, now))) throw new AlreadyAnswered();
    });
    if (!keptInside && !(await keepAnswer(db, claim, answer, now))) {
      return (await firstAnswer<T>(db, claim, now)) ?? answer;
    }
    return answer;
  } catch (error) {
    if (!(error instanceof AlreadyAnswered)) throw error;
    const kept = await firstAnswer<T>(db, claim, now);
    if (kept === undefined) throw new Error('idempotency key answered but not found');
    return kept;
  }
}

/** Deletes answers older than their keys' lifetime. */
export async function pruneIdempotencyKeys(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

export function startIdempotencyPruner(
  db: Database,
  options: { intervalMs?: number; logger?: Pick<FastifyBaseLogger, 'debug' | 'error'> } = {},
): PeriodicJob<number> {
  return periodicJob(
    async () => {
      const deleted = await pruneIdempotencyKeys(db);
      if (deleted > 0) options.logger?.debug({ deleted }, 'expired idempotency keys pruned');
      return deleted;
    },
    {
      intervalMs: options.intervalMs ?? 60 * 60_000,
      onError: (err) => options.logger?.error({ err }, 'idempotency key prune failed'),
    },
  );
}
