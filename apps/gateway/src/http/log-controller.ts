import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when the answer has gone: method, URL, status and
 * response time (and `via` for a `/gateway` dispatch, which runs as its target call). At
 * `debug` a line also marks each arrival, for finding a request that never answers. Health
 * probes, every few seconds from a load balancer, are logged only when they fail.
 */
export class GatewayLogController extends LogController {
  constructor(private readonly quietRoutes: readonly string[]) {
    super();
  }

  override incomingRequest(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isQuiet(request)) return;
    request.log.debug(this.requestFields(request), 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const failed = Boolean(error) || reply.statusCode >= 500;
    if (!failed && this.isQuiet(request)) return;
    const fields = {
      ...this.requestFields(request),
      res: reply,
      responseTime: reply.elapsedTime,
      ...(error ? { err: error } : {}),
    };
    if (failed) reply.log.error(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }

  private isQuiet(request: FastifyRequest): boolean {
    const route = request.routeOptions.url;
    return route !== undefined && this.quietRoutes.includes(route);
  }

  private requestFields(request: FastifyRequest) {
    return request.originalUrl !== request.url
      ? { req: request, via: request.originalUrl }
      : { req: request };
  }
}
