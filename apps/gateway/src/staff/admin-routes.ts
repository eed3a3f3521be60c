import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: staff accounts, for admins. */
export const staffAdminRoutes: FastifyPluginAsync = async () => {};
