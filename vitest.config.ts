/// <reference types="@vitest/browser/providers/playwright" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { brands } from './.storybook/brands';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Root Vitest config: the Storybook project only. Every story renders as a smoke test,
 * its `play` function runs, and axe checks it, headless in Debian's Chromium (no
 * browser download), once under each brand of the toolbar: a colour that reads in one
 * brand may not in another. `--project storybook` runs them all; `--project
 * "storybook (lotus)"` one brand. Each package runs its own unit tests with `vitest run`
 * via turbo, so nothing else is listed here.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          storybookTest({
            configDir: path.join(dirname, '.storybook'),
            storybookScript: 'pnpm storybook --ci',
          }),
        ],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: 'playwright',
            screenshotFailures: false,
            // One page for every story file: a fresh iframe per file cost more than the stories
            // themselves. Each story still renders into a clean canvas and undoes what it changed.
            isolate: false,
            instances: Object.keys(brands).map((brand) => ({
              browser: 'chromium',
              name: `storybook (${brand})`,
              // The brand toolbar's global for every story of this run; a story that pins
              // its own brand keeps it.
              provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { brand } },
              launch: chromiumLaunchOptions,
            })),
          },
        },
      },
    ],
  },
});
