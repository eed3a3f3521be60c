import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import {
  baselinesDir,
  baseUrl,
  port,
  reportFile,
  resultsDir,
  storybookDir,
} from './tests/visual/settings';

/**
 * Screenshots of every story of the built Storybook, compared with the baselines committed in
 * tests/visual/__screenshots__ (docs/visual-testing.md). Run through `pnpm visual`, which
 * builds the Storybook when it is missing or older than its sources.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: `${baselinesDir}/{arg}{ext}`,
  outputDir: resultsDir,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A picture that differs from one run to the next is a defect of its story: never retried.
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: reportFile }]],
  expect: {
    toMatchSnapshot: {
      // Same Chromium and fonts as CI, so pictures match to the pixel; the per-pixel
      // threshold absorbs anti-aliasing, and a handful of pixels is all that may differ
      // (a ratio would let a changed price through on a tall page).
      threshold: 0.2,
      maxDiffPixels: 16,
    },
  },
  use: {
    baseURL: baseUrl,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node scripts/serve-static.mjs ${JSON.stringify(storybookDir)} ${port}`,
    url: `${baseUrl}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
