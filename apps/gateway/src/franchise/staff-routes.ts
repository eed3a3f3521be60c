import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: Franchise leads and their export (admins). */
export const staffLeadRoutes: FastifyPluginAsync = async () => {};
