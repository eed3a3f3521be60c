import { styled } from 'styled-components';
import { useUiTranslation } from '../internal/use-ui-translation';
import { VisuallyHidden } from '../internal/visually-hidden';
import { tabularNums } from '../theme/tokens';
import { normaliseScore, scoreLabelKey } from './score';

export interface ScoreLabelProps {
  /** The hotel's score out of 5; 0 or missing: not scored yet, shown as "No reviews yet". */
  score?: number | null;
  /** `sm` for cards, `md` for the hotel page. */
  size?: 'sm' | 'md';
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;

  &[data-size='md'] {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Badge = styled.span`
  ${tabularNums}
  display: inline-grid;
  place-items: center;
  min-width: 2.6em;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm}
    ${({ theme }) => theme.radii.sm} 2px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const NotScored = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Words = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The score as a badge (one decimal) and the spec's label word beside it when it earns one;
 * "No reviews yet" for a hotel that has no score.
 */
export function ScoreLabel({ score, size = 'sm' }: ScoreLabelProps) {
  const { t } = useUiTranslation();
  const value = normaliseScore(score);
  if (value === undefined) {
    return (
      <Root data-size={size} data-score-label="not_scored">
        <NotScored>{t('hotel:no_reviews')}</NotScored>
      </Root>
    );
  }
  const key = scoreLabelKey(value);
  const shown = value.toFixed(1);
  return (
    <Root data-size={size} data-score-label={key ?? 'none'}>
      <Badge aria-hidden="true">{shown}</Badge>
      <VisuallyHidden>{t('hotel:score_value', { score: shown })}</VisuallyHidden>
      {key ? <Words>{t(`hotel:${key}`)}</Words> : null}
    </Root>
  );
}
