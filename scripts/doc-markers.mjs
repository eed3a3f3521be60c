// The marked parts of a doc that scripts/doc-figures.mjs writes: the text between
// `<!-- figures:NAME -->` and `<!-- /figures:NAME -->`. An opening marker at the end of its line
// marks a block (a table, whole lines), written on the lines between the markers; one inside a
// line marks a phrase, written between them on that line. Pure functions, tested in
// doc-markers.test.mjs.

const markerPattern = /<!-- figures:([\w-]+) -->([\s\S]*?)<!-- \/figures:\1 -->/g;
const openPattern = /<!-- figures:([\w-]+) -->/g;

/**
 * The marked parts of `text`, in order: name, the text between the markers, and whether the
 * part is a block. Throws on an opening marker without its closing one.
 * @returns {Array<{name: string, body: string, block: boolean}>}
 */
export function markedParts(text) {
  const parts = [...text.matchAll(markerPattern)].map((match) => ({
    name: match[1],
    body: match[2].startsWith('\n') ? match[2].slice(1, -1) : match[2],
    block: match[2].startsWith('\n'),
  }));
  const opened = [...text.matchAll(openPattern)].map((match) => match[1]);
  if (opened.length !== parts.length) {
    const closed = new Set(parts.map((part) => part.name));
    const unclosed = opened.filter((name) => !closed.has(name));
    throw new Error(
      `unclosed marker: <!-- figures:${unclosed[0] ?? opened[0]} --> needs <!-- /figures:${unclosed[0] ?? opened[0]} -->`,
    );
  }
  return parts;
}

/**
 * `text` with every marked part replaced by its figure from `figures` (name -> text). A block's
 * text goes on the lines between the markers; a phrase's between them on the same line, and a
 * phrase may not hold a line break. Throws when the text marks a part `figures` does not have.
 * @param {string} text
 * @param {Record<string, string>} figures
 */
export function writeMarked(text, figures) {
  markedParts(text);
  return text.replace(markerPattern, (_whole, name, body) => {
    if (!Object.hasOwn(figures, name)) throw new Error(`no figure for the marker figures:${name}`);
    const figure = figures[name];
    const block = body.startsWith('\n');
    if (!block && figure.includes('\n')) {
      throw new Error(`figures:${name} marks a phrase; its figure has a line break`);
    }
    const written = block ? `\n${figure.replace(/\n+$/, '')}\n` : figure;
    return `<!-- figures:${name} -->${written}<!-- /figures:${name} -->`;
  });
}

/** The names of the parts `text` marks, once each. */
export function markedNames(text) {
  return [...new Set(markedParts(text).map((part) => part.name))];
}

/**
 * Lines of `before` and `after` that differ, as `-` and `+` lines of each marked part that
 * changed: what `--check` prints.
 */
export function markedDiff(before, after) {
  const old = markedParts(before);
  const now = markedParts(after);
  const lines = [];
  old.forEach((part, index) => {
    if (part.body === now[index]?.body) return;
    lines.push(`figures:${part.name}`);
    for (const line of part.body.split('\n')) lines.push(`- ${line}`);
    for (const line of (now[index]?.body ?? '').split('\n')) lines.push(`+ ${line}`);
  });
  return lines;
}

/**
 * A Markdown table with its columns padded to their widest cell, as the docs keep them.
 * `align` gives each column 'left' or 'right'.
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {Array<'left' | 'right'>} align
 */
export function markdownTable(header, rows, align) {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => row[column].length)),
  );
  const pad = (cell, column) =>
    align[column] === 'right' ? cell.padStart(widths[column]) : cell.padEnd(widths[column]);
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/**
 * A Markdown table's header, alignment and rows (cells trimmed). Cells may not hold a `|`.
 * @param {string} text
 */
export function parseTable(text) {
  const cells = (line) =>
    line
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim());
  const [header, rule, ...rows] = text.split('\n').filter((line) => line.trim() !== '');
  if (!header || !rule || !/^\|?[\s:|-]+\|?$/.test(rule.trim())) {
    throw new Error('not a Markdown table: a header line and a rule line come first');
  }
  return {
    header: cells(header),
    align: cells(rule).map((cell) => (cell.endsWith(':') ? 'right' : 'left')),
    rows: rows.map(cells),
  };
}

/** `table` (Markdown) with `row` added as its first row, the columns padded again. */
export function prependRow(table, row) {
  const { header, align, rows } = parseTable(table);
  if (row.length !== header.length) {
    throw new Error(`a row of ${row.length} cells for a table of ${header.length} columns`);
  }
  return markdownTable(header, [row, ...rows], align);
}
