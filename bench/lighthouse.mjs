#!/usr/bin/env node
// Lighthouse 12 (mobile preset) on one or more pages, median of N runs each (default 3).
// Usage: node bench/lighthouse.mjs [url ...] [runs] [--json out.json] [--cookie 'a=1; b=2']
//   (the browser is scripts/chromium.mjs's: CHROMIUM_PATH, or /usr/bin/chromium; no url:
//   MARKETING_URL or localhost:3001)
// Prints score, LCP, CLS, TBT and JavaScript bytes of each run and their medians, and for the
// median run of a page that misses an aim (score >= 95, LCP < 2 s, CLS < 0.05, TBT < 200 ms)
// where the time goes: LCP element and phases, render-blocking requests, largest scripts,
// main-thread work.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import lighthouse from 'lighthouse';
import { launchLighthouseChrome } from './lib.mjs';

const argv = process.argv.slice(2).filter((a) => a !== '--');
const jsonAt = argv.indexOf('--json');
const jsonOut = jsonAt >= 0 ? argv.splice(jsonAt, 2)[1] : undefined;
// Pages behind sign-in (booking, pay) are measured with the member's session cookie.
const cookieAt = argv.indexOf('--cookie');
const cookie = cookieAt >= 0 ? argv.splice(cookieAt, 2)[1] : undefined;
const runs = /^\d+$/.test(argv.at(-1) ?? '') ? Number(argv.pop()) : 3;
const urls = argv.length > 0 ? argv : [process.env.MARKETING_URL ?? 'http://localhost:3001/'];

const AIM = { score: 95, lcp: 2000, cls: 0.05, tbt: 200 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const isScript = (r) => r.resourceType === 'Script' || /javascript/.test(r.mimeType ?? '');
const wireCache = new Map();
// Bytes on the wire (headers excluded) for url as Chromium asks for it: compressed if served so.
function wireBytes(url) {
  if (!wireCache.has(url)) {
    wireCache.set(
      url,
      new Promise((resolve) => {
        const get = url.startsWith('https:') ? https.get : http.get;
        get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          let n = 0;
          res.on('data', (c) => {
            n += c.length;
          });
          res.on('end', () => resolve(n));
        }).on('error', () => resolve(0));
      }),
    );
  }
  return wireCache.get(url);
}
const kib = (b) => `${Math.round(b / 1024)} KiB`;
const short = (u) => {
  try {
    const x = new URL(u);
    return x.pathname + (x.search.length > 40 ? `${x.search.slice(0, 40)}...` : x.search);
  } catch {
    return String(u);
  }
};

async function diagnostics(lhr) {
  const a = lhr.audits;
  const items = (id) => a[id]?.details?.items ?? [];
  const requests = items('network-requests');
  const sized = [];
  for (const r of requests.filter(isScript))
    sized.push({ url: r.url, bytes: r.transferSize || (await wireBytes(r.url)) });
  const scripts = sized
    .sort((x, y) => y.bytes - x.bytes)
    .slice(0, 5)
    .map((r) => `${short(r.url)} ${kib(r.bytes)}`);
  const lcpEl = items('largest-contentful-paint-element');
  const lcpNode = lcpEl[0]?.items?.[0]?.node ?? lcpEl[0]?.node;
  const phases = (lcpEl[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`);
  const blocking = items('render-blocking-resources').map(
    (r) => `${short(r.url)} ${Math.round(r.wastedMs ?? 0)} ms`,
  );
  const bootup = items('bootup-time')
    .slice(0, 4)
    .map((r) => `${short(r.url)} ${Math.round(r.total)} ms (script ${Math.round(r.scripting)})`);
  const mainThread = items('mainthread-work-breakdown')
    .slice(0, 4)
    .map((r) => `${r.groupLabel ?? r.group} ${Math.round(r.duration)} ms`);
  // The tasks Total Blocking Time counts (Lighthouse's own list, its durations as simulated
  // on the phone, with the script each is attributed to).
  const longTasks = items('long-tasks')
    .slice(0, 8)
    .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${short(t.url)})`);
  const unusedJs = items('unused-javascript')
    .slice(0, 3)
    .map((r) => `${short(r.url)} ${kib(r.wastedBytes ?? 0)} unused`);
  return {
    fcp: Math.round(a['first-contentful-paint'].numericValue),
    si: Math.round(a['speed-index'].numericValue),
    ttfb: Math.round(a['server-response-time']?.numericValue ?? 0),
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ''} <${lcpNode.selector ?? ''}>` : 'n/a',
    lcpPhases: phases,
    renderBlocking: blocking,
    largestScripts: scripts,
    bootup,
    mainThread,
    longTasks,
    unusedJs,
    requests: requests.length,
    totalBytes: requests.reduce((s, r) => s + (r.transferSize ?? 0), 0),
  };
}

const pages = [];
for (const url of urls) {
  const results = [];
  for (let i = 0, retries = 0; i < runs; i++) {
    const chrome = await launchLighthouseChrome();
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const items = lhr.audits['network-requests']?.details?.items ?? [];
      // Remix loads its chunks with <link rel=modulepreload>: count by MIME type too. Chromium
      // headless often reports those with transferSize 0; then count what the server sends for
      // the same URL with the same Accept-Encoding (fetched once, outside the measured run).
      const scripts = items.filter(isScript);
      const refetched = scripts.filter((r) => !r.transferSize).length;
      let jsBytes = 0;
      for (const r of scripts) jsBytes += r.transferSize || (await wireBytes(r.url));
      // A run Lighthouse could not finish (the page timed out on a busy machine) has no
      // metrics: it counts as score 0 rather than ending the whole benchmark.
      const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const run = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: Math.round(metric('largest-contentful-paint')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        tbt: Math.round(metric('total-blocking-time')),
        jsBytes,
        // Lighthouse's measure of this machine's CPU (higher is faster): its simulated 4x
        // slowdown scales what it observes here, so the same page scores lower on a slower host.
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      };
      if (refetched) run.jsRefetched = `${refetched}/${scripts.length}`;
      if (lhr.runtimeError) run.error = lhr.runtimeError.message;
      // Lighthouse losing its own trace (NO_NAVSTART and the like, "Please run Lighthouse
      // again") says nothing of the page: that run is taken again, twice at most per page.
      if (lhr.runtimeError && /run Lighthouse again/i.test(run.error) && retries < 2) {
        retries += 1;
        console.log(`${short(url)} run ${i + 1}: taken again (${lhr.runtimeError.code})`);
        i -= 1;
        continue;
      }
      results.push({ ...run, diagnostics: await diagnostics(lhr) });
      console.log(`${short(url)} run ${i + 1}: ${JSON.stringify(run)}`);
    } finally {
      await chrome.kill();
    }
  }
  const summary = Object.fromEntries(
    ['score', 'lcp', 'cls', 'tbt', 'jsBytes'].map((k) => [k, median(results.map((r) => r[k]))]),
  );
  // The run whose score is the median one stands for the page in the diagnostics.
  const medianRun = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
  const misses = [
    summary.score < AIM.score && `score ${summary.score} < ${AIM.score}`,
    summary.lcp >= AIM.lcp && `LCP ${summary.lcp} ms >= ${AIM.lcp} ms`,
    summary.cls >= AIM.cls && `CLS ${summary.cls} >= ${AIM.cls}`,
    summary.tbt >= AIM.tbt && `TBT ${summary.tbt} ms >= ${AIM.tbt} ms`,
  ].filter(Boolean);
  console.log(
    `${short(url)} median of ${runs} (Lighthouse mobile preset): score ${summary.score}, ` +
      `LCP ${summary.lcp} ms, CLS ${summary.cls}, TBT ${summary.tbt} ms, ` +
      `JS ${Math.round(summary.jsBytes / 1024)} KiB transferred` +
      (misses.length ? ` -- MISSES: ${misses.join('; ')}` : ' -- meets the aims'),
  );
  const d = medianRun.diagnostics;
  console.log(
    `  FCP ${d.fcp} ms, Speed Index ${d.si} ms, server response ${d.ttfb} ms, ` +
      `${d.requests} requests, ${kib(d.totalBytes)} transferred`,
  );
  console.log(`  LCP element: ${d.lcpElement}; ${d.lcpPhases.join(', ') || 'no phases'}`);
  console.log(`  render-blocking: ${d.renderBlocking.join('; ') || 'none'}`);
  console.log(`  largest scripts: ${d.largestScripts.join('; ') || 'none'}`);
  console.log(`  script bootup: ${d.bootup.join('; ') || 'n/a'}`);
  console.log(`  main thread: ${d.mainThread.join('; ') || 'n/a'}`);
  console.log(`  long tasks: ${d.longTasks.join('; ') || 'none'}`);
  if (d.unusedJs.length) console.log(`  unused JS: ${d.unusedJs.join('; ')}`);
  pages.push({ url, runs: results, median: summary, misses });
}

if (urls.length > 1) {
  console.log(`\n${'page'.padEnd(48)}   score   LCP ms      CLS   TBT ms   JS KiB`);
  for (const p of pages) {
    const m = p.median;
    console.log(
      `${short(p.url).slice(0, 48).padEnd(48)}${String(m.score).padStart(8)}${String(m.lcp).padStart(9)}` +
        `${String(m.cls).padStart(9)}${String(m.tbt).padStart(9)}${String(Math.round(m.jsBytes / 1024)).padStart(9)}`,
    );
  }
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(pages, null, 2)}\n`);
