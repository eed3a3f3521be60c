import { describe, expect, it } from 'vitest';
import { scoreLabelKey } from './score';

describe('score labels', () => {
  it('follows the spec bands', () => {
    expect(scoreLabelKey(5)).toBe('score_top');
    expect(scoreLabelKey(4.9)).toBe('score_top');
    expect(scoreLabelKey(4.8)).toBe('score_great');
    expect(scoreLabelKey(4.7)).toBe('score_very_good');
    expect(scoreLabelKey(4.6)).toBe('score_good');
    expect(scoreLabelKey(4.5)).toBe('score_fair');
    expect(scoreLabelKey(4.4)).toBeUndefined();
  });

  it('treats a missing score as the default 4.5', () => {
    expect(scoreLabelKey(undefined)).toBe('score_fair');
    expect(scoreLabelKey(0)).toBe('score_fair');
  });
});
