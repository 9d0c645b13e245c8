import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  USER_MESSAGES,
  type UserPostsResponse,
  updateMeBody,
  updateMeResponse,
  userCommentsResponse,
  userContentQuery,
  userParams,
  userPostsResponse,
  userResponse,
  userSearchQuery,
  userSearchResponse,
} from '@tubesphere/shared/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error.ts';
import { canNameRow } from '../../lib/stored-id.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { uploadFileOf } from '../uploads/index.ts';
import { toUserProfile } from './user-profile.ts';
import { searchUsers } from './user-search.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Profiles: GET /api/users/{userId} with counts, the user's posts and comments, and PATCH /api/users/me. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.users;

  /** A profile picture must be an upload that exists here, never an address elsewhere. */
  const isStoredUpload = async (url: string) => {
    const fileName = uploadFileOf(url);
    return fileName !== null && (await app.uploads.storage.has(fileName));
  };

  app.get(
    '/api/users/search',
    {
      schema: { tags: ['users'], querystring: userSearchQuery, response: { 200: userSearchResponse, ...errors } },
    },
    async (request, reply) => {
      // Who the viewer follows orders the answer.
      reply.header('cache-control', 'private, no-cache');
      const { q, postId } = request.query;
      // A thread id no row can have has no people (and PostgreSQL would refuse to compare it).
      const thread = postId !== undefined && canNameRow(postId) ? postId : undefined;
      return {
        users: await searchUsers(app.db, app.dialect, {
          query: q,
          viewerId: request.user?.user_id ?? null,
          postId: thread,
        }),
      };
    },
  );

  app.get(
    '/api/users/:userId',
    { schema: { tags: ['users'], params: userParams, response: { 200: userResponse, ...errors } } },
    async (request, reply) => {
      // isFollowing makes the answer personal.
      reply.header('cache-control', 'private, no-cache');
      return { user: await service.profileFor(request.params.userId, request.user?.user_id ?? null) };
    },
  );

  app.get(
    '/api/users/:userId/posts',
    {
      schema: {
        tags: ['users'],
        params: userParams,
        querystring: userContentQuery,
        response: { 200: userPostsResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Reactions and the owner's pending posts make the answer personal.
      reply.header('cache-control', 'private, no-cache');
      const { page, limit } = request.query;
      const body = await service.posts(request.params.userId, request.user?.user_id ?? null, page, limit);
      // Checked against the contract post by post (posts/feed-json.ts) and serialized already.
      return reply.type('application/json; charset=utf-8').send(body as unknown as UserPostsResponse);
    },
  );

  app.get(
    '/api/users/:userId/comments',
    {
      schema: {
        tags: ['users'],
        params: userParams,
        querystring: userContentQuery,
        response: { 200: userCommentsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      const { page, limit } = request.query;
      return service.comments(request.params.userId, request.user?.user_id ?? null, page, limit);
    },
  );

  app.patch(
    '/api/users/me',
    {
      config: { rateLimit: RATE_LIMITS.profileEdit },
      // Guests hear "login required" before anything about their body.
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { tags: ['users'], body: updateMeBody, response: { 200: updateMeResponse, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const { profile_image } = request.body;
      if (profile_image && profile_image !== user.profile_image && !(await isStoredUpload(profile_image))) {
        throw badRequest(USER_MESSAGES.badProfileImage);
      }
      return { user: toUserProfile(await service.updateMe(user, request.body)) };
    },
  );
};
