import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db';
import { rateLimits } from '../src/http/rate-limit-table';
import { JobBoard } from '../src/jobs/board';
import { periodicJob } from '../src/jobs/periodic';
import { jobs } from '../src/jobs/schema';
import { outboxCounts } from '../src/mail/dispatcher';
import { enqueueMail } from '../src/mail/outbox';
import { describeEachBackend, describeOnPostgresServer } from './support/gateway';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres';
import { listeningAddress, logged, type Running, startServer } from './support/server-process';

const HOUR_MS = 3_600_000;
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A job that counts its rounds. */
function probe(intervalMs: number) {
  const rounds = { count: 0 };
  const job = periodicJob(
    async () => {
      rounds.count += 1;
      return rounds.count;
    },
    { intervalMs, onError: () => undefined },
  );
  return { rounds, job };
}

describeEachBackend(
  'the job runner',
  (gateway) => {
    it('runs each job as it starts, then every interval', async () => {
      const { db } = gateway();
      const { rounds, job } = probe(50);
      const runner = new JobBoard();
      runner.add('probe-schedule', job);
      await runner.start(db, { pollMs: 10 });
      try {
        await expect.poll(() => rounds.count, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      } finally {
        await runner.stopAll();
      }
      const stopped = rounds.count;
      await expect(job.runOnce()).rejects.toThrow('stopped');
      expect(rounds.count).toBe(stopped);
    });

    it('keeps the next run in the database, and runs every job again when it restarts', async () => {
      const { db } = gateway();
      const first = probe(HOUR_MS);
      const runner = new JobBoard();
      runner.add('probe-restart', first.job);
      await runner.start(db, { pollMs: 10 });
      await expect.poll(() => first.rounds.count, { timeout: 10_000 }).toBe(1);
      await runner.stopAll();
      const [row] = await db
        .select({ gap: sql<number>`extract(epoch from ${jobs.nextRunAt} - ${jobs.lastRunAt})` })
        .from(jobs)
        .where(eq(jobs.name, 'probe-restart'));
      expect(Number(row?.gap)).toBe(HOUR_MS / 1000);

      // The same job in a restarted process: its start-up round, an hour early.
      const again = probe(HOUR_MS);
      const restarted = new JobBoard();
      restarted.add('probe-restart', again.job);
      await restarted.start(db, { pollMs: 10 });
      try {
        await expect.poll(() => again.rounds.count, { timeout: 10_000 }).toBe(1);
      } finally {
        await restarted.stopAll();
      }
    });

    it('hands each round to one of the runners that have the job', async () => {
      const { db } = gateway();
      const a = probe(HOUR_MS);
      const b = probe(HOUR_MS);
      const total = () => a.rounds.count + b.rounds.count;
      const first = new JobBoard();
      const second = new JobBoard();
      first.add('probe-shared', a.job);
      second.add('probe-shared', b.job);
      try {
        await first.start(db, { pollMs: 5 });
        await expect.poll(total, { timeout: 10_000 }).toBe(1);
        // The second one's start-up round is one more round, not one per runner.
        await second.start(db, { pollMs: 5 });
        await expect.poll(total, { timeout: 10_000 }).toBe(2);
        for (let round = 3; round <= 7; round++) {
          await db.update(jobs).set({ nextRunAt: sql`now()` }).where(eq(jobs.name, 'probe-shared'));
          await expect.poll(total, { timeout: 10_000 }).toBe(round);
        }
      } finally {
        // Every claim under way ends before these answer: a double claim would be counted.
        await first.stopAll();
        await second.stopAll();
      }
      expect(total()).toBe(7);
    });
  },
  { databases: 'both' },
);

describe('JOBS', () => {
  it('is on by default, and off needs DATABASE_URL', () => {
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'on' }).jobs).toBe(true);
    expect(() => loadConfig({ JOBS: 'off' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow(ConfigError);
    expect(
      loadConfig({ JOBS: 'off', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).jobs,
    ).toBe(false);
  });
});

/** `src/worker.ts` as a process of its own, with what it has logged so far. */
function startWorker(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: appDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exit };
}

describe('a worker process', () => {
  it('refuses to start without DATABASE_URL', async () => {
    const worker = startWorker({ DATA_DIR: join(appDir, 'never-created') });
    expect(await worker.exit).toBe(1);
    expect(worker.lines.join('\n')).toMatch(/DATABASE_URL/);
  }, 60_000);
});

describeOnPostgresServer('a gateway with JOBS=off and a worker process (postgres)', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  const running: Running[] = [];

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_URL is required (REQUIRE_POSTGRES=1 or CI)');
    scratch = await createScratchDatabase(serverUrl, 'jobs');
  });

  afterAll(async () => {
    for (const process of running) {
      process.child.kill('SIGKILL');
      await process.exit;
    }
    await handle?.close();
    await scratch?.drop();
  });

  it('leaves the jobs to the worker, which runs them all and stops cleanly', async () => {
    const env = { DATABASE_URL: scratch.url, SEED_DEMO: '0' };
    const web = startServer(join(appDir, 'never-created'), { ...env, JOBS: 'off' });
    running.push(web);
    await listeningAddress(web);
    handle = await createDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    const db = handle.db;
    // A gateway running its jobs has claimed them by the time it listens; this one has none.
    expect(await db.select().from(jobs)).toEqual([]);

    await db.insert(rateLimits).values({
      key: 'jobs-test:spent',
      hits: 1,
      windowStart: sql`now() - interval '2 minutes'`,
      expiresAt: sql`now() - interval '1 minute'`,
    });
    await enqueueMail(db, {
      kind: 'jobs_test',
      to: 'worker@example.com',
      subject: 'From the worker',
      text: 'sent by the job worker',
      html: '<p>sent by the job worker</p>',
    });

    const worker = startWorker(env);
    running.push(worker);
    await logged(worker, /job worker running/);
    await expect.poll(async () => (await outboxCounts(db)).sent ?? 0, { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await db.select().from(rateLimits)).length, { timeout: 30_000 })
      .toBe(0);
    const rows = await db.select({ name: jobs.name, lastRunAt: jobs.lastRunAt }).from(jobs);
    expect(rows.map((r) => r.name).sort()).toEqual(
      expect.arrayContaining(['holds', 'completion', 'credits-expiry', 'refunds', 'mail']),
    );
    await expect
      .poll(
        async () =>
          (await db.select({ lastRunAt: jobs.lastRunAt }).from(jobs)).filter(
            (r) => r.lastRunAt === null,
          ).length,
        { timeout: 30_000 },
      )
      .toBe(0);

    worker.child.kill('SIGTERM');
    expect(await worker.exit).toBe(0);
  }, 180_000);
});
