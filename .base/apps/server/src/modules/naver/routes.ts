import { errorResponse } from '@tubesphere/shared/contract/common';
import { naverNewsQuery, naverNewsResponse } from '@tubesphere/shared/contract/naver';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNaverClient } from '../../providers/index.ts';
import { adminOnly } from '../youtube/routes.ts';

const ERRORS = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
  504: errorResponse,
};

export const naverRoutes: FastifyPluginAsyncZod = async (app) => {
  const naver = createNaverClient(app.config);

  app.get(
    '/api/naver/news',
    {
      ...adminOnly,
      schema: { tags: ['naver'], querystring: naverNewsQuery, response: { 200: naverNewsResponse, ...ERRORS } },
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
