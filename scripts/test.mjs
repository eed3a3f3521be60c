#!/usr/bin/env node
// `pnpm test`: lint, typecheck, build, unit and integration tests, Storybook interaction
// tests and Playwright journeys, in that order; stops at the first failing step and ends
// with one summary line. In CI every test must run: a skipped one fails the run.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath as chromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'reports');
const inCI = Boolean(process.env.CI);

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!executable(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the Storybook and end-to-end tests need it.\n` +
      'Install it with:  sudo apt-get install -y chromium fonts-noto-cjk\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary. No browser is downloaded.',
  );
  process.exit(1);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };

/** Adds up vitest's "Tests  1 failed | 9 passed | 2 skipped (12)" lines. */
function countVitest(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from replayed logs
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  for (const line of plain.split('\n')) {
    const match = line.match(/\bTests\s+((?:\d+ \w+(?: \| )?)+)\s*\(\d+\)/);
    if (!match) continue;
    for (const part of match[1].split('|')) {
      const [n, word] = part.trim().split(/\s+/);
      const count = Number(n);
      if (word === 'passed') totals.passed += count;
      else if (word === 'failed') totals.failed += count;
      else if (word === 'skipped' || word === 'todo') totals.skipped += count;
    }
  }
}

function countPlaywright(name = 'playwright.json') {
  const file = join(reports, name);
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function run(title, command, args, { count } = {}) {
  console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      if (count === 'vitest') countVitest(output);
      if (count === 'playwright') countPlaywright();
      if (count === 'visual') countPlaywright('visual.json');
      resolve(code ?? 1);
    });
  });
}

const steps = [
  ['lint and format check', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['typecheck and build', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', 'build']],
  ['typecheck of the end-to-end journeys', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']],
  ['published packages: publint and are-the-types-wrong', 'pnpm', ['run', 'lint:packages']],
  ['bundle budgets of the published components', 'pnpm', ['run', 'size']],
  ['a partner app built from the packed packages', 'pnpm', ['run', 'test:consumer']],
  [
    'JavaScript per page of the built sites (at most 150 KB gzip each)',
    'pnpm',
    ['run', 'budget:pages'],
  ],
  [
    'unit and gateway integration tests',
    'pnpm',
    ['exec', 'turbo', 'run', 'test', '--output-logs=full'],
    { count: 'vitest' },
  ],
  [
    'Storybook interaction tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'storybook'],
    { count: 'vitest' },
  ],
  [
    'visual regression of every story against its baseline',
    'pnpm',
    ['run', 'visual'],
    { count: 'visual' },
  ],
  ['Chromatic (where CHROMATIC_PROJECT_TOKEN is set)', 'pnpm', ['run', 'chromatic']],
  [
    'end-to-end journeys in Chromium',
    'pnpm',
    ['exec', 'playwright', 'test'],
    { count: 'playwright' },
  ],
];

let failedStep;
for (const [title, command, args, options] of steps) {
  const code = await run(title, command, args, options);
  if (code !== 0) {
    failedStep = title;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
}

console.log('');
if (failedStep) console.log(`✗ failed at: ${failedStep}`);
if (inCI && totals.skipped > 0) {
  console.log(
    `✗ ${totals.skipped} test(s) skipped; in CI every test, PostgreSQL included, must run`,
  );
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || (inCI && totals.skipped > 0) ? 1 : 0);
