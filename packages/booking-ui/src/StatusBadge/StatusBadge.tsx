import { styled } from 'styled-components';
import { useUiTranslation } from '../internal/use-ui-translation';

export interface StatusBadgeProps {
  /** Order status: 1 unpaid, 2 upcoming, 6 pending review, 8 reviewed, 9 cancelled. */
  status: number;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-status='1'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-status='2'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-status='6'],
  &[data-status='8'] {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const KEYS = {
  1: 'booking:status_1',
  2: 'booking:status_2',
  6: 'booking:status_6',
  8: 'booking:status_8',
  9: 'booking:status_9',
} as const;

/** An order's status as a small label, coloured by state. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useUiTranslation();
  const key = KEYS[status as keyof typeof KEYS];
  if (!key) return null;
  return <Badge data-status={status}>{t(key)}</Badge>;
}
