import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPathFor } from '../src/db/lock';
import { describeOnPostgresServer } from './support/gateway';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres';
import {
  getOnNewConnection,
  isRunning,
  listeningAddress,
  logged,
  startServer,
} from './support/server-process';

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

const BLOG = 'https://blog.example';
const AGENCY = 'https://agency.example';
const LEGACY = 'https://legacy.example';
const STRANGER = 'https://stranger.example';

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

  it('serves one port from two processes that follow a change to the partners table at once, replaces one that dies, and stops both on SIGTERM', async () => {
    if (!scratch) throw new Error('no scratch database');
    const server = startServer(join(root, 'data'), {
      DATABASE_URL: scratch.url,
      GATEWAY_WORKERS: '2',
      SEED_DEMO: '0',
      PARTNERS: JSON.stringify([{ code: 'blog', name: 'A Travel Blog', origins: [BLOG] }]),
      PARTNER_ORIGINS: LEGACY,
    });
    const pids = new Set<number>();
    const client = new pg.Client({ connectionString: scratch.url });
    try {
      const base = await listeningAddress(server);
      await logged(server, /"msg":"workers listening"/);
      const workers = await logged(server, /Server listening at/, 2);
      for (const line of workers) pids.add(Number(line.pid));
      expect(pids.size).toBe(2);
      expect(workers.every((line) => line.msg === `Server listening at ${base}`)).toBe(true);

      const answers = await Promise.all(
        Array.from({ length: 40 }, async () => (await fetch(`${base}/health`)).json()),
      );
      expect(answers).toEqual(Array.from({ length: 40 }, () => ({ status: 'ok', db: 'ok' })));

      // Partners: PARTNERS is in the table from the start, PARTNER_ORIGINS is still answered
      // (and each worker says it is deprecated), and a change the back office makes to the
      // table behind the running workers is followed by each at its next request.
      expect(await logged(server, /PARTNER_ORIGINS is deprecated/, 2)).toHaveLength(2);
      const answered = async (origins: string[]) => {
        const allowed = new Set<string>();
        for (const origin of origins) {
          const byWorker = new Map<number, unknown>();
          for (let i = 0; i < 20 && byWorker.size < 2; i++) {
            const read = await getOnNewConnection(server, `${base}/v1/u/app/hotelhotcity/`, {
              origin,
            });
            expect(read.body).toMatchObject({ rec: 0 });
            byWorker.set(read.pid, read.headers['access-control-allow-origin']);
          }
          // Both workers answered, and alike.
          expect([...byWorker.keys()].sort(), origin).toEqual([...pids].sort());
          const [one, other] = [...byWorker.values()];
          expect(other, origin).toBe(one);
          if (one === origin) allowed.add(origin);
        }
        return [...allowed].sort();
      };
      expect(await answered([BLOG, AGENCY, LEGACY, STRANGER])).toEqual([BLOG, LEGACY]);
      await client.connect();
      await client.query(`update partners set origins = $1 where code = 'blog'`, [[AGENCY]]);
      expect(await answered([BLOG, AGENCY, STRANGER])).toEqual([AGENCY]);
      await client.query(`delete from partners where code = 'blog'`);
      expect(await answered([BLOG, AGENCY])).toEqual([]);

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
      await client.end().catch(() => {});
      server.child.kill('SIGKILL');
      for (const pid of pids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});
