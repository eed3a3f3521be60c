import { Button, CheckinSteps, Toast } from '@bookdirect/booking-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Message, Panel } from '../booking/layout';
import { Container, Muted, PageTitle } from '../catalogue/layout';

/** The check-in pages' frame: a narrow column, the title, the three steps and the toast. */

const Narrow = styled.div`
  max-width: 760px;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
`;

export function CheckinFrame({
  step,
  title,
  intro,
  toast,
  children,
}: {
  step?: 1 | 2 | 3;
  title: string;
  intro?: ReactNode;
  toast?: { message?: string; id?: number; tone?: 'success' | 'error'; duration?: number };
  children: ReactNode;
}) {
  return (
    <Container>
      <Narrow>
        <PageTitle>{title}</PageTitle>
        {intro ? <Muted style={{ marginBottom: 16 }}>{intro}</Muted> : null}
        {step ? <CheckinSteps current={step} /> : null}
        {children}
      </Narrow>
      <Toast
        message={toast?.message}
        id={toast?.id}
        tone={toast?.tone ?? 'error'}
        duration={toast?.duration}
      />
    </Container>
  );
}

/** A step that cannot go on (the window, the order's state): why, and the way back to step 1. */
export function CheckinUnavailable({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="checkin-unavailable" data-testid="checkin-unavailable">
      <h2 id="checkin-unavailable">{t('checkin:unavailable_title')}</h2>
      <Message role="alert" data-tone="error">
        {message}
      </Message>
      <Button href="/checkin" variant="secondary">
        {t('checkin:find_again')}
      </Button>
    </Panel>
  );
}
