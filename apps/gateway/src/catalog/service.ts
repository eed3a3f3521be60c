import type { Currency, CurrencyId, Region } from '@bookdirect/gateway-sdk/contract';
import type { Language } from '@bookdirect/locales';
import type { Database } from '../db';
import { type RegionFilter, selectCurrencies, selectRegions } from './queries';
import type { RegionRow } from './schema';

export async function listCurrencies(db: Database): Promise<Currency[]> {
  const rows = await selectCurrencies(db);
  return rows.map((row) => ({
    currency: row.id as CurrencyId,
    symbol: row.symbol,
    code: row.code,
    minor_unit: row.minorUnit,
  }));
}

export async function listRegions(
  db: Database,
  filter: RegionFilter,
  lang: Language,
): Promise<Region[]> {
  const rows = await selectRegions(db, filter);
  return rows.map((row) => toRegion(row, lang));
}

export function toRegion(row: RegionRow, lang: Language): Region {
  return {
    region_id: row.regionId,
    pid: row.pid,
    name_cn: row.nameCn,
    name_en: row.nameEn,
    name: lang === 'zh' ? row.nameCn : row.nameEn,
    level: row.level as Region['level'],
  };
}
