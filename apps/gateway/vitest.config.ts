import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // PGlite boots a WASM Postgres per file; a cold boot on a busy two-core machine can
    // take several seconds.
    hookTimeout: 30_000,
    // Two files at a time on any machine: a suite waits on PostgreSQL and on sockets as much as
    // on the CPU, and every suite has a database of its own (support/gateway.ts). Two halve the
    // run on two cores; a third adds nothing there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    minWorkers: 1,
    // A guard against a hang, not a measure: tests that take 8-13 s on a quiet machine (password
    // hashing, two database boots, the contract's every sample) take twice that beside the
    // site's builds on CI's two cores.
    testTimeout: 60_000,
  },
});
