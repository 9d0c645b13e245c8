import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  addPlaylistItemBody,
  createPlaylistBody,
  deletePlaylistResponse,
  playlistItemParams,
  playlistListQuery,
  playlistListResponse,
  playlistOrderBody,
  playlistParams,
  playlistResponse,
  spherePlaylistListQuery,
  spherePlaylistListResponse,
  updatePlaylistBody,
} from '@tubesphere/shared/contract/playlists';
import { sphereParams } from '@tubesphere/shared/contract/spheres';
import { userParams } from '@tubesphere/shared/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const write = { rateLimit: RATE_LIMITS.playlistWrite };

/** 재생목록: make one, rename or delete it, add, remove and order its videos, read it, a member's and a sphere's lists. */
export const playlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/playlists',
    {
      config: write,
      schema: { tags: ['playlists'], body: createPlaylistBody, response: { 201: playlistResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await app.playlists.create(requireUser(request), request.body)),
  );

  app.get(
    '/api/playlists/:playlistId',
    { schema: { tags: ['playlists'], params: playlistParams, response: { 200: playlistResponse, ...errors } } },
    async (request) => app.playlists.get(request.params.playlistId, request.user ?? null),
  );

  app.patch(
    '/api/playlists/:playlistId',
    {
      config: write,
      schema: {
        tags: ['playlists'],
        params: playlistParams,
        body: updatePlaylistBody,
        response: { 200: playlistResponse, ...errors },
      },
    },
    async (request) => app.playlists.update(request.params.playlistId, request.body, requireUser(request)),
  );

  app.delete(
    '/api/playlists/:playlistId',
    {
      config: write,
      schema: { tags: ['playlists'], params: playlistParams, response: { 200: deletePlaylistResponse, ...errors } },
    },
    async (request) => app.playlists.remove(request.params.playlistId, requireUser(request)),
  );

  app.post(
    '/api/playlists/:playlistId/items',
    {
      config: write,
      schema: {
        tags: ['playlists'],
        params: playlistParams,
        body: addPlaylistItemBody,
        response: { 201: playlistResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.playlists.addItem(request.params.playlistId, request.body.postId, requireUser(request))),
  );

  app.delete(
    '/api/playlists/:playlistId/items/:postId',
    {
      config: write,
      schema: { tags: ['playlists'], params: playlistItemParams, response: { 200: playlistResponse, ...errors } },
    },
    async (request) => app.playlists.removeItem(request.params.playlistId, request.params.postId, requireUser(request)),
  );

  app.put(
    '/api/playlists/:playlistId/order',
    {
      config: write,
      schema: {
        tags: ['playlists'],
        params: playlistParams,
        body: playlistOrderBody,
        response: { 200: playlistResponse, ...errors },
      },
    },
    async (request) => app.playlists.reorder(request.params.playlistId, request.body.postIds, requireUser(request)),
  );

  app.get(
    '/api/users/:userId/playlists',
    {
      schema: {
        tags: ['playlists'],
        params: userParams,
        querystring: playlistListQuery,
        response: { 200: playlistListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, limit, postId } = request.query;
      return app.playlists.forUser(request.params.userId, request.user ?? null, { page, limit }, postId);
    },
  );

  app.get(
    '/api/spheres/:sphereId/playlists',
    {
      schema: {
        tags: ['playlists'],
        params: sphereParams,
        querystring: spherePlaylistListQuery,
        response: { 200: spherePlaylistListResponse, ...errors },
      },
    },
    async (request) => app.playlists.forSphere(request.params.sphereId, request.user ?? null, request.query),
  );
};
