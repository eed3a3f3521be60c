import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { currencies, regions } from '../src/catalog/schema';
import { seedRegionRows } from '../src/catalog/tooling/seed-regions';
import { createDatabase, type DatabaseHandle, migrationsFolder } from '../src/db';
import { DirectoryLockedError, lockPathFor } from '../src/db/lock';
import { seedReferenceData } from '../src/seed';
import { createScratchDatabase, postgresRequired } from './support/postgres';

/** Drizzle's own bookkeeping table, one row per applied migration. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });

/** What the server does at start-up, in order. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedReferenceData(handle.db);
}

async function counts(handle: DatabaseHandle) {
  const [c] = await handle.db.select({ n: count() }).from(currencies);
  const [r] = await handle.db.select({ n: count() }).from(regions);
  const [m] = await handle.db.select({ n: count() }).from(appliedMigrations);
  return { currencies: c?.n, regions: r?.n, migrations: m?.n };
}

/** Migrations in the journal: each must be applied exactly once. */
function migrationCount(): number {
  return JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')).entries
    .length;
}

describe('embedded database directory (PGlite)', () => {
  const root = mkdtempSync(join(tmpdir(), 'gateway-pglite-'));
  const dataDir = join(root, 'pglite');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts twice on the same directory: migrations and seed are idempotent, data is kept', async () => {
    const first = await createDatabase({ kind: 'pglite', dataDir });
    await prepare(first);
    const before = await counts(first);
    // Something the catalogue owns, which a restart must not reset.
    await first.db.update(regions).set({ hasHotels: true }).where(eq(regions.regionId, 1));
    await first.close();
    expect(existsSync(lockPathFor(dataDir))).toBe(false);

    const second = await createDatabase({ kind: 'pglite', dataDir });
    try {
      await prepare(second);
      expect(await counts(second)).toEqual(before);
      expect(before).toEqual({
        currencies: 6,
        regions: seedRegionRows().length,
        migrations: migrationCount(),
      });
      const [greece] = await second.db.select().from(regions).where(eq(regions.regionId, 1));
      expect(greece?.hasHotels).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('refuses a second owner while the directory is held, with a clear message', async () => {
    const owner = await createDatabase({ kind: 'pglite', dataDir });
    try {
      const attempt = createDatabase({ kind: 'pglite', dataDir });
      await expect(attempt).rejects.toThrow(DirectoryLockedError);
      await expect(createDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        `is in use by process ${process.pid}`,
      );
    } finally {
      await owner.close();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    // A pid that surely ran and surely ended: a child that already exited.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(
      lockPathFor(dataDir),
      JSON.stringify({ pid: dead, hostname: hostname(), started_at: '2020-01-01T00:00:00Z' }),
    );
    const handle = await createDatabase({ kind: 'pglite', dataDir });
    try {
      expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')).pid).toBe(process.pid);
    } finally {
      await handle.close();
    }
  });
});

const serverUrl = process.env.DATABASE_URL;
describe.runIf(serverUrl || postgresRequired())('PostgreSQL migrations', () => {
  it('migrates a fresh database once, even with gateways starting together', async () => {
    if (!serverUrl) throw new Error('DATABASE_URL is required (REQUIRE_POSTGRES=1 or CI)');
    expect(inject('postgresUrl')).toBeTruthy();
    const scratch = await createScratchDatabase(serverUrl, 'migrate');
    const handles = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 })),
    );
    try {
      await Promise.all(handles.map(prepare));
      const [a, b] = handles;
      if (!a || !b) throw new Error('handles missing');
      const first = await counts(a);
      await prepare(b);
      expect(await counts(b)).toEqual(first);
      expect(first).toMatchObject({ currencies: 6, regions: seedRegionRows().length });
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await scratch.drop();
    }
  });
});
