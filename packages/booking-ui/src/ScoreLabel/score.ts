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
  const shown = normaliseScore(score);
  if (shown === undefined) return undefined;
  const value = Math.round(shown * 10);
  if (value >= 49) return 'score_top';
  if (value >= 48) return 'score_great';
  if (value >= 47) return 'score_very_good';
  if (value >= 46) return 'score_good';
  if (value >= 45) return 'score_fair';
  return undefined;
}

/**
 * The score to show, out of 5; undefined for a hotel with neither reviews nor a score of its
 * own (the gateway sends 0), which says so rather than showing a made-up figure.
 */
export function normaliseScore(score: number | null | undefined): number | undefined {
  return typeof score === 'number' && Number.isFinite(score) && score > 0
    ? Math.min(score, 5)
    : undefined;
}
