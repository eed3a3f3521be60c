import type { CurrencyId } from '@bookdirect/gateway-sdk/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { currencies, exchangeRateHistory, exchangeRates, regions } from '../schema';
import { SEED_RATES_DATE, SEED_USD_PER_UNIT } from './demo-data';
import { seedRegionRows } from './seed-regions';

interface SeedCurrency {
  id: CurrencyId;
  code: string;
  symbol: string;
  minorUnit: number;
}

/** The contract's currencies, by id; minor units are ISO 4217's (JPY has none). */
export const SEED_CURRENCIES: readonly SeedCurrency[] = [
  { id: 1, code: 'CNY', symbol: '￥', minorUnit: 2 },
  { id: 2, code: 'EUR', symbol: '€', minorUnit: 2 },
  { id: 3, code: 'THB', symbol: '฿', minorUnit: 2 },
  { id: 4, code: 'JPY', symbol: '¥', minorUnit: 0 },
  { id: 5, code: 'USD', symbol: '$', minorUnit: 2 },
  { id: 6, code: 'MYR', symbol: 'RM', minorUnit: 2 },
];

/**
 * Upserts the catalogue's reference data: running it again changes nothing, and a changed
 * name in the seed reaches existing databases on the next start. `has_hotels` is left alone,
 * because the catalogue maintains it.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(currencies)
      .values(SEED_CURRENCIES.map((c) => ({ ...c, sort: c.id })))
      .onConflictDoUpdate({
        target: currencies.id,
        set: {
          code: sql`excluded.code`,
          symbol: sql`excluded.symbol`,
          minorUnit: sql`excluded.minor_unit`,
          sort: sql`excluded.sort`,
        },
      });
    // Rates only when missing: once set, the database's rate is the one that counts. A rate
    // the seed writes enters the history too, so every current rate has its history row.
    const seeded = await tx
      .insert(exchangeRates)
      .values(
        SEED_CURRENCIES.map((c) => ({
          currencyId: c.id,
          usdPerUnit: SEED_USD_PER_UNIT[c.id] ?? '1',
          effectiveDate: SEED_RATES_DATE,
          source: 'seed',
        })),
      )
      .onConflictDoNothing()
      .returning({ currencyId: exchangeRates.currencyId, usdPerUnit: exchangeRates.usdPerUnit });
    if (seeded.length > 0) {
      await tx
        .insert(exchangeRateHistory)
        .values(seeded.map((r) => ({ ...r, effectiveDate: SEED_RATES_DATE, source: 'seed' })));
    }
    await tx
      .insert(regions)
      .values(seedRegionRows())
      .onConflictDoUpdate({
        target: regions.regionId,
        set: {
          pid: sql`excluded.pid`,
          level: sql`excluded.level`,
          nameCn: sql`excluded.name_cn`,
          nameEn: sql`excluded.name_en`,
          sort: sql`excluded.sort`,
        },
      });
  });
}
