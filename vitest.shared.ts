/**
 * What the unit tests of every package share. Imported by each package's `vitest.config`.
 *
 * The timeouts guard against a hang; they measure nothing. `pnpm test` runs the packages' tests
 * beside each other on CI's two cores, where the first test of a file can wait seconds for
 * its module graph to load: Vitest's default 5 s fails a test that is only slow to start.
 */
export const unitTestTimeouts = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
};
