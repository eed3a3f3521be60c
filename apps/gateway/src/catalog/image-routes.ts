import type { FastifyPluginAsync } from 'fastify';
import { readImage } from './image-store';

/**
 * `/images/{key}`: uploaded bytes or a drawn demo image; immutable, cached for a year. The
 * booking site's pages show them from another origin, so their Cross-Origin-Resource-Policy
 * is `cross-origin` (every other answer keeps `same-origin`).
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(
    '/images/*',
    {
      schema: { hide: true } as Record<string, unknown>,
      helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
    },
    async (request, reply) => {
      const image = await readImage(app.db, request.params['*']);
      if (!image) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(image.contentType)
        .send(image.body);
    },
  );
};
