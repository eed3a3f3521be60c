#!/usr/bin/env node
// Screenshots of the marketing page (zh, en, 375 px) at 1x into docs/screenshots/.
// Usage: node bench/screenshots-marketing.mjs [url]
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:3001/';
const browser = await chromium.launch(chromiumLaunchOptions);
const shots = [
  { name: 'marketing-zh.png', locale: 'zh-CN', viewport: { width: 1280, height: 1300 } },
  { name: 'marketing-en.png', locale: 'en-US', viewport: { width: 1280, height: 1300 } },
  { name: 'marketing-375.png', locale: 'zh-CN', viewport: { width: 375, height: 1400 } },
];
for (const shot of shots) {
  const context = await browser.newContext({
    locale: shot.locale,
    viewport: shot.viewport,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `docs/screenshots/${shot.name}`, fullPage: false, type: 'png' });
  await context.close();
  console.log(`docs/screenshots/${shot.name}`);
}
await browser.close();
