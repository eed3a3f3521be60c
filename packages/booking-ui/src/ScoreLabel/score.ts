import { DEFAULT_SCORE } from '@bookdirect/gateway-sdk';

export type ScoreLabelKey =
  | 'score_top'
  | 'score_great'
  | 'score_very_good'
  | 'score_good'
  | 'score_fair';

/**
 * The spec's labels: 4.9 to 5 top, at least 4.8 great, 4.7 very good, 4.6 good, 4.5 fair,
 * below that none. Scores are compared at one decimal so 4.79 reads as 4.8.
 */
export function scoreLabelKey(score: number | null | undefined): ScoreLabelKey | undefined {
  const value = Math.round(normaliseScore(score) * 10);
  if (value >= 49) return 'score_top';
  if (value >= 48) return 'score_great';
  if (value >= 47) return 'score_very_good';
  if (value >= 46) return 'score_good';
  if (value >= 45) return 'score_fair';
  return undefined;
}

/** A missing or unusable score counts as the spec's default, 4.5. */
export function normaliseScore(score: number | null | undefined): number {
  return typeof score === 'number' && Number.isFinite(score) && score > 0
    ? Math.min(score, 5)
    : DEFAULT_SCORE;
}
