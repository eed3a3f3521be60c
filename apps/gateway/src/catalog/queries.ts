import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { type CurrencyRow, currencies, type RegionRow, regions } from './schema';

export function selectCurrencies(db: Database): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.id));
}

export interface RegionFilter {
  /** Only this country and what lies below it. */
  countryId?: number;
  level?: number;
  pid?: number;
}

export function selectRegions(db: Database, filter: RegionFilter): Promise<RegionRow[]> {
  const conditions: SQL[] = [];
  if (filter.level !== undefined) conditions.push(eq(regions.level, filter.level));
  if (filter.pid !== undefined) conditions.push(eq(regions.pid, filter.pid));
  if (filter.countryId !== undefined) conditions.push(inCountry(db, filter.countryId));
  return db
    .select()
    .from(regions)
    .where(and(...conditions))
    .orderBy(asc(regions.level), asc(regions.sort), asc(regions.regionId));
}

/** Three levels deep at most: the country, its provinces, and their cities. */
function inCountry(db: Database, countryId: number): SQL {
  const provinces = db
    .select({ id: regions.regionId })
    .from(regions)
    .where(eq(regions.pid, countryId));
  return or(
    eq(regions.regionId, countryId),
    eq(regions.pid, countryId),
    inArray(regions.pid, provinces),
  ) as SQL;
}
