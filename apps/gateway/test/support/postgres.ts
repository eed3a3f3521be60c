import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database created for one test run on the server of DATABASE_URL, dropped afterwards. */
export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * `serverUrl` is the server's own database (DATABASE_URL), never a test database: a database
 * can only be copied while no session is connected to it. With `template`, the new database is
 * a copy of that one (the run's migrated and seeded database, see global-setup).
 */
export async function createScratchDatabase(
  serverUrl: string,
  label: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `gateway_test_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = options.template ? ` TEMPLATE "${options.template}"` : '';
  await admin(serverUrl, `CREATE DATABASE "${name}"${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE: a pool a failed test left open must not keep the database alive.
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** REQUIRE_POSTGRES=1 or CI: a missing DATABASE_URL fails the PostgreSQL suite instead of skipping it. */
export function postgresRequired(env: Record<string, string | undefined> = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return env.REQUIRE_POSTGRES === '1' || (ci !== undefined && !['', '0', 'false'].includes(ci));
}
