/** The international hotel landing at `/international`: the home page under the title key `home`. */
import { routeMeta } from '@bookdirect/app-shell';
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { HomePage } from '../components/HomePage/HomePage';
import { loadHome } from '../home.server';

export const meta = routeMeta({ title: 'home', description: 'home:hero_subtitle' });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}

export default function InternationalHome() {
  const { destinations, currencies } = useLoaderData<typeof loader>();
  return <HomePage destinations={destinations} currencies={currencies} />;
}
