import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock';

/**
 * A periodic job of the gateway (hold sweeper, mail dispatcher, rate-limit pruner): a round
 * and how often it is due. The job runner (jobs/board.ts) decides when rounds run: one as the
 * runner starts, then one each interval, claimed through the `jobs` table so one process of
 * many runs each round. Rounds never overlap within one process: a round asked for while one
 * runs joins it. Across processes the domains claim their rows with `FOR UPDATE SKIP LOCKED`,
 * so a round that overruns its interval elsewhere does no harm.
 */
export interface PeriodicJob<T> {
  readonly intervalMs: number;
  /** Runs one round now (the runner, the dev clock, tests), or joins the one under way. */
  runOnce(): Promise<T>;
  /** A round that failed under the runner: logged, and the next round tries again. */
  onError(err: unknown): void;
  /** No new rounds; waits for the one under way, then lets go of what the job holds. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  intervalMs: number;
  /** A round that failed under the runner: logged, and the next round tries again. */
  onError(err: unknown): void;
  /** Called once the job is stopped and its last round is over (a transport to close). */
  onStop?(): void;
}

export function periodicJob<T>(
  round: () => Promise<T>,
  options: PeriodicJobOptions,
): PeriodicJob<T> {
  let running: Promise<T> | undefined;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    if (stopped) return Promise.reject(new Error('job stopped'));
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    intervalMs: options.intervalMs,
    runOnce,
    onError: options.onError,
    async stop() {
      if (stopped) return;
      stopped = true;
      await running?.catch(() => undefined);
      options.onStop?.();
    },
  };
}

/** How the app makes a clocked job: its clock and logger, and how often when not the job's default. */
export interface ClockedJobOptions {
  intervalMs?: number;
  clock?: Clock;
  logger?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * A job whose rounds act as of the gateway's clock (the dev clock moves it): each round is
 * `round(clock())`, a round that did something is logged at info with what `report` makes of
 * it, a failed one at error.
 */
export function clockedJob<T>(
  round: (now: Date) => Promise<T>,
  options: ClockedJobOptions & {
    intervalMs: number;
    /** What to log of a round, or undefined for a round that did nothing. */
    report(result: T): object | undefined;
    /** The info line of a round that did something, and the error line of a failed one. */
    done: string;
    failed: string;
  },
): PeriodicJob<T> {
  const clock = options.clock ?? systemClock;
  return periodicJob(
    async () => {
      const result = await round(clock());
      const report = options.report(result);
      if (report) options.logger?.info(report, options.done);
      return result;
    },
    {
      intervalMs: options.intervalMs,
      onError: (err) => options.logger?.error({ err }, options.failed),
    },
  );
}

/**
 * A round that takes its rows one at a time, each claimed and handled in its own transaction
 * by `next` (undefined when none is left), up to `limit` of them: answers their ids.
 */
export async function claimOneByOne(
  next: () => Promise<string | undefined>,
  limit: number,
): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < limit) {
    const id = await next();
    if (id === undefined) break;
    ids.push(id);
  }
  return ids;
}
