import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that names a foreign
 * Origin is refused. Requests without Origin (curl, server-to-server, tests) carry no ambient
 * browser credentials worth stealing, so they pass.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('허용되지 않은 요청 출처입니다.');
    }
    if (originHost !== request.headers.host) throw forbidden('허용되지 않은 요청 출처입니다.');
  });
}
