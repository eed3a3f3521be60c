#!/usr/bin/env node
// `pnpm lint:packages`: the published packages as npm would ship them. For each of
// @bookdirect/locales, gateway-sdk and booking-ui: publint (package.json against the packed
// files, warnings fail) and are-the-types-wrong on the packed tarball, for Node's ESM
// resolution and bundlers (`--profile esm-only`: the packages are ESM only, see
// docs/adr/0022-publishable-packages.md). Also checks that booking-ui exports one import
// path per component folder. Reads `dist`, so build first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const packages = ['locales', 'gateway-sdk', 'booking-ui'];

const failures = [];

function run(title, command, args, cwd) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) failures.push(title);
}

/** Every component folder (one with an index.ts) has its import path, and nothing else. */
function checkComponentExports(dir) {
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const folders = readdirSync(join(dir, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, 'src', entry.name, 'index.ts')))
    .map((entry) => `./${entry.name}`);
  const paths = Object.keys(exports).filter((path) => path !== '.' && path !== './package.json');
  const missing = folders.filter((path) => !paths.includes(path));
  const stray = paths.filter((path) => !folders.includes(path));
  console.log('\n▶ @bookdirect/booking-ui: one import path per component folder');
  if (missing.length === 0 && stray.length === 0) {
    console.log(`${folders.length} component folders, each exported.`);
    return;
  }
  if (missing.length > 0) console.error(`Not in package.json exports: ${missing.join(', ')}`);
  if (stray.length > 0)
    console.error(`Exported without a src/<Folder>/index.ts: ${stray.join(', ')}`);
  failures.push('booking-ui component exports');
}

const started = performance.now();
for (const name of packages) {
  const dir = join(root, 'packages', name);
  if (!existsSync(join(dir, 'dist'))) {
    console.error(
      `packages/${name}/dist is missing. Run: pnpm exec turbo run build --filter=@bookdirect/booking-ui...`,
    );
    process.exit(1);
  }
  run(`@bookdirect/${name}: publint`, bin('publint'), ['--strict'], dir);
  run(
    `@bookdirect/${name}: are-the-types-wrong`,
    bin('attw'),
    ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped'],
    dir,
  );
}
checkComponentExports(join(root, 'packages', 'booking-ui'));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`\n${failures.length} failed: ${failures.join('; ')} (${seconds} s)`);
  process.exit(1);
}
console.log(`\nThe three packages are publishable as packed (${seconds} s).`);
