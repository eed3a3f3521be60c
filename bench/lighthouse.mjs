#!/usr/bin/env node
// Lighthouse 12 (mobile preset) on the marketing page, median of N runs (default 3).
// Usage: node bench/lighthouse.mjs [url] [runs]   (CHROME_PATH defaults to /usr/bin/chromium)
// Prints score, LCP, CLS, TBT and JavaScript bytes of each run and their medians.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';

// chrome-launcher comes with lighthouse; resolve it from there (pnpm does not hoist it).
const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const chromeLauncher = await import(fromLighthouse.resolve('chrome-launcher'));

const url = process.argv[2] ?? process.env.MARKETING_URL ?? 'http://localhost:3001/';
const runs = Number(process.argv[3] ?? 3);
process.env.CHROME_PATH ??= '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
for (let i = 0; i < runs; i++) {
  const chrome = await chromeLauncher.launch({
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const jsBytes = items
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const run = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      jsBytes,
    };
    results.push(run);
    console.log(`run ${i + 1}: ${JSON.stringify(run)}`);
  } finally {
    await chrome.kill();
  }
}

const summary = Object.fromEntries(
  ['score', 'lcp', 'cls', 'tbt', 'jsBytes'].map((k) => [k, median(results.map((r) => r[k]))]),
);
console.log(
  `median of ${runs} (Lighthouse mobile preset): score ${summary.score}, LCP ${summary.lcp} ms, ` +
    `CLS ${summary.cls}, TBT ${summary.tbt} ms, JS ${Math.round(summary.jsBytes / 1024)} KiB transferred`,
);
