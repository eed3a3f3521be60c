import type { SQL } from 'drizzle-orm';
import type { Database } from '../db';

/**
 * How the catalogue reads: SQL written out (drizzle's `sql` template, values bound), its rows
 * typed where it is written. The search needs hand-written SQL for its index range scans, so
 * every catalogue read is written the same way.
 */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
