import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: Prices and stock of the caller's hotels (admins, managers). */
export const staffCalendarRoutes: FastifyPluginAsync = async () => {};
