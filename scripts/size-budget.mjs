#!/usr/bin/env node
// `pnpm size`: what one import of the published packages adds to a partner's page. Each
// import is bundled on its own with esbuild (browser, ESM, minified, production React),
// gzipped, and measured over the same bundle of React, ReactDOM and styled-components
// alone, which every page with the components has anyway. Reads the packages' `dist`, so
// build first (`pnpm exec turbo run build --filter=@bookdirect/booking-ui...`). Prints a
// table and exits 1 when an import is over its budget. Sizes are gzip -9 (as gzip-size
// measures) in KB of 1,024 bytes. `measureImports` is also what scripts/doc-figures.mjs writes
// into docs/packages.md and the README.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The library's own folder resolves all three packages (itself by name, through `exports`)
// and the peers, as a partner's app would.
const resolveDir = join(root, 'packages', 'booking-ui');

const baseline = `
export * as React from 'react';
export * as ReactDOM from 'react-dom';
export * as ReactDOMClient from 'react-dom/client';
export * as styledComponents from 'styled-components';
`;

/**
 * The search box and hotel cards with i18next and one language's words: the namespaces the
 * two read (`currency` only joins them with a display currency).
 */
const searchAndCards = (language) => `
export { SearchBox } from '@bookdirect/booking-ui/SearchBox';
export { HotelCard } from '@bookdirect/booking-ui/HotelCard';
export { default as i18next } from 'i18next';
export { I18nextProvider, initReactI18next } from 'react-i18next';
export { common, hotel, search, validation } from '@bookdirect/locales/${language}';
`;

const provider = "export { BookingUiProvider } from '@bookdirect/booking-ui/BookingUiProvider';";

const imports = [
  { name: 'Button', budget: 4, code: "export { Button } from '@bookdirect/booking-ui/Button';" },
  {
    name: 'Button, from the package root',
    budget: 4,
    code: "export { Button } from '@bookdirect/booking-ui';",
  },
  {
    name: 'HotelCard',
    budget: 10,
    code: "export { HotelCard } from '@bookdirect/booking-ui/HotelCard';",
  },
  {
    name: 'HotelCard, from the package root',
    budget: 10,
    code: "export { HotelCard } from '@bookdirect/booking-ui';",
  },
  { name: 'SearchBox + HotelCard, en words', budget: 32, code: searchAndCards('en') },
  { name: 'SearchBox + HotelCard, zh words', budget: 32, code: searchAndCards('zh') },
  { name: 'BookingUiProvider (theme, links)', budget: 5, code: provider },
  // The whole partner page, for the record: the rows above together.
  { name: 'partner page: all of it, zh', code: searchAndCards('zh') + provider },
  // What `FranchiseForm` and `Consult` load with `import()`: the whole module, as a bundler
  // cannot tell which of a lazily loaded module's exports are used. The budget keeps
  // libphonenumber's metadata and the traveller forms' rules (about 36 KB more, the whole of
  // `/schemas`) out of the marketing page's forms.
  {
    name: 'franchise form rules',
    budget: 16,
    code: "export * from '@bookdirect/gateway-sdk/schemas/franchise';",
  },
];

/** `import()`s stay out of the bundle, as a partner's bundler would split them off. */
const lazyImportsApart = {
  name: 'lazy-imports-apart',
  setup(plugin) {
    plugin.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * What a page that imports `code` downloads before it runs. What the components load later
 * through `import()` (the calendar, when the date fields are first used) is not counted.
 */
async function gzipped(code) {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [lazyImportsApart],
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  return { raw: output.contents.length, gzip: gzipSync(output.contents, { level: 9 }).length };
}

const dists = ['booking-ui', 'gateway-sdk', 'locales'].map((name) =>
  join(root, 'packages', name, 'dist', 'index.js'),
);

/**
 * Measures every import of the list: the baseline's own size and, for each import, the gzip
 * bytes it adds over it (`added`) and whether that is over its budget. Throws when the
 * packages are not built.
 * @returns {Promise<{base: {raw: number, gzip: number}, rows: Array<{name: string, budget?: number, added: number, over: boolean}>}>}
 */
export async function measureImports() {
  const missing = dists.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Not built: ${missing.join(', ')}\nRun: pnpm exec turbo run build --filter=@bookdirect/booking-ui...`,
    );
  }
  const base = await gzipped(baseline);
  const rows = [];
  for (const { name, budget, code } of imports) {
    const size = await gzipped(baseline + code);
    const added = size.gzip - base.gzip;
    rows.push({ name, budget, added, over: budget !== undefined && added > budget * 1024 });
  }
  return { base, rows };
}

const KB = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  let measured;
  try {
    measured = await measureImports();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const { base, rows } = measured;
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(
    `React + ReactDOM + styled-components: ${KB(base.gzip)} KB gzip (${KB(base.raw)} KB minified); sizes below are over it.\n`,
  );
  console.log(`${'import'.padEnd(width)}  added gzip   budget`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}  ${`${KB(row.added)} KB`.padStart(10)}  ${(row.budget === undefined ? '-' : `${row.budget} KB`).padStart(7)}${row.over ? '  OVER' : ''}`,
    );
  }
  const over = rows.filter((row) => row.over);
  console.log(
    `\n${over.length === 0 ? 'Every import is within its budget' : `${over.length} over budget`} (${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
  process.exit(over.length === 0 ? 0 : 1);
}
