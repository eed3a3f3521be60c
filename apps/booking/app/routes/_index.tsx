import { routeMeta } from '@bookdirect/app-shell';
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { HomePage } from '../components/HomePage/HomePage';
import { loadHome } from '../home.server';

export const meta = routeMeta({ title: 'booking_home', description: 'home:hero_subtitle' });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}

export default function Home() {
  const { destinations, currencies } = useLoaderData<typeof loader>();
  return <HomePage destinations={destinations} currencies={currencies} />;
}
