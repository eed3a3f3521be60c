/**
 * How big the crash, fuzz and random-ledger suites run. `pnpm test` runs them small, each
 * fault still injected at least once; `pnpm test:full` (TEST_FULL=1) runs them at full size,
 * and does before a change to their area lands (docs/testing.md).
 */
export const fullSize = process.env.TEST_FULL === '1';

/** `quick` in `pnpm test`, `full` in `pnpm test:full`. */
export function sized(quick: number, full: number): number {
  return fullSize ? full : quick;
}
