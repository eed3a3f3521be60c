import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Currencies by the contract's ids (1 CNY ... 6 MYR); reference data owned by the seed. */
export const currencies = pgTable(
  'currencies',
  {
    id: integer('id').primaryKey(),
    /** ISO 4217 code, e.g. `EUR`. */
    code: text('code').notNull().unique(),
    symbol: text('symbol').notNull(),
    /** ISO 4217 minor unit: money of this currency is stored as integers of 10^-minor_unit. */
    minorUnit: smallint('minor_unit').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_minor_unit_check', sql`${t.minorUnit} between 0 and 4`),
  ],
);

/**
 * Country (level 1, pid 0) > province (2) > city (3). Countries without hotels stay listed:
 * the franchise cascade covers where partners are, not only where guests can book.
 */
export const regions = pgTable(
  'regions',
  {
    regionId: integer('region_id').primaryKey(),
    /** Parent region; 0 for a country, as on the wire. */
    pid: integer('pid').notNull().default(0),
    level: smallint('level').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Maintained by the catalogue when hotels are published; search offers only these. */
    hasHotels: boolean('has_hotels').notNull().default(false),
  },
  (t) => [
    index('regions_pid_idx').on(t.pid, t.sort, t.regionId),
    index('regions_level_idx').on(t.level, t.sort, t.regionId),
    check('regions_level_check', sql`${t.level} in (1, 2, 3)`),
    // A country has no parent and nothing else is top level.
    check('regions_top_level_check', sql`(${t.level} = 1) = (${t.pid} = 0)`),
  ],
);

export type CurrencyRow = typeof currencies.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;
export type NewRegionRow = typeof regions.$inferInsert;
