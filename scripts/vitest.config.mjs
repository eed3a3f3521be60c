// The scripts' own tests (`pnpm exec vitest run --config scripts/vitest.config.mjs`, a step of
// `pnpm test`): Node only, apart from the root config's Storybook project.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../vitest.shared.ts';

export default defineConfig({
  test: {
    ...unitTestTimeouts,
    root: dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.mjs'],
    environment: 'node',
  },
});
