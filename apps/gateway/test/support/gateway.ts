import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import { type Config, loadConfig } from '../../src/config';
import { createDatabase, type Database, type DatabaseHandle } from '../../src/db';
import { seedReferenceData } from '../../src/seed';
import { createScratchDatabase, postgresRequired } from './postgres';
import { fullSize } from './size';

export type Backend = 'pglite' | 'postgres';

/** The booking site of testConfig(), which mails link to (markOrderPaid's `bookingUrl`). */
export const BOOKING_URL = 'http://localhost:3000';

/**
 * Settings the running suite's fakes point its gateways at (useFakePayPal, useFakeWeChat):
 * every testConfig of the suite has them, under what the call itself names.
 */
export const suiteEnv = new Map<string, string>();

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Nothing writes here: the test databases are in memory or on a PostgreSQL server.
    DATA_DIR: join(tmpdir(), 'gateway-test-unused'),
    ...Object.fromEntries(suiteEnv),
    ...env,
  });
}

export interface TestGateway {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Settings on top of testConfig's, e.g. `{ DEV_ROUTES: '1' }` for the dev routes. */
  env?: Record<string, string>;
  /** Register test-only routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** The gateway's clock (buildApp's `clock`): a fixed or movable time instead of the system's. */
  clock?: Clock;
}

export interface SuiteOptions extends StartOptions {
  /**
   * `both`: the suite runs on PGlite and on PostgreSQL, for what the two may do differently
   * (the search statement, stock and balance statements, row locks and claims, counters).
   * Otherwise once: on PostgreSQL when the run has it, else on PGlite; `pnpm test:full` runs
   * every suite on both.
   */
  databases?: 'both';
}

/** The databases a suite runs on (see `SuiteOptions.databases`). */
export function suiteBackends(options: SuiteOptions): Backend[] {
  if (options.databases === 'both' || fullSize) return ['pglite', 'postgres'];
  return [inject('postgresTemplate') || postgresRequired() ? 'postgres' : 'pglite'];
}

let template: Blob | undefined;

/** The run's migrated PGlite archive (see global-setup), read once per file. */
export function pgliteTemplate(): Blob {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return template;
}

/**
 * PGlite: a fresh in-memory database from the run's template, then migrated and seeded as at
 * start-up (both no-ops that must stay so).
 */
export async function freshPglite(): Promise<DatabaseHandle> {
  const handle = await createDatabase(
    { kind: 'pglite', dataDir: 'memory://' },
    { pgliteTemplate: pgliteTemplate() },
  );
  await handle.migrate();
  await seedReferenceData(handle.db);
  return handle;
}

/** PostgreSQL databases made for one suite, and the pools open on them. */
export interface ScratchPools {
  /** One pool per gateway process the suite plays, in the order asked for. */
  handles: DatabaseHandle[];
  /** The first pool's database. */
  db: Database;
  /** Closes every pool, then drops the database. */
  close(): Promise<void>;
}

/**
 * PostgreSQL: a database of the suite's own on the server of `serverUrl` (DATABASE_URL), a copy
 * of the run's migrated and seeded one, with `pools` pools of `poolSize` connections on it (as
 * that many gateways would have). Migrations and seed run again on it, as at start-up: no-ops.
 */
export async function scratchPools(
  serverUrl: string,
  label: string,
  options: { poolSize: number; pools?: number },
): Promise<ScratchPools> {
  const template = inject('postgresTemplate') ?? undefined;
  const scratch = await createScratchDatabase(serverUrl, label, { template });
  const handles: DatabaseHandle[] = [];
  const close = async () => {
    for (const handle of handles) await handle.close();
    await scratch.drop();
  };
  try {
    for (let i = 0; i < (options.pools ?? 1); i++) {
      const handle = await createDatabase({
        kind: 'postgres',
        url: scratch.url,
        poolSize: options.poolSize,
      });
      handles.push(handle);
      if (i === 0) {
        await handle.migrate();
        await seedReferenceData(handle.db);
      }
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { handles, db: (handles[0] as DatabaseHandle).db, close };
}

/**
 * Suites that need a PostgreSQL server to themselves (contention: PGlite runs one transaction
 * at a time, so it would prove nothing there) run when DATABASE_URL is set, and fail without
 * it when REQUIRE_POSTGRES=1 or CI is set.
 */
export const describeOnPostgresServer = describe.runIf(
  Boolean(process.env.DATABASE_URL) || postgresRequired(),
);

/** Such a suite's own database on the server of DATABASE_URL (see `scratchPools`). */
export async function ownPostgresDatabase(
  label: string,
  options: { poolSize: number; pools?: number },
): Promise<ScratchPools> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required (REQUIRE_POSTGRES=1 or CI)');
  expect(inject('postgresTemplate')).toBeTruthy();
  return scratchPools(serverUrl, label, options);
}

/**
 * A gateway on a database of the suite's own: PGlite from the run's archive (`freshPglite()`),
 * or a copy of the run's PostgreSQL database, so suites running at once never share rows,
 * clocks or jobs.
 */
export async function startGateway(
  backend: Backend,
  options: StartOptions = {},
): Promise<TestGateway> {
  const config = testConfig(options.env);
  let handle: DatabaseHandle;
  let own: ScratchPools | undefined;
  if (backend === 'pglite') {
    handle = await freshPglite();
  } else {
    own = await ownPostgresDatabase('suite', { poolSize: 4 });
    handle = own.handles[0] as DatabaseHandle;
  }
  const app = await buildApp({ db: handle.db, config, clock: options.clock });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    async close() {
      await app.close();
      if (own) await own.close();
      else await handle.close();
    },
  };
}

/**
 * Runs a suite on the databases `options.databases` asks for. A PostgreSQL run without
 * DATABASE_URL is skipped, or fails when REQUIRE_POSTGRES=1 or CI is set.
 */
export function describeEachBackend(
  title: string,
  suite: (gateway: () => TestGateway, backend: Backend) => void,
  options: SuiteOptions = {},
): void {
  for (const backend of suiteBackends(options)) {
    const name = `${title} (${backend})`;
    if (backend === 'postgres' && !inject('postgresTemplate')) {
      if (postgresRequired()) {
        describe(name, () => {
          it('has a PostgreSQL server to run on', () => {
            throw new Error(
              'DATABASE_URL is not set, but REQUIRE_POSTGRES=1 or CI requires the PostgreSQL suite',
            );
          });
        });
      } else {
        describe.skip(`${name}: set DATABASE_URL to run`, () => {
          it.skip('needs DATABASE_URL', () => {});
        });
      }
      continue;
    }
    describe(name, () => {
      let current: TestGateway | undefined;
      beforeAll(async () => {
        current = await startGateway(backend, options);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('gateway not started');
        return current;
      }, backend);
    });
  }
}

/** The envelope as a caller reads it. */
export interface Answer<T = unknown> {
  status: number;
  body: { rec: number; msg: string; key: string; data: T };
  headers: Record<string, unknown>;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<Answer<T>> {
  const response = await app.inject(options);
  return {
    status: response.statusCode,
    body: response.json(),
    headers: response.headers,
  };
}

/** `POST /gateway` as gateway-sdk sends it. */
export function viaGateway(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  apiPath: string,
  init: { headers?: Record<string, string>; body?: unknown; url?: string } = {},
): Promise<Answer> {
  return call(app, {
    method: 'POST',
    url: init.url ?? '/gateway',
    headers: {
      'content-type': 'application/json',
      'x-api-path': apiPath,
      'x-api-method': method,
      ...init.headers,
    },
    payload: JSON.stringify(init.body ?? {}),
  });
}
