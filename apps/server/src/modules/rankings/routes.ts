import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  channelHistoryResponse,
  channelIdParams,
  channelRankingsQuery,
  channelRankingsResponse,
  historyQuery,
  newChannelsQuery,
  newChannelsResponse,
  videoHistoryResponse,
  videoIdParams,
  videoRankingQuery,
  videoRankingResponse,
} from '@tubesphere/shared/contract/rankings';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const errors = { 400: errorResponse, 404: errorResponse };

/**
 * A collector run can change every ranking at once, so browsers ask again each time; the server's
 * read cache (a few seconds per process) absorbs the traffic.
 */
const fresh = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

/**
 * The ranking pages' data, public like the pages (docs/decisions/090-rankings-from-snapshots.md).
 * Read only, over snapshots (milliseconds a query): answered by the read pool (db/read-pool.ts).
 */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.rankings.service;
  const tags = ['rankings'];
  const cached = <T>(key: string, load: () => Promise<T>) => app.readCache.load(`rankings:${key}`, load);

  app.get(
    '/api/rankings/videos',
    { schema: { tags, querystring: videoRankingQuery, response: { 200: videoRankingResponse, ...errors } } },
    async (request, reply) => {
      fresh(reply);
      const q = request.query;
      return cached(`videos:${q.period}:${q.region}:${q.category}:${q.sort}:${q.limit}`, () => service.videoRanking(q));
    },
  );

  app.get(
    '/api/rankings/channels',
    { schema: { tags, querystring: channelRankingsQuery, response: { 200: channelRankingsResponse, ...errors } } },
    async (request, reply) => {
      fresh(reply);
      const q = request.query;
      return cached(`channels:${q.country}:${q.category}:${q.sort}:${q.limit}`, () => service.channelRanking(q));
    },
  );

  app.get(
    '/api/rankings/new-channels',
    { schema: { tags, querystring: newChannelsQuery, response: { 200: newChannelsResponse, ...errors } } },
    async (request, reply) => {
      fresh(reply);
      return cached(`new-channels:${request.query.limit}`, () => service.newChannels(request.query.limit));
    },
  );

  app.get(
    '/api/rankings/videos/:videoId/history',
    {
      schema: {
        tags,
        params: videoIdParams,
        querystring: historyQuery,
        response: { 200: videoHistoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      fresh(reply);
      return service.videoHistory(request.params.videoId, request.query.days);
    },
  );

  app.get(
    '/api/rankings/channels/:channelId/history',
    {
      schema: {
        tags,
        params: channelIdParams,
        querystring: historyQuery,
        response: { 200: channelHistoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      fresh(reply);
      return service.channelHistory(request.params.channelId, request.query.days);
    },
  );
};
