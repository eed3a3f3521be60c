import { and, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import type { PeriodicJob } from './periodic';
import { jobs as jobRows } from './schema';

/** How often a runner asks the `jobs` table what is due: the shortest job interval is 5 s. */
export const JOB_POLL_MS = 1_000;

/**
 * The gateway's one job runner: the periodic jobs of one process (hold sweep, completed stays,
 * expiring points, refunds, mail, pruning), by name. The domains add theirs while the app is
 * built with `runJobs`; `start` (the app calls it when ready) marks each one due in the `jobs`
 * table, so every job runs as a runner starts, then claims due rows every `JOB_POLL_MS` with
 * `FOR UPDATE SKIP LOCKED`, moving each claimed row one interval on in the same statement: of
 * several processes running jobs (gateway instances, `worker` processes) one runs each round,
 * and the schedule outlives any of them. The app stops them all when it closes, and the dev
 * clock runs them all at once after moving the time.
 */
export class JobBoard {
  readonly #jobs = new Map<string, PeriodicJob<unknown>>();
  readonly #running = new Map<string, Promise<void>>();
  #timer: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  #started = false;
  #stopped = false;

  add(name: string, job: PeriodicJob<unknown>): void {
    if (this.#jobs.has(name)) throw new Error(`job ${name} added twice`);
    if (this.#started) throw new Error(`job ${name} added after the runner started`);
    this.#jobs.set(name, job);
  }

  get names(): string[] {
    return [...this.#jobs.keys()];
  }

  /** One round of every job, one after the other, in the order they were added. */
  async runAll(): Promise<Record<string, unknown>> {
    const results: Record<string, unknown> = {};
    for (const [name, job] of this.#jobs) results[name] = await job.runOnce();
    return results;
  }

  /**
   * Runs the jobs on their schedule: each due at once (the start-up round), then as the
   * `jobs` table says. The poll timer never keeps the process alive.
   */
  async start(
    db: Database,
    options: { logger?: Pick<FastifyBaseLogger, 'error'>; pollMs?: number } = {},
  ): Promise<void> {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    if (this.#jobs.size === 0) return;
    await db
      .insert(jobRows)
      .values(
        [...this.#jobs].map(([name, job]) => ({
          name,
          intervalMs: job.intervalMs,
          nextRunAt: sql`now()`,
        })),
      )
      .onConflictDoUpdate({
        target: jobRows.name,
        set: { intervalMs: sql`excluded.interval_ms`, nextRunAt: sql`now()` },
      });
    const poll = () => {
      if (this.#stopped || this.#polling) return;
      this.#polling = this.#claimDue(db)
        .catch((err) => options.logger?.error({ err }, 'job runner could not claim its jobs'))
        .finally(() => {
          this.#polling = undefined;
        });
    };
    poll();
    this.#timer = setInterval(poll, options.pollMs ?? JOB_POLL_MS);
    this.#timer.unref();
  }

  /** Claims this process's due jobs not already running here, and starts their rounds. */
  async #claimDue(db: Database): Promise<void> {
    const idle = this.names.filter((name) => !this.#running.has(name));
    if (idle.length === 0) return;
    const due = db
      .select({ name: jobRows.name })
      .from(jobRows)
      .where(and(inArray(jobRows.name, idle), lte(jobRows.nextRunAt, sql`now()`)))
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobRows)
      .set({
        nextRunAt: sql`now() + ${jobRows.intervalMs} * interval '1 millisecond'`,
        lastRunAt: sql`now()`,
      })
      .where(inArray(jobRows.name, due))
      .returning({ name: jobRows.name });
    for (const { name } of claimed) {
      const job = this.#jobs.get(name);
      if (!job || this.#stopped) continue;
      this.#running.set(
        name,
        job
          .runOnce()
          .then(
            () => undefined,
            (err) => job.onError(err),
          )
          .finally(() => this.#running.delete(name)),
      );
    }
  }

  /** No more rounds: waits for those under way, then stops every job. */
  async stopAll(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#polling;
    await Promise.all(this.#running.values());
    await Promise.all([...this.#jobs.values()].map((job) => job.stop()));
    this.#jobs.clear();
  }
}
