import { MAIN_ID, rootRouteMeta, ShellDocument, useLocale } from '@bookdirect/app-shell';
import { type I18nHandle, I18nResources, useRouteNamespaces } from '@bookdirect/app-shell/client';
import { Button, Header } from '@bookdirect/booking-ui';
import { isGatewayError } from '@bookdirect/gateway-sdk';
import { type StaffProfile, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { OfficeErrorBoundary } from './components/ErrorPage';
import { staffToken } from './session.server';
import { brand, shell } from './shell.server';

export const meta: MetaFunction = rootRouteMeta;

/** The words on every page: header, error page, the office's own. */
export const handle: I18nHandle = { i18n: ['common', 'errors', 'titles', 'office'] };

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The language, the brand and who is signed in (for the header). A page that needs a staff
 * member asks `requireStaff` itself; here an ended session only means an empty header.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  let staff: StaffProfile | null = null;
  if (staffToken(request)) {
    try {
      staff = (await shell.gatewayFor(request).call(staffEndpoints.staffWhoAmI)).staff;
    } catch (error) {
      if (!isGatewayError(error)) throw error;
    }
  }
  return { locale: shell.language(request), brand, staff };
}

/** Who is signed in, and the way out, on one line. */
const SignOut = styled(Form)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function OfficeHeader({ staff }: { staff: StaffProfile | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = (path: string) =>
    location.pathname === path || location.pathname.startsWith(`${path}/`) ? 'page' : undefined;
  return (
    <Header
      homeHref="/"
      languageAction="/language"
      redirectTo={`${location.pathname}${location.search}`}
      mainId={MAIN_ID}
      navRow="own"
      nav={
        staff ? (
          <ul>
            <li>
              <a href="/hotels" aria-current={here('/hotels')}>
                {t('office:nav_hotels')}
              </a>
            </li>
            <li>
              <a href="/orders" aria-current={here('/orders')}>
                {t('office:nav_orders')}
              </a>
            </li>
            <li>
              <a href="/desk" aria-current={here('/desk')}>
                {t('office:nav_desk')}
              </a>
            </li>
            {staff.role !== 'desk' ? (
              <>
                <li>
                  <a href="/reviews" aria-current={here('/reviews')}>
                    {t('office:nav_reviews')}
                  </a>
                </li>
                <li>
                  <a href="/reports" aria-current={here('/reports')}>
                    {t('office:nav_reports')}
                  </a>
                </li>
                <li>
                  <a href="/import" aria-current={here('/import')}>
                    {t('office:nav_import')}
                  </a>
                </li>
              </>
            ) : null}
            {staff.role === 'admin' ? (
              <>
                <li>
                  <a href="/leads" aria-current={here('/leads')}>
                    {t('office:nav_leads')}
                  </a>
                </li>
                <li>
                  <a href="/partners" aria-current={here('/partners')}>
                    {t('office:nav_partners')}
                  </a>
                </li>
                <li>
                  <a href="/staff" aria-current={here('/staff')}>
                    {t('office:nav_staff')}
                  </a>
                </li>
                <li>
                  <a href="/audit" aria-current={here('/audit')}>
                    {t('office:nav_audit')}
                  </a>
                </li>
              </>
            ) : null}
          </ul>
        ) : undefined
      }
      actions={
        staff ? (
          <SignOut method="post" action="/sign-out">
            <span>{staff.name || staff.email}</span>
            <Button type="submit" size="sm" variant="ghost">
              {t('office:sign_out')}
            </Button>
          </SignOut>
        ) : undefined
      }
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = useLocale(data);
  useRouteNamespaces(locale);
  return (
    <ShellDocument
      locale={locale}
      brand={data?.brand}
      header={<OfficeHeader staff={data?.staff ?? null} />}
    >
      {children}
      <I18nResources />
    </ShellDocument>
  );
}

export default function App() {
  return <Outlet />;
}

/** What fails in the root itself (its loader, or a route's boundary throwing) still gets the page. */
export const ErrorBoundary = OfficeErrorBoundary;
