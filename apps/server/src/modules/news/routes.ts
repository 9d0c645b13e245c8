import { newsQuery, newsResponse } from '@tubesphere/shared/contract/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/app/guards.ts';
import { createNewsClient } from '../../providers/index.ts';
import { PROVIDER_ERROR_RESPONSES } from '../../providers/provider-error.ts';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = createNewsClient(app.config);

  app.get(
    '/api/news/dynamic',
    {
      ...adminOnly,
      schema: { tags: ['news'], querystring: newsQuery, response: { 200: newsResponse, ...PROVIDER_ERROR_RESPONSES } },
    },
    async (request) => {
      const q = request.query;
      // Each endpoint gets only the parameters NewsAPI accepts there.
      const sent =
        q.endpoint === 'everything'
          ? { q: q.q, sortBy: q.sortBy, language: q.language, pageSize: q.pageSize, page: q.page }
          : { country: q.country, category: q.category, q: q.q, pageSize: q.pageSize, page: q.page };
      const params = Object.fromEntries(
        Object.entries(sent)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      );
      const result = await news.fetch(q.endpoint, params);
      const articles = result.articles
        .filter((a) => a.title !== '[Removed]')
        .map((a) => ({
          source: { id: a.source.id ?? null, name: a.source.name },
          author: a.author ?? null,
          title: a.title,
          description: a.description ?? null,
          url: a.url,
          urlToImage: a.urlToImage ?? null,
          publishedAt: a.publishedAt,
          content: a.content ?? null,
        }));
      const removedCount = result.articles.length - articles.length;
      return {
        success: true as const,
        message: `기사 ${articles.length}건을 받았습니다${removedCount > 0 ? ` (삭제된 기사 ${removedCount}건 제외)` : ''}.`,
        endpoint: q.endpoint,
        params,
        result: { status: 'ok' as const, totalResults: result.totalResults, removedCount, articles },
      };
    },
  );
};
