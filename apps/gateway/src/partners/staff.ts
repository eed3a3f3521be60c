import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffPartner } from '@bookdirect/gateway-sdk/staff';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { BusinessError } from '../http/envelope';
import { type AuditActor, auditTarget, recordAudit } from '../staff/audit';
import { partners } from './schema';
import type { PartnerEntry } from './settings';

/**
 * Partners as the back office keeps them (admins): list, add, change, remove. Each write and
 * its audit entry share a transaction. Nothing is cached anywhere (service.ts reads the table
 * on each request that names a partner), so a write applies from the next request everywhere.
 */

/** A code already taken (rec 6). */
export const PARTNER_EXISTS = 'office_partners:partner_exists';

type PartnerRow = typeof partners.$inferSelect;

/** A partner as the staff calls answer it. */
function partnerData(row: PartnerRow): StaffPartner {
  return {
    code: row.code,
    name: row.name,
    origins: row.origins,
    update_time: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** What the audit log keeps of a partner: all of it but the time. */
const audited = (row: PartnerRow) => ({ name: row.name, origins: row.origins });

/** Every partner, by code. */
export async function listPartners(db: Database): Promise<StaffPartner[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.code));
  return rows.map(partnerData);
}

/** Adds a partner; rec 6 when its code is taken. */
export async function createPartner(
  db: Database,
  entry: PartnerEntry,
  actor: AuditActor,
): Promise<StaffPartner> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(partners)
      .values({ ...entry, updatedAt: actor.at })
      .onConflictDoNothing({ target: partners.code })
      .returning();
    if (!created) throw new BusinessError(Rec.conflict, PARTNER_EXISTS);
    await recordAudit(tx, actor, {
      action: 'partner.create',
      target: auditTarget('partner', created.code),
      before: null,
      after: audited(created),
    });
    return partnerData(created);
  });
}

/** Gives a partner a new name and origins; rec 5 for an unknown code. */
export async function changePartner(
  db: Database,
  code: string,
  change: Omit<PartnerEntry, 'code'>,
  actor: AuditActor,
): Promise<StaffPartner> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(partners).where(eq(partners.code, code)).for('update');
    if (!before) throw new BusinessError(Rec.notFound);
    const [after] = await tx
      .update(partners)
      .set({ name: change.name, origins: change.origins, updatedAt: actor.at })
      .where(eq(partners.code, code))
      .returning();
    if (!after) throw new Error('partner update returned no row');
    await recordAudit(tx, actor, {
      action: 'partner.update',
      target: auditTarget('partner', code),
      before: audited(before),
      after: audited(after),
    });
    return partnerData(after);
  });
}

/** Removes a partner (orders keep its code); rec 5 for an unknown code. */
export async function deletePartner(db: Database, code: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(partners).where(eq(partners.code, code)).returning();
    if (!removed) throw new BusinessError(Rec.notFound);
    await recordAudit(tx, actor, {
      action: 'partner.delete',
      target: auditTarget('partner', code),
      before: audited(removed),
      after: null,
    });
  });
}
