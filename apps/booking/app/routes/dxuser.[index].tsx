/** The international hotel landing (`/dxuser/index`, where header sign-in leads): the home page under the title key `home`. */
import { RouteErrorBoundary, routeMeta } from '@bookdirect/app-shell';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { HomeRoute, homeHeaders } from '../components/HomePage/HomeRoute';
import { loadHome } from '../home.server';

export const meta = routeMeta({ title: 'home', description: 'home:hero_subtitle' });

export const ErrorBoundary = RouteErrorBoundary;

export const headers = homeHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}

export default HomeRoute;
