import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { HomePage } from '../components/HomePage/HomePage';
import { loadHome } from '../home.server';
import type { loader as rootLoader } from '../root';

export const meta = routeMeta({ title: 'booking_home', description: 'home:hero_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

/*
 * The home's own caching applies to the home only: a failed load's headers stay off the error
 * page, as they did when the root's boundary showed it.
 */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ? new Headers() : loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}

export default function Home() {
  const home = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <HomePage
      {...home}
      downloadUrl={`${root?.bookingUrl ?? ''}/download_app`}
      partnerLogos={root?.brand.partnerLogos}
    />
  );
}
