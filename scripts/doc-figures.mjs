#!/usr/bin/env node
// `pnpm docs:figures`: the figures the docs quote that a script measures are written by this
// one, between `<!-- figures:NAME -->` and `<!-- /figures:NAME -->` (scripts/doc-markers.mjs),
// from the same measurements as the checks that hold them: what each published import adds to
// a page (`measureImports` of scripts/size-budget.mjs, `pnpm size`), the JavaScript of each key
// page (`measurePages` of scripts/page-budget.mjs, `pnpm budget:pages`) and the embed script
// as its build writes it (packages/embed/build.ts). Reads the built packages and apps: build
// first (`pnpm exec turbo run build`). The builds are deterministic, so the text must match
// exactly.
//
//   node scripts/doc-figures.mjs            write the figures into the docs
//   node scripts/doc-figures.mjs --check    exit 1, showing what differs, when a doc does not
//                                           say what the builds measure (`pnpm test` runs it)
//   node scripts/doc-figures.mjs --from-run [record.json] [--note "what changed"]
//                                           add a `pnpm test` run's record (by default
//                                           .data/test-runs/last.json, which scripts/test.mjs
//                                           writes) as the newest row of docs/testing.md's table
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { markdownTable, markedDiff, markedParts, prependRow, writeMarked } from './doc-markers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The docs with marked figures. */
const docs = [
  'README.md',
  'docs/packages.md',
  'docs/embedding.md',
  'docs/performance.md',
  'docs/testing.md',
].map((file) => join(root, file));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const thousands = (n) => n.toLocaleString('en-US');
const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const count = (n) => numberWords[n] ?? String(n);

/** How docs/packages.md names each row of scripts/size-budget.mjs. */
const importLabels = {
  Button: '`Button` (`@bookdirect/booking-ui/Button`)',
  'Button, from the package root': '`Button`, from the package root',
  HotelCard: '`HotelCard` (`@bookdirect/booking-ui/HotelCard`)',
  'HotelCard, from the package root': '`HotelCard`, from the package root',
  'SearchBox + HotelCard, en words':
    '`SearchBox` + `HotelCard` + i18next + react-i18next + en `common, hotel, search, validation`',
  'SearchBox + HotelCard, zh words': 'the same with the zh words',
  'BookingUiProvider (theme, links)': '`BookingUiProvider` (theme from the brand, links)',
  'franchise form rules':
    "the franchise form's rules, loaded whole by `import()` (`@bookdirect/gateway-sdk/schemas/franchise`)",
  'partner page: all of it, zh': 'a whole partner page: all of the above, zh',
};

async function sizeFigures() {
  const { measureImports } = await import('./size-budget.mjs');
  const { base, rows } = await measureImports();
  const added = Object.fromEntries(rows.map((row) => [row.name, kb(row.added)]));
  const table = markdownTable(
    ['import', 'added (gzip)', 'budget'],
    rows.map((row) => {
      const label = importLabels[row.name];
      if (!label) throw new Error(`scripts/size-budget.mjs measures "${row.name}": name it here`);
      return [label, kb(row.added), row.budget === undefined ? '-' : `${row.budget} KB`];
    }),
    ['left', 'left', 'left'],
  );
  return {
    'size-baseline': `${kb(base.gzip)} gzip, ${kb(base.raw)} minified`,
    'size-table': table,
    'size-summary': `\`Button\` ${added.Button}, \`HotelCard\` ${added.HotelCard}, search box and cards with one language's words ${added['SearchBox + HotelCard, en words']} (en) or ${added['SearchBox + HotelCard, zh words']} (zh) gzip`,
  };
}

async function pageFigures() {
  const { BUDGET_KB, measurePages, pages } = await import('./page-budget.mjs');
  const measured = measurePages();
  const label = ({ app, page, url }) =>
    app === 'booking' ? `${page} \`${url}\`` : `${app} ${page} \`${url}\``;
  const headroom = (page) => BUDGET_KB * 1024 - page.total;
  const table = markdownTable(
    ['page', 'files', 'KB gzip', 'headroom KB'],
    measured.map((page) => [
      label(page),
      String(page.files),
      (page.total / 1024).toFixed(1),
      (headroom(page) / 1024).toFixed(1),
    ]),
    ['left', 'right', 'right', 'right'],
  );
  const above = measured.filter((page) => page.above);
  const tightest = [...measured].sort((a, b) => headroom(a) - headroom(b)).slice(0, 2);
  const verdict =
    above.length === 0
      ? `**Within the budget on all ${count(pages.length)} pages**, the least room left on ${tightest
          .map((page) => `${label(page)} (${kb(headroom(page))})`)
          .join(' and ')}`
      : `**Above the budget on ${count(above.length)} of ${count(pages.length)} pages**: ${above
          .map((page) => `${label(page)} (${kb(page.total)})`)
          .join(', ')}`;
  return { 'page-budget': `${BUDGET_KB} KB`, 'pages-table': table, 'pages-verdict': verdict };
}

/** `dist/embed.js` as packages/embed/build.ts measures it: its text, and gzip at its default. */
function embedFigures() {
  const file = join(root, 'packages/embed/dist/embed.js');
  if (!existsSync(file)) {
    throw new Error(`${file} is not built: pnpm exec turbo run build --filter=@bookdirect/embed`);
  }
  const bytes = readFileSync(file);
  // The build writes the script and one newline, and reports the script.
  const minified = bytes.toString('utf8').trimEnd();
  return {
    'embed-size': `${kb(Buffer.byteLength(minified))} minified, **${kb(gzipSync(bytes).length)} gzip**`,
  };
}

/** A `pnpm test` record (scripts/test.mjs) as a row of docs/testing.md's table. */
function runRow(record, note) {
  const { tests } = record;
  const other = [
    tests.failed > 0 ? `${thousands(tests.failed)} failed` : '',
    tests.skipped > 0 ? `${thousands(tests.skipped)} skipped` : '',
  ].filter(Boolean);
  const minutes = `${(record.total_seconds / 60).toFixed(1)} min`;
  const loads = (values) => values.map((n) => n.toFixed(1)).join(' ');
  const notes = [
    note,
    record.full ? '`pnpm test:full`' : '',
    record.failed_step ? `failed at: ${record.failed_step}` : '',
    tests.flaky > 0 ? `${count(tests.flaky)} flaky` : '',
  ].filter(Boolean);
  return [
    record.started.slice(0, 10),
    `${record.commit ?? '-'}${record.changed_files ? ' (with changes)' : ''}`,
    `${thousands(tests.passed)}${other.length > 0 ? ` (${other.join(', ')})` : ''}`,
    minutes,
    `${loads(record.load_start.slice(0, 1))}, ${loads(record.load_end.slice(0, 1))}`,
    notes.join('; ').replaceAll('|', '/') || '-',
  ];
}

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  return value && !value.startsWith('--') ? value : '';
}

const check = process.argv.includes('--check');
const fromRun = option('from-run');

if (fromRun !== undefined) {
  const file = fromRun || join(root, '.data/test-runs/last.json');
  if (!existsSync(file)) {
    console.error(`${file} does not exist: it is written by a run of pnpm test`);
    process.exit(1);
  }
  const record = JSON.parse(readFileSync(file, 'utf8'));
  const testing = join(root, 'docs/testing.md');
  const text = readFileSync(testing, 'utf8');
  const table = markedParts(text).find((part) => part.name === 'test-runs');
  if (!table) throw new Error('docs/testing.md has no <!-- figures:test-runs --> table');
  const row = runRow(record, option('note'));
  const rest = Object.fromEntries(markedParts(text).map((part) => [part.name, part.body]));
  writeFileSync(testing, writeMarked(text, { ...rest, 'test-runs': prependRow(table.body, row) }));
  console.log(`docs/testing.md: | ${row.join(' | ')} |`);
  process.exit(0);
}

let measured;
try {
  measured = { ...(await sizeFigures()), ...(await pageFigures()), ...embedFigures() };
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

/** Records of past runs stay as they are: only --from-run adds to them. */
const records = new Set(['test-runs']);
let differing = 0;
const unused = new Set(Object.keys(measured));
for (const doc of docs) {
  const text = readFileSync(doc, 'utf8');
  const kept = Object.fromEntries(
    markedParts(text)
      .filter((part) => records.has(part.name))
      .map((part) => [part.name, part.body]),
  );
  for (const part of markedParts(text)) unused.delete(part.name);
  const written = writeMarked(text, { ...measured, ...kept });
  if (written === text) continue;
  differing++;
  const name = relative(root, doc);
  if (check) {
    console.error(`${name} does not say what the builds measure:`);
    for (const line of markedDiff(text, written)) console.error(`  ${line}`);
  } else {
    writeFileSync(doc, written);
    console.log(`${name}: figures written`);
  }
}
if (unused.size > 0) {
  console.error(`measured but in no doc: ${[...unused].map((n) => `figures:${n}`).join(', ')}`);
  process.exit(1);
}
if (check && differing > 0) {
  console.error(
    `\n${differing} doc(s) differ: run node scripts/doc-figures.mjs (pnpm docs:figures) and commit what it writes.`,
  );
  process.exit(1);
}
console.log(
  check
    ? 'The docs say what the builds measure.'
    : differing === 0
      ? 'The docs already say what the builds measure.'
      : '',
);
