import { LogController } from 'fastify';

/**
 * Fastify's request lines, moved from info to debug (docs/decisions/066-logging-and-start-up.md): two lines
 * per request at info drowned everything else an operator needs to see. LOG_LEVEL=debug shows
 * one line per request again; a request that fails still logs at error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const log = reply.log;
    if (log.level !== 'debug' && log.level !== 'trace') return;
    log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(...[request]: Parameters<LogController['routeNotFound']>): void {
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}
