import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db';
import { mailTransportOf } from './mail/transports';

/**
 * A worker process (`pnpm --filter @bookdirect/gateway worker`): runs the gateway's periodic
 * jobs (jobs/board.ts) and serves nothing, beside gateways started with JOBS=off or as well
 * as gateways running their own. Any number may run: the `jobs` table hands each round to one
 * of them. It needs DATABASE_URL: the embedded database belongs to the gateway process.
 */

/** Past this, a shutdown that hangs (a stuck round, a stuck database) is cut short. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    const config = loadConfig();
    if (config.database.kind !== 'postgres') {
      throw new ConfigError(
        'the job worker needs DATABASE_URL: the embedded database (PGlite) belongs to the gateway, which runs the jobs itself',
      );
    }
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    pino().fatal(error.message);
    process.exit(1);
  }
}

async function main(config: Config): Promise<void> {
  const logger = pino({ level: config.logLevel, base: { service: 'gateway', role: 'jobs' } });
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let stopping = false;

  const stop = async (reason: string, code: number): Promise<never> => {
    if (stopping) {
      logger.warn({ reason }, 'second stop signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // The rounds under way finish, then the database closes.
      await app?.close();
      await database?.close();
    } catch (err) {
      logger.error({ err }, 'error while shutting down');
      code = 1;
    }
    logger.info('stopped');
    process.exit(code);
  };

  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    void stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'unhandled rejection');
    void stop('unhandled rejection', 1);
  });

  try {
    database = await createDatabase(config.database, { logger });
    // Any number of processes may migrate together: one does, the others wait.
    await database.migrate();
    app = await buildApp({
      db: database.db,
      config,
      logger,
      runJobs: true,
      mailTransport: mailTransportOf(config.mail, config.isProduction),
    });
    await app.ready();
    // The runner's poll never keeps a process alive; this process is nothing else.
    setInterval(() => undefined, 60 * 60_000);
    logger.info({ jobs: app.jobs.names }, 'job worker running');
  } catch (err) {
    logger.fatal({ err }, 'start-up failed');
    await stop('start-up failed', 1);
  }
}

await main(readConfig());
