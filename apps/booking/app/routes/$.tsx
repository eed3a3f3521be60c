import { ErrorPage, routeMeta } from '@bookdirect/app-shell';
import { notFound } from '@bookdirect/app-shell/server';
import { useRouteError } from '@remix-run/react';

export const meta = routeMeta({ title: 'not_found' });

/** Any path no other route claims answers 404 with the friendly not-found page. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return <ErrorBoundary />;
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
