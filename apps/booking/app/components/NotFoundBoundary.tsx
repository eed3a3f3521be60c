import { ErrorPage } from '@bookdirect/app-shell';
import { Button } from '@bookdirect/booking-ui';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Container, Notice } from './catalogue/layout';

export interface NotFoundWords {
  /** `data-testid` of the notice. */
  testId: string;
  title: string;
  body: string;
  back: string;
  backHref: string;
}

/**
 * What a route's ErrorBoundary renders: its own clear page, with a way back, for a 404 the
 * loader threw; anything else the shared error page.
 */
export function NotFoundBoundary(words: NotFoundWords) {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container>
        <Notice role="status" data-testid={words.testId}>
          <h1>{t(words.title)}</h1>
          <p>{t(words.body)}</p>
          <Button href={words.backHref}>{t(words.back)}</Button>
        </Notice>
      </Container>
    );
  }
  return <ErrorPage error={error} />;
}
