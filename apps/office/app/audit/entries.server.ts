import type { GatewayClient } from '@bookdirect/gateway-sdk';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';

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

/** The most accounts one list call answers. */
const STAFF_PAGE_MAX = 100;

/** A staff member as the log names them and the filter offers them. */
export interface StaffName {
  staff_id: number;
  name: string;
}

/**
 * Every staff account's name, for the log's "who" and the filter's choices: the list call
 * is the only read of accounts, and a group's staff fits in a few of its pages.
 */
export async function staffNames(gateway: GatewayClient): Promise<StaffName[]> {
  const names: StaffName[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const { staff_list, total } = await gateway.call(staffEndpoints.staffList, {
      query: { page, nums: STAFF_PAGE_MAX },
    });
    for (const member of staff_list) {
      names.push({ staff_id: member.staff_id, name: member.name || member.email });
    }
    if (page * STAFF_PAGE_MAX >= total) break;
  }
  return names.sort((a, b) => a.name.localeCompare(b.name));
}
