import cluster, { type Worker } from 'node:cluster';

/** What the primary logs through: pino's logger fits, and so does a console-like one. */
export interface ClusterLogger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
  fatal(fields: Record<string, unknown>, message: string): void;
}

export interface RunPrimaryOptions {
  /**
   * The workers' Node options, in place of the primary's own (`process.execArgv`, which they
   * get when this is not given): a site's pages process runs with a larger young generation
   * (ADR 0052).
   */
  execArgv?: readonly string[];
}

/** The most processes a server may be asked to run (GATEWAY_WORKERS, SITE_WORKERS). */
export const MAX_WORKERS = 64;

/**
 * The primary of a server run as several processes (the gateway's GATEWAY_WORKERS, the
 * sites' SITE_WORKERS; one per core to use every core): it forks the workers one after
 * another, each starting once the one before listens (so start-up work, the gateway's
 * migrations and demo seed, never runs twice at once), and they share its port. SIGTERM and
 * SIGINT go on to the workers as SIGTERM; it exits once they have. A worker that dies while
 * serving is replaced; one that dies before it listened stops the server (its log says why).
 *
 * Workers are the same entry point run again by node:cluster (`cluster.isWorker`): they
 * listen as a single process would, ignore SIGINT (a terminal's Ctrl-C reaches the whole
 * process group, and the primary passes it on) and stop on SIGTERM or when the primary is gone.
 */
export async function runPrimary(
  workers: number,
  logger: ClusterLogger,
  options: RunPrimaryOptions = {},
): Promise<void> {
  if (options.execArgv) cluster.setupPrimary({ execArgv: [...options.execArgv] });
  let stopping = false;
  let exitCode = 0;
  const serving = new Set<number>();

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
  const stop = (reason: string, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'stopping the workers');
    for (const worker of alive()) worker.process.kill('SIGTERM');
    if (alive().length === 0) process.exit(exitCode);
  };

  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      worker.once('listening', () => {
        serving.add(worker.id);
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        if (!serving.has(worker.id))
          reject(new Error(`worker exited before listening (${signal ?? code})`));
      });
    });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    if (!serving.has(worker.id)) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'a worker died: starting another');
    fork().catch((err) => {
      logger.fatal({ err }, 'a replacement worker did not start');
      stop('worker start-up failed', 1);
    });
  });

  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));

  try {
    for (let i = 0; i < workers; i++) await fork();
    logger.info({ workers }, 'workers listening');
  } catch (err) {
    logger.fatal({ err }, 'a worker did not start');
    stop('worker start-up failed', 1);
  }
}
