import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { type StaffAuditRow, staffAudit } from './schema';

/**
 * The staff audit log: every staff write adds one entry in its own transaction (pass the
 * transaction as `db`), so a change and its entry are written together or not at all. The
 * table refuses updates and deletes (migration 0021).
 */

/** Who writes, from where, when. */
export interface AuditActor {
  /** Null for the command line, which signs in as nobody. */
  staffId: number | null;
  clientAddress: string;
  at: Date;
}

export interface AuditEntry {
  /** `domain.verb`: `calendar.write`, `order.cancel`, `lead.update`, `staff.add`, ... */
  action: string;
  /** `kind:id`: `room_type:12`, `order:AB12CD34`, `lead:5`, `staff:3`. */
  target: string;
  /** The target before the write, as far as it changed; null when it is created. */
  before: unknown;
  /** The target after; null when nothing remains. */
  after: unknown;
}

/** `kind:id` of an audit entry's target. */
export const auditTarget = (kind: string, id: string | number): string => `${kind}:${id}`;

/** Adds one entry; call it inside the write's transaction. */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(staffAudit).values({
    at: actor.at,
    staffId: actor.staffId,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientAddress: actor.clientAddress,
  });
}

export interface AuditFilter {
  page: number;
  nums: number;
  staffId?: number;
  /** `kind:id`, the id alone or the kind alone (`order` or `order:`). */
  target?: string;
}

/** Entries newest first, with the count of all that match. */
export async function listAudit(
  db: Database,
  filter: AuditFilter,
): Promise<{ rows: StaffAuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(staffAudit.staffId, filter.staffId));
  // `order:` is the kind, as `order` is.
  const target = filter.target?.trim().replace(/:$/, '');
  if (target) {
    const either = or(
      eq(staffAudit.target, target),
      eq(sql`split_part(${staffAudit.target}, ':', 1)`, target),
      eq(sql`split_part(${staffAudit.target}, ':', 2)`, target),
    );
    if (either) conditions.push(either);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(filter.nums)
      .offset((filter.page - 1) * filter.nums),
    db.select({ total: count() }).from(staffAudit).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
