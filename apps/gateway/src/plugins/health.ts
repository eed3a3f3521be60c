import type { FastifyPluginAsync } from 'fastify';
import { ping } from '../db';

export const HEALTH_PATH = '/health';
/** A database that hangs is as unhealthy as one that refuses; probes must not hang with it. */
const HEALTH_TIMEOUT_MS = 3_000;

const healthSchema = {
  type: 'object',
  required: ['status', 'db'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    db: { type: 'string', enum: ['ok', 'error'] },
  },
} as const;

/** For load balancers and orchestrators: plain JSON, HTTP 503 while the database is away. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['system'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(ping(app.db), HEALTH_TIMEOUT_MS);
        return { status: 'ok', db: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'error' });
      }
    },
  );
};

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
