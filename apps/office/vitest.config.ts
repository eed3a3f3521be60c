import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared';

// A config of its own, so Vitest does not climb to the root Storybook (browser) config.
export default defineConfig({
  test: {
    // The upload tests move tens of megabytes through a multipart parser: seconds on a busy
    // two-core machine.
    ...unitTestTimeouts,
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
