import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: reviews: the list per hotel, hiding one, replying. */
export const staffReviewRoutes: FastifyPluginAsync = async () => {};
