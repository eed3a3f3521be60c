import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared';

// A config of its own, so Vitest does not climb to the root Storybook (browser) config.
export default defineConfig({
  test: {
    ...unitTestTimeouts,
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
