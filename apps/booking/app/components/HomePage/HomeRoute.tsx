import type { HeadersFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { loadHome } from '../../home.server';
import type { loader as rootLoader } from '../../root';
import { HomePage } from './HomePage';

/*
 * The home's own caching applies to the home only: a failed load's headers stay off the error
 * page, as they did when the root's boundary showed it.
 */
export const homeHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ? new Headers() : loaderHeaders;

/** The page of every route that shows the home (`/`, `/international`, `/dxuser/index`). */
export function HomeRoute() {
  const home = useLoaderData<typeof loadHome>();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <HomePage
      {...home}
      downloadUrl={`${root?.bookingUrl ?? ''}/download_app`}
      partnerLogos={root?.brand.partnerLogos}
    />
  );
}
