#!/usr/bin/env node
/**
 * Publishes the Storybook to Chromatic for visual review, only where a project token is
 * configured (CI with the secret). Without it this machine cannot reach the service anyway;
 * the visual checks that run here are the story tests (`pnpm test:stories`) and
 * Playwright screenshots of stories.
 *
 * chromatic is pinned to 16.10.1 in the root devDependencies: 17 and later declare
 * `engines.node >= 22`, and this project runs on Node 20.
 */
import { spawnSync } from 'node:child_process';

// biome-ignore lint/suspicious/noUndeclaredEnvVars: run by the root script, never as a turbo task
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}

// The token is read from the environment by chromatic itself; it never appears in argv.
const args = [
  'exec',
  'chromatic',
  '--build-script-name',
  'build-storybook',
  // Visual changes wait for review in Chromatic instead of failing the pipeline.
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
];
const result = spawnSync('pnpm', args, { stdio: 'inherit', env: process.env });
if (result.error) {
  console.error(`chromatic: could not start (${result.error.message})`);
  process.exit(1);
}
process.exit(result.status ?? 1);
