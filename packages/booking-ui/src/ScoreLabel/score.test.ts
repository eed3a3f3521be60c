import { describe, expect, it } from 'vitest';
import { normaliseScore, scoreLabelKey } from './score';

describe('score labels', () => {
  it('follows the spec bands', () => {
    expect(scoreLabelKey(5)).toBe('score_top');
    expect(scoreLabelKey(4.9)).toBe('score_top');
    expect(scoreLabelKey(4.8)).toBe('score_great');
    expect(scoreLabelKey(4.79)).toBe('score_great');
    expect(scoreLabelKey(4.7)).toBe('score_very_good');
    expect(scoreLabelKey(4.6)).toBe('score_good');
    expect(scoreLabelKey(4.5)).toBe('score_fair');
    expect(scoreLabelKey(4.4)).toBeUndefined();
  });

  it('gives a hotel without a score no figure and no word', () => {
    for (const missing of [undefined, null, 0, -1, Number.NaN]) {
      expect(normaliseScore(missing)).toBeUndefined();
      expect(scoreLabelKey(missing)).toBeUndefined();
    }
    expect(normaliseScore(7)).toBe(5);
  });
});
