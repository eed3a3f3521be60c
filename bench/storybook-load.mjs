// `pnpm bench:storybook [-- --runs N] [--port N] [--path /docs/introduction--docs] [--warm]`:
// how long a designer waits for Storybook's first page. Each run starts the dev server
// (`.storybook/dev.mjs --ci`) on a free port with a cold cache, opens the page in Chromium
// and times until the story or docs content is visible in the preview frame; with `--runs N`
// the median of N runs; `--log` prints the server's output. See docs/adr/0025-storybook-for-designers.md ("First load").
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Number(option('--runs', '1'));
const storyPath = option('--path', '/docs/introduction--docs');
const warm = args.includes('--warm');
const showLog = args.includes('--log');
const timeoutMs = Number(option('--timeout', '300')) * 1000;

/**
 * What a cold start has to build again: Storybook's cache (its Vite dependency optimisation
 * under `sb-vite/`, the dev server's story index cache) and Vite's default cache directory.
 */
const CACHES = [path.join(root, 'node_modules/.cache/storybook')];

function freePort() {
  const wanted = option('--port');
  if (wanted) return Promise.resolve(Number(wanted));
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`storybook exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

async function once(browser, run) {
  if (!warm) for (const dir of CACHES) rmSync(dir, { recursive: true, force: true });
  const port = await freePort();
  const log = [];
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, '.storybook/dev.mjs'), '--port', String(port), '--ci', '--no-open'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  child.stdout.on('data', (chunk) => log.push(chunk));
  child.stderr.on('data', (chunk) => log.push(chunk));
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const reloads = [];
  if (showLog) {
    page.on('console', (message) => {
      if (/vite|reload/i.test(message.text())) console.log(`console: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) console.log(`${response.status()} ${response.url()}`);
    });
  }
  page.on('framenavigated', (frame) => {
    if (frame.name() === 'storybook-preview-iframe' || frame.url().includes('iframe.html')) {
      reloads.push(((performance.now() - start) / 1000).toFixed(1));
      if (showLog) console.log(`preview frame at ${reloads.at(-1)} s: ${frame.url()}`);
    }
  });
  try {
    const deadline = Date.now() + timeoutMs;
    await waitForHttp(`http://127.0.0.1:${port}/index.json`, child, deadline);
    const ready = performance.now();
    await page.goto(`http://127.0.0.1:${port}/?path=${storyPath}`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    // Docs pages: the first heading of the docs container; stories: the story's root.
    const content = storyPath.startsWith('/docs/')
      ? preview.locator('#storybook-docs .sbdocs-content > *').first()
      : preview.locator('#storybook-root > *').first();
    await content.waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
    const shown = performance.now();
    const result = {
      run,
      server: (ready - start) / 1000,
      page: (shown - ready) / 1000,
      total: (shown - start) / 1000,
      frameLoads: reloads.length,
    };
    console.log(
      `run ${run}: server answers ${result.server.toFixed(1)} s, page shows content ${result.page.toFixed(1)} s later, ` +
        `${result.total.toFixed(1)} s in all (preview frame loaded ${reloads.length}x at ${reloads.join(', ')} s)`,
    );
    if (showLog) process.stdout.write(Buffer.concat(log).toString());
    return result;
  } catch (error) {
    process.stderr.write(Buffer.concat(log).toString().slice(-4000));
    throw error;
  } finally {
    await page.close();
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.on('exit', resolve),
    );
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

console.log(
  `Storybook first load of ${storyPath}, ${warm ? 'warm' : 'cold'} cache, ${runs} run(s); ` +
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
);
const browser = await chromium.launch(chromiumLaunchOptions);
const results = [];
try {
  for (let run = 1; run <= runs; run++) results.push(await once(browser, run));
} finally {
  await browser.close();
}
const pick = (key) => median(results.map((r) => r[key])).toFixed(1);
console.log(
  `median of ${runs}: server ${pick('server')} s + page ${pick('page')} s = ${pick('total')} s to the first content; ` +
    `load average now ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
