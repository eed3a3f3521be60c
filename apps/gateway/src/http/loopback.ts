import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A peer on this machine: 127.0.0.0/8, ::1, or a 127.x address mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const lower = address.toLowerCase();
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(lower) === 6 && (lower === '::1' || lower === '0:0:0:0:0:0:0:1');
}

/**
 * Makes every route of this plugin answer 404, as an unknown route does, unless the socket's
 * peer is on this machine. The socket and never `request.ip`: with TRUST_PROXY set that is
 * whatever a forwarding header says, and a dev route must not be one header away from the
 * internet.
 */
export function restrictToLoopback(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopbackAddress(request.socket.remoteAddress)) return;
    reply.callNotFound();
    return reply;
  });
}
