import {
  deferred,
  MAIN_ID,
  RouteErrorBoundary,
  rootRouteMeta,
  ShellDocument,
  useLocale,
} from '@bookdirect/app-shell';
import { type I18nHandle, I18nResources, useRouteNamespaces } from '@bookdirect/app-shell/client';
import {
  CurrencySwitch,
  DisplayCurrencyProvider,
  Header,
  SignInPopover,
  Toast,
  UserCard,
} from '@bookdirect/booking-ui';
import { translate } from '@bookdirect/locales';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import {
  Form,
  Outlet,
  useFetcher,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCurrency } from './currency.server';
import { type FormAnswer, loadMember } from './members.server';
import { partnerCookieFor } from './partner.server';
import { clearedFlashCookie, flashKey } from './session.server';
import { brand, shell, urls } from './shell.server';

export const meta: MetaFunction = rootRouteMeta;

/** The footer is read, not used: its code hydrates it after the rest of the page. */
const Footer = deferred(() => import('@bookdirect/booking-ui/Footer').then((m) => m.Footer));

/**
 * The words on every page: header, sign-in popover (and its form), user card, currency
 * switch, footer, error page.
 */
export const handle: I18nHandle = {
  i18n: ['common', 'errors', 'titles', 'member', 'account', 'validation', 'currency', 'favorites'],
};

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = shell.language(request);
  // Any page reached with a known partner's code keeps it for the booking (last click wins).
  const [member, currency, keptPartner] = await Promise.all([
    loadMember(request),
    loadCurrency(request),
    partnerCookieFor(request),
  ]);
  const flash = await flashKey(request);
  const cookies = [flash ? await clearedFlashCookie() : undefined, keptPartner];
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
  return data(
    {
      locale,
      brand,
      bookingUrl: urls.booking,
      member,
      currency,
      flash: flash ? translate(locale, flash) : null,
    },
    { headers },
  );
}

/** The header's sign-in: the popover posts to /login through a fetcher, so errors stay in it. */
function HeaderSignIn() {
  const fetcher = useFetcher<FormAnswer>({ key: 'header-sign-in' });
  return (
    <SignInPopover
      action="/login"
      hiddenFields={{ from: 'header' }}
      busy={fetcher.state !== 'idle'}
      message={fetcher.data?.message}
      errors={fetcher.data?.errors}
      defaultEmail={fetcher.data?.values?.email}
      onSubmit={(form) => fetcher.submit(form)}
    />
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const root = useRouteLoaderData<typeof loader>('root');
  const member = root?.member;
  const at = (path: string) => (location.pathname === path ? 'page' : undefined);
  return (
    <Header
      homeHref="/"
      languageAction="/language"
      currencySwitch={
        root?.currency.currencies.length ? (
          <CurrencySwitch
            action="/currency"
            redirectTo={`${location.pathname}${location.search}`}
            currencies={root.currency.currencies}
            current={root.currency.chosen}
            ratesDay={root.currency.ratesDay}
            form={Form}
          />
        ) : null
      }
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
      actions={
        member ? (
          <UserCard
            key={member.email}
            member={member}
            signOutForm={Form}
            signingOut={navigation.formAction === '/logout'}
          />
        ) : (
          <HeaderSignIn />
        )
      }
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = useLocale(root);
  useRouteNamespaces(locale);
  return (
    <ShellDocument
      locale={locale}
      brand={root?.brand}
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
          qrValue={`${root?.bookingUrl ?? ''}/download_app`}
        />
      }
    >
      <DisplayCurrencyProvider value={root?.currency.display}>{children}</DisplayCurrencyProvider>
      <Toast message={root?.flash ?? undefined} />
      <I18nResources />
    </ShellDocument>
  );
}

export default function App() {
  return <Outlet />;
}

/** What fails in the root itself (its loader, or a route's boundary throwing) still gets the page. */
export const ErrorBoundary = RouteErrorBoundary;
