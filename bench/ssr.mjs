#!/usr/bin/env node
/**
 * Server rendering against a minimal Remix page, in one run: starts a gateway (built
 * `apps/gateway/dist`, demo catalogue, PGlite in a temporary DATA_DIR), the built booking app
 * (one process), the baseline of `bench/ssr-baseline/` under remix-serve (one process), and
 * optionally an older booking build, then measures each page with autocannon, interleaved
 * round by round (baseline, results, about, [before results, before about]), each round
 * starting one page later than the one before (the order a round measured them in is printed).
 *
 *   pnpm bench:ssr [-- --rounds 3 --duration 10 --connections 50 --warmup 3 --city Athens]
 *     [--booking-build /tmp/build-before-ssr [--booking-shell /tmp/app-shell-dist-before-ssr]]
 *     [--before-root /tmp/before]
 *     [--after-build DIR [--after-shell DIR]]
 *     [--cpu-prof /tmp/ssr-prof] [--only results] [--json out.json]
 *     [--node-flags max-semi-space-size=32] [--before-node-flags "..."]
 *     [--gateway-dist DIR --migrations DIR] [--serve] [--logs DIR] [--page-cache SECONDS]
 *     [--scripts]
 *
 * Needs `apps/gateway/dist` and `apps/booking/build` (`pnpm build`); builds the baseline when
 * `bench/ssr-baseline/build` is missing (`--rebuild-baseline` forces it). `--booking-build` is
 * a copy of an older `apps/booking/build`, `--booking-shell` a copy of the
 * `packages/app-shell/dist` it ran with (its site server); the current one by default.
 * `--before-root` is a whole other checkout, installed and built (`git worktree add`, `pnpm
 * install`, `pnpm build`): its booking build and site server run on its own packages, so a
 * change to a dependency or to its patches is measured beside the current tree.
 * Each round also gives the site server's resident memory right after it served the page
 * (`rss MB`; the table keeps the largest): what it holds of the pages in flight and after.
 * A server's CPU and memory are its processes' together: a site server serves its pages from
 * a worker process (ADR 0052), the baseline's remix-serve from its own.
 * `--cpu-prof DIR` runs the current booking server under `node --cpu-prof` (written on exit).
 * `--node-flags "..."` and `--before-node-flags "..."` give the current and the older booking
 * server Node options, without their dashes (`--node-flags max-semi-space-size=32` runs it
 * under `node --max-semi-space-size=32`); the baseline always runs without.
 * `--gateway-dist` runs another gateway build (a copy of `apps/gateway/dist`), `--migrations`
 * gives it the migrations folder it was built with (MIGRATIONS_DIR): the gateway is the same
 * for every page measured, so any working one will do while its own sources are changing.
 * `--serve` starts and checks everything, then only serves (for profiling by hand); `--logs`
 * keeps each process's stderr in DIR/<name>.log.
 * `--page-cache SECONDS` adds a second booking server with PAGE_CACHE_SECONDS set: the results
 * page there ("results (page cache)"), and the first hotel of the results on both servers
 * ("hotel", "hotel (page cache)"): visitors' pages kept while the gateway's tags hold,
 * reported beside the aim, which is measured with the cache off. `--only` takes a
 * comma-separated list (`--only results,hotel`).
 * `--markup` adds the floor under the results page: its own markup as served (head and body,
 * its inline CSS and words, its loader data as sent), rendered again by React as plain
 * elements in a copy of the baseline app with Remix's plain streaming entry
 * (`bench/ssr-markup/`) under remix-serve, after the baseline's gateway call: "results
 * markup", and "results markup, bare" without the page's `<style>` and words. No code of the
 * booking app runs there: what the page costs beyond it is the app's, what it costs up to it
 * is the page's.
 * `--scripts` adds what a first visit costs besides the page: the results page's scripts (its
 * modulepreload links), each in turn, asked for with Chromium's Accept-Encoding ("scripts",
 * and "scripts (before)" on the older build): req/s, the site's CPU per file sent and the
 * bytes a file weighs on the wire.
 * Ports: gateway 4960, booking 3800 (before: 3801, page cache: 3802), baseline 3820 (markup
 * only: 3821, 3822).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { args, fromGateway, root } from './lib.mjs';
import { elementsOf, pageTree } from './ssr-markup/page-tree.mjs';

const autocannon = fromGateway('autocannon');

const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const WARMUP = Number(args.warmup ?? 3);
const ROUNDS = Number(args.rounds ?? 3);
const CITY = String(args.city ?? 'Athens');
const NIGHTS = 3;
const GATEWAY_PORT = Number(args['gateway-port'] ?? 4960);
const BOOKING_PORT = Number(args['booking-port'] ?? 3800);
const BASELINE_PORT = Number(args['baseline-port'] ?? 3820);

const baselineDir = join(root, 'bench/ssr-baseline');
const bookingDir = join(root, 'apps/booking');
const bookingModules = join(bookingDir, 'node_modules');
const gatewayServer = join(
  args['gateway-dist'] ? String(args['gateway-dist']) : join(root, 'apps/gateway/dist'),
  'server.js',
);
for (const [what, path] of [
  ['the built gateway (pnpm build)', gatewayServer],
  [
    'the built booking app (pnpm build)',
    join(args['after-build'] ? String(args['after-build']) : join(bookingDir, 'build'), 'server'),
  ],
]) {
  if (!existsSync(path)) {
    console.error(`missing ${what}: ${path}`);
    process.exit(1);
  }
}

/** Builds a Remix app of `bench/` (the baseline or its markup copy) with the booking app's Remix. */
function buildRemixApp(dir) {
  const built = spawnSync(
    process.execPath,
    [join(bookingModules, '@remix-run/dev/dist/cli.js'), 'vite:build'],
    { cwd: dir, stdio: 'inherit' },
  );
  return built.status ?? 1;
}

// The baseline resolves its packages through the booking app's: same versions, no install.
const baselineModules = join(baselineDir, 'node_modules');
if (!existsSync(baselineModules)) symlinkSync(bookingModules, baselineModules, 'dir');
if (args['rebuild-baseline'] || !existsSync(join(baselineDir, 'build/server/index.js'))) {
  const status = buildRemixApp(baselineDir);
  if (status !== 0) process.exit(status);
}

const work = mkdtempSync(join(tmpdir(), 'bench-ssr-'));
const secret = randomBytes(24).toString('base64url');
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
const children = [];
const processes = {};

function start(name, argv, { cwd, env }) {
  const child = spawn(process.execPath, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  const log = args.logs ? createWriteStream(join(String(args.logs), `${name}.log`)) : undefined;
  child.stderr.on('data', (c) => {
    err = (err + c).slice(-4000);
    log?.write(c);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code})\n${err}`);
      stop(1);
    }
  });
  children.push(child);
  processes[name] = child;
  return child;
}

let stopping = false;
async function stop(code = 0) {
  stopping = true;
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
    ),
  );
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(130));

const siteEnv = (port) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  GATEWAY_URL: gatewayUrl,
  GATEWAY_PUBLIC_URL: gatewayUrl,
  BOOKING_URL: `http://127.0.0.1:${port}`,
  SITE_SECRET: secret,
});

// A copied gateway build finds its packages through a link beside it.
let gatewayEntry = gatewayServer;
if (args['gateway-dist']) {
  const dir = join(work, 'gateway');
  cpSync(String(args['gateway-dist']), join(dir, 'dist'), { recursive: true });
  symlinkSync(join(root, 'apps/gateway/node_modules'), join(dir, 'node_modules'), 'dir');
  gatewayEntry = join(dir, 'dist/server.js');
}
start('gateway', [gatewayEntry], {
  cwd: join(root, 'apps/gateway'),
  env: {
    ...(args['gateway-dist']
      ? { MIGRATIONS_DIR: String(args.migrations ?? join(root, 'apps/gateway/drizzle')) }
      : {}),
    // Development mode only because production refuses to run without real mail.
    NODE_ENV: 'development',
    DEV_ROUTES: '0',
    LOG_LEVEL: 'warn',
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    SITE_SECRET: secret,
  },
});

const cpuProf = args['cpu-prof'] ? String(args['cpu-prof']) : undefined;
const profiling = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', cpuProf] : [];
/** `--node-flags "a b"`, `--before-node-flags`: Node options for one booking server, each
 * given without its leading dashes (the bench's arguments take `--` as the next option). */
const flagsOf = (name) =>
  args[name]
    ? String(args[name])
        .split(/\s+/)
        .filter(Boolean)
        .map((flag) => `--${flag.replace(/^-+/, '')}`)
    : [];
const nodeFlags = [...flagsOf('node-flags'), ...profiling];

/**
 * A booking build run from a copy, beside links to the packages it needs, under the site
 * server it shipped with: builds in the work tree change while others build.
 */
function startCopy(name, build, shell, port, node = [], from = root) {
  const app = join(work, name);
  cpSync(build, join(app, 'build'), { recursive: true });
  symlinkSync(join(from, 'apps/booking/node_modules'), join(app, 'node_modules'), 'dir');
  const shellDir = join(work, `${name}-shell`);
  cpSync(shell, join(shellDir, 'dist'), { recursive: true });
  symlinkSync(join(from, 'packages/app-shell/node_modules'), join(shellDir, 'node_modules'), 'dir');
  writeFileSync(
    join(app, 'server.mjs'),
    `import { startSiteServer } from ${JSON.stringify(join(shellDir, 'dist/site-server.js'))};
import { EMBED_CONFIG_PATH, EMBED_SCRIPT_PATH } from '@bookdirect/embed/serve';
await startSiteServer({ appDir: ${JSON.stringify(app)}, defaultPort: ${port}, site: 'booking', crossOriginPaths: [EMBED_CONFIG_PATH, EMBED_SCRIPT_PATH] });
`,
  );
  start(name, [...node, join(app, 'server.mjs')], { cwd: app, env: siteEnv(port) });
}

const currentShell = join(root, 'packages/app-shell/dist');
if (args['after-build']) {
  startCopy(
    'booking',
    String(args['after-build']),
    String(args['after-shell'] ?? currentShell),
    BOOKING_PORT,
    nodeFlags,
  );
} else {
  start('booking', [...nodeFlags, join(bookingDir, 'server.mjs')], {
    cwd: bookingDir,
    env: siteEnv(BOOKING_PORT),
  });
}

// remix-serve is the root's devDependency (the sites run app-shell's server instead), at the
// version of the booking app's Remix.
const remixServe = (name, dir, env) =>
  start(name, [join(root, 'node_modules/@remix-run/serve/dist/cli.js'), 'build/server/index.js'], {
    cwd: dir,
    env,
  });
remixServe('baseline', baselineDir, siteEnv(BASELINE_PORT));

// `--before-root`: another checkout, installed and built, with its own packages (a change to
// a dependency or its patches is measured that way).
const beforeRoot = args['before-root'] ? String(args['before-root']) : undefined;
const beforeBuild = beforeRoot
  ? join(beforeRoot, 'apps/booking/build')
  : args['booking-build']
    ? String(args['booking-build'])
    : undefined;
if (beforeBuild) {
  startCopy(
    'before',
    beforeBuild,
    beforeRoot
      ? join(beforeRoot, 'packages/app-shell/dist')
      : String(args['booking-shell'] ?? currentShell),
    BOOKING_PORT + 1,
    flagsOf('before-node-flags'),
    beforeRoot ?? root,
  );
}

// `--page-cache`: the current build again, keeping visitors' results pages.
const pageCache = args['page-cache'] ? String(args['page-cache']) : undefined;
if (pageCache) {
  start('cached', [join(bookingDir, 'server.mjs')], {
    cwd: bookingDir,
    env: { ...siteEnv(BOOKING_PORT + 2), PAGE_CACHE_SECONDS: pageCache },
  });
}

function get(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body,
            ms: performance.now() - started,
            pageCache: res.headers['x-page-cache'],
          }),
        );
      })
      .on('error', reject);
  });
}

async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await get(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(`${url} did not answer in ${timeoutMs / 1000} s`);
  await stop(1);
}

await waitFor(`${gatewayUrl}/health`);
const sites = {
  baseline: `http://127.0.0.1:${BASELINE_PORT}`,
  booking: `http://127.0.0.1:${BOOKING_PORT}`,
  ...(beforeBuild ? { before: `http://127.0.0.1:${BOOKING_PORT + 1}` } : {}),
  ...(pageCache ? { cached: `http://127.0.0.1:${BOOKING_PORT + 2}` } : {}),
};
await Promise.all(Object.values(sites).map((origin) => waitFor(`${origin}/healthz`)));

const hot = await get(`${gatewayUrl}/v1/u/app/hotelhotcity/?nums=100`);
const city = JSON.parse(hot.body).data.region_list.find(
  (r) => r.name_en === CITY || String(r.region_id) === CITY,
);
if (!city) {
  console.error(`no hot city "${CITY}" in the demo catalogue`);
  await stop(1);
}
const ymd = (d) => d.toISOString().slice(0, 10).replaceAll('-', '');
const enter = new Date();
enter.setUTCDate(enter.getUTCDate() + 30);
const leave = new Date(enter);
leave.setUTCDate(leave.getUTCDate() + NIGHTS);
const baselineQuery = `?city_id=${city.region_id}&enterDate=${ymd(enter)}&days=${NIGHTS}`;
const resultsPath =
  `/hotel/search?city_id=${city.region_id}&enterDate=${ymd(enter)}&leaveDate=${ymd(leave)}` +
  `&region_name=${encodeURIComponent(city.name_en)}`;

// `--markup`: the results page's markup with none of its code, in a copy of the baseline app.
if (args.markup) {
  // Warm: the first render streams the parts whose code is still loading after the page.
  let html = '';
  for (let i = 0; i < 3; i++) ({ body: html } = await get(`${sites.booking}${resultsPath}`));
  const data = await get(
    `${sites.booking}${resultsPath.replace('/hotel/search?', '/hotel/search.data?')}`,
  );
  // turbo-stream as Remix's server runtime has it (the booking app's @remix-run/node's).
  const fromNode = createRequire(
    realpathSync(join(bookingModules, '@remix-run/node/package.json')),
  );
  const fromRuntime = createRequire(fromNode.resolve('@remix-run/server-runtime/package.json'));
  const { decode } = await import(fromRuntime.resolve('turbo-stream'));
  const decoded = await decode(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(data.body));
        controller.close();
      },
    }),
  );
  await decoded.done;
  const loaderData = Object.fromEntries(
    Object.entries(decoded.value).map(([route, answer]) => [route, answer.data]),
  );
  const pageFile = join(work, 'markup-page.json');
  writeFileSync(pageFile, JSON.stringify({ ...pageTree(html, 'i18n-resources'), loaderData }));
  const app = join(work, 'markup-app');
  for (const part of ['app', 'package.json', 'vite.config.mjs']) {
    cpSync(join(baselineDir, part), join(app, part), { recursive: true });
  }
  cpSync(join(root, 'bench/ssr-markup/markup.jsx'), join(app, 'app/routes/markup.jsx'));
  cpSync(join(root, 'bench/ssr-markup/entry.server.jsx'), join(app, 'app/entry.server.jsx'));
  symlinkSync(bookingModules, join(app, 'node_modules'), 'dir');
  const status = buildRemixApp(app);
  if (status !== 0) await stop(status);
  for (const [name, port, inline] of [
    ['markup', BASELINE_PORT + 1, 'all'],
    ['markup-bare', BASELINE_PORT + 2, 'none'],
  ]) {
    remixServe(name, app, { ...siteEnv(port), MARKUP_PAGE: pageFile, MARKUP_INLINE: inline });
    sites[name] = `http://127.0.0.1:${port}`;
    await waitFor(`${sites[name]}/healthz`);
  }
  // The same elements, attributes and text as the page served.
  const again = await get(`${sites.markup}/markup${baselineQuery}`);
  if (elementsOf(again.body) !== elementsOf(html)) {
    console.error('the markup-only page is not the results page made again');
    await stop(1);
  }
}

// `--page-cache`: the first hotel of the results, as its card links it, cache off and on.
let hotelPath;
if (pageCache) {
  const { body } = await get(`${sites.booking}${resultsPath}`);
  hotelPath = /href="(\/hotel\/detail\?[^"]+)"/.exec(body)?.[1]?.replaceAll('&amp;', '&');
  if (!hotelPath) {
    console.error('no hotel link on the results page');
    await stop(1);
  }
}

// `--scripts`: the scripts a visitor's browser fetches with the results page (its
// modulepreload links), each in turn, asked for as Chromium asks (Accept-Encoding).
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
let scriptPaths = [];
if (args.scripts) {
  const { body } = await get(`${sites.booking}${resultsPath}`);
  scriptPaths = [...body.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  if (scriptPaths.length === 0) {
    console.error('no scripts on the results page');
    await stop(1);
  }
}
const scriptsOf = (name, server) => ({
  name,
  server,
  url: `${sites[server]}${scriptPaths[0]}`,
  requests: scriptPaths.map((path) => ({ path })),
  headers: { 'accept-encoding': BROWSER_ENCODINGS },
});

const targets = [
  {
    name: 'baseline',
    server: 'baseline',
    url: `${sites.baseline}/${baselineQuery}`,
  },
  { name: 'results', server: 'booking', url: `${sites.booking}${resultsPath}` },
  { name: 'about', server: 'booking', url: `${sites.booking}/about` },
  ...(beforeBuild
    ? [
        { name: 'results (before)', server: 'before', url: `${sites.before}${resultsPath}` },
        { name: 'about (before)', server: 'before', url: `${sites.before}/about` },
      ]
    : []),
  ...(args.markup
    ? [
        { name: 'results markup', server: 'markup', url: `${sites.markup}/markup${baselineQuery}` },
        {
          name: 'results markup, bare',
          server: 'markup-bare',
          url: `${sites['markup-bare']}/markup${baselineQuery}`,
        },
      ]
    : []),
  ...(args.scripts
    ? [
        scriptsOf('scripts', 'booking'),
        ...(beforeBuild ? [scriptsOf('scripts (before)', 'before')] : []),
      ]
    : []),
  ...(pageCache
    ? [
        { name: 'results (page cache)', server: 'cached', url: `${sites.cached}${resultsPath}` },
        { name: 'hotel', server: 'booking', url: `${sites.booking}${hotelPath}` },
        { name: 'hotel (page cache)', server: 'cached', url: `${sites.cached}${hotelPath}` },
      ]
    : []),
].filter(
  (t) =>
    !args.only ||
    t.name === 'baseline' ||
    String(args.only)
      .split(',')
      .some((only) => t.name.startsWith(only)),
);

// Each page must really render (not an error page or a redirect), with the same hotels.
for (const target of targets) {
  let first;
  for (let i = 0; i < 3; i++) first = await get(target.url);
  const hotels = new Set(first.body.match(/hotelId=\d+/g) ?? []).size;
  target.hotels = hotels;
  console.log(
    `${target.name.padEnd(21)} ${target.url}\n${''.padEnd(22)}HTTP ${first.status}, ` +
      `${(first.body.length / 1024).toFixed(1)} KiB, ${hotels} hotel links, one warm request ${first.ms.toFixed(1)} ms`,
  );
  if (first.status !== 200 || (/^(baseline|results)/.test(target.name) && hotels === 0)) {
    console.error('not benchmarking a page that does not render');
    await stop(1);
  }
  if (target.server === 'cached' && first.pageCache !== 'HIT') {
    console.error(`the page cache did not serve the page again (X-Page-Cache: ${first.pageCache})`);
    await stop(1);
  }
}

if (args.serve) {
  console.log('serving until Ctrl-C (--serve): nothing is measured');
  process.on('SIGTERM', () => stop(0));
  await new Promise(() => {});
}

function pct(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(target, duration) {
  return new Promise((resolve, reject) => {
    const ms = [];
    const options = {
      url: target.url,
      connections: CONNECTIONS,
      duration,
      ...(target.requests ? { requests: target.requests } : {}),
      ...(target.headers ? { headers: target.headers } : {}),
    };
    const instance = autocannon(options, (err, result) => {
      if (err) return reject(err);
      const s = ms.sort((a, b) => a - b);
      resolve({
        rps: result.requests.total / duration,
        bytes: result.throughput.total / Math.max(1, result.requests.total),
        p50: pct(s, 50),
        p95: pct(s, 95),
        p99: pct(s, 99),
        failed: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => ms.push(responseTime));
  });
}

/**
 * A server's processes: the one started and those it started in turn (a site server serves
 * its pages from a worker process it forks, ADR 0052), from /proc.
 */
function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pids[i]}/task`);
    } catch {}
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8');
        pids.push(...children.split(' ').filter(Boolean).map(Number));
      } catch {}
    }
  }
  return pids;
}

/**
 * CPU ms (user + system) a server's processes have used so far, from /proc (clock ticks of
 * 10 ms).
 */
function cpuMs(child) {
  let ms = 0;
  for (const pid of processTree(child.pid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {}
  }
  return ms;
}

/** A server's resident memory in MB now (its processes'), from /proc: what its pages cost. */
function rssMb(child) {
  let kb = 0;
  for (const pid of processTree(child.pid)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    } catch {}
  }
  return kb / 1024;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en') : 'n/a');
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

const runs = [];
console.log(
  `\n${new Date().toISOString()}: ${ROUNDS} rounds, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s each`,
);
console.log(
  `${'round'.padEnd(6)}${'page'.padEnd(22)}${['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'x base', 'cpu ms', 'gw cpu', 'rss MB'].map((h) => h.padStart(9)).join('')}   load avg (1 5 15)`,
);
// Each round starts one page later than the round before (baseline, results, before; then
// results, before, baseline; ...): a page measured right after another pays for what that one
// left behind (a server still collecting, caches of the two cores), so a fixed order would put
// the same bias on the same page every round.
const rotated = (round) => targets.map((_, i) => targets[(i + round - 1) % targets.length]);
for (let round = 1; round <= ROUNDS; round++) {
  const measured = [];
  for (const target of rotated(round)) {
    const before = load();
    if (WARMUP > 0) await measure(target, WARMUP);
    const server = processes[target.server];
    const cpu0 = [cpuMs(server), cpuMs(processes.gateway)];
    const r = await measure(target, DURATION);
    const requests = r.rps * DURATION;
    // CPU per page: what one process of each kind spends on it, whatever else runs.
    r.cpu = (cpuMs(server) - cpu0[0]) / requests;
    r.gatewayCpu = (cpuMs(processes.gateway) - cpu0[1]) / requests;
    // What the site process holds right after serving the page at full load.
    r.rss = rssMb(server);
    measured.push({ round, page: target.name, ...r, load: before });
  }
  const base = measured.find((run) => run.page === 'baseline').rps;
  for (const run of measured) {
    run.ratio = run.rps / base;
    runs.push(run);
    console.log(
      `${String(round).padEnd(6)}${run.page.padEnd(22)}${[f1(run.rps), f0(run.p50), f0(run.p95), f0(run.p99), String(run.failed), run.ratio.toFixed(2), f1(run.cpu), f1(run.gatewayCpu), f0(run.rss)].map((c) => c.padStart(9)).join('')}   ${run.load}`,
    );
  }
}

// Medians over the rounds; the req/s ratio is the median of each round's own ratio, the CPU
// ratio is the baseline's CPU per page over the page's (what one core could serve of each).
const lines = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${ROUNDS} rounds x ${DURATION} s at ${CONNECTIONS} connections; load average (1 min) ${f1(Math.min(...runs.map((r) => Number(r.load.split(' ')[0]))))}-${f1(Math.max(...runs.map((r) => Number(r.load.split(' ')[0]))))}`,
  '',
  '| page | req/s | p50 ms | p95 ms | p99 ms | x baseline (req/s) | site CPU ms per page | gateway CPU ms per page | x baseline (CPU) | site RSS MB (largest) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
const baseCpu = median(runs.filter((r) => r.page === 'baseline').map((r) => r.cpu));
for (const target of targets) {
  const mine = runs.filter((r) => r.page === target.name);
  lines.push(
    `| ${target.name} | ${f1(median(mine.map((r) => r.rps)))} | ${f0(median(mine.map((r) => r.p50)))} | ${f0(median(mine.map((r) => r.p95)))} | ${f0(median(mine.map((r) => r.p99)))} | ${median(mine.map((r) => r.ratio)).toFixed(2)} | ${f1(median(mine.map((r) => r.cpu)))} | ${f1(median(mine.map((r) => r.gatewayCpu)))} | ${(baseCpu / median(mine.map((r) => r.cpu))).toFixed(2)} | ${f0(Math.max(...mine.map((r) => r.rss)))} |`,
  );
}
// What one request of the scripts weighs on the wire, headers included (`--scripts`).
for (const target of targets.filter((t) => t.requests)) {
  const mine = runs.filter((r) => r.page === target.name);
  lines.push(
    '',
    `${target.name}: ${target.requests.length} files in turn, ${f1(median(mine.map((r) => r.bytes)) / 1024)} KiB a request on the wire (Accept-Encoding: ${BROWSER_ENCODINGS})`,
  );
}
// A build measured beside an older one: the two per round (the same round, the same load).
for (const target of targets) {
  const older = runs.filter((r) => r.page === `${target.name} (before)`);
  if (older.length === 0) continue;
  const per = older.map(
    (old) => runs.find((r) => r.round === old.round && r.page === target.name).cpu / old.cpu,
  );
  lines.push(
    '',
    `${target.name}: site CPU per page / the build before, per round ${per.map((x) => x.toFixed(2)).join(', ')}; median ${median(per).toFixed(2)}`,
  );
}
console.log(`\n${lines.join('\n')}`);
if (runs.some((r) => r.failed > 0)) console.warn('some requests failed: see the "failed" column');
if (args.json) {
  writeFileSync(String(args.json), JSON.stringify({ city: city.name_en, targets, runs }, null, 2));
}
await stop(0);
