import { LogController } from 'fastify';
import { redactUrl } from '../../lib/redact-url.ts';

/**
 * Fastify's two request lines (incoming, completed) are replaced by one access line per request
 * (docs/decisions/066-logging-and-start-up.md): at info when ACCESS_LOG is on (the default in
 * production), else at debug. The line names the method, the path with secret query values
 * redacted, the status, the time taken and the request id (pino's reqId). A request that fails
 * also logs its error at error.
 */
export class RequestLogController extends LogController {
  constructor(private readonly options: { accessLog: boolean } = { accessLog: false }) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (error) super.requestCompleted(error, request, reply);
    const log = reply.log;
    const atInfo = this.options.accessLog;
    if (!atInfo && log.level !== 'debug' && log.level !== 'trace') return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (atInfo) log.info(line, 'request');
    else log.debug(line, 'request');
  }

  override routeNotFound(...[request]: Parameters<LogController['routeNotFound']>): void {
    request.log.debug(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? '')} not found`);
  }
}
