import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrationsFolder, schema } from '../../src/db';
import { seedReferenceData } from '../../src/seed';
import { createScratchDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite archive that test files start from instead of initdb. */
    pgliteTemplate: string;
    /** A migrated, seeded database of this run on DATABASE_URL's server; null without one. */
    postgresUrl: string | null;
  }
}

/**
 * With DATABASE_URL, one fresh database per run: migrated and seeded once here, shared by
 * the test files, dropped at the end. Files that need a pristine one make their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = mkdtempSync(join(tmpdir(), 'gateway-template-'));
  const templatePath = join(templateDir, 'pglite.tar');
  await writePgliteTemplate(templatePath);
  project.provide('pgliteTemplate', templatePath);
  const removeTemplate = async () => rmSync(templateDir, { recursive: true, force: true });

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresUrl', null);
    return removeTemplate;
  }
  const scratch = await createScratchDatabase(serverUrl, 'run');
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
  project.provide('postgresUrl', scratch.url);
  return async () => {
    await removeTemplate();
    await scratch.drop();
  };
}

/** initdb, migrations and seed once per run; each file then loads the archive in a fraction. */
async function writePgliteTemplate(path: string): Promise<void> {
  const client = await PGlite.create();
  try {
    const handle = drizzle({ client, schema });
    await migrate(handle, { migrationsFolder: migrationsFolder() });
    await seedReferenceData(handle);
    const archive = await client.dumpDataDir('none');
    writeFileSync(path, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await client.close();
  }
}
