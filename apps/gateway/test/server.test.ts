import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPathFor } from '../src/db/lock';
import { describeOnPostgresServer } from './support/gateway';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Running {
  child: ChildProcess;
  lines: string[];
  exit: Promise<number | null>;
}

/** `src/server.ts` as a process, on an embedded database in `dataDir`, on a free port. */
function startServer(dataDir: string, env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exit };
}

async function listeningAddress(server: Running, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of server.lines) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) return match[1];
    }
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.lines.join('\n')}`);
}

/** The log lines (JSON) matching `pattern`, once there are at least `count` of them. */
async function logged(
  server: Running,
  pattern: RegExp,
  count = 1,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = server.lines.filter((line) => pattern.test(line));
    if (found.length >= count) return found.map((line) => JSON.parse(line));
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${count} x ${pattern} in:\n${server.lines.join('\n')}`);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the server process', () => {
  const root = mkdtempSync(join(tmpdir(), 'gateway-server-'));
  const dataDir = join(root, 'data');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves, refuses a second instance on its directory, and stops cleanly on SIGTERM', async () => {
    const server = startServer(dataDir);
    try {
      const base = await listeningAddress(server);
      const health = await fetch(`${base}/health`);
      expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
      const currencies = await fetch(`${base}/v1/u/util/currency/`);
      const answer = (await currencies.json()) as { data: { currency_list: unknown[] } };
      expect(answer.data.currency_list).toHaveLength(6);

      const second = startServer(dataDir);
      expect(await second.exit).toBe(1);
      expect(second.lines.join('\n')).toContain('is in use by process');

      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(15_000);
      expect(existsSync(lockPathFor(join(dataDir, 'pglite')))).toBe(false);
      // Logs are JSON lines.
      expect(server.lines.every((line) => JSON.parse(line).level !== undefined)).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});

describeOnPostgresServer('the server process with GATEWAY_WORKERS (PostgreSQL)', () => {
  const root = mkdtempSync(join(tmpdir(), 'gateway-workers-'));
  let scratch: ScratchDatabase | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is required (REQUIRE_POSTGRES=1 or CI)');
    scratch = await createScratchDatabase(serverUrl, 'workers');
  });
  afterAll(async () => {
    await scratch?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves one port from two processes, replaces one that dies, and stops both on SIGTERM', async () => {
    if (!scratch) throw new Error('no scratch database');
    const server = startServer(join(root, 'data'), {
      DATABASE_URL: scratch.url,
      GATEWAY_WORKERS: '2',
      SEED_DEMO: '0',
    });
    const pids = new Set<number>();
    try {
      const base = await listeningAddress(server);
      await logged(server, /gateway workers listening/);
      const workers = await logged(server, /Server listening at/, 2);
      for (const line of workers) pids.add(Number(line.pid));
      expect(pids.size).toBe(2);
      expect(workers.every((line) => line.msg === `Server listening at ${base}`)).toBe(true);

      const answers = await Promise.all(
        Array.from({ length: 40 }, async () => (await fetch(`${base}/health`)).json()),
      );
      expect(answers).toEqual(Array.from({ length: 40 }, () => ({ status: 'ok', db: 'ok' })));

      const [first] = [...pids];
      process.kill(Number(first), 'SIGKILL');
      const after = await logged(server, /Server listening at/, 3);
      const replacement = Number(after[2]?.pid);
      expect(pids.has(replacement)).toBe(false);
      pids.add(replacement);
      expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok', db: 'ok' });

      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
      for (const pid of pids) expect(isRunning(pid), `worker ${pid}`).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
      for (const pid of pids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});
