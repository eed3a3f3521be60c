#!/usr/bin/env node
/**
 * Publishes the Storybook to Chromatic for review, only where a project token is configured
 * (CI with the secret); without one it says so and succeeds. The checks that run everywhere
 * are the story tests (`pnpm test:stories`) and the screenshots of every story against the
 * baselines in git (`pnpm visual`, docs/visual-testing.md).
 *
 * It publishes the Storybook already built in storybook-static (`pnpm visual` builds it when
 * stale, so run it first in the same job), else lets Chromatic build it.
 *
 * chromatic is pinned to 16.10.1 in the root devDependencies: 17 and later declare
 * `engines.node >= 22`, and this project runs on Node 20.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'storybook-static');

// biome-ignore lint/suspicious/noUndeclaredEnvVars: run by the root script, never as a turbo task
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped: CHROMATIC_PROJECT_TOKEN is not set');
  process.exit(0);
}

// The token is read from the environment by chromatic itself; it never appears in argv.
const args = [
  'exec',
  'chromatic',
  ...(existsSync(join(built, 'index.json'))
    ? ['--storybook-build-dir', relative(root, built)]
    : ['--build-script-name', 'build-storybook']),
  // Visual changes wait for review in Chromatic instead of failing the pipeline; a story
  // that fails to render still fails it.
  '--exit-zero-on-changes',
  // The version is pinned (see above): asking the registry for a newer one is noise.
  '--skip-update-check',
  ...process.argv.slice(2),
];
const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env: process.env });
if (result.error) {
  console.error(`chromatic: could not start (${result.error.message})`);
  process.exit(1);
}
process.exit(result.status ?? 1);
