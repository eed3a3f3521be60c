#!/usr/bin/env node
// `pnpm budget:pages`: the JavaScript each key page of the built apps makes the browser
// download before it is interactive, gzipped, against the aim of 150 KB per page. Reads
// the Remix manifest of each app's client build (so build first: `pnpm exec turbo run
// build`) and follows what a server-rendered page's `<Scripts>` load: the manifest itself,
// the client entry and, for every route the URL matches (root down to the leaf), its module
// and the modules it imports, statically, all the way down. Chunks reached only through a
// dynamic `import()` (a lazily opened calendar, another page's words) are not counted: the
// page does not wait for them. Prints a table and exits 1 when a page grows past its
// ceiling: the size it has today, which only comes down, towards the aim (pages above the
// aim are listed, and docs/performance.md says what keeps them there).
// Sizes are gzip -9 in KB of 1,024 bytes.
//
//   node scripts/page-budget.mjs [--booking apps/booking/build] [--marketing apps/marketing/build]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The aim for every page (issue 18). */
const AIM_KB = 150;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const builds = {
  booking: option('booking', join(root, 'apps/booking/build')),
  marketing: option('marketing', join(root, 'apps/marketing/build')),
};

/**
 * The pages the budget holds, by the leaf route the URL matches, each with its ceiling in KB:
 * lower it whenever a page gets lighter, never raise it.
 */
const pages = [
  { app: 'booking', page: 'home', url: '/', route: 'routes/_index', ceiling: 160 },
  {
    app: 'booking',
    page: 'results',
    url: '/hotel/search',
    route: 'routes/hotel.search',
    ceiling: 163,
  },
  {
    app: 'booking',
    page: 'detail',
    url: '/hotel/detail',
    route: 'routes/hotel.detail',
    ceiling: 170,
  },
  {
    app: 'booking',
    page: 'booking',
    url: '/hotel/booking',
    route: 'routes/hotel.booking',
    ceiling: 160,
  },
  { app: 'booking', page: 'pay', url: '/hotel/pay', route: 'routes/hotel.pay', ceiling: 222 },
  { app: 'marketing', page: 'home', url: '/', route: 'routes/_index', ceiling: 197 },
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
  const urls = [url, manifest.entry.module, ...manifest.entry.imports];
  for (const route of chain) urls.push(route.module, ...(route.imports ?? []));
  return measure(build, urls);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  let aboveAim = 0;
  console.log(
    `JS per page, gzip -9 (aim ${AIM_KB} KB; ceiling: today's size, which only comes down)\n`,
  );
  console.log(
    '| app       | page    | files | KB gzip | ceiling | largest file (KB gzip)              |',
  );
  console.log(
    '| --------- | ------- | ----: | ------: | ------: | ----------------------------------- |',
  );
  for (const { app, page, url, route, ceiling } of pages) {
    const files = pageScripts(builds[app], route);
    const total = [...files.values()].reduce((sum, size) => sum + size, 0);
    const [largest, largestSize] = [...files].sort((a, b) => b[1] - a[1])[0];
    const over = total > ceiling * 1024;
    failed ||= over;
    if (total > AIM_KB * 1024) aboveAim++;
    const name = `${largest.replace('/assets/', '')} ${kb(largestSize)}`;
    console.log(
      `| ${app.padEnd(9)} | ${page.padEnd(7)} | ${String(files.size).padStart(5)} | ${kb(total).padStart(7)} | ${String(ceiling).padStart(7)} | ${name.padEnd(35)} |${over ? `  OVER its ceiling (${url})` : ''}`,
    );
  }
  if (aboveAim > 0) {
    console.log(
      `\n${aboveAim} of ${pages.length} pages above the ${AIM_KB} KB aim (docs/performance.md).`,
    );
  }
  if (failed) {
    console.error('A page grew past its ceiling: find what it added (the largest files above).');
    process.exit(1);
  }
}
