/**
 * The audit log page's filters and paging, as its address carries them.
 */

/** Entries per page of the audit log. */
export const AUDIT_PER_PAGE = 50;

/** The filters of the audit log page, from its address. */
export interface AuditFilters {
  page: number;
  /** 0: everyone. */
  staffId: number;
  target: string;
}

export function auditFilters(url: URL): AuditFilters {
  const number = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  };
  return {
    page: Math.max(1, number('page')),
    staffId: number('staff_id'),
    target: (url.searchParams.get('target') ?? '').trim().slice(0, 200),
  };
}

/** The address of the log with `filters` (`page` 1 left out). */
export function auditHref(filters: AuditFilters): string {
  const query = new URLSearchParams();
  if (filters.staffId) query.set('staff_id', String(filters.staffId));
  if (filters.target) query.set('target', filters.target);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `/audit?${text}` : '/audit';
}
