import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockPathFor } from '../src/db/lock';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Running {
  child: ChildProcess;
  lines: string[];
  exit: Promise<number | null>;
}

/** `src/server.ts` as a process, on an embedded database in `dataDir`, on a free port. */
function startServer(dataDir: string): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
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
