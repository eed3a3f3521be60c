// The scripts' own tests (`pnpm exec vitest run --config scripts/vitest.config.mjs`, a step of
// `pnpm test`): Node only, apart from the root config's Storybook project.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.mjs'],
    environment: 'node',
  },
});
