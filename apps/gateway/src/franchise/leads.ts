import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffLead } from '@bookdirect/gateway-sdk/staff';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { BusinessError } from '../http/envelope';
import { type AuditActor, auditTarget, recordAudit } from '../staff/audit';
import { type FranchiseApplicationRow, franchiseApplications, type LeadStage } from './schema';

/**
 * Franchise leads as the back office follows them up: the applications, newest first, each
 * with its stage (new, contacted, signed, lost) and the staff's note.
 */

/** A lead as the staff calls answer it. */
export function leadData(row: FranchiseApplicationRow): StaffLead {
  return {
    lead_id: row.id,
    name: row.name,
    mobile: row.mobile,
    country_id: row.countryId,
    province_id: row.provinceId,
    city_id: row.cityId,
    will_level_id: row.willLevelId,
    remark: row.remark,
    stage: row.stage,
    note: row.note,
    create_time: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export interface LeadFilter {
  page: number;
  nums: number;
  stage?: LeadStage;
}

/** One page of leads, newest first, and how many match. */
export async function listStaffLeads(
  db: Database,
  filter: LeadFilter,
): Promise<{ lead_list: StaffLead[]; total: number }> {
  const where = filter.stage ? eq(franchiseApplications.stage, filter.stage) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(franchiseApplications)
      .where(where)
      .orderBy(desc(franchiseApplications.createdAt), desc(franchiseApplications.id))
      .limit(filter.nums)
      .offset((filter.page - 1) * filter.nums),
    db.select({ total: count() }).from(franchiseApplications).where(where),
  ]);
  return { lead_list: rows.map(leadData), total: Number(counted?.total ?? 0) };
}

export interface LeadChange {
  stage?: LeadStage;
  note?: string;
}

/**
 * Moves a lead's stage or note, and records who did it, before and after, in the same
 * transaction; rec 5 when there is no such lead.
 */
export async function updateLead(
  db: Database,
  id: number,
  change: LeadChange,
  actor: AuditActor,
): Promise<StaffLead> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(franchiseApplications)
      .where(eq(franchiseApplications.id, id))
      .for('update');
    if (!before) throw new BusinessError(Rec.notFound);
    const [after] = await tx
      .update(franchiseApplications)
      .set({ stage: change.stage ?? before.stage, note: change.note ?? before.note })
      .where(eq(franchiseApplications.id, id))
      .returning();
    if (!after) throw new Error('lead update returned no row');
    await recordAudit(tx, actor, {
      action: 'lead.update',
      target: auditTarget('lead', id),
      before: { stage: before.stage, note: before.note },
      after: { stage: after.stage, note: after.note },
    });
    return leadData(after);
  });
}
