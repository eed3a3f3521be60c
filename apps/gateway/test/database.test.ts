import { spawn, spawnSync } from 'node:child_process';
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

// Each test makes a PGlite directory from nothing (initdb, every migration): seconds when
// quiet, many more on a loaded two-core machine.
describe('embedded database directory (PGlite)', { timeout: 60_000 }, () => {
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

  it('waits for a holder that is ending, and says so, instead of refusing the restart', async () => {
    const ending = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 800)']);
    const exited = new Promise((resolve) => ending.once('exit', resolve));
    holdFor(dataDir, ending.pid);
    const warnings: string[] = [];
    const handle = await createDatabase(
      { kind: 'pglite', dataDir },
      { logger: { warn: (_: unknown, message: string) => warnings.push(message) } as never },
    );
    try {
      await exited;
      expect(JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')).pid).toBe(process.pid);
      expect(warnings).toEqual([expect.stringContaining(`still held by process ${ending.pid}`)]);
    } finally {
      await handle.close();
    }
  });

  it('refuses once the wait is over if the holder lives on', async () => {
    const living = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      holdFor(dataDir, living.pid);
      await expect(
        createDatabase({ kind: 'pglite', dataDir }, { lockWaitMs: 300 }),
      ).rejects.toThrow(`is in use by process ${living.pid}`);
    } finally {
      living.kill('SIGKILL');
      rmSync(lockPathFor(dataDir), { force: true });
    }
  });

  it('takes over at once from a process killed but not yet reaped (a zombie)', async () => {
    // `sleep 0` ends at once; its parent became `sleep 5`, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5']);
    try {
      const zombie = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once('data', (b) => resolve(String(b))),
        ),
      );
      await waitFor(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').includes(') Z '));
      holdFor(dataDir, zombie);
      const warnings: string[] = [];
      const handle = await createDatabase(
        { kind: 'pglite', dataDir },
        { logger: { warn: (_: unknown, message: string) => warnings.push(message) } as never },
      );
      await handle.close();
      expect(warnings).toEqual([]);
    } finally {
      parent.kill('SIGKILL');
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

/** Writes the directory's lock as process `pid` of this machine would have. */
function holdFor(dataDir: string, pid: number | undefined): void {
  if (!pid) throw new Error('no pid');
  writeFileSync(
    lockPathFor(dataDir),
    JSON.stringify({ pid, hostname: hostname(), started_at: new Date().toISOString() }),
  );
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if (condition()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

const serverUrl = process.env.DATABASE_URL;
describe.runIf(serverUrl || postgresRequired())('PostgreSQL migrations', () => {
  it('migrates a fresh database once, even with gateways starting together', async () => {
    if (!serverUrl) throw new Error('DATABASE_URL is required (REQUIRE_POSTGRES=1 or CI)');
    expect(inject('postgresTemplate')).toBeTruthy();
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
