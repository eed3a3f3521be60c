/**
 * `pnpm visual`: screenshots of every story compared with the committed baselines
 * (docs/visual-testing.md). Builds the Storybook first when it is missing or older than its
 * sources, then runs playwright.visual.config.ts.
 *
 *   pnpm visual                  the CI set: every story on a phone, pages also on a desktop
 *   pnpm visual --full           every story × zh/en × demo/lotus × phone/desktop
 *   pnpm visual:update [--full]  takes the pictures that changed again, drops stale ones
 *   --build / --no-build         always / never build the Storybook first
 *
 * Anything else goes to Playwright (`pnpm visual --grep Button`); a run narrowed that way
 * drops no baselines.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  baselinesDir,
  FULL_MATRIX_DIR,
  fullMatrix,
  reportFile,
  root,
  storybookDir,
} from '../tests/visual/settings';

const args = process.argv.slice(2);
const take = (flag: string) => {
  const at = args.indexOf(flag);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const update = take('--update');
const full = take('--full') || fullMatrix;
const forceBuild = take('--build');
const noBuild = take('--no-build');
const narrowed = args.length > 0;

/** What the Storybook is built from: a file newer than its index.json means a rebuild. */
const SOURCES = ['.storybook', 'packages', 'apps', 'pnpm-lock.yaml'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'build', 'coverage']);

function newerThan(path: string, time: number): string | undefined {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return undefined;
  if (!stats.isDirectory()) return stats.mtimeMs > time ? path : undefined;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (
      NOT_SOURCES.has(entry.name) ||
      (entry.name.startsWith('.') && entry.name !== '.storybook')
    ) {
      continue;
    }
    const found = newerThan(join(path, entry.name), time);
    if (found) return found;
  }
  return undefined;
}

function whyBuild(): string | undefined {
  if (forceBuild) return 'asked for';
  if (noBuild) return undefined;
  const index = join(storybookDir, 'index.json');
  if (!existsSync(index)) return `${relative(root, index)} is missing`;
  const built = statSync(index).mtimeMs;
  for (const source of SOURCES) {
    const changed = newerThan(join(root, source), built);
    if (changed) return `${relative(root, changed)} changed since it was built`;
  }
  return undefined;
}

function run(command: string, commandArgs: string[], env = process.env): number {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  if (result.error) {
    console.error(`visual: could not start ${command} (${result.error.message})`);
    process.exit(1);
  }
  return result.status ?? 1;
}

interface ReportSuite {
  specs?: { tests: { annotations?: Note[]; results: { annotations?: Note[] }[] }[] }[];
  suites?: ReportSuite[];
}
interface Note {
  type: string;
  description?: string;
}

/** The notes of one type the tests left in the report: `baseline` and `unsteady` pictures. */
function notesOf(suites: ReportSuite[], type: string): Set<string> {
  const found = new Set<string>();
  const visit = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const notes = [
          ...(test.annotations ?? []),
          ...test.results.flatMap((result) => result.annotations ?? []),
        ];
        for (const note of notes)
          if (note.type === type && note.description) found.add(note.description);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
  return found;
}

function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/**
 * After a whole update, a baseline no test compared with is of a story that is gone or now
 * pins another language or viewport: it goes. The CI set's update leaves the full matrix's.
 */
function dropStale(used: Set<string>): number {
  let dropped = 0;
  for (const file of filesUnder(baselinesDir)) {
    if (used.has(file) || (!full && file.startsWith(`${FULL_MATRIX_DIR}/`))) continue;
    rmSync(join(baselinesDir, file));
    dropped++;
  }
  for (const dir of [join(baselinesDir, FULL_MATRIX_DIR), baselinesDir]) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && readdirSync(path).length === 0) rmSync(path, { recursive: true });
    }
  }
  return dropped;
}

const started = Date.now();
const why = whyBuild();
if (why) {
  console.log(`visual: building the Storybook (${why})`);
  const code = run('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', storybookDir]);
  if (code !== 0) process.exit(code);
}

rmSync(reportFile, { force: true });
const code = run(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    '-c',
    'playwright.visual.config.ts',
    ...(update ? ['--update-snapshots=changed'] : []),
    ...args,
  ],
  { ...process.env, STORYBOOK_STATIC_DIR: storybookDir, VISUAL_FULL: full ? '1' : '0' },
);

if (existsSync(reportFile)) {
  const { suites } = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites: ReportSuite[] };
  if (update && code === 0 && !narrowed) {
    const dropped = dropStale(notesOf(suites, 'baseline'));
    if (dropped > 0) console.log(`visual: dropped ${dropped} baseline(s) no story uses any more`);
  }
  const unsteady = notesOf(suites, 'unsteady');
  if (unsteady.size > 0) {
    console.log(`visual: ${unsteady.size} picture(s) never held still between two screenshots:`);
    for (const name of [...unsteady].sort()) console.log(`  ${name}`);
  }
}
if (code !== 0 && !update) {
  console.log(
    'visual: see the failures above; for a picture that differs, the expected, actual and diff ' +
      'images are in reports/visual-results. If the change is meant, run ' +
      `\`pnpm visual:update${full ? ' --full' : ''}\` and commit the baselines.`,
  );
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `visual: ${full ? 'full matrix' : 'CI set'} ${code === 0 ? 'passed' : 'failed'} in ${seconds}s`,
);
process.exit(code);
