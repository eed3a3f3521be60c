import { partnerCode } from '@bookdirect/gateway-sdk';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db';
import { preparedRows } from '../db/prepared';
import { partners } from './schema';
import type { PartnerEntry } from './settings';

/**
 * The one reader of the partners table: whatever checks a partner code (a booking, the booking
 * site asking after a link's code) or a partner's origin (CORS for the embed) asks here. The
 * back office edits the table while gateways run, so nothing is kept between calls: each call
 * is one read of a table of a few rows (by primary key for a code), made only by a request
 * that names a partner, and every gateway process sees a change at its next request.
 */

export type Partner = PartnerEntry;

/** The partner a code names; null for an unknown code and for one that breaks the pattern. */
export async function partnerByCode(
  db: Database | Transaction,
  code: unknown,
): Promise<Partner | null> {
  const valid = partnerCode(code);
  if (valid === null) return null;
  const [row] = await preparedRows<Partner>(
    db,
    sql`select ${partners.code} as code, ${partners.name} as name, ${partners.origins} as origins
      from ${partners} where ${partners.code} = ${valid}`,
  );
  return row ?? null;
}

/**
 * Whether a page on `origin` may read the public catalogue: a partner of the table lists it,
 * or the deprecated PARTNER_ORIGINS (`extraOrigins`) does.
 */
export async function isAllowedOrigin(
  db: Database | Transaction,
  origin: string,
  extraOrigins: readonly string[] = [],
): Promise<boolean> {
  if (extraOrigins.includes(origin)) return true;
  const rows = await preparedRows<{ code: string }>(
    db,
    sql`select ${partners.code} as code from ${partners}
      where ${origin}::text = any(${partners.origins}) limit 1`,
  );
  return rows.length > 0;
}

/**
 * PARTNERS at start-up: each listed partner is added, or takes the listed name and origins.
 * Partners it does not list (the back office's) are left as they are.
 */
export async function upsertPartners(
  db: Database,
  entries: readonly PartnerEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(partners)
    .values(entries.map(({ code, name, origins }) => ({ code, name, origins })))
    .onConflictDoUpdate({
      target: partners.code,
      set: {
        name: sql`excluded.${sql.identifier(partners.name.name)}`,
        origins: sql`excluded.${sql.identifier(partners.origins.name)}`,
        updatedAt: sql`now()`,
      },
    });
}
