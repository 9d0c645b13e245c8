import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/connection.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/healthz',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const, database: app.dialect };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({ error: '데이터베이스에 연결할 수 없습니다.' });
      }
    },
  );
};
