import { Button } from '@bookdirect/booking-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type BookingChoices, missingForBooking } from '../../pay-rules';

/** What the traveller still has to do before booking, and the control that does it. */
export type BookingGap = { what: 'guests' | 'payment' | 'consents'; message: string };

/** Every missing thing, in the page's order: the guests, the payment method, the consents. */
export function bookingGaps(choices: BookingChoices): BookingGap[] {
  const gaps: BookingGap[] = [];
  const guests = missingForBooking({ ...choices, paySource: 0, paySources: [0], consents: true });
  if (guests) {
    gaps.push({
      what: 'guests',
      message: guests === 'validation:save_guest_information' ? 'booking:missing_guests' : guests,
    });
  }
  if (choices.paySource === undefined || !choices.paySources.includes(choices.paySource)) {
    gaps.push({ what: 'payment', message: 'booking:missing_payment' });
  }
  if (!choices.consents) gaps.push({ what: 'consents', message: 'booking:missing_consents' });
  return gaps;
}

/** The controls that settle each gap, first one that still needs it. */
const GAP_CONTROLS: Record<BookingGap['what'], string[]> = {
  guests: [
    '#book-form [data-empty="true"] button',
    '#book-form [data-testid^="room-guests-"] button',
  ],
  payment: ['#book-form input[name="pay_source"]'],
  consents: [
    '#book-form input[name="consent_privacy"]:not(:checked)',
    '#book-form input[name="consent_cross_border"]:not(:checked)',
  ],
};

/** Moves focus to the control of the first gap. */
export function focusFirstGap(gaps: BookingGap[]) {
  const first = gaps[0];
  if (!first) return;
  for (const selector of GAP_CONTROLS[first.what]) {
    const control = document.querySelector<HTMLElement>(selector);
    if (control) {
      control.focus();
      return;
    }
  }
}

const List = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-compact='true'] {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Title = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface BookActionProps {
  id: string;
  gaps: BookingGap[];
  blocked: boolean;
  busy: boolean;
  fullWidth?: boolean;
}

/** Book now: marked not ready while something is missing, with what is missing beside it. */
export function BookButton({ id, gaps, blocked, busy, fullWidth }: BookActionProps) {
  const { t } = useTranslation();
  const notReady = gaps.length > 0 && !blocked;
  return (
    <Button
      type="submit"
      form="book-form"
      variant="accent"
      size="lg"
      fullWidth={fullWidth}
      disabled={blocked}
      aria-disabled={notReady || undefined}
      aria-describedby={notReady ? `${id}-missing` : undefined}
      loading={busy}
      data-testid={id}
    >
      {t('booking:book_now')}
    </Button>
  );
}

/** What is missing, announced politely as it changes; on a phone only the first thing. */
export function MissingList({
  id,
  gaps,
  compact,
}: {
  id: string;
  gaps: BookingGap[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const shown = compact ? gaps.slice(0, 1) : gaps;
  return (
    <div aria-live="polite" data-testid={`${id}-missing`}>
      {gaps.length > 0 ? (
        <>
          {compact ? null : <Title>{t('booking:missing_title')}</Title>}
          <List id={`${id}-missing`} data-compact={compact ? 'true' : 'false'}>
            {shown.map((gap) => (
              <li key={gap.what}>{t(gap.message)}</li>
            ))}
          </List>
        </>
      ) : null}
    </div>
  );
}
