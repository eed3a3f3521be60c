import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: exchange rates (admins). */
export const staffRateRoutes: FastifyPluginAsync = async () => {};
