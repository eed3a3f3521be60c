import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db';

/** The checks of ledgers.sql, by name. */
export const LEDGER_CHECKS: { name: string; query: string }[] = readFileSync(
  new URL('./ledgers.sql', import.meta.url),
  'utf8',
)
  .split(/^-- name: /m)
  .slice(1)
  .map((part) => {
    const newline = part.indexOf('\n');
    return { name: part.slice(0, newline).trim(), query: part.slice(newline + 1).trim() };
  });

/** Copies the rooms left of every night, for the stock check to compare with. */
export async function takeStockBaseline(db: Database): Promise<void> {
  await db.execute(sql`drop table if exists stock_baseline`);
  await db.execute(
    sql`create table stock_baseline as select room_type_id, day, rest_nums from room_type_days`,
  );
}

/** The rows breaking each check; an empty object when every ledger holds. */
export async function ledgerViolations(db: Database): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const check of LEDGER_CHECKS) {
    const result = (await db.execute(sql.raw(check.query))) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) broken[check.name] = result.rows;
  }
  return broken;
}
