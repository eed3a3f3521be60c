import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // PGlite boots a WASM Postgres per file; a cold boot on a busy two-core machine can
    // take several seconds.
    hookTimeout: 30_000,
    testTimeout: 15_000,
  },
});
