import { routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import {
  STAFF_ORDER_EXPORT_MAX,
  type StaffOrderListItem,
  staffEndpoints,
} from '@bookdirect/gateway-sdk/staff';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { OfficeErrorBoundary } from '../components/ErrorPage';
import { Actions, Message, Muted, OfficePage } from '../components/layout';
import { OrderFilterForm } from '../components/orders/OrderFilterForm';
import { OrdersTable } from '../components/orders/OrdersTable';
import { platformNames } from '../orders/channels.server';
import { filtersSearch, ordersQuery, readOrderFilters } from '../orders/filters';
import { isSessionEnded, signInRedirect } from '../session.server';
import { type GatewayMessage, gatewayMessage, orStaffError, requireStaff } from '../staff.server';

export const meta = routeMeta({ title: 'office_orders' });

export const handle: I18nHandle = { i18n: ['office_orders'] };

export const ErrorBoundary = OfficeErrorBoundary;

/** Orders on one page of the desk's list. */
const PER_PAGE = 20;

/**
 * The orders of the staff member's hotels matching the address's filters, a page of them; the
 * hotels for the filter; the platforms' names. A filter the gateway refuses (an arrival range
 * that ends before it starts) is its message above an empty list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { gateway } = await requireStaff(request);
  const filters = readOrderFilters(new URL(request.url).searchParams);
  const [hotels, platforms] = await orStaffError(
    Promise.all([gateway.call(staffEndpoints.staffHotels), platformNames(gateway)]),
    request,
  );
  let orders: { order_list: StaffOrderListItem[]; total: number } = { order_list: [], total: 0 };
  let refused: GatewayMessage | null = null;
  try {
    orders = await gateway.call(staffEndpoints.staffOrders, {
      query: { ...ordersQuery(filters), page: filters.page, nums: PER_PAGE },
    });
  } catch (error) {
    if (isSessionEnded(error)) throw signInRedirect(request);
    refused = gatewayMessage(error);
  }
  return {
    filters,
    hotels: hotels.hotel_list,
    platforms,
    orders: orders.order_list,
    total: orders.total,
    pages: Math.max(1, Math.ceil(orders.total / PER_PAGE)),
    refused: refused?.msg ?? null,
  };
}

export default function OrdersPage() {
  const { t } = useTranslation();
  const { filters, hotels, platforms, orders, total, pages, refused } =
    useLoaderData<typeof loader>();
  const pageHref = (to: number) => `/orders${filtersSearch(filters, to)}`;
  return (
    <OfficePage
      title={t('titles:office_orders')}
      aside={<Muted data-testid="orders-total">{t('office_orders:total', { count: total })}</Muted>}
    >
      <OrderFilterForm filters={filters} hotels={hotels} />
      {refused ? (
        <Message $tone="error" role="alert">
          {refused}
        </Message>
      ) : null}
      <OrdersTable orders={orders} platforms={platforms} />
      {total > STAFF_ORDER_EXPORT_MAX ? (
        <Muted data-testid="orders-export-limit">
          {t('office_orders:export_limit', { max: STAFF_ORDER_EXPORT_MAX, total })}
        </Muted>
      ) : null}
      <Actions>
        {pages > 1 ? (
          <nav aria-label={t('office_orders:list_pages')}>
            <Actions as="div" style={{ marginTop: 0 }}>
              {filters.page > 1 ? (
                <a href={pageHref(filters.page - 1)}>{t('office:page_previous')}</a>
              ) : null}
              <span>{t('office:page_of', { page: filters.page, pages })}</span>
              {filters.page < pages ? (
                <a href={pageHref(filters.page + 1)}>{t('office:page_next')}</a>
              ) : null}
            </Actions>
          </nav>
        ) : null}
      </Actions>
    </OfficePage>
  );
}
