import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { siteWorkers } from '../src/env';

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

function start(script: string, env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
