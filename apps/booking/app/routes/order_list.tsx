import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { Button, OrderCard, Toast } from '@bookdirect/booking-ui';
import { ORDER_TABS } from '@bookdirect/gateway-sdk';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PaymentResultModal } from '../components/booking/PaymentResultModal';
import { Container, Notice, PageTitle } from '../components/catalogue/layout';
import { readOrderToast } from '../order-actions.server';
import { MY_TRIPS, orderPath } from '../order-paths';
import { loadOrderList } from '../orders.server';
import { requireMember } from '../session.server';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['booking', 'orders', 'hotel', 'search'] };

export const meta = routeMeta({ title: 'order_list' });

export const ErrorBoundary = RouteErrorBoundary;

type Tab = (typeof ORDER_TABS)[number];
const TAB_KEYS = {
  0: 'booking:tab_all',
  1: 'booking:tab_reserved',
  2: 'booking:tab_paid',
  6: 'booking:tab_to_review',
  8: 'booking:tab_reviewed',
  9: 'booking:tab_cancelled',
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  requireMember(request);
  const [list, outcome] = await Promise.all([loadOrderList(request), readOrderToast(request)]);
  return data({ ...list, toast: outcome.toast }, { headers: outcome.headers });
}

/** Six tabs do not fit a phone: the bar scrolls sideways and keeps the current one in view. */
const Tabs = styled.nav`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & > a {
    flex: none;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    white-space: nowrap;
  }
  & > a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  & > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  & > a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  ${({ theme }) => theme.media.mobile} {
    margin-right: calc(-1 * ${({ theme }) => theme.layout.gutterMobile});
    & > a {
      padding: 0 ${({ theme }) => theme.space.sm};
    }
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.55;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

export default function OrderListPage() {
  const { t } = useTranslation();
  const { tab, page, pageCount, orders, payment, orderId, toast } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const tabs = useRef<HTMLElement>(null);
  // The current tab stays in view when the bar scrolls (phones), without moving the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tab is what moves the bar
  useEffect(() => {
    const bar = tabs.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !current) return;
    const left = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
    bar.scrollLeft = Math.max(0, left);
  }, [tab]);
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/order_list';
  const tabHref = (value: Tab, p = 1) => {
    const query = new URLSearchParams({
      ...(value ? { tab: String(value) } : {}),
      ...(p > 1 ? { page: String(p) } : {}),
    });
    const search = query.toString();
    return search ? `${MY_TRIPS}?${search}` : MY_TRIPS;
  };
  return (
    <Container>
      <PageTitle>{t('booking:trips_title')}</PageTitle>
      <Tabs ref={tabs} aria-label={t('booking:trips_title')} data-testid="order-tabs">
        {ORDER_TABS.map((value) => (
          <Link
            key={value}
            to={tabHref(value)}
            aria-current={value === tab ? 'page' : undefined}
            prefetch="intent"
          >
            {t(TAB_KEYS[value])}
          </Link>
        ))}
      </Tabs>
      {orders.length === 0 ? (
        <Notice role="status" data-testid="orders-empty">
          <h2>{t('booking:no_orders')}</h2>
          <p>{t('booking:no_orders_hint')}</p>
          <Button href="/">{t('booking:find_hotels')}</Button>
        </Notice>
      ) : (
        <List aria-busy={loading ? 'true' : undefined}>
          {orders.map((order) => {
            const href = orderPath(order.orderId, tabHref(tab, page));
            return (
              <li key={order.orderId}>
                <OrderCard {...order} href={href} reviewHref={`${href}#review`} />
              </li>
            );
          })}
        </List>
      )}
      {pageCount > 1 ? (
        <Pager aria-label={t('booking:page_of', { page, pages: pageCount })}>
          {page > 1 ? <Link to={tabHref(tab, page - 1)}>{t('booking:previous')}</Link> : null}
          <span>{t('booking:page_of', { page, pages: pageCount })}</span>
          {page < pageCount ? <Link to={tabHref(tab, page + 1)}>{t('booking:next')}</Link> : null}
        </Pager>
      ) : null}
      {payment ? (
        <PaymentResultModal result={payment} orderId={orderId} closeHref={tabHref(tab)} />
      ) : null}
      <Toast message={toast?.message} id={toast?.at} />
    </Container>
  );
}
