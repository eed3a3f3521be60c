import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { siteWorkers } from '../src/env';
import { PAGES_YOUNG_GENERATION, pagesProcessExecArgv } from '../src/site-server';

const siteServer = join(dirname(fileURLToPath(import.meta.url)), '../src/site-server.ts');

describe('SITE_WORKERS', () => {
  it('is 1 unless set, and refuses what is not a count from 1 to 64', () => {
    expect(siteWorkers({})).toBe(1);
    expect(siteWorkers({ SITE_WORKERS: ' ' })).toBe(1);
    expect(siteWorkers({ SITE_WORKERS: '4' })).toBe(4);
    expect(siteWorkers({ SITE_WORKERS: '64' })).toBe(64);
    for (const wrong of ['0', '65', '-1', '2.5', 'two', '1e1']) {
      expect(() => siteWorkers({ SITE_WORKERS: wrong }), wrong).toThrow(
        `SITE_WORKERS must be an integer from 1 to 64, got "${wrong}"`,
      );
    }
  });
});

/**
 * A site folder as `remix vite:build` leaves it, with one resource route, `/pid`, that says
 * which process answered: the server under test is the real one, only the build is small.
 */
function siteFolder(root: string): string {
  const appDir = join(root, 'app');
  mkdirSync(join(appDir, 'build/server'), { recursive: true });
  mkdirSync(join(appDir, 'build/client'), { recursive: true });
  writeFileSync(
    join(appDir, 'build/server/index.js'),
    `export const mode = 'production';
export const future = {};
export const basename = undefined;
export const isSpaMode = false;
export const publicPath = '/assets/';
export const assetsBuildDirectory = 'build/client/assets';
export const assets = { entry: { imports: [], module: '' }, routes: {}, url: '', version: '1' };
export const entry = {
  module: { default: () => new Response('no pages here', { status: 404 }) },
};
export const routes = {
  root: { id: 'root', path: '', module: {} },
  'routes/pid': {
    id: 'routes/pid',
    parentId: 'root',
    path: 'pid',
    module: { loader: () => new Response(String(process.pid)) },
  },
  'routes/node-options': {
    id: 'routes/node-options',
    parentId: 'root',
    path: 'node-options',
    module: {
      loader: () => new Response(JSON.stringify({ pid: process.pid, execArgv: process.execArgv })),
    },
  },
};
`,
  );
  writeFileSync(
    join(root, 'server.mjs'),
    `import { startSiteServer } from ${JSON.stringify(siteServer)};
await startSiteServer({ appDir: ${JSON.stringify(appDir)}, defaultPort: 0, site: 'booking' });
`,
  );
  return join(root, 'server.mjs');
}

interface Running {
  child: ChildProcess;
  lines: string[];
  /** The exit code, or the signal that ended the process. */
  exit: Promise<number | NodeJS.Signals | null>;
}

function start(script: string, env: Record<string, string>, node: string[] = []): Running {
  const child = spawn(process.execPath, [...node, '--import', 'tsx', script], {
    cwd: dirname(siteServer),
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { child, lines, exit };
}

/** The lines matching `pattern`, once there are at least `count` of them. */
async function logged(server: Running, pattern: RegExp, count = 1): Promise<RegExpExecArray[]> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = server.lines
      .map((line) => pattern.exec(line))
      .filter((match): match is RegExpExecArray => match !== null);
    if (found.length >= count) return found;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${count} x ${pattern} in:\n${server.lines.join('\n')}`);
}

/** A GET on a connection of its own, so the primary hands it to the next worker in turn. */
function pidAnswering(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/pid', agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        res.statusCode === 200 ? resolve(Number(text)) : reject(new Error(`${res.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

/** Which process answered, and the Node options it runs with. */
async function nodeOptionsAnswering(port: number): Promise<{ pid: number; execArgv: string[] }> {
  const res = await fetch(`http://127.0.0.1:${port}/node-options`);
  expect(res.status).toBe(200);
  return (await res.json()) as { pid: number; execArgv: string[] };
}

async function pidsAnswering(port: number, wanted: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < 40 && pids.size < wanted; i++) pids.add(await pidAnswering(port));
  return pids;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the pages process', () => {
  it('gets the young generation unless the server was started with one', () => {
    expect(pagesProcessExecArgv([], undefined)).toEqual([PAGES_YOUNG_GENERATION]);
    expect(pagesProcessExecArgv(['--enable-source-maps'], '--max-old-space-size=2048')).toEqual([
      '--enable-source-maps',
      PAGES_YOUNG_GENERATION,
    ]);
    for (const own of ['--max-semi-space-size=32', '--max_semi_space_size=8']) {
      expect(pagesProcessExecArgv([own], undefined), own).toBeUndefined();
      expect(pagesProcessExecArgv([], `--inspect ${own}`), own).toBeUndefined();
    }
  });
});

describe('the site server with SITE_WORKERS', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-workers-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves one port from two processes, replaces one that dies, and stops them all on Ctrl-C', async () => {
    const server = start(siteFolder(root), { SITE_WORKERS: '2' });
    const workers = new Set<number>();
    try {
      const listening = /\[site\] http:\/\/localhost:(\d+) \(production, worker pid (\d+)\)/;
      const first = await logged(server, listening, 2);
      await logged(server, /\[site\] workers listening/);
      const port = Number(first[0]?.[1]);
      expect(first.every((line) => Number(line[1]) === port)).toBe(true);
      for (const line of first) workers.add(Number(line[2]));
      expect(workers.size).toBe(2);
      expect(workers.has(server.child.pid ?? 0)).toBe(false);

      // Both workers answer, on the one port.
      expect([...(await pidsAnswering(port, 2))].sort()).toEqual([...workers].sort());

      const [killed, survivor] = [...workers] as [number, number];
      process.kill(killed, 'SIGKILL');
      const after = await logged(server, listening, 3);
      const replacement = Number(after[2]?.[2]);
      expect(workers.has(replacement)).toBe(false);
      workers.add(replacement);
      expect([...(await pidsAnswering(port, 2))].sort()).toEqual([survivor, replacement].sort());

      server.child.kill('SIGINT');
      expect(await server.exit).toBe(0);
      for (const pid of workers) expect(isRunning(pid), `worker ${pid}`).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
      for (const pid of workers) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);

  it('renders pages in a worker with a larger young generation, one by default', async () => {
    const server = start(siteFolder(join(root, 'default')), {});
    let worker = 0;
    try {
      const listening = /\[site\] http:\/\/localhost:(\d+) \(production, worker pid (\d+)\)/;
      const [line] = await logged(server, listening);
      worker = Number(line?.[2]);
      expect(worker).not.toBe(server.child.pid);
      const answer = await nodeOptionsAnswering(Number(line?.[1]));
      expect(answer.pid).toBe(worker);
      // The young generation is added to the options the server was started with.
      expect(answer.execArgv).toEqual(['--import', 'tsx', PAGES_YOUNG_GENERATION]);
      expect(PAGES_YOUNG_GENERATION).toBe('--max-semi-space-size=64');

      // One worker is still replaced when it dies.
      process.kill(worker, 'SIGKILL');
      const [, again] = await logged(server, listening, 2);
      const replacement = Number(again?.[2]);
      expect(replacement).not.toBe(worker);
      expect((await nodeOptionsAnswering(Number(again?.[1]))).pid).toBe(replacement);
      worker = replacement;

      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(isRunning(worker)).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
      if (worker && isRunning(worker)) process.kill(worker, 'SIGKILL');
    }
  }, 120_000);

  it('serves from one process when it was started with a young generation of its own', async () => {
    for (const [name, node, env] of [
      ['command line', ['--max-semi-space-size=32'], {}],
      ['NODE_OPTIONS', [], { NODE_OPTIONS: '--max-semi-space-size=32' }],
    ] as const) {
      const server = start(siteFolder(join(root, name)), env, [...node]);
      try {
        const [line] = await logged(server, /\[site\] http:\/\/localhost:(\d+) \(production\)/);
        const answer = await nodeOptionsAnswering(Number(line?.[1]));
        expect(answer.pid, name).toBe(server.child.pid);
        expect(server.lines.join('\n'), name).not.toContain('worker pid');
        server.child.kill('SIGTERM');
        expect(await server.exit, name).toBe(0);
      } finally {
        server.child.kill('SIGKILL');
      }
    }
  }, 120_000);

  it('stays one process in development (Vite), and says so', async () => {
    const server = start(siteFolder(join(root, 'dev')), {
      SITE_WORKERS: '2',
      NODE_ENV: 'development',
    });
    try {
      await logged(server, /\[site\] http:\/\/localhost:\d+ \(development\)/);
      expect(server.lines.join('\n')).toContain(
        'SITE_WORKERS=2 is for the production server: development (Vite) runs one process',
      );
      expect(server.lines.join('\n')).not.toContain('worker pid');
      server.child.kill('SIGINT');
      expect(await server.exit).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
