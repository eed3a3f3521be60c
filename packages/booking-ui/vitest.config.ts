import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared';

export default defineConfig({
  test: {
    ...unitTestTimeouts,
    environment: 'happy-dom',
    // Phone first: the header's menu button only shows under 768 px.
    environmentOptions: { happyDOM: { width: 375, height: 812 } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
