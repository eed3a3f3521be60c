import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { preparedRows } from '../db/prepared';

/**
 * Answers of the search, each cached with the version token of what it read: its city's
 * version and the sum of the city's night versions over the stay (migration
 * `0018_search_versions`; a search without a city: the totals over every city). Triggers bump
 * those versions in the same transaction as any change to hotels, room types, stock and
 * prices, regions, currencies or exchange rates, and versions only grow, so an answer is
 * reused only while nothing it was computed from has changed, across any number of gateway
 * instances, each with its own cache. A booking in one city moves only that city's nights,
 * and only when it takes a night's last room (answers read stock as "a room left" and the
 * price, nothing more): the other cities' answers, and the same city's other stays, stay
 * cached.
 */

/** What a search's answer depends on beyond its page and order. */
export interface SearchScope {
  /** Absent or 0: every city. */
  cityId?: number;
  stay: { start: string; nights: number };
}

export interface CacheAnswer<T> {
  value: T;
  /** Served from the cache, not computed. */
  hit: boolean;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, { token: string; value: T }>();

  constructor(private readonly maxEntries = 2000) {}

  async get(
    db: Database,
    key: string,
    scope: SearchScope,
    compute: () => Promise<T>,
  ): Promise<CacheAnswer<T>> {
    // Read before computing: if anything moves while the answer is computed, the entry is
    // stored under the older token and the next request, reading the newer one, recomputes.
    return this.at(key, await searchVersion(db, scope), compute);
  }

  /**
   * The answer stored under `key` for the version `token` (read with `searchVersion` before
   * computing anything), else computed and stored: for callers that share one version read
   * between several caches of the same scope.
   */
  async at(key: string, token: string, compute: () => Promise<T>): Promise<CacheAnswer<T>> {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.token === token) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { value: entry.value, hit: true };
    }
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { token, value });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return { value, hit: false };
  }
}

/**
 * The version of a search's scope as one row, `city` and `days`: a primary-key read and a
 * range of the stay's nights (a search without a city: both summed over every city). A
 * statement of its own (`searchVersion`) or columns of the search's own statement, read in
 * the same snapshot as its answer (`searchHotels` with a scope).
 */
export function searchVersionSql({ cityId, stay }: SearchScope): SQL {
  const nights = sql`day >= ${stay.start}::date and day < ${stay.start}::date + ${stay.nights}::int`;
  return cityId
    ? sql`select
          coalesce((select version from search_city_versions where city_id = ${cityId}::int), 0) as city,
          coalesce((select sum(version) from search_day_versions
            where city_id = ${cityId}::int and ${nights}), 0) as days`
    : sql`select
          coalesce((select sum(version) from search_city_versions), 0) as city,
          coalesce((select sum(version) from search_day_versions where ${nights}), 0) as days`;
}

/** What `searchVersionSql` read, as the token the caches compare. */
export type VersionRow = { city: string | number | bigint; days: string | number | bigint };

export const versionToken = (row: VersionRow | undefined): string =>
  `${row?.city ?? 0}:${row?.days ?? 0}`;

/** The version token of a search's scope, one statement (`searchVersionSql`). */
export async function searchVersion(db: Database, scope: SearchScope): Promise<string> {
  const [row] = await preparedRows<VersionRow>(db, searchVersionSql(scope));
  return versionToken(row);
}
