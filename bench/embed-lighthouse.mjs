#!/usr/bin/env node
// Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on the demo partner
// page: how long until the first <bookdirect-search> shows its search box, median of N runs.
// Usage: node bench/embed-lighthouse.mjs [--partner http://localhost:3020/] [--runs 3]
//   (the browser is scripts/chromium.mjs's: CHROMIUM_PATH, or /usr/bin/chromium)
// The stack must run built; the demo seed's partner (wander-notes) has the partner site's
// origin, http://localhost:3020 (another origin: PARTNERS, README's settings):
//   pnpm start
//   BOOKING_URL=http://localhost:3000 GATEWAY_PUBLIC_URL=http://localhost:4000 \
//     pnpm --filter @bookdirect/partner-site start
// The figure is the embed's own user timing `bookdirect:search-ready` (marked once the first
// search box rendered with its destinations), read from the trace; Lighthouse's simulated
// throttling does not apply to user timings, so the page is loaded with devtools throttling
// (the same figures, applied to the real run) to make the mark mean what a phone would see.
import lighthouse from 'lighthouse';
import { launchLighthouseChrome } from './lib.mjs';

const argv = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const url = opt('partner', 'http://localhost:3020/');
const runs = Number(opt('runs', '3'));

/** The mark the embed sets (packages/embed/src/runtime.ts, SEARCH_READY_MARK). */
const MARK = 'bookdirect:search-ready';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = [];
for (let i = 0; i < runs; i++) {
  const chrome = await launchLighthouseChrome();
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      // Lighthouse's mobile figures, applied to the page as it loads (see above).
      throttlingMethod: 'devtools',
      logLevel: 'error',
    });
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const timings = lhr.audits['user-timings']?.details?.items ?? [];
    const mark = timings.find((t) => t.name === MARK);
    if (!mark) throw new Error(`no "${MARK}" mark: did the search box render? (${url})`);
    const embed = (lhr.audits['network-requests']?.details?.items ?? []).find((r) =>
      new URL(r.url).pathname.endsWith('/embed.js'),
    );
    const run = {
      searchReady: Math.round(mark.startTime),
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      embedKiB: embed ? Math.round(embed.transferSize / 1024) : null,
    };
    results.push(run);
    console.log(`run ${i + 1}: ${JSON.stringify(run)}`);
  } finally {
    await chrome.kill();
  }
}

const summary = Object.fromEntries(
  ['searchReady', 'fcp', 'lcp', 'tbt', 'cls', 'embedKiB'].map((k) => [
    k,
    median(results.map((r) => r[k])),
  ]),
);
console.log(
  `${url} median of ${runs} (Lighthouse mobile throttling): first <bookdirect-search> rendered at ` +
    `${summary.searchReady} ms; FCP ${summary.fcp} ms, LCP ${summary.lcp} ms, TBT ${summary.tbt} ms, ` +
    `CLS ${summary.cls}, embed.js ${summary.embedKiB} KiB transferred`,
);
