export type { ScoreLabelProps } from './ScoreLabel';
export { ScoreLabel } from './ScoreLabel';
export { normaliseScore, scoreLabelKey } from './score';
