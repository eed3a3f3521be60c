import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inArray, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { countHit, pruneRateLimits, startRateLimitPruner } from '../src/http/rate-limit';
import { rateLimits } from '../src/http/rate-limit-table';
import { JobBoard } from '../src/jobs/board';
import { describeEachBackend } from './support/gateway';

const run = Date.now().toString(36);

describeEachBackend(
  'rate-limit counters',
  (gateway) => {
    const db = () => gateway().db;
    const rows = (keys: string[]) =>
      db()
        .select({ key: rateLimits.key, hits: rateLimits.hits })
        .from(rateLimits)
        .where(inArray(rateLimits.key, keys));

    it('keep the end of their window, moved on when a new window starts', async () => {
      const key = `test-expiry:${run}`;
      const limit = { max: 5, windowSeconds: 60 };
      await countHit(db(), key, limit);
      const span = async () => {
        const [row] = await db()
          .select({
            seconds: sql<number>`extract(epoch from (${rateLimits.expiresAt} - ${rateLimits.windowStart}))::float8`,
            windowStart: rateLimits.windowStart,
          })
          .from(rateLimits)
          .where(inArray(rateLimits.key, [key]));
        return row;
      };
      expect(Number((await span())?.seconds)).toBe(60);
      // A window that ended: the next hit starts a new one, and its end moves with it.
      await db()
        .update(rateLimits)
        .set({
          windowStart: sql`now() - interval '2 minutes'`,
          expiresAt: sql`now() - interval '1 minute'`,
        })
        .where(inArray(rateLimits.key, [key]));
      const { hits, retryAfter } = await countHit(db(), key, limit);
      expect(hits).toBe(1);
      expect(retryAfter).toBeGreaterThan(55);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(Number((await span())?.seconds)).toBe(60);
    });

    it('are deleted once their window is over, and only then', async () => {
      const expired = [`test-prune:${run}:expired-1`, `test-prune:${run}:expired-2`];
      const live = [`test-prune:${run}:live-1`, `test-prune:${run}:live-2`];
      await db()
        .insert(rateLimits)
        .values([
          {
            key: expired[0] as string,
            hits: 9,
            windowStart: sql`now() - interval '2 hours'`,
            expiresAt: sql`now() - interval '1 hour'`,
          },
          {
            key: expired[1] as string,
            hits: 1,
            windowStart: sql`now() - interval '61 seconds'`,
            expiresAt: sql`now() - interval '1 second'`,
          },
          {
            key: live[0] as string,
            hits: 30,
            windowStart: sql`now() - interval '10 minutes'`,
            expiresAt: sql`now() + interval '5 minutes'`,
          },
        ]);
      await countHit(db(), live[1] as string, { max: 5, windowSeconds: 900 });

      // Other files' counters share PostgreSQL's database: count only ours.
      expect(await pruneRateLimits(db())).toBeGreaterThanOrEqual(2);
      expect((await rows([...expired, ...live])).map((r) => r.key).sort()).toEqual(live.sort());
      // An hour on, the live ones are over too.
      await pruneRateLimits(db(), new Date(Date.now() + 3_600_000));
      expect(await rows(live)).toEqual([]);
    });

    it('are pruned by the job runner, which stops with it', async () => {
      const key = `test-pruner:${run}`;
      await db().insert(rateLimits).values({
        key,
        hits: 1,
        windowStart: sql`now() - interval '2 minutes'`,
        expiresAt: sql`now() - interval '1 minute'`,
      });
      const runner = new JobBoard();
      runner.add('rate-limits', startRateLimitPruner(db()));
      await runner.start(db());
      try {
        await expect.poll(async () => (await rows([key])).length, { timeout: 5_000 }).toBe(0);
      } finally {
        await runner.stopAll();
      }
      await expect(
        db()
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `test-pruner:${run}%`)),
      ).resolves.toEqual([]);
    });
  },
  { databases: 'both' },
);

describe('the migration that adds expires_at', () => {
  const folder = join(import.meta.dirname, '..', 'drizzle');
  const before = mkdtempSync(join(tmpdir(), 'gateway-migrations-'));
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('gives the counters already stored an end, and keeps them', async () => {
    // The migrations as they were before this one.
    cpSync(folder, before, { recursive: true });
    const journalPath = join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    const index = journal.entries.findIndex(
      (e: { tag: string }) => e.tag === '0010_rate_limit_expiry',
    );
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await db.execute(
        sql`insert into rate_limits (key, window_start, hits) values ('old', now() - interval '1 hour', 4)`,
      );
      await migrate(db, { migrationsFolder: folder });
      const { rows } = await client.query<{ key: string; hits: number; span: number }>(
        `select key, hits, extract(epoch from (expires_at - window_start))::float8 as span
           from rate_limits`,
      );
      expect(rows).toEqual([{ key: 'old', hits: 4, span: 86_400 }]);
      // And the column is required from now on.
      await expect(
        client.query(`insert into rate_limits (key, window_start, hits) values ('new', now(), 1)`),
      ).rejects.toThrow(/expires_at/);
    } finally {
      await client.close();
    }
  });
});
