import { defineConfig } from 'vitest/config';

// A config of its own, so Vitest does not climb to the root Storybook (browser) config.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    // The upload tests move tens of megabytes through a multipart parser: seconds on a busy
    // two-core machine, not the default 5.
    testTimeout: 30_000,
  },
});
