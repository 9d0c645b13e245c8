import type { FastifyInstance } from 'fastify';

export const SHUTTING_DOWN_MESSAGE = '서버가 재시작하는 중입니다. 잠시 후 다시 시도해주세요.';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on every new request is answered 503 (the server is stopping: startup/shutdown.ts). */
    beginShutdown(): void;
  }
}

/**
 * While the server stops, a request that still arrives (on a kept-alive connection, or queued
 * behind one in flight) gets the API's own Korean `{ error }` 503 with `Connection: close`, so
 * the client, or the proxy in front, retries it elsewhere. Fastify's own closing answer is in
 * English and is turned off in buildApp (return503OnClosing).
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let stopping = false;
  app.decorate('beginShutdown', () => {
    stopping = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!stopping) return;
    void reply.header('connection', 'close').header('retry-after', '5');
    return reply.code(503).send({ error: SHUTTING_DOWN_MESSAGE });
  });
}
