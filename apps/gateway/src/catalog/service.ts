import type { Currency, Region } from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rows } from '../db';

export async function listCurrencies(db: Database): Promise<Currency[]> {
  return rows<Currency>(
    db,
    sql`select id as currency, symbol, code, minor_unit from currencies order by id`,
  );
}

export interface RegionFilter {
  /** Only this country and what lies below it (three levels deep at most). */
  countryId?: number;
  level?: number;
  pid?: number;
}

export async function listRegions(
  db: Database,
  filter: RegionFilter,
  lang: Language,
): Promise<Region[]> {
  const conditions: SQL[] = [sql`true`];
  if (filter.level !== undefined) conditions.push(sql`level = ${filter.level}`);
  if (filter.pid !== undefined) conditions.push(sql`pid = ${filter.pid}`);
  if (filter.countryId !== undefined) {
    const id = filter.countryId;
    conditions.push(
      sql`(region_id = ${id} or pid = ${id} or pid in (select region_id from regions where pid = ${id}))`,
    );
  }
  const name = lang === 'zh' ? sql`name_cn` : sql`name_en`;
  return rows<Region>(
    db,
    sql`select region_id, pid, name_cn, name_en, ${name} as name, level
        from regions where ${sql.join(conditions, sql` and `)}
        order by level, sort, region_id`,
  );
}

/** A city, province or country has hotels when a published hotel lies in it. */
export async function refreshHasHotels(db: Database): Promise<void> {
  await db.execute(sql`
    update regions set has_hotels = region_id in (
      select city_id from hotels where status = 1
      union select country_id from hotels where status = 1
      union select r.pid from regions r join hotels h on h.city_id = r.region_id where h.status = 1
    )`);
}
