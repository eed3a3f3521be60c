import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log lines, with two changes: health probes (every few seconds) are not
 * logged unless they fail, and a `/gateway` dispatch, which logs as its target call, says
 * that it came through the transport.
 */
export class GatewayLogController extends LogController {
  constructor(quietPaths: readonly string[]) {
    super({ disableRequestLogging: (request) => quietPaths.includes(request.url) });
  }

  override incomingRequest(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const dispatched = request.originalUrl !== request.url;
    request.log.info(
      dispatched ? { req: request, via: request.originalUrl } : { req: request },
      'incoming request',
    );
  }
}
