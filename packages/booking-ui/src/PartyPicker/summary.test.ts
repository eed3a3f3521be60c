import { describe, expect, it } from 'vitest';
import { ageMissing, childrenField, partySummary } from './summary';

const t = (key: string, values?: Record<string, string | number>) =>
  `${values?.count} ${key.replace('search:party_summary_', '')}`;

describe('partySummary', () => {
  it('names the adults, the children when there are any, and the rooms', () => {
    expect(partySummary({ rooms: 1, adults: 2, children: [] }, t)).toBe('2 adults · 1 rooms');
    expect(partySummary({ rooms: 2, adults: 2, children: [5, 9] }, t)).toBe(
      '2 adults · 2 children · 2 rooms',
    );
  });
});

describe('the children field', () => {
  it('carries the ages comma-separated, an unset one empty', () => {
    expect(childrenField([5, 9])).toBe('5,9');
    expect(childrenField([5, Number.NaN])).toBe('5,');
  });

  it('knows when an age is still to choose', () => {
    expect(ageMissing({ rooms: 1, adults: 2, children: [4] })).toBe(false);
    expect(ageMissing({ rooms: 1, adults: 2, children: [4, Number.NaN] })).toBe(true);
  });
});
