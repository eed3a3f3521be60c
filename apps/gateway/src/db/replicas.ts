import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The handle type of `./index` (`Database`), named here so neither module imports the other's. */
type Database = PgDatabase<PgQueryResultHKT>;

/**
 * The read side of a PostgreSQL primary with streaming replicas (DATABASE_READ_URL,
 * docs/scaling/replicas.md). Each request that reads the catalogue takes one `session()`:
 * the next replica that is up, in turn, for all of that request's statements, so what it
 * reads moves only forward (a replica applies the primary's commits in order, and one
 * server's later statement never sees less than its earlier one). A replica that fails to
 * connect or drops the connection is skipped for `REPLICA_DOWN_MS`, and the request that
 * met the failure goes on on the primary, which is never behind a replica: the request's
 * reads still only move forward.
 */

/** How long a replica may take to accept a connection before the request goes to the primary. */
export const REPLICA_CONNECT_TIMEOUT_MS = 1_500;

/** How long a replica that failed is left out before requests try it again. */
export const REPLICA_DOWN_MS = 5_000;

/** The connection-level SQLSTATEs: the server is going away or cannot take the session. */
const CONNECTION_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or recovery not yet consistent)
  '53300', // too_many_connections
]);

/** Socket errors of a server that is not there or stopped answering. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether `err` says the server could not be reached or went away (the statement itself was
 * never the problem), so the same read may be run elsewhere. node-postgres reports a timed-out
 * or dropped connection by message only.
 */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || CONNECTION_SQLSTATES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Client was closed/i.test(
    err.message,
  );
}

/**
 * A standby cancels a statement whose rows replay must remove (SQLSTATE 40001, "conflict with
 * recovery"): the replica is fine, the read is run again on the primary.
 */
export function isRecoveryConflict(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: unknown }).code === '40001' &&
    /conflict with recovery/i.test(err.message)
  );
}

interface Replica {
  /** Its position in DATABASE_READ_URL, for the logs (the URL may carry a password). */
  index: number;
  pool: pg.Pool;
  /** `Date.now()` until which requests leave it out. */
  downUntil: number;
}

export interface ReadSideOptions {
  poolSize: number;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

export class ReadSide {
  private readonly replicas: Replica[];
  private turn = 0;

  constructor(
    private readonly primary: pg.Pool,
    private readonly primaryDb: Database,
    urls: readonly string[],
    private readonly options: ReadSideOptions,
  ) {
    this.replicas = urls.map((url, index) => {
      const pool = new pg.Pool({
        connectionString: url,
        max: options.poolSize,
        connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
      });
      pool.on('error', (err) =>
        options.logger?.warn({ err, replica: index }, 'idle replica connection lost'),
      );
      return { index, pool, downUntil: 0 };
    });
  }

  /**
   * A database for one request's reads: the next replica that is up, falling back to the
   * primary within the request; the primary itself when every replica is down.
   */
  session(): Database {
    const replica = this.next();
    if (!replica) return this.primaryDb;
    return drizzleNodePg({
      client: new ReplicaFirstPool(replica, this.primary, (r, err) =>
        this.markDown(r, err),
      ) as unknown as pg.Pool,
    });
  }

  async end(): Promise<void> {
    await Promise.all(this.replicas.map((replica) => replica.pool.end()));
  }

  private next(): Replica | undefined {
    const now = Date.now();
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const at = (this.turn + i) % count;
      const replica = this.replicas[at] as Replica;
      if (replica.downUntil <= now) {
        this.turn = (at + 1) % count;
        return replica;
      }
    }
    return undefined;
  }

  private markDown(replica: Replica, err: unknown): void {
    const wasUp = replica.downUntil <= Date.now();
    replica.downUntil = Date.now() + REPLICA_DOWN_MS;
    if (wasUp) {
      this.options.logger?.warn(
        { err, replica: replica.index, retry_in_ms: REPLICA_DOWN_MS },
        'replica unreachable; its reads go to the primary',
      );
    }
  }
}

type QueryArgs = Parameters<pg.Pool['query']>;

/**
 * What drizzle's node-postgres session calls (`query`, and `connect` for a transaction; the
 * name tells drizzle it is a pool): the replica, until it fails at the connection level;
 * from then on, for the rest of the request, the primary.
 */
class ReplicaFirstPool {
  private onPrimary = false;

  constructor(
    private readonly replica: Replica,
    private readonly primary: pg.Pool,
    private readonly markDown: (replica: Replica, err: unknown) => void,
  ) {}

  async query(...args: QueryArgs): Promise<unknown> {
    const primaryQuery = () => (this.primary.query as (...a: QueryArgs) => unknown)(...args);
    if (this.onPrimary) return primaryQuery();
    try {
      return await (this.replica.pool.query as (...a: QueryArgs) => unknown)(...args);
    } catch (err) {
      if (isConnectionError(err)) this.markDown(this.replica, err);
      else if (!isRecoveryConflict(err)) throw err;
      // Never back to the replica within the request: it may be behind what the primary said.
      this.onPrimary = true;
      return primaryQuery();
    }
  }

  async connect(): Promise<pg.PoolClient> {
    if (this.onPrimary) return this.primary.connect();
    try {
      return await this.replica.pool.connect();
    } catch (err) {
      if (!isConnectionError(err)) throw err;
      this.markDown(this.replica, err);
      this.onPrimary = true;
      return this.primary.connect();
    }
  }
}
