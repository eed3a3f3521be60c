import cluster from 'node:cluster';
import { runPrimary } from '@bookdirect/cluster';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { seedDemoMember } from './accounts/seed';
import { buildApp } from './app';
import { seedDemoPlatformOrders } from './checkin/demo-seed';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db';
import { DirectoryLockedError } from './db/lock';
import { seedDemoCatalogue } from './demo/demo-seed';
import { mailTransportOf } from './mail/transports';
import { seedDemoTrips } from './orders/demo-seed';
import { seedDemoPartner } from './partners/demo-seed';
import { upsertPartners } from './partners/service';
import { seedDemoCaptures } from './payments/demo-seed';
import { seedReferenceData } from './seed';
import { type StaffSocket, staffSocketPath, startStaffSocket } from './staff/local-socket';

/** Past this, a shutdown that hangs (a stuck request, a stuck database) is cut short. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    pino().fatal(error.message);
    process.exit(1);
  }
}

async function main(config: Config): Promise<void> {
  const logger = pino({
    level: config.logLevel,
    base: {
      service: 'gateway',
      ...(cluster.isWorker ? { worker: cluster.worker?.id, pid: process.pid } : {}),
    },
  });
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let staffSocket: StaffSocket | undefined;
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
      // The server first (no new requests, in-flight ones finish), then the database.
      await app?.close();
      await staffSocket?.close();
      await database?.close();
    } catch (err) {
      logger.error({ err }, 'error while shutting down');
      code = 1;
    }
    logger.info('stopped');
    process.exit(code);
  };

  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  if (cluster.isWorker) {
    // The primary decides: a terminal's Ctrl-C reaches every process of the group, and the
    // primary passes it on as SIGTERM. A primary that is gone takes its workers with it.
    process.on('SIGINT', () => {});
    process.on('disconnect', () => {
      if (!stopping) void stop('the primary process is gone', 0);
    });
  } else {
    process.on('SIGINT', () => void stop('SIGINT', 0));
  }
  // Still close PGlite cleanly, so its directory stays usable.
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    void stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'unhandled rejection');
    void stop('unhandled rejection', 1);
  });

  try {
    const target = config.database;
    logger.info(
      target.kind === 'postgres'
        ? { database: 'postgres', pool_size: target.poolSize }
        : { database: 'pglite', data_dir: target.dataDir },
      'opening database',
    );
    database = await createDatabase(target, { logger });
    await database.migrate();
    await seedReferenceData(database.db);
    logger.info('migrations applied, reference data seeded');
    // PARTNERS adds its partners or brings them to what it says; the back office's stay.
    await upsertPartners(database.db, config.partners);
    if (config.partners.length > 0) {
      logger.info({ partners: config.partners.map((p) => p.code) }, 'partners from PARTNERS');
    }
    // An empty catalogue gets the demo one, a missing demo member is created (SEED_DEMO=0 never).
    if (config.seedDemo) {
      const demo = await seedDemoCatalogue(database.db);
      if (demo.seeded) logger.info(demo, 'demo catalogue seeded');
      // Its points history is its trips, real orders at the demo hotels.
      const member = await seedDemoMember(database.db, { history: seedDemoTrips });
      await seedDemoCaptures(database.db);
      // The demo partner site's code and origin (examples/partner-site).
      await seedDemoPartner(database.db);
      if (member.seeded) logger.info('demo member seeded');
      // Platform bookings arriving today: the online check-in journey can be tried at once.
      const platformOrders = await seedDemoPlatformOrders(database.db);
      if (platformOrders.some((o) => o.outcome === 'imported')) {
        logger.info({ reservations: platformOrders }, 'demo platform bookings arriving today');
      }
    }

    // The app runs the periodic jobs (holds, completed stays, points, refunds, mail) unless
    // JOBS=off leaves them to worker processes (worker.ts).
    app = await buildApp({
      db: database.db,
      config,
      logger,
      runJobs: config.jobs,
      mailTransport: config.jobs ? mailTransportOf(config.mail, config.isProduction) : undefined,
    });
    await app.listen({ host: config.host, port: config.port });
    if (config.devRoutes) {
      logger.warn(
        { routes: ['/dev/mailbox', '/dev/mailbox.json', '/dev/credits', '/dev/clock'] },
        'DEV_ROUTES is on: every mailed code can be read and points granted here, by loopback peers only',
      );
    }
    if (!config.siteSecret) {
      logger.warn(
        'SITE_SECRET is unset: per-address limits count the booking and marketing servers, ' +
          'not their visitors (set the same SITE_SECRET on the gateway and both sites)',
      );
    }
    if (config.database.kind === 'pglite') {
      // No other process may open this database: `staff:add` asks this gateway instead.
      try {
        staffSocket = await startStaffSocket(database.db, staffSocketPath(config.dataDir), {
          issuer: config.staff.totpIssuer,
          logger,
        });
        logger.info({ path: staffSocket.path }, 'staff:add socket listening');
      } catch (err) {
        logger.warn({ err }, 'no staff:add socket: stop this gateway to run staff:add');
      }
    }
  } catch (err) {
    if (err instanceof DirectoryLockedError) {
      logger.fatal(err.message);
    } else {
      logger.fatal({ err }, 'start-up failed');
    }
    await stop('start-up failed', 1);
  }
}

const config = readConfig();
if (cluster.isPrimary && config.workers > 1) {
  await runPrimary(
    config.workers,
    pino({ level: config.logLevel, base: { service: 'gateway', role: 'primary' } }),
  );
} else {
  await main(config);
}
