import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { finishOpenapiDocument, openapiRouteTransform } from './openapi-document.ts';

/**
 * The OpenAPI 3.1 document, generated from every route's zod schemas, and a browsable reference at
 * /api/docs (Swagger UI, served from the npm package: no CDN, so it works offline and under our
 * CSP as it is — its page loads only its own scripts and styles). Must be registered before the
 * routes it describes.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TubeSphere API',
        version: '1.0.0',
        description:
          '튜브스피어 서버의 HTTP API. 로그인은 세션 쿠키(ts_session)로 하며, 상태를 바꾸는 요청은 같은 사이트에서만 받습니다.',
      },
    },
    transform: openapiRouteTransform,
    transformObject: finishOpenapiDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The validator badge would send the document to a third-party service.
    // BaseLayout: the reference alone, without Swagger's bar for exploring other documents.
    uiConfig: { layout: 'BaseLayout', validatorUrl: null, docExpansion: 'list', deepLinking: true },
    theme: { title: '튜브스피어 API 문서' },
  });
  // The document's address before the reference page existed; kept for the scripts that use it.
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
