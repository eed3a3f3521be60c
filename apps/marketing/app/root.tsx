import {
  deferred,
  MAIN_ID,
  RouteErrorBoundary,
  rootRouteMeta,
  ShellDocument,
  useLocale,
} from '@bookdirect/app-shell';
import { type I18nHandle, I18nResources, useRouteNamespaces } from '@bookdirect/app-shell/client';
import { Header } from '@bookdirect/booking-ui';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, shell, urls } from './shell.server';

export const meta: MetaFunction = rootRouteMeta;

/** The footer is read, not used: its code hydrates it after the rest of the page. */
const Footer = deferred(() => import('@bookdirect/booking-ui/Footer').then((m) => m.Footer));

/** The words on every page: header, footer, error page. */
export const handle: I18nHandle = { i18n: ['common', 'errors', 'titles', 'marketing'] };

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { locale: shell.language(request), brand, bookingUrl: urls.booking };
}

/** The page's sections, in order; each is an anchor on the home page. */
const sections = ['home', 'brand', 'financial', 'join'] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const onHome = location.pathname === '/';
  return (
    <Header
      homeHref="/"
      languageAction="/language"
      redirectTo={`${location.pathname}${location.search}`}
      mainId={MAIN_ID}
      sticky
      nav={
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <a href={onHome ? `#${section}` : `/#${section}`}>{t(`marketing:nav_${section}`)}</a>
            </li>
          ))}
        </ul>
      }
    />
  );
}

export function SiteFooter({ bookingUrl }: { bookingUrl: string }) {
  const { t } = useTranslation();
  return (
    <Footer
      linkGroups={[
        {
          title: t('marketing:hero_eyebrow'),
          links: sections
            .filter((section) => section !== 'home')
            .map((section) => ({ label: t(`marketing:nav_${section}`), href: `/#${section}` })),
        },
        {
          title: t('marketing:hero_secondary'),
          links: [
            { label: t('titles:home'), href: bookingUrl },
            { label: t('common:my_trips'), href: `${bookingUrl}/order_list` },
            { label: t('common:download_app'), href: `${bookingUrl}/download_app` },
          ],
        },
      ]}
      links={{
        aboutUs: `${bookingUrl}/about`,
        contact: `${bookingUrl}/contact`,
        privacy: `${bookingUrl}/privacy`,
        terms: `${bookingUrl}/terms`,
        refundPolicy: `${bookingUrl}/refund`,
      }}
      qrValue={`${bookingUrl}/download_app`}
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
      header={<SiteHeader />}
      footer={<SiteFooter bookingUrl={data?.bookingUrl ?? 'http://localhost:3000'} />}
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
export const ErrorBoundary = RouteErrorBoundary;
