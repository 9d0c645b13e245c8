import { naverNewsQuery, naverNewsResponse } from '@tubesphere/shared/contract/naver';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/app/guards.ts';
import { createNaverClient } from '../../providers/index.ts';
import { PROVIDER_ERROR_RESPONSES } from '../../providers/provider-error.ts';

export const naverRoutes: FastifyPluginAsyncZod = async (app) => {
  const naver = createNaverClient(app.config);

  app.get(
    '/api/naver/news',
    {
      ...adminOnly,
      schema: {
        tags: ['naver'],
        querystring: naverNewsQuery,
        response: { 200: naverNewsResponse, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query, display, start, sort } = request.query;
      const result = await naver.searchNews({ query, display, start, sort });
      return {
        success: true as const,
        query,
        message:
          result.items.length > 0
            ? `전체 ${result.total.toLocaleString('ko-KR')}건 중 ${result.items.length}건을 가져왔습니다.`
            : '검색 결과가 없습니다.',
        result,
      };
    },
  );
};
