#!/usr/bin/env node
// `pnpm budget:pages`: the JavaScript each key page of the built apps makes the browser
// download before it is interactive, gzipped, against the budget of 150 KB per page. Reads
// the Remix manifest of each app's client build (so build first: `pnpm exec turbo run
// build`) and follows what a server-rendered page's `<Scripts>` load: the client entry and,
// for every route the URL matches (root down to the leaf), its module and the modules it
// imports, statically, all the way down; and the manifest file, unless the sites discover
// routes lazily (`v3_lazyRouteDiscovery`), when the page inlines the part it needs in its
// HTML instead. Chunks reached only through a dynamic `import()` (a calendar opened later,
// the footer hydrated after the page, another page's words) are not counted: the page does
// not wait for them. Prints a table and exits 1 when a page is above the budget.
// Sizes are gzip -9 in KB of 1,024 bytes (the budget), and beside them what the site server
// sends a browser that takes Brotli (the build's `.br` copies). `measurePages` is also what
// scripts/doc-figures.mjs writes into docs/performance.md.
//
//   node scripts/page-budget.mjs [--booking apps/booking/build] [--marketing apps/marketing/build]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { remixFuture } from '../packages/app-shell/dist/vite.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The budget of every page. */
export const BUDGET_KB = 150;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const builds = {
  booking: option('booking', join(root, 'apps/booking/build')),
  marketing: option('marketing', join(root, 'apps/marketing/build')),
};

/** The pages the budget holds, by the leaf route the URL matches. */
export const pages = [
  { app: 'booking', page: 'home', url: '/', route: 'routes/_index' },
  { app: 'booking', page: 'results', url: '/hotel/search', route: 'routes/hotel.search' },
  { app: 'booking', page: 'detail', url: '/hotel/detail', route: 'routes/hotel.detail' },
  { app: 'booking', page: 'booking', url: '/hotel/booking', route: 'routes/hotel.booking' },
  { app: 'booking', page: 'pay', url: '/hotel/pay', route: 'routes/hotel.pay' },
  { app: 'marketing', page: 'home', url: '/', route: 'routes/_index' },
];

/** `window.__remixManifest={...}` from build/client/assets/manifest-<hash>.js. */
function readManifest(build) {
  const assets = join(build, 'client', 'assets');
  if (!existsSync(assets)) {
    throw new Error(`${assets} does not exist: build the apps first (pnpm exec turbo run build)`);
  }
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest-*.js in ${assets}`);
  const source = readFileSync(join(assets, file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json), url: `/assets/${file}` };
}

// Static imports in Vite's minified output: `import{a as b}from"./x.js"`, `export*from"./x.js"`
// and `import"./x.js"`. A dynamic `import("./x.js")` has a parenthesis and does not match.
const staticImport = /\bfrom\s*["'](\.\/[^"']+\.js)["']|\bimport\s*["'](\.\/[^"']+\.js)["']/g;

function measure(build, urls) {
  const client = join(build, 'client');
  const seen = new Map();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const source = readFileSync(join(client, url));
    seen.set(url, gzipSync(source, { level: 9 }).length);
    for (const match of source.toString('utf8').matchAll(staticImport)) {
      const relative = match[1] ?? match[2];
      queue.push(join(dirname(url), relative));
    }
  }
  return seen;
}

/** Every JS file the page's HTML loads, with its gzip size. */
export function pageScripts(build, leafRoute) {
  const { manifest, url } = readManifest(build);
  const chain = [];
  for (let id = leafRoute; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in ${build}'s manifest`);
    chain.unshift(route);
  }
  const urls = [manifest.entry.module, ...manifest.entry.imports];
  // With lazy route discovery the page inlines a partial manifest instead of loading this file.
  if (!remixFuture.v3_lazyRouteDiscovery) urls.unshift(url);
  for (const route of chain) urls.push(route.module, ...(route.imports ?? []));
  return measure(build, urls);
}

/**
 * What the site server sends a browser that takes Brotli for a file: the build's `.br` copy
 * (app-shell's `precompressAssets`) where it wrote one, else the gzip size.
 */
function sentBytes(build, url, gzipSize) {
  const br = join(build, 'client', `${url}.br`);
  return existsSync(br) ? statSync(br).size : gzipSize;
}

/**
 * Every page of the list, measured: its JS files, their total gzip bytes, the largest file,
 * and whether the total is above the budget.
 * @returns {Array<{app: string, page: string, url: string, files: number, total: number, sent: number, largest: string, largestSize: number, above: boolean}>}
 */
export function measurePages() {
  return pages.map(({ app, page, url, route }) => {
    const files = pageScripts(builds[app], route);
    const total = [...files.values()].reduce((sum, size) => sum + size, 0);
    const sent = [...files].reduce(
      (sum, [file, size]) => sum + sentBytes(builds[app], file, size),
      0,
    );
    const [largest, largestSize] = [...files].sort((a, b) => b[1] - a[1])[0];
    return {
      app,
      page,
      url,
      files: files.size,
      total,
      sent,
      largest,
      largestSize,
      above: total > BUDGET_KB * 1024,
    };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let over = 0;
  console.log(`JS per page before it is interactive, gzip -9 (budget ${BUDGET_KB} KB)\n`);
  console.log(
    '| app       | page    | files | KB gzip | headroom KB | KB sent (br) | largest file (KB gzip)              |',
  );
  console.log(
    '| --------- | ------- | ----: | ------: | ----------: | -----------: | ----------------------------------- |',
  );
  for (const {
    app,
    page,
    url,
    files,
    total,
    sent,
    largest,
    largestSize,
    above,
  } of measurePages()) {
    if (above) over++;
    const name = `${largest.replace('/assets/', '')} ${kb(largestSize)}`;
    console.log(
      `| ${app.padEnd(9)} | ${page.padEnd(7)} | ${String(files).padStart(5)} | ${kb(total).padStart(7)} | ${kb(BUDGET_KB * 1024 - total).padStart(11)} | ${kb(sent).padStart(12)} | ${name.padEnd(35)} |${above ? `  OVER the budget (${url})` : ''}`,
    );
  }
  if (over > 0) {
    console.error(
      `\n${over} of ${pages.length} pages above ${BUDGET_KB} KB: find what they added (the largest files above), or load it when it is needed (docs/performance.md).`,
    );
    process.exit(1);
  }
}
