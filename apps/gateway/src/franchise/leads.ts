import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { StaffLead } from '@bookdirect/gateway-sdk/staff';
import type { Language } from '@bookdirect/locales';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { regions } from '../catalog/schema';
import type { Database } from '../db';
import { BusinessError } from '../http/envelope';
import { type AuditActor, auditTarget, recordAudit } from '../staff/audit';
import { staff } from '../staff/schema';
import { dictionaryItems, franchiseApplications, type LeadStage } from './schema';
import { WILL_LEVEL_CODE } from './seed';

/**
 * Franchise leads as the back office follows them up: the applications, newest first, each
 * with its stage (new, contacted, signed, lost), the staff's note, and who last moved the
 * stage and when.
 */

type Reader = Pick<Database, 'select'>;

const country = alias(regions, 'lead_country');
const province = alias(regions, 'lead_province');
const city = alias(regions, 'lead_city');

/**
 * Leads with their region and intention names (both languages) and the staff member who
 * last moved the stage; `where` narrows them.
 */
function selectLeads(db: Reader, where: SQL | undefined) {
  return db
    .select({
      app: franchiseApplications,
      countryCn: country.nameCn,
      countryEn: country.nameEn,
      provinceCn: province.nameCn,
      provinceEn: province.nameEn,
      cityCn: city.nameCn,
      cityEn: city.nameEn,
      intentionCn: dictionaryItems.nameCn,
      intentionEn: dictionaryItems.nameEn,
      staffName: staff.name,
      staffEmail: staff.email,
    })
    .from(franchiseApplications)
    .leftJoin(country, eq(country.regionId, franchiseApplications.countryId))
    .leftJoin(province, eq(province.regionId, franchiseApplications.provinceId))
    .leftJoin(city, eq(city.regionId, franchiseApplications.cityId))
    .leftJoin(
      dictionaryItems,
      and(
        eq(dictionaryItems.code, WILL_LEVEL_CODE),
        eq(dictionaryItems.taskId, franchiseApplications.willLevelId),
      ),
    )
    .leftJoin(staff, eq(staff.id, franchiseApplications.stageBy))
    .where(where);
}

type LeadRow = Awaited<ReturnType<typeof selectLeads>>[number];

const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : 0);

/** A lead as the staff calls answer it, names in `lang`. */
export function leadData(row: LeadRow, lang: Language): StaffLead {
  const { app } = row;
  const zh = lang === 'zh';
  return {
    lead_id: app.id,
    name: app.name,
    mobile: app.mobile,
    country_id: app.countryId,
    province_id: app.provinceId,
    city_id: app.cityId,
    country_name: (zh ? row.countryCn : row.countryEn) ?? '',
    province_name: (zh ? row.provinceCn : row.provinceEn) ?? '',
    city_name: (zh ? row.cityCn : row.cityEn) ?? '',
    will_level_id: app.willLevelId,
    intention: (zh ? row.intentionCn : row.intentionEn) ?? String(app.willLevelId),
    remark: app.remark,
    stage: app.stage,
    note: app.note,
    create_time: seconds(app.createdAt),
    stage_staff_id: app.stageBy ?? 0,
    stage_staff_name: app.stageBy === null ? '' : row.staffName || row.staffEmail || '',
    stage_time: seconds(app.stageAt),
  };
}

export interface LeadFilter {
  lang: Language;
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
    selectLeads(db, where)
      .orderBy(desc(franchiseApplications.createdAt), desc(franchiseApplications.id))
      .limit(filter.nums)
      .offset((filter.page - 1) * filter.nums),
    db.select({ total: count() }).from(franchiseApplications).where(where),
  ]);
  return {
    lead_list: rows.map((row) => leadData(row, filter.lang)),
    total: Number(counted?.total ?? 0),
  };
}

export interface LeadChange {
  stage?: LeadStage;
  note?: string;
}

/**
 * Moves a lead's stage or note, and records who did it, before and after, in the same
 * transaction; a new stage also keeps who moved it and when. Rec 5 when there is no such
 * lead. Answers the lead with names in `lang`.
 */
export async function updateLead(
  db: Database,
  id: number,
  change: LeadChange,
  actor: AuditActor,
  lang: Language,
): Promise<StaffLead> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(franchiseApplications)
      .where(eq(franchiseApplications.id, id))
      .for('update');
    if (!before) throw new BusinessError(Rec.notFound);
    const moved = change.stage !== undefined && change.stage !== before.stage;
    const [after] = await tx
      .update(franchiseApplications)
      .set({
        stage: change.stage ?? before.stage,
        note: change.note ?? before.note,
        ...(moved ? { stageBy: actor.staffId, stageAt: actor.at } : {}),
      })
      .where(eq(franchiseApplications.id, id))
      .returning();
    if (!after) throw new Error('lead update returned no row');
    await recordAudit(tx, actor, {
      action: 'lead.update',
      target: auditTarget('lead', id),
      before: { stage: before.stage, note: before.note },
      after: { stage: after.stage, note: after.note },
    });
    const [row] = await selectLeads(tx, eq(franchiseApplications.id, id));
    if (!row) throw new Error('lead read back returned no row');
    return leadData(row, lang);
  });
}
