import { ErrorPage } from '@bookdirect/app-shell';
import { NotFoundNotice, type NotFoundNoticeProps } from '@bookdirect/booking-ui';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { Container } from './catalogue/layout';

/** The words of a route's 404: locales keys, and where the way back leads. */
export type NotFoundWords = NotFoundNoticeProps;

/**
 * What a route's ErrorBoundary renders: its own clear page, with a way back, for a 404 the
 * loader threw; anything else the shared error page.
 */
export function NotFoundBoundary(words: NotFoundWords) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container>
        <NotFoundNotice {...words} />
      </Container>
    );
  }
  return <ErrorPage error={error} />;
}
