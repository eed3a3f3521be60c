import type { GatewayClient } from '@bookdirect/gateway-sdk';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';

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
