import { loadConfig } from '../../config';
import { createDatabase, type DatabaseHandle } from '../../db';
import { DirectoryLockedError } from '../../db/lock';
import { seedReferenceData } from '../../seed';

/** Shared plumbing of the catalogue commands: flags, the database of the environment. */

export function parseFlags(argv: string[]): Record<string, string | true> {
  const flags: Record<string, string | true> = {};
  const args = argv.filter((a) => a !== '--');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      flags._ = arg;
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = args[i + 1];
    if (inline !== undefined) flags[name] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      flags[name] = next;
      i++;
    } else flags[name] = true;
  }
  return flags;
}

export function intFlag(
  flags: Record<string, string | true>,
  name: string,
  fallback?: number,
): number | undefined {
  const value = flags[name];
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}

/**
 * The database the gateway would use (DATABASE_URL, else the PGlite directory), migrated and
 * with reference data. A PGlite directory held by a running gateway is refused: stop the
 * gateway first, or point DATABASE_URL at PostgreSQL.
 */
export async function openDatabase(
  env: Record<string, string | undefined>,
): Promise<DatabaseHandle> {
  const config = loadConfig(env);
  try {
    const handle = await createDatabase(config.database);
    await handle.migrate();
    await seedReferenceData(handle.db);
    return handle;
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      console.error(
        `${error.message}\nThe running gateway holds this PGlite directory. Stop it first ` +
          '(or set DATABASE_URL to load into PostgreSQL).',
      );
      process.exit(2);
    }
    throw error;
  }
}
