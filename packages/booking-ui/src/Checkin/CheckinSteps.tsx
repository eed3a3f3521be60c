import { styled } from 'styled-components';
import { useUiTranslation } from '../internal/use-ui-translation';
import { VisuallyHidden } from '../internal/visually-hidden';

export interface CheckinStepsProps {
  /** The step the page is on: 1 booking info, 2 guest info, 3 get password. */
  current: 1 | 2 | 3;
}

const STEPS = ['checkin:step_booking', 'checkin:step_guests', 'checkin:step_password'] as const;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  position: relative;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  line-height: ${({ theme }) => theme.lineHeights.snug};

  /* The line to the next step. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 15px;
    left: calc(50% + 22px);
    right: calc(-50% + 22px);
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &[data-state='done']:not(:last-child)::after {
    background: ${({ theme }) => theme.colors.primary};
  }

  & > b {
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    font-variant-numeric: tabular-nums;
  }

  &[data-state='current'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &[data-state='current'] > b,
  &[data-state='done'] > b {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/**
 * Where the guest is in online check-in (spec section 2): booking info, guest info, get
 * password. The current step is marked `aria-current="step"`; earlier ones say they are done.
 */
export function CheckinSteps({ current }: CheckinStepsProps) {
  const { t } = useUiTranslation();
  return (
    <nav aria-label={t('checkin:steps_label')}>
      <List data-testid="checkin-steps" data-current={current}>
        {STEPS.map((key, i) => {
          const step = i + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <Step
              key={key}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <b aria-hidden="true">{state === 'done' ? '✓' : step}</b>
              <span>
                <VisuallyHidden>
                  {t('checkin:step_of', { step, total: STEPS.length })}:{' '}
                </VisuallyHidden>
                {t(key)}
                {state === 'done' ? (
                  <VisuallyHidden> ({t('checkin:step_done')})</VisuallyHidden>
                ) : null}
              </span>
            </Step>
          );
        })}
      </List>
    </nav>
  );
}
