import { ErrorPage, routeMeta } from '@bookdirect/app-shell';
import { useRouteError } from '@remix-run/react';

export const meta = routeMeta({ title: 'not_found' });

/** Any path no other route claims answers 404 with the friendly not-found page. */
export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return <ErrorBoundary />;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
