import { routeMeta } from '@bookdirect/app-shell';
import { notFound } from '@bookdirect/app-shell/server';
import { OfficeErrorBoundary } from '../components/ErrorPage';

export const meta = routeMeta({ title: 'not_found' });

/** Any path no other route claims answers 404 with the friendly not-found page. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return <OfficeErrorBoundary />;
}

export const ErrorBoundary = OfficeErrorBoundary;
