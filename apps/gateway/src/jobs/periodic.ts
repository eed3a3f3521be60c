/**
 * A job the gateway runs on a timer (hold sweeper, mail dispatcher, rate-limit pruner). Rounds
 * never overlap within one process: a round asked for while one runs joins it. Across
 * processes the jobs claim their rows with `FOR UPDATE SKIP LOCKED`, so any number of gateway
 * instances can run side by side. The timer never keeps the process alive.
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

  const timer = setInterval(() => {
    if (stopped) return;
    runOnce().catch(options.onError);
  }, options.intervalMs);
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
