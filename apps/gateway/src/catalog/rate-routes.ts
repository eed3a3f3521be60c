import type { FastifyPluginAsync } from 'fastify';

/**
 * Exchange-rate calls under /v1/u that change anything: none. The rates are read through the
 * catalogue's calls (routes.ts) and updated by admins under /v1/s (staff-rate-routes.ts).
 */
export const rateRoutes: FastifyPluginAsync = async () => {};
