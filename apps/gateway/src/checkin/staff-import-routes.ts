import type { FastifyPluginAsync } from 'fastify';

/** The back office's calls under /v1/s: the platform-order import (admins, and managers for their hotels). */
export const staffImportRoutes: FastifyPluginAsync = async () => {};
