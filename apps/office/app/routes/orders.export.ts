import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { platformNames } from '../orders/channels.server';
import { exportFileName, ordersCsv } from '../orders/csv';
import { ordersQuery, readOrderFilters } from '../orders/filters';
import { shell } from '../shell.server';
import { orStaffError, requireStaff } from '../staff.server';

/**
 * `/orders/export?<the list's filters>`: the orders the list shows for those filters (every
 * page, newest first, up to the gateway's cap) as a CSV file named with the day, words in the
 * staff member's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gateway } = await requireStaff(request);
  const filters = readOrderFilters(new URL(request.url).searchParams);
  const [orders, platforms] = await orStaffError(
    Promise.all([
      gateway.call(staffEndpoints.staffOrderExport, { query: ordersQuery(filters) }),
      platformNames(gateway),
    ]),
    request,
  );
  return new Response(ordersCsv(orders.order_list, shell.language(request), platforms), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(new Date())}"`,
      'Cache-Control': 'no-store',
    },
  });
}
