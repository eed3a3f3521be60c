import { ErrorPage, MAIN_ID, rootRouteMeta, ShellDocument, useLocale } from '@bookdirect/app-shell';
import { Footer, Header } from '@bookdirect/booking-ui';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLocation, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, shell, urls } from './shell.server';

export const meta: MetaFunction = rootRouteMeta;

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    locale: shell.language(request),
    brand,
    bookingUrl: urls.booking,
  };
}

function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const at = (path: string) => (location.pathname === path ? 'page' : undefined);
  return (
    <Header
      homeHref="/"
      languageAction="/language"
      redirectTo={`${location.pathname}${location.search}`}
      mainId={MAIN_ID}
      sticky
      nav={
        <ul>
          <li>
            <a href="/order_list" aria-current={at('/order_list')}>
              {t('common:my_trips')}
            </a>
          </li>
          <li>
            <a href="/download_app" aria-current={at('/download_app')}>
              {t('common:download_app')}
            </a>
          </li>
        </ul>
      }
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = useLocale(data);
  return (
    <ShellDocument
      locale={locale}
      brand={data?.brand}
      header={<SiteHeader />}
      footer={
        <Footer
          links={{
            aboutUs: '/about',
            privacy: '/privacy',
            terms: '/terms',
            refundPolicy: '/refund',
            contact: '/contact',
          }}
          qrValue={`${data?.bookingUrl ?? ''}/download_app`}
        />
      }
    >
      {children}
    </ShellDocument>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
