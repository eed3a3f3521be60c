/// <reference types="@vitest/browser/providers/playwright" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Root Vitest config: the Storybook project only. Every story renders as a smoke test,
 * its `play` function runs, and axe checks it, headless in Debian's Chromium (no
 * browser download). Each package runs its own unit tests with `vitest run` via turbo,
 * so nothing else is listed here.
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
            instances: [
              {
                browser: 'chromium',
                launch: {
                  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                  args: [
                    '--no-sandbox',
                    '--disable-gpu',
                    '--disable-background-networking',
                    '--disable-component-update',
                    '--disable-sync',
                    '--no-first-run',
                  ],
                },
              },
            ],
          },
        },
      },
    ],
  },
});
