import { API_PREFIX } from '@bookdirect/gateway-sdk';
import { STAFF_API_PREFIX } from '@bookdirect/gateway-sdk/staff';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { devAccountRoutes } from './accounts/dev-routes';
import { startIdempotencyPruner } from './accounts/idempotency';
import { accountRoutes } from './accounts/routes';
import { requireMember } from './accounts/sessions';
import { imageRoutes } from './catalog/image-routes';
import { catalogRoutes } from './catalog/routes';
import { checkinRoutes } from './checkin/routes';
import { staffImportRoutes } from './checkin/staff-import-routes';
import { staffCheckinRoutes } from './checkin/staff-routes';
import { orderStayRecord } from './checkin/stay-record';
import { type Clock, movableClock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db';
import { favoriteRoutes } from './favorites/routes';
import { favoriteFlags } from './favorites/service';
import { folkRoutes } from './folks/routes';
import { franchiseRoutes } from './franchise/routes';
import { staffLeadRoutes } from './franchise/staff-routes';
import { setAudienceGates } from './http/audience';
import { corsPlugin } from './http/cors';
import { readEmptyJsonAsNoBody } from './http/json-body';
import { GatewayLogController } from './http/log-controller';
import { startRateLimitPruner } from './http/rate-limit';
import { startRoomTypeDayMonthsJob } from './jobs/room-type-days-months';
import { startMailDispatcher } from './mail/dispatcher';
import { mailRoutes } from './mail/routes';
import type { MailTransport } from './mail/transports';
import { completedNights } from './orders/member-nights';
import { orderRoutes } from './orders/routes';
import { staffReviewRoutes } from './orders/staff-review-routes';
import { staffOrderRoutes } from './orders/staff-routes';
import { partnerRoutes } from './partners/routes';
import { isAllowedOrigin } from './partners/service';
import { staffPartnerRoutes } from './partners/staff-routes';
import { createPaymentDeps } from './payments/deps';
import { startReconciler } from './payments/reconcile';
import { startRefundWorker } from './payments/refund-worker';
import { paymentRoutes } from './payments/routes';
import { enabledPaySources } from './payments/settings';
import { clientAddressPlugin } from './plugins/client-address';
import { clockPlugin } from './plugins/clock';
import { configPlugin } from './plugins/config';
import { databasePlugin } from './plugins/database';
import { devClockRoutes } from './plugins/dev-clock-routes';
import { dispatchRoutes, rewriteGatewayUrl } from './plugins/dispatch';
import { errorsPlugin } from './plugins/errors';
import { HEALTH_PATH, healthRoutes } from './plugins/health';
import { languagePlugin } from './plugins/language';
import { securityHeadersPlugin } from './plugins/security-headers';
import { swaggerPlugin } from './plugins/swagger';
import { staffReportRoutes } from './reports/staff-routes';
import { staffAdminRoutes } from './staff/admin-routes';
import { staffCalendarRoutes } from './staff/calendar-routes';
import { staffCatalogRoutes } from './staff/catalog-routes';
import { staffPhotoRoutes } from './staff/photo-routes';
import { staffRateRoutes } from './staff/rate-routes';
import { requireStaff } from './staff/request';
import { staffRoutes } from './staff/routes';
import { wechatRoutes } from './wechat/routes';

export interface BuildAppOptions {
  /** A migrated database; the caller owns it and closes it after the app. */
  db: Database;
  config: Config;
  /** A pino logger; without one the app logs JSON to stdout at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /**
   * The gateway's clock; by default the system's, movable by `POST /dev/clock` when dev
   * routes are on.
   */
  clock?: Clock;
  /**
   * Run the periodic jobs on the job runner (jobs/board.ts) once the app is ready: the server
   * does unless JOBS=off, a worker process always; tests run them by hand.
   */
  runJobs?: boolean;
  /** Where the mail outbox's dispatch job sends (with `runJobs`; none: no dispatch job). */
  mailTransport?: MailTransport;
}

/**
 * The gateway as a Fastify instance, not listening: `server.ts` listens, tests use
 * `app.inject()`. Call `ready()` (or `listen`/`inject`, which do) before use.
 */
export async function buildApp({
  db,
  config,
  logger,
  clock,
  runJobs = false,
  mailTransport,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    rewriteUrl: rewriteGatewayUrl,
    // Whose X-Forwarded-For and X-Forwarded-Proto `request.ip` and `request.protocol`
    // believe: TRUST_PROXY's proxies only, none by default.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Upstream request ids (the sites' servers) tie their logs to ours.
    requestIdHeader: 'x-request-id',
    logController: new GatewayLogController([HEALTH_PATH]),
    ajv: {
      customOptions: {
        // Report every wrong field at once, as the forms do; bodyLimit bounds the cost.
        allErrors: true,
      },
    },
  });
  // An empty JSON body is no body, for every method, direct or through /gateway.
  readEmptyJsonAsNoBody(app);

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, {
    clock: clock ?? (config.devRoutes ? movableClock() : systemClock),
    runJobs,
  });
  // Before any route: helmet reads each route's own `helmet` options as it is added.
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { db });
  // The partner embed's catalogue reads: the `partner` audience's routes, partners' origins only.
  await app.register(corsPlugin, { extraOrigins: config.partnerOrigins, isAllowedOrigin });
  await app.register(languagePlugin);
  await app.register(clientAddressPlugin);
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin, { publicUrl: config.publicUrl });

  // Who the member and staff audiences admit: the accounts and staff domains decide.
  setAudienceGates(app, { member: requireMember, staff: requireStaff });
  await app.register(healthRoutes);
  await app.register(dispatchRoutes);
  // One line per domain; each owns its routes, service and queries.
  // Hotel answers carry the member's saved hotels, which favorites keeps (it reads the catalogue).
  await app.register(catalogRoutes, { prefix: API_PREFIX, favorites: favoriteFlags });
  await app.register(imageRoutes);
  // A member's level counts nights of completed stays, which the orders domain knows.
  await app.register(accountRoutes, { prefix: API_PREFIX, completedNights });
  await app.register(franchiseRoutes, { prefix: API_PREFIX });
  await app.register(folkRoutes, { prefix: API_PREFIX });
  await app.register(favoriteRoutes, { prefix: API_PREFIX });
  await app.register(partnerRoutes, { prefix: API_PREFIX });
  // Orders list the payment methods payments can serve (WeChat Pay when configured) and hand
  // a cancelled order's refund to payments' worker; payments depends on orders, never the
  // reverse. The providers are built once, for the pay routes and the worker alike.
  const payments = createPaymentDeps(app);
  const refunds = startRefundWorker(app, payments);
  const reconciler = startReconciler(app, payments);
  await app.register(orderRoutes, {
    prefix: API_PREFIX,
    settings: { paySources: enabledPaySources(payments.settings) },
    refunds,
    holds: reconciler,
  });
  // Check-in reads and moves paid orders' rooms and passwords; orders never import it.
  await app.register(checkinRoutes, { prefix: API_PREFIX });
  // Its own prefixes: /v1/u/orders/pay/ and the provider routes under /payments.
  await app.register(paymentRoutes, { deps: payments });
  // The official account's OAuth and JS-SDK config, for WeChat Pay inside WeChat.
  await app.register(wechatRoutes, { prefix: API_PREFIX, settings: payments.settings.wechat });
  // The back office's calls: staff sessions, under their own prefix.
  await app.register(staffRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffAdminRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffCalendarRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffCatalogRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffPhotoRoutes, { prefix: STAFF_API_PREFIX });
  // The order page's rooms and key-box events come from check-in, which reads orders.
  await app.register(staffOrderRoutes, {
    prefix: STAFF_API_PREFIX,
    refunds,
    stay: orderStayRecord,
  });
  await app.register(staffCheckinRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffLeadRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffRateRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffImportRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffReviewRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffPartnerRoutes, { prefix: STAFF_API_PREFIX });
  await app.register(staffReportRoutes, { prefix: STAFF_API_PREFIX });
  // The dev routes: only with DEV_ROUTES, only to loopback peers (each plugin checks both).
  await app.register(mailRoutes);
  await app.register(devAccountRoutes);
  await app.register(devClockRoutes);

  if (runJobs) {
    // The jobs no domain plugin adds: the mail outbox, the pruning of spent rows and the months
    // of room_type_days ahead.
    if (mailTransport)
      app.jobs.add('mail', startMailDispatcher(db, mailTransport, { logger: app.log }));
    app.jobs.add('rate-limits', startRateLimitPruner(db, { logger: app.log }));
    app.jobs.add('idempotency-keys', startIdempotencyPruner(db, { logger: app.log }));
    app.jobs.add(
      'room-type-days-months',
      startRoomTypeDayMonthsJob(db, { clock: app.clock, logger: app.log }),
    );
    app.addHook('onReady', () => app.jobs.start(db, { logger: app.log }));
  }

  return app;
}
