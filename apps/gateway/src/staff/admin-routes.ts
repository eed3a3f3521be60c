import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: Staff accounts, exchange rates and the platform-order import. */
export const staffAdminRoutes: FastifyPluginAsync = async () => {};
