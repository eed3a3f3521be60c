import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rows } from '../db';

/**
 * Answers of the search cached per catalogue version. Every request reads the version (one
 * primary-key row); triggers bump it in the same transaction as any change to hotels, room
 * types, stock and prices, regions or currencies, so an answer is only reused while nothing
 * it was computed from has changed — across any number of gateway instances, each with its
 * own cache. Entries of older versions age out of the LRU.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, T>();
  private version = -1;

  constructor(private readonly maxEntries = 2000) {}

  async get(db: Database, key: string, compute: () => Promise<T>): Promise<T> {
    const current = await catalogVersion(db);
    if (current !== this.version) {
      // A new version makes every entry stale: drop them at once.
      this.entries.clear();
      this.version = current;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await compute();
    // Stored under the version read before computing: if the catalogue moved meanwhile, the
    // next request reads the newer version and never sees this entry.
    if (this.version === current) {
      this.entries.set(key, value);
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }
}

export async function catalogVersion(db: Database): Promise<number> {
  const [row] = await rows<{ version: string | number }>(
    db,
    sql`select version from catalog_version where id = 1`,
  );
  return Number(row?.version ?? 0);
}
