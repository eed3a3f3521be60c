import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: partners: the table of codes, names and allowed origins (admins). */
export const staffPartnerRoutes: FastifyPluginAsync = async () => {};
