/** The international hotel landing at `/international`: the home page under the title key `home`. */
import { routeMeta } from '@bookdirect/app-shell';
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { HomePage } from '../components/HomePage/HomePage';
import { loadHome } from '../home.server';
import type { loader as rootLoader } from '../root';

export const meta = routeMeta({ title: 'home', description: 'home:hero_subtitle' });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}

export default function InternationalHome() {
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
