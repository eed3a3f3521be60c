import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: The check-in board of a hotel's day. */
export const staffCheckinRoutes: FastifyPluginAsync = async () => {};
