import '@tubesphere/shared/contract/korean-messages';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { type MonotonicClock, systemClock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { sessionPlugin } from './modules/auth/index.ts';
import { apiModules } from './modules/index.ts';
import { DEFERRED_SCRIPTS_HASH, loadWebBuild, pagesModule } from './modules/pages/index.ts';
import { MALFORMED_URL_MESSAGE, registerErrorHandling } from './plugins/app/errors.ts';
import { jobsPlugin } from './plugins/app/jobs.ts';
import { registerOriginCheck } from './plugins/app/origin-check.ts';
import { rateLimitsPlugin } from './plugins/app/rate-limits-plugin.ts';
import { readCachePlugin } from './plugins/app/read-cache.ts';
import { registerRejectNul } from './plugins/app/reject-nul.ts';
import { RequestLogController } from './plugins/app/request-log.ts';
import { registerRouteTable } from './plugins/app/route-table.ts';
import { registerShutdownGate } from './plugins/app/shutdown-gate.ts';
import { suspensionGuardPlugin } from './plugins/app/suspension-guard.ts';
import { registerCompress } from './plugins/external/compress.ts';
import { registerCookie } from './plugins/external/cookie.ts';
import { registerHelmet } from './plugins/external/helmet.ts';
import { registerMultipart } from './plugins/external/multipart.ts';
import { registerRateLimit } from './plugins/external/rate-limit.ts';
import { registerStatic } from './plugins/external/static.ts';
import { registerSwagger } from './plugins/external/swagger.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino options; tests pass false to keep output quiet. */
  logger?: boolean | object;
  /** What durations are measured with (the pages' rendering budget); the system's by default. */
  clock?: MonotonicClock;
}

/** The whole server as a Fastify instance: used by main.ts and by every API test. */
export async function buildApp({ config, database, logger, clock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      ...(await loggerOptions(config)),
    },
    // The socket's address is the client's unless TRUST_PROXY names the proxies in front
    // (lib/trust-proxy.ts, docs/decisions/055): per-address rate limits depend on it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A broken percent-encoding in the path never reaches a route; answer it in Korean as well.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send({ error: MALFORMED_URL_MESSAGE });
    },
    logController: new RequestLogController({ accessLog: config.accessLog }),
    // Our own Korean 503 answers requests that arrive while stopping (plugins/app/shutdown-gate.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock ?? systemClock);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  app.decorate('dialect', database.dialect);
  app.decorate('databaseEvents', database.events);
  app.addHook('onClose', async () => database.close());
  // PostgreSQL restarted or ended a connection: the pool replaces it; requests meanwhile get 503.
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost; it is replaced on next use'));
  registerRouteTable(app);

  // plugins/external/: one library each; plugins/app/: our own hooks and decorators. The order
  // matters: hooks of one kind run in the order they were added, and an onRoute hook (route
  // table, API docs, suspension guard, rate limits) sees only the routes registered after it.
  registerErrorHandling(app);
  registerShutdownGate(app);
  // The pages' one inline loader script is allowed by its hash.
  registerHelmet(app, [DEFERRED_SCRIPTS_HASH]);
  await registerCompress(app);
  await registerCookie(app);
  await registerMultipart(app);
  await registerSwagger(app);
  registerOriginCheck(app);
  registerRejectNul(app);
  await app.register(readCachePlugin);
  await app.register(jobsPlugin);
  await app.register(sessionPlugin);
  await app.register(suspensionGuardPlugin);
  await registerRateLimit(app);
  await app.register(rateLimitsPlugin);

  // Each module: its plugin builds its services once, decorates app.<module>, adds its routes.
  for (const module of apiModules) await app.register(module);
  await registerStatic(app);
  await app.register(pagesModule, await loadWebBuild(config.webDistDir, app.log));
  return app;
}
