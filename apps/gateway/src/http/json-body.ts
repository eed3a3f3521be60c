import type { FastifyInstance } from 'fastify';

/**
 * Reads JSON bodies as Fastify does (the same secure parser: `__proto__` and `constructor`
 * keys refused), except that a body of zero bytes is no body at all, exactly as a call that
 * sends neither `Content-Type` nor a body: clients that always name JSON (a DELETE or a GET
 * through `/gateway`, a fetch wrapper) are not refused with HTTP 400 for saying nothing.
 * Anything else that is not JSON still is.
 */
export function readEmptyJsonAsNoBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
