import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { leadsCsv, leadsFileName } from '../leads/csv';
import { shell } from '../shell.server';
import { orStaffError, requireAdmin, requireStaff } from '../staff.server';

/**
 * `/leads/export`: every franchise lead, applications and consult messages, oldest first, as
 * a CSV file named with the day, words in the admin's language (admins only).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gateway } = requireAdmin(await requireStaff(request));
  // The gateway client speaks the request's language: the names come back in it.
  const { lead_list } = await orStaffError(gateway.call(staffEndpoints.staffLeadExport), request);
  return new Response(leadsCsv(lead_list, shell.language(request)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsFileName(new Date())}"`,
      'Cache-Control': 'no-store',
    },
  });
}
