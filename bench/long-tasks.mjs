#!/usr/bin/env node
// The long tasks a page's load leaves on a phone's main thread, and the scripts inside them:
// Chromium with its CPU slowed 4x (Lighthouse's mobile factor), each page loaded N times
// (default 5), the pages taken in turn so that the machine's load falls on all of them alike.
// Usage: node bench/long-tasks.mjs url [url ...] [--runs 5] [--rate 4]
// Prints per page the median of the tasks' blocking time after the first paint (the sum of each
// task's time beyond 50 ms, as Total Blocking Time counts it) and, for the load with that median,
// every long task with the scripts the browser attributes to it (Long Animation Frames).
import { createRequire } from 'node:module';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { args } from './lib.mjs';

const { chromium } = createRequire(import.meta.url)('@playwright/test');
const urls = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const runs = Number(args.runs ?? 5);
const rate = Number(args.rate ?? 4);
if (urls.length === 0) {
  console.error('usage: node bench/long-tasks.mjs url [url ...] [--runs 5] [--rate 4]');
  process.exit(2);
}

function observe() {
  window.__longTasks = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__frames.push({
        start: e.startTime,
        duration: e.duration,
        scripts: e.scripts.map((s) => ({
          duration: s.duration,
          invoker: s.invoker,
          source: `${(s.sourceURL || '').split('/').pop()} ${s.sourceFunctionName || ''}`.trim(),
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

async function load(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url, { waitUntil: 'load' });
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 20_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(2000);
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: window.__longTasks,
    frames: window.__frames,
  }));
  await context.close();
  const blocking = result.tasks
    .filter((t) => t.start >= result.fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return { ...result, blocking };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch(chromiumLaunchOptions);
const loads = new Map(urls.map((u) => [u, []]));
for (let i = 0; i < runs; i++)
  for (const url of urls) loads.get(url).push(await load(browser, url));
await browser.close();

const { loadavg } = await import('node:os');
console.log(
  `${new Date().toISOString()}: CPU ${rate}x slower, ${runs} loads a page, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const [url, all] of loads) {
  const m = median(all.map((l) => l.blocking));
  const at = all.find((l) => l.blocking === m);
  console.log(
    `\n${url}\n  blocking after first paint: median ${Math.round(m)} ms (${all.map((l) => Math.round(l.blocking)).join(', ')})`,
  );
  for (const t of at.tasks) {
    const frame = at.frames.find(
      (f) => f.start <= t.start + 1 && f.start + f.duration >= t.start + t.duration - 1,
    );
    const scripts = (frame?.scripts ?? [])
      .filter((s) => s.duration >= 5)
      .map(
        (s) =>
          `${Math.round(s.duration)} ms ${s.invoker.length > 60 ? 'page script' : s.invoker} (${s.source.slice(-40)})`,
      );
    console.log(
      `  ${String(Math.round(t.start)).padStart(6)} ms  ${String(Math.round(t.duration)).padStart(4)} ms  ${scripts.join('; ') || 'no script: parsing, style, layout'}`,
    );
  }
}
