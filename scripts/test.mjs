#!/usr/bin/env node
// `pnpm test`: lint, typecheck, build, unit and integration tests, Storybook interaction
// tests, visual regression and Playwright journeys. Steps that do not depend on each other run
// at once (a phase); the run stops after the first phase with a failing step and ends with one
// summary line. Each step's wall time and the machine's load average are printed and written
// to reports/timings.json, and the run's record (date, commit, test counts, step times, load)
// to .data/test-runs/last.json, which `node scripts/doc-figures.mjs --from-run` adds to
// docs/testing.md's table of runs. Neither is tracked: the run changes no file git tracks. In
// CI every test must run: a skipped one fails.
import { execFileSync, spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath as chromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `--full` (`pnpm test:full`): the crash, fuzz and random-ledger suites at full size, every
 * gateway suite on both databases and the accessibility sweep at both widths.
 */
const full = process.argv.includes('--full');
const fullEnv = full ? { TEST_FULL: '1', A11Y_FULL: '1' } : {};
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

/** What git sees changed in the checkout: the run must leave it as it found it. */
function gitStatus() {
  try {
    return execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  } catch {
    return undefined; // not a git checkout (an unpacked tarball): nothing to compare
  }
}
const statusBefore = gitStatus();

/** The commit the run tests, short, or undefined outside a git checkout. */
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return undefined;
  }
}
const commit = gitCommit();

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * Adds up vitest's "Tests  1 failed | 9 passed | 2 skipped (12)" lines.
 * @returns {{passed: number, failed: number, skipped: number}}
 */
function countVitest(output) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from replayed logs
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  for (const line of plain.split('\n')) {
    const match = line.match(/\bTests\s+((?:\d+ \w+(?: \| )?)+)\s*\(\d+\)/);
    if (!match) continue;
    for (const part of match[1].split('|')) {
      const [n, word] = part.trim().split(/\s+/);
      const count = Number(n);
      if (word === 'passed') counts.passed += count;
      else if (word === 'failed') counts.failed += count;
      else if (word === 'skipped' || word === 'todo') counts.skipped += count;
    }
  }
  return counts;
}

/** Titles of the tests in a Playwright JSON report that failed first and passed on retry. */
function flakyTests(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') {
          found.push(`${[...path, spec.title].join(' › ')} [${test.projectName}]`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

/** Counts and flaky tests of a Playwright JSON report in reports/. */
function countPlaywright(name) {
  const file = join(reports, name);
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, flaky: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: flakyTests(report),
  };
}

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

/**
 * Runs one step. Alone in its phase its output streams as it comes; beside others it is
 * held and printed whole when the step ends, so two logs never interleave.
 */
function run(step, { stream }) {
  const started = Date.now();
  if (stream) console.log(`\n▶ ${step.title}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, ...fullEnv, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (out) => (chunk) => {
      output += chunk;
      if (stream) out.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!stream) {
        console.log(`\n▶ ${step.title}`);
        process.stdout.write(output);
      }
      console.log(`◀ ${step.title}: ${code === 0 ? 'ok' : 'failed'} in ${clock(seconds)}`);
      let counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
      if (step.count === 'vitest') counts = { ...countVitest(output), flaky: [] };
      else if (step.count) counts = countPlaywright(step.count);
      resolve({ step, code: code ?? 1, seconds, counts, load: load() });
    });
  });
}

const clock = (seconds) =>
  seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/**
 * The run, phase by phase: the steps of one phase run at the same time, a phase starts when
 * the one before it has passed. What shares a phase shares no output and no port.
 */
const phases = [
  [
    { title: 'lint and format check', command: 'pnpm', args: ['exec', 'biome', 'check', '.'] },
    {
      title: 'typecheck and build',
      command: 'pnpm',
      args: ['exec', 'turbo', 'run', 'typecheck', 'build'],
    },
  ],
  [
    {
      title: 'typecheck of the end-to-end journeys',
      command: 'pnpm',
      args: ['exec', 'tsc', '-p', 'tsconfig.json'],
    },
    {
      title: 'published packages: publint and are-the-types-wrong',
      command: 'pnpm',
      args: ['run', 'lint:packages'],
    },
    {
      title: 'bundle budgets of the published components',
      command: 'pnpm',
      args: ['run', 'size'],
    },
    {
      title: 'JavaScript per page of the built sites (at most 150 KB gzip each)',
      command: 'pnpm',
      args: ['run', 'budget:pages'],
    },
    {
      title: 'tests of the scripts (scripts/*.test.mjs)',
      command: 'pnpm',
      args: ['exec', 'vitest', 'run', '--config', 'scripts/vitest.config.mjs'],
      count: 'vitest',
    },
    {
      title: "the docs' measured figures against the builds (doc-figures --check)",
      command: 'node',
      args: ['scripts/doc-figures.mjs', '--check'],
    },
  ],
  [
    {
      title: 'unit and gateway integration tests',
      command: 'pnpm',
      args: ['exec', 'turbo', 'run', 'test', '--output-logs=full'],
      count: 'vitest',
    },
    {
      title: 'a partner app built from the packed packages',
      command: 'pnpm',
      args: ['run', 'test:consumer'],
    },
  ],
  [
    {
      title: 'Storybook interaction tests',
      command: 'pnpm',
      args: ['exec', 'vitest', 'run', '--project', 'storybook'],
      count: 'vitest',
    },
  ],
  [
    {
      title: 'visual regression of every story against its baseline',
      command: 'pnpm',
      args: ['run', 'visual'],
      count: 'visual.json',
    },
  ],
  [
    {
      title: 'Chromatic (where CHROMATIC_PROJECT_TOKEN is set)',
      command: 'pnpm',
      args: ['run', 'chromatic'],
    },
  ],
  [
    {
      title: 'end-to-end journeys in Chromium',
      command: 'pnpm',
      args: ['exec', 'playwright', 'test'],
      count: 'playwright.json',
    },
  ],
];

const startedAt = new Date();
const loadAtStart = load();
const results = [];
let failedStep;
for (const phase of phases) {
  const done = await Promise.all(phase.map((step) => run(step, { stream: phase.length === 1 })));
  results.push(...done);
  const failed = done.find((result) => result.code !== 0);
  if (failed) {
    failedStep = failed.step.title;
    break;
  }
}

const statusAfter = gitStatus();
const touched = statusAfter !== statusBefore;
if (touched) {
  console.log(`\n✗ the run changed files git tracks:\n${statusAfter}`);
  if (inCI) failedStep ??= 'the checkout after the run (git status)';
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const flaky = [];
for (const { counts } of results) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  flaky.push(...counts.flaky);
}
if (failedStep && totals.failed === 0) totals.failed = 1;

const totalSeconds = (Date.now() - startedAt.getTime()) / 1000;
const loadAtEnd = load();
const timings = {
  started: startedAt.toISOString(),
  total_seconds: Math.round(totalSeconds * 10) / 10,
  full,
  cores: cpus().length,
  load_start: loadAtStart,
  load_end: loadAtEnd,
  ci: inCI,
  steps: results.map(({ step, code, seconds, load: stepLoad }) => ({
    title: step.title,
    seconds: Math.round(seconds * 10) / 10,
    ok: code === 0,
    load_end: stepLoad,
  })),
  tests: totals,
  flaky,
};
writeFileSync(join(reports, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);

// The run's record, for docs/testing.md's table (`node scripts/doc-figures.mjs --from-run`).
const record = {
  started: startedAt.toISOString(),
  commit,
  changed_files: Boolean(statusBefore),
  full,
  ci: inCI,
  cores: cpus().length,
  load_start: loadAtStart,
  load_end: loadAtEnd,
  total_seconds: timings.total_seconds,
  failed_step: failedStep ?? null,
  tests: { ...totals, flaky: flaky.length },
  flaky,
  steps: timings.steps.map(({ title, seconds, ok }) => ({ title, seconds, ok })),
};
const runs = join(root, '.data', 'test-runs');
mkdirSync(runs, { recursive: true });
writeFileSync(join(runs, 'last.json'), `${JSON.stringify(record, null, 2)}\n`);

console.log('\nWall time per step:');
for (const { step, seconds, code } of results) {
  console.log(`  ${clock(seconds).padStart(13)}  ${code === 0 ? ' ' : '✗'} ${step.title}`);
}
console.log(
  `  ${clock(totalSeconds).padStart(13)}    total on ${cpus().length} cores, load average ${loadAtStart.join(' ')} at the start, ${loadAtEnd.join(' ')} at the end (reports/timings.json; the run's record in .data/test-runs/last.json)`,
);
console.log('');
if (failedStep) console.log(`✗ failed at: ${failedStep}`);
if (inCI && totals.skipped > 0) {
  console.log(
    `✗ ${totals.skipped} test(s) skipped; in CI every test, PostgreSQL included, must run`,
  );
}
if (flaky.length > 0) console.log(`flaky: ${flaky.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || (inCI && totals.skipped > 0) ? 1 : 0);
