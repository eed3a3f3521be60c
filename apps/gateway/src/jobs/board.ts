import type { PeriodicJob } from './periodic';

/**
 * The periodic jobs one gateway runs (hold sweep, completed stays, expiring points, refunds),
 * by name: the domains add theirs when the app is built with `runJobs`, the app stops them all
 * when it closes, and the dev clock runs them all at once after moving the time.
 */
export class JobBoard {
  readonly #jobs = new Map<string, PeriodicJob<unknown>>();

  add(name: string, job: PeriodicJob<unknown>): void {
    if (this.#jobs.has(name)) throw new Error(`job ${name} added twice`);
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

  async stopAll(): Promise<void> {
    await Promise.all([...this.#jobs.values()].map((job) => job.stop()));
    this.#jobs.clear();
  }
}
