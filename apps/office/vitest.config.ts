import { defineConfig } from 'vitest/config';

// A config of its own, so Vitest does not climb to the root Storybook (browser) config.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
