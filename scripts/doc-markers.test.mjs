import { describe, expect, it } from 'vitest';
import {
  markdownTable,
  markedDiff,
  markedNames,
  markedParts,
  parseTable,
  prependRow,
  writeMarked,
} from './doc-markers.mjs';

const doc = `# Sizes

The script is <!-- figures:size -->83 KB gzip<!-- /figures:size --> today, and
<!-- figures:size -->83 KB gzip<!-- /figures:size --> again.

<!-- figures:table -->
| a | b |
| - | - |
| 1 | 2 |
<!-- /figures:table -->

After.
`;

describe('writeMarked', () => {
  it('writes a phrase between its markers on the same line, every time the doc marks it', () => {
    const written = writeMarked(doc, { size: '86.7 KB gzip', table: '| a | b |\n| - | - |' });
    expect(written).toContain(
      'The script is <!-- figures:size -->86.7 KB gzip<!-- /figures:size --> today, and\n<!-- figures:size -->86.7 KB gzip<!-- /figures:size --> again.',
    );
  });

  it('writes a block on the lines between its markers and leaves the rest as it was', () => {
    const written = writeMarked(doc, { size: '83 KB gzip', table: '| x |\n| - |\n| 9 |\n' });
    expect(written).toBe(doc.replace('| a | b |\n| - | - |\n| 1 | 2 |', '| x |\n| - |\n| 9 |'));
  });

  it('changes nothing when the figures are the ones written', () => {
    const figures = { size: '83 KB gzip', table: '| a | b |\n| - | - |\n| 1 | 2 |' };
    expect(writeMarked(doc, figures)).toBe(doc);
  });

  it('writes an empty block or phrase', () => {
    const empty =
      'a <!-- figures:p --><!-- /figures:p --> b\n<!-- figures:t -->\n<!-- /figures:t -->\n';
    expect(writeMarked(empty, { p: '1 KB', t: '| t |' })).toBe(
      'a <!-- figures:p -->1 KB<!-- /figures:p --> b\n<!-- figures:t -->\n| t |\n<!-- /figures:t -->\n',
    );
  });

  it('refuses a marker it has no figure for, an unclosed marker, a line break in a phrase', () => {
    expect(() => writeMarked(doc, { size: '1 KB' })).toThrow('figures:table');
    expect(() => writeMarked('<!-- figures:a -->1 KB', { a: '2 KB' })).toThrow('unclosed');
    expect(() => writeMarked(doc, { size: 'a\nb', table: '' })).toThrow('line break');
  });

  it('does not take one marker for another of a longer name', () => {
    const two = '<!-- figures:a -->1<!-- /figures:a --> <!-- figures:ab -->2<!-- /figures:ab -->';
    expect(writeMarked(two, { a: '3', ab: '4' })).toBe(
      '<!-- figures:a -->3<!-- /figures:a --> <!-- figures:ab -->4<!-- /figures:ab -->',
    );
  });
});

describe('markedParts and markedDiff', () => {
  it('list the parts, and what changed in each', () => {
    expect(markedNames(doc)).toEqual(['size', 'table']);
    expect(markedParts(doc)[2]).toEqual({
      name: 'table',
      body: '| a | b |\n| - | - |\n| 1 | 2 |',
      block: true,
    });
    const after = writeMarked(doc, { size: '86.7 KB gzip', table: markedParts(doc)[2].body });
    expect(markedDiff(doc, after)).toEqual([
      'figures:size',
      '- 83 KB gzip',
      '+ 86.7 KB gzip',
      'figures:size',
      '- 83 KB gzip',
      '+ 86.7 KB gzip',
    ]);
  });
});

describe('tables', () => {
  it('pads the columns to the widest cell, right-aligned ones to the right', () => {
    expect(
      markdownTable(
        ['page', 'KB'],
        [
          ['home', '149.6'],
          ['pay', '9.0'],
        ],
        ['left', 'right'],
      ),
    ).toBe('| page |    KB |\n| ---- | ----: |\n| home | 149.6 |\n| pay  |   9.0 |');
  });

  it('adds a row at the top of a table and pads it again', () => {
    const table = '| date | tests |\n| ---- | ----: |\n| 2026-11-28 | 2,933 |';
    expect(parseTable(table).align).toEqual(['left', 'right']);
    expect(prependRow(table, ['2026-12-03', '12,001'])).toBe(
      '| date       |  tests |\n| ---------- | -----: |\n| 2026-12-03 | 12,001 |\n| 2026-11-28 |  2,933 |',
    );
    expect(() => prependRow(table, ['only one'])).toThrow('2 columns');
  });
});
