import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { redactUrl } from './redact-url.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Pino options for the server (docs/decisions/066-logging-and-start-up.md): one JSON object per line in
 * production, for whatever collects the logs; coloured, one readable line per event in
 * development. pino-pretty is a development dependency: without it (an `npm ci --omit=dev`
 * install run with NODE_ENV=development) the log stays JSON.
 */
export async function loggerOptions(config: AppConfig): Promise<LoggerOptions> {
  const options: LoggerOptions = {
    level: config.logLevel,
    // The same stream the start banner is written to, so lines keep their order (the banner
    // comes last); on Linux its writes to files and pipes are synchronous anyway.
    stream: process.stdout,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-admin-key"]',
      'res.headers["set-cookie"]',
    ],
    // Some admin calls carry keys in their query string (adminKey); never write them to the log.
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
  if (config.env !== 'development') return options;
  const pretty = await import('pino-pretty').catch(() => null);
  if (!pretty) return options;
  // Synchronous: a line is on the terminal before the next one is written (the banner comes last).
  const stream = pretty.default({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  return { ...options, stream };
}
