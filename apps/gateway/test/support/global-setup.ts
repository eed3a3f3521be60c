import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrationsFolder } from '../../src/db';
import { seedReferenceData } from '../../src/seed';
import { createScratchDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite archive that test files start from instead of initdb. */
    pgliteTemplate: string;
    /**
     * The name of this run's migrated, seeded database on DATABASE_URL's server, which no test
     * connects to: each suite works on a copy of its own (`CREATE DATABASE ... TEMPLATE`), so
     * suites running at once never see each other's rows, clocks or jobs. Null without a server.
     */
    postgresTemplate: string | null;
  }
}

/**
 * With DATABASE_URL, one fresh database per run: migrated and seeded once here, copied by the
 * test suites, dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = mkdtempSync(join(tmpdir(), 'gateway-template-'));
  const templatePath = join(templateDir, 'pglite.tar');
  await writePgliteTemplate(templatePath);
  project.provide('pgliteTemplate', templatePath);
  const removeTemplate = async () => rmSync(templateDir, { recursive: true, force: true });

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return removeTemplate;
  }
  const scratch = await createScratchDatabase(serverUrl, 'template');
  try {
    const handle = await createDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    try {
      await handle.migrate();
      await seedReferenceData(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  project.provide('postgresTemplate', scratch.name);
  return async () => {
    await removeTemplate();
    await scratch.drop();
  };
}

/** initdb, migrations and seed once per run; each file then loads the archive in a fraction. */
async function writePgliteTemplate(path: string): Promise<void> {
  const client = await PGlite.create();
  try {
    const handle = drizzle({ client });
    await migrate(handle, { migrationsFolder: migrationsFolder() });
    await seedReferenceData(handle);
    const archive = await client.dumpDataDir('none');
    writeFileSync(path, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
}
