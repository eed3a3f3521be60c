import { type StaffReport, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { reportCsv, reportFileName } from '../reports/csv';
import { reportQuery } from '../reports/query';
import { choiceOf } from '../reports/report.server';
import { isSessionEnded, signInRedirect } from '../session.server';
import { shell } from '../shell.server';
import { gatewayMessage, orStaffError, requireStaff } from '../staff.server';

/**
 * `/reports/export?<the report's choice>`: the report `/reports` shows for the same address as
 * a CSV file (every period, the totals, the channels), words in the staff member's language.
 * The defaults need the staff member's first hotel (a manager's report without `hotel_id`).
 * A range the gateway refuses (rec 2) answers 400 with its message as plain text.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await requireStaff(request);
  const { gateway } = context;
  const hotels = await orStaffError(gateway.call(staffEndpoints.staffHotels), request);
  const choice = choiceOf(request, context, hotels.hotel_list[0]?.hotel_id ?? 0);
  let report: StaffReport;
  try {
    report = await gateway.call(staffEndpoints.staffReport, { query: reportQuery(choice) });
  } catch (error) {
    if (isSessionEnded(error)) throw signInRedirect(request);
    return new Response(gatewayMessage(error).msg, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(reportCsv(report, shell.language(request)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reportFileName(report)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
