import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../clock';

/**
 * A job the gateway runs on a timer (hold sweeper, mail dispatcher, rate-limit pruner): a
 * round as soon as it starts, then one every interval, so a gateway restarted more often than
 * a job's interval still runs it (and what fell due while it was down is done at once). Start
 * a job only on a migrated database: the server migrates and seeds before it builds the app,
 * whose domains start theirs. Rounds never overlap within one process: a round asked for
 * while one runs joins it. Across processes the jobs claim their rows with `FOR UPDATE SKIP
 * LOCKED`, so any number of gateway instances can run side by side. The timer never keeps the
 * process alive.
 */
export interface PeriodicJob<T> {
  /** Runs one round now (tests, shutdown), or joins the one under way. */
  runOnce(): Promise<T>;
  /** No new rounds; waits for the one under way. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  intervalMs: number;
  /** A round that failed on the timer: logged, and the next round tries again. */
  onError(err: unknown): void;
}

export function startPeriodicJob<T>(
  round: () => Promise<T>,
  options: PeriodicJobOptions,
): PeriodicJob<T> {
  let running: Promise<T> | undefined;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = () => {
    if (stopped) return;
    runOnce().catch(options.onError);
  };
  // The start-up round once the caller holds the job (and, in the app, has put it on the board).
  queueMicrotask(tick);
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** How the app starts a clocked job: its clock and logger, and how often when not the job's default. */
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
export function startClockedJob<T>(
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
  return startPeriodicJob(
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
