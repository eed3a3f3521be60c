import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { acquireDirectoryLockPatiently, type DirectoryLock, LOCK_WAIT_MS } from './lock';
import { ReadSide } from './replicas';

/**
 * Where the gateway's data lives, as loadConfig (config.ts) reads it from the environment.
 * `migrationsDir` (MIGRATIONS_DIR) overrides where the committed migrations are found.
 */
export type DatabaseConfig = (
  | {
      kind: 'postgres';
      url: string;
      /** Connections in the pool of this process (and in each replica's, with `readUrls`). */
      poolSize: number;
      /**
       * DATABASE_READ_URL: streaming replicas of `url` that the catalogue's reads go to, in
       * turn (replicas.ts). None: every read goes to `url`.
       */
      readUrls?: string[];
    }
  | {
      kind: 'pglite';
      /** A directory for a file-backed database, or `memory://` for a throwaway one. */
      dataDir: string;
    }
) & { migrationsDir?: string };

/**
 * The handle every domain queries through, whichever driver is behind it. Queries name each
 * domain's tables (its own `schema.ts`), so the handle carries no schema of its own and this
 * module imports no domain.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction handle; inside a transaction callback use only this, never the outer db. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Dialect = 'pglite' | 'postgres';

export interface DatabaseHandle {
  /** The primary: every write, and every read that must see the request's own writes. */
  db: Database;
  /**
   * A database for one request's catalogue reads (search, hotel pages, home, regions): a
   * replica of DATABASE_READ_URL, the same one for every statement of the request, moving to
   * the primary if it fails (replicas.ts); `db` itself without replicas. Call once per request.
   */
  read(): Database;
  dialect: Dialect;
  /** Applies the committed SQL migrations not yet applied; safe to call on every start. */
  migrate(): Promise<void>;
  /** Ends the pool, or closes PGlite cleanly and releases its directory. */
  close(): Promise<void>;
}

/** Any number of gateways may start together on one server: one migrates, the others wait. */
const MIGRATION_LOCK_KEY = 7_316_001;

export interface CreateDatabaseOptions {
  /** Told about faults outside any request, such as a pooled connection dropped by the server. */
  logger?: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * PGlite only: start a new database from a `dumpDataDir()` archive instead of running
   * initdb (seconds of CPU), e.g. a migrated template shared by test files.
   */
  pgliteTemplate?: Blob;
  /** PGlite only: how long to wait for a process still holding the directory (LOCK_WAIT_MS). */
  lockWaitMs?: number;
}

/** Each primary's read side, for the app that is handed only the primary (`readerOf`). */
const readers = new WeakMap<Database, () => Database>();

export async function createDatabase(
  config: DatabaseConfig,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? createPostgres(config, options)
    : createPglite(config.dataDir, config.migrationsDir, options);
}

async function createPostgres(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  { logger }: CreateDatabaseOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: 10_000,
  });
  // An idle client that loses its server emits 'error'; unhandled, it would end the process.
  // The pool replaces the client on the next checkout, so a warning is enough.
  pool.on('error', (err) => logger?.warn({ err }, 'idle PostgreSQL connection lost'));
  const db = drizzleNodePg({ client: pool });
  const readUrls = config.readUrls ?? [];
  const readSide =
    readUrls.length > 0
      ? new ReadSide(pool, db, readUrls, { poolSize: config.poolSize, logger })
      : undefined;
  const read = readSide ? () => readSide.session() : () => db;
  readers.set(db, read);
  let closed = false;

  return {
    db,
    read,
    dialect: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client }), {
            migrationsFolder: migrationsFolder(config.migrationsDir),
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), readSide?.end()]);
    },
  };
}

async function createPglite(
  dataDir: string,
  migrationsDir: string | undefined,
  { pgliteTemplate: template, logger, lockWaitMs = LOCK_WAIT_MS }: CreateDatabaseOptions,
): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let lock: DirectoryLock | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = await acquireDirectoryLockPatiently(dataDir, {
      waitMs: lockWaitMs,
      onWait: (holder) =>
        logger?.warn(
          { pid: holder.pid, data_dir: dataDir },
          `the embedded database is still held by process ${holder.pid}; waiting up to ${lockWaitMs / 1000} s for it to end`,
        ),
    });
  }

  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: inMemory ? undefined : dataDir,
      ...(template ? { loadDataDir: template } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client });
  let closed = false;

  return {
    db,
    read: () => db,
    dialect: 'pglite',
    async migrate() {
      // PGlite has one connection and one owner process: no lock needed.
      await migratePglite(db, { migrationsFolder: migrationsFolder(migrationsDir) });
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * The read side of a database `createDatabase` opened (`DatabaseHandle.read`): how the app,
 * given the primary, finds its replicas. Any other database reads from itself.
 */
export function readerOf(db: Database): () => Database {
  return readers.get(db) ?? (() => db);
}

/**
 * The rows of written SQL (drizzle's `sql` template, values bound), typed where the query is
 * written: how the hot paths (search, quotes, stock) read, where the query builder would hide
 * the index the statement is shaped for.
 */
export async function rows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs `select 1`; rejects when the database does not answer. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The committed migrations in `apps/gateway/drizzle`, found from this module whether it runs
 * from `src/db/` (tsx, vitest) or bundled into `dist/server.js`, unless `override` names them.
 */
export function migrationsFolder(override?: string): string {
  if (override) return override;
  const here = fileURLToPath(import.meta.url);
  let dir = dirname(here);
  for (let depth = 0; depth < 4; depth++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`No drizzle/meta/_journal.json found above ${here}`);
}
