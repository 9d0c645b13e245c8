import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  channelRankingQuery,
  channelRankingResponse,
  quotaResponse,
  saveVideosBody,
  saveVideosQuery,
  saveVideosResponse,
  YOUTUBE_MESSAGES,
  type YoutubeImportQuery,
  youtubeChannelsQuery,
  youtubeChannelsResponse,
  youtubeImportQuery,
  youtubeImportResponse,
} from '@tubesphere/shared/contract/youtube';
import { dynamicResponse, testerParams } from '@tubesphere/shared/contract/youtube-dynamic';
import type { ImportVideoType } from '@tubesphere/shared/domain/youtube-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-error.ts';
import { adminKeyMatches, adminOnly, requireAdmin, typedAdminKey } from '../../plugins/app/guards.ts';
import { createYoutubeClient } from '../../providers/index.ts';
import { PROVIDER_ERROR_RESPONSES } from '../../providers/provider-error.ts';

export const youtubeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.youtube;
  const tags = ['youtube'];

  app.get(
    '/api/youtube/quota',
    { ...adminOnly, schema: { tags, response: { 200: quotaResponse, 401: errorResponse, 403: errorResponse } } },
    async () => ({ success: true as const, quota: await createYoutubeClient(app.config, app.db).quota() }),
  );

  const runImport = (request: FastifyRequest, q: YoutubeImportQuery) => {
    const admin = requireAdmin(request);
    // Importing writes many posts at once: like the SQL tool it wants the typed admin key.
    if (!adminKeyMatches(typedAdminKey(request, q.key), app.config.admin.key))
      throw forbidden(YOUTUBE_MESSAGES.wrongAdminKey);
    return service.importPopular(admin.user_id, {
      region: q.region!,
      date: q.date!,
      maxResults: Number(q.maxResults),
      categoryId: q.categoryId,
      q: q.q,
      videoType: (q.videoType ?? 'all') as ImportVideoType,
    });
  };
  const importResponses = { 200: youtubeImportResponse, ...PROVIDER_ERROR_RESPONSES };

  // The original call is a GET; the web app POSTs the same fields so the typed key stays out of URLs/logs.
  app.get(
    '/api/youtube/import',
    { ...adminOnly, schema: { tags, querystring: youtubeImportQuery, response: importResponses } },
    async (request) => runImport(request, request.query),
  );
  app.post(
    '/api/youtube/import',
    { ...adminOnly, schema: { tags, body: youtubeImportQuery, response: importResponses } },
    async (request) => runImport(request, request.body),
  );

  app.get(
    '/api/youtube/channels',
    {
      ...adminOnly,
      schema: {
        tags,
        querystring: youtubeChannelsQuery,
        response: { 200: youtubeChannelsResponse, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) =>
      service.collectChannels(requireAdmin(request).user_id, {
        ...request.query,
        categoryId: request.query.categoryId || undefined,
      }),
  );

  app.get(
    '/api/youtube/dynamic',
    {
      ...adminOnly,
      schema: { tags, querystring: testerParams(), response: { 200: dynamicResponse, ...PROVIDER_ERROR_RESPONSES } },
    },
    async (request) => service.dynamic(request.query.endpoint, request.query.params),
  );

  app.get(
    '/api/admin/YoutubeSearchApi',
    {
      ...adminOnly,
      schema: {
        tags,
        querystring: testerParams('search'),
        response: { 200: dynamicResponse, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) => service.dynamic('search', request.query.params),
  );

  app.post(
    '/api/youtube/save-videos',
    {
      ...adminOnly,
      schema: {
        tags,
        querystring: saveVideosQuery,
        body: saveVideosBody,
        response: { 200: saveVideosResponse, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { videos, params } = request.body;
      const regionParam = params?.regionCode ?? params?.region ?? request.query.regionCode ?? request.query.region;
      const region = typeof regionParam === 'string' && /^[A-Z]{2}$/.test(regionParam) ? regionParam : null;
      return service.saveSelected(
        admin.user_id,
        videos.map((v) => ({
          videoId: v.videoId,
          title: v.title,
          description: v.description ?? v.content ?? '',
          thumbnail: v.thumbnail ?? null,
          channelId: v.channelId ?? null,
          ranking: v.ranking ?? null,
        })),
        region,
      );
    },
  );

  // Public: the /channel-ranking page reads what the admins collected.
  app.get(
    '/api/youtube/channels/ranking',
    {
      schema: { tags, querystring: channelRankingQuery, response: { 200: channelRankingResponse, 400: errorResponse } },
    },
    async (request) => service.ranking(request.query),
  );
};
