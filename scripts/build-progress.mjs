// The build step of `pnpm start` and `pnpm dev`: runs `turbo run build` and says what it is
// doing. A cold build takes minutes on a small machine, so it prints each package as it
// finishes (done/total, elapsed time), a line at least every 15 s while a long package
// builds, writes turbo's whole output to .data/build.log, and on failure shows the failing
// package's output. A warm build (everything cached) prints one line.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** How long the terminal may stay silent while a package builds. */
export const HEARTBEAT_MS = 15_000;
/** How often the silence is checked. */
export const TICK_MS = 1_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours from turbo's output
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** `2.1 s`, `42 s`, `3 min 05 s`. */
export function clock(ms) {
  const seconds = ms / 1000;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * The build tasks of `turbo run build --dry=json`: each package, the build tasks it waits
 * for, and whether turbo's cache already holds its outputs.
 * @returns {{id: string, name: string, deps: string[], cached: boolean}[]}
 */
export function tasksOfDryRun(dry) {
  const build = dry.tasks.filter((task) => task.task === 'build');
  const ids = new Set(build.map((task) => task.taskId));
  return build.map((task) => ({
    id: task.taskId,
    name: task.package,
    deps: (task.dependencies ?? []).filter((dep) => ids.has(dep)),
    cached: task.cache?.status === 'HIT',
  }));
}

/**
 * One line of `turbo run build --log-order=grouped`: the package it belongs to (`<pkg>:build: …`,
 * or `<pkg>#build: …` for turbo's own word on a task) and its text; `name` is undefined for
 * turbo's header and summary lines.
 */
export function parseTurboLine(raw) {
  const line = raw.replace(ANSI, '').replace(/\r$/, '');
  const match = line.match(/^(\S+?)(?::build:|#build:)(?: (.*))?$/);
  if (!match) return { name: undefined, text: line };
  return { name: match[1], text: match[2] ?? '' };
}

/**
 * Follows turbo's grouped output and turns it into progress lines. With `--log-order=grouped`
 * turbo prints a task's whole output when the task ends, so a package's first line means it
 * is done; the packages building meanwhile are those whose dependencies are all done.
 * `print` receives each progress line, `now` gives the time in ms.
 */
export function createProgress({
  tasks,
  print,
  now = Date.now,
  started = now(),
  logPath = '.data/build.log',
}) {
  const byName = new Map(tasks.map((task) => [task.name, task]));
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const doneAt = new Map();
  /** @type {Map<string, string[]>} each package's lines, for the failure report */
  const output = new Map();
  const failed = new Set();
  // Without a plan (the dry run failed) the total is unknown and every package is reported.
  const total = tasks.length || '?';
  const toBuild = tasks.length === 0 ? '?' : tasks.filter((task) => !task.cached).length;
  let lastPrint = started;
  let failedFromSummary;

  const say = (text) => {
    lastPrint = now();
    print(text);
  };

  /**
   * The package whose output is coming in: it is announced once the block has passed (the
   * next package's line, the next tick, the end), when it is known whether it failed.
   * @type {{name: string, finished: number, since: number, count: number} | undefined}
   */
  let announcing;
  const announce = () => {
    if (!announcing) return;
    const { name, finished, since, count } = announcing;
    announcing = undefined;
    if (failed.has(name)) return; // the end says it, with the package's output
    say(
      `build: [${count}/${total}] ${name} built in ${clock(finished - since)}  ` +
        `(${clock(finished - started)} elapsed)`,
    );
  };

  /** When `task` could start: when the last of its dependencies finished. */
  const readyAt = (task) =>
    Math.max(started, ...task.deps.map((dep) => doneAt.get(byId.get(dep)?.name) ?? started));

  const building = () =>
    tasks.filter(
      (task) => !doneAt.has(task.name) && task.deps.every((dep) => doneAt.has(byId.get(dep)?.name)),
    );

  return {
    /** The line printed before turbo starts. */
    begin() {
      if (toBuild === 0) return;
      const cached = tasks.length - toBuild;
      say(
        `build: ${toBuild} of ${total} packages to build` +
          (cached > 0 ? ` (${cached} up to date)` : ' (the first build takes several minutes)') +
          `; full log: ${logPath}`,
      );
    },

    /** Feeds one line of turbo's output. */
    line(raw) {
      const { name, text } = parseTurboLine(raw);
      if (name !== announcing?.name) announce();
      if (name === undefined) {
        const summary = text.match(/^\s*Failed:\s+(\S+?)#build\b/);
        if (summary) failedFromSummary = summary[1];
        return;
      }
      if (!output.has(name)) output.set(name, []);
      output.get(name)?.push(text);
      if (/ERROR: command finished with error|command \(.*\) .*exited \(\d+\)/.test(text)) {
        failed.add(name);
      }
      if (doneAt.has(name)) return;
      const task = byName.get(name);
      const finished = now();
      doneAt.set(name, finished);
      // The begin line counted the packages already up to date; a warm build says one line.
      if (toBuild === 0 || /cache hit/.test(text)) return;
      announcing = { name, finished, since: task ? readyAt(task) : started, count: doneAt.size };
    },

    /**
     * Called every TICK_MS: a line when the next call would come more than HEARTBEAT_MS after
     * the last line, so the terminal is never silent longer than that.
     */
    tick() {
      announce();
      const at = now();
      if (at - lastPrint + TICK_MS <= HEARTBEAT_MS) return;
      // Packages that started together share one duration: `a, b, c (1 min 16 s)`.
      const since = new Map();
      for (const task of building()) {
        const from = readyAt(task);
        since.set(from, [...(since.get(from) ?? []), task.name]);
      }
      const running = [...since]
        .map(([from, names]) => `${names.join(', ')} (${clock(at - from)})`)
        .join(', ');
      say(
        `build: [${doneAt.size}/${total}] still building ${running || '…'}  ` +
          `(${clock(at - started)} elapsed)`,
      );
    },

    /** The closing lines, given turbo's exit code. */
    end(code) {
      announce();
      const elapsed = clock(now() - started);
      if (code === 0) {
        if (toBuild === 0) say(`build: ${total} packages up to date (${elapsed})`);
        else say(`build: ${total} packages ready in ${elapsed}; log: ${logPath}`);
        return;
      }
      const culprits = failed.size > 0 ? [...failed] : failedFromSummary ? [failedFromSummary] : [];
      for (const name of culprits) {
        say(`build: ${name} failed after ${elapsed}. Its output:`);
        for (const text of output.get(name) ?? []) say(`  ${text}`);
      }
      if (culprits.length === 0) say(`build: turbo failed (exit ${code}) after ${elapsed}.`);
      say(`build: the full log is ${logPath}`);
    },
  };
}

/** Splits a stream into lines and hands each to `onLine`. */
function eachLine(stream, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
  });
}

/** Runs turbo to the end; resolves to its exit code. */
function runTurbo(turbo, args, cwd, onLine) {
  return new Promise((resolve) => {
    const child = spawn(turbo, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    eachLine(child.stdout, onLine);
    eachLine(child.stderr, onLine);
    // A Ctrl-C at the terminal reaches turbo too; a signal sent to this script alone is passed on.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const done = (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('close', (code, signal) => done(code ?? (signal ? 130 : 1)));
  });
}

/**
 * Builds the packages `filters` select (turbo `--filter` arguments) with progress lines;
 * resolves to turbo's exit code.
 */
export async function build({ root, filters, print = (line) => console.log(line) }) {
  const turbo = join(root, 'node_modules/.bin/turbo');
  const logFile = join(root, '.data/build.log');
  const logPath = relative(process.cwd(), logFile) || logFile;
  const started = Date.now();
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);

  // What turbo will run and what its cache holds, to count the packages left.
  let dryOutput = '';
  await runTurbo(turbo, ['run', 'build', ...filters, '--dry=json'], root, (line) => {
    dryOutput += `${line}\n`;
  });
  let tasks = [];
  try {
    tasks = tasksOfDryRun(JSON.parse(dryOutput));
  } catch {
    // No plan: the build still runs, counted as it goes.
  }

  const progress = createProgress({ tasks, print, logPath, started });
  progress.begin();
  const timer = setInterval(() => progress.tick(), TICK_MS);
  const code = await runTurbo(
    turbo,
    ['run', 'build', ...filters, '--ui=stream', '--log-order=grouped', '--output-logs=new-only'],
    root,
    (line) => {
      log.write(`${line.replace(ANSI, '')}\n`);
      progress.line(line);
    },
  );
  clearInterval(timer);
  await new Promise((resolve) => log.end(resolve));
  progress.end(code);
  return code;
}
