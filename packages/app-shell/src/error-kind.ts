import { isRouteErrorResponse } from '@remix-run/react';

/** The three things the friendly error page can say. */
export type ErrorKind = 'not_found' | 'unavailable' | 'error';

/**
 * What went wrong, in words a visitor can use: a 404 is "not found", a gateway that cannot
 * be reached (a 503 thrown by a loader, or the SDK's transport fault itself in development)
 * is "unavailable", anything else is a plain error.
 */
export function errorKind(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return 'not_found';
    if (error.status === 503) return 'unavailable';
    return 'error';
  }
  // Duck-typed so the browser bundle does not need the SDK; production sanitises server
  // errors anyway, which is why loaders throw a 503 Response for this case.
  if (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'GatewayError' &&
    (error as { rec?: unknown }).rec === -1
  ) {
    return 'unavailable';
  }
  return 'error';
}

/** The HTTP status shown on the page. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return errorKind(error) === 'unavailable' ? 503 : 500;
}
