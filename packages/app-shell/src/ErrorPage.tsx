import { Button } from '@bookdirect/booking-ui';
import { useLocation, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKind, errorStatus } from './error-kind';

const Wrap = styled.section`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.layout.gutter}`};

  ${({ theme }) => theme.media.mobile} {
    min-height: 0;
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.layout.gutterMobile}`};
  }
`;

const Card = styled.div`
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  text-align: center;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const Code = styled.p`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 88px;
  height: 40px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  font-variant-numeric: tabular-nums;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Body = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 42ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

export interface ErrorPageProps {
  /** What `useRouteError()` gave, or a 404 for the catch-all route. */
  error: unknown;
}

/**
 * The friendly error page both apps show from their ErrorBoundary, in the visitor's
 * language: not found, the booking service unavailable, or a plain error. It never shows a
 * stack trace or a server message; it offers to try again and a way home.
 */
export function ErrorPage({ error }: ErrorPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = errorKind(error);
  const status = errorStatus(error);
  const title = kind === 'not_found' ? t('titles:not_found') : t('titles:error');
  const body =
    kind === 'not_found'
      ? t('errors:page_not_found_body')
      : kind === 'unavailable'
        ? t('errors:gateway_unavailable')
        : t('errors:error_body');
  const here = `${location.pathname}${location.search}`;

  return (
    <Wrap aria-labelledby="error-title">
      <Card>
        <Code>{status}</Code>
        <Title id="error-title">{title}</Title>
        <Body>{body}</Body>
        <Actions>
          {kind === 'not_found' ? null : (
            <Button href={here} variant="secondary">
              {t('common:retry')}
            </Button>
          )}
          <Button href="/" variant="primary">
            {t('common:back_home')}
          </Button>
        </Actions>
      </Card>
    </Wrap>
  );
}

/**
 * The ErrorBoundary every page route exports (`export const ErrorBoundary =
 * RouteErrorBoundary`): the error shows inside the site's header and footer, and only that
 * page fails rather than whatever the root would have to replace.
 */
export function RouteErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
