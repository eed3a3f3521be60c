import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { I18nHandle } from '@bookdirect/app-shell/client';
import { FranchisePage } from '@bookdirect/booking-ui';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import {
  FORM_ACTION,
  loadRegions,
  submitApplication,
  submitConsultMessage,
} from '../franchise-calls';
import { franchiseAction, loadHome } from '../home.server';
import type { loader as rootLoader } from '../root';

/** The namespaces this page reads besides the root's (see `I18nHandle`). */
export const handle: I18nHandle = { i18n: ['franchise', 'validation', 'booking'] };

export const meta = routeMeta({ title: 'index', description: 'marketing:hero_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return franchiseAction(request);
}

export default function MarketingHome() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const data = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <FranchisePage
      bookingUrl={root?.bookingUrl ?? 'http://localhost:3000'}
      contact={{ phone: root?.brand.contact.phone ?? '', email: root?.brand.contact.email ?? '' }}
      countries={data.countries}
      intentions={data.intentions}
      outcome={posted?.outcome ?? data.outcome}
      posted={posted}
      action={FORM_ACTION}
      submitApplication={submitApplication}
      submitMessage={submitConsultMessage}
      loadRegions={loadRegions}
    />
  );
}
