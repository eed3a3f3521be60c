import { errorKind, errorStatus } from '@bookdirect/app-shell';
import { Button } from '@bookdirect/booking-ui';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';

const Wrap = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Status = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The office's own error page, in its words: not found (a page, or a hotel outside the staff
 * member's reach, which the gateway answers as rec 5), not allowed (rec 4: the role does not
 * reach it), the gateway out of reach, or a plain error; always with the way back to the
 * hotels, where every staff member's work starts.
 */
export function OfficeErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const kind = errorKind(error);
  const status = errorStatus(error);
  const [title, body] = forbidden
    ? [t('office:forbidden_title'), t('office:forbidden_body')]
    : kind === 'not_found'
      ? [t('office:not_found_title'), t('office:not_found_body')]
      : kind === 'unavailable'
        ? [t('titles:error'), t('errors:gateway_unavailable')]
        : [t('titles:error'), t('errors:error_body')];
  return (
    <Wrap aria-labelledby="error-title" data-testid="office-error">
      <Status>{status}</Status>
      <h1 id="error-title">{title}</h1>
      <p>{body}</p>
      <Button href="/hotels" variant="primary">
        {t('office:back_to_hotels')}
      </Button>
    </Wrap>
  );
}

/** Every office route's ErrorBoundary: `export const ErrorBoundary = OfficeErrorBoundary`. */
export function OfficeErrorBoundary() {
  return <OfficeErrorPage error={useRouteError()} />;
}
