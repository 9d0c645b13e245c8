import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  adminDeleteCommentBody,
  adminDeletePostBody,
  hideCommentBody,
  hidePostBody,
  MODERATION_MESSAGES,
  moderateCommentResponse,
  moderatePostsResponse,
  rejectPostsBody,
  restoreCommentBody,
  restorePostBody,
} from '@tubesphere/shared/contract/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-error.ts';
import { requireAdmin } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const tags = ['admin', 'moderation'];
const config = { rateLimits: [RATE_LIMITS.adminModeration] };

/** /api/admin/posts/{reject,hide,restore,delete} and /api/admin/comments/{hide,restore,delete}. */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.moderation.service;
  const postResponse = { 200: moderatePostsResponse, ...errors };
  const commentResponse = { 200: moderateCommentResponse, ...errors };

  app.post(
    '/api/admin/posts/reject',
    { config, schema: { tags, body: rejectPostsBody, response: postResponse } },
    async (request) => {
      const admin = requireAdmin(request);
      const { postId, postIds = [], reason } = request.body;
      const ids = postId === undefined ? postIds : [postId, ...postIds];
      if (ids.length === 0) throw badRequest(MODERATION_MESSAGES.nothingSelected);
      return service.rejectPosts(admin.user_id, ids, reason);
    },
  );

  app.post(
    '/api/admin/posts/hide',
    { config, schema: { tags, body: hidePostBody, response: postResponse } },
    async (request) => service.hidePost(requireAdmin(request).user_id, request.body.postId, request.body.reason),
  );

  app.post(
    '/api/admin/posts/restore',
    { config, schema: { tags, body: restorePostBody, response: postResponse } },
    async (request) => service.restorePost(requireAdmin(request).user_id, request.body.postId),
  );

  app.post(
    '/api/admin/posts/delete',
    { config, schema: { tags, body: adminDeletePostBody, response: postResponse } },
    async (request) => service.deletePost(requireAdmin(request).user_id, request.body.postId, request.body.reason),
  );

  app.post(
    '/api/admin/comments/hide',
    { config, schema: { tags, body: hideCommentBody, response: commentResponse } },
    async (request) => service.hideComment(requireAdmin(request).user_id, request.body.commentId, request.body.reason),
  );

  app.post(
    '/api/admin/comments/restore',
    { config, schema: { tags, body: restoreCommentBody, response: commentResponse } },
    async (request) => service.restoreComment(requireAdmin(request).user_id, request.body.commentId),
  );

  app.post(
    '/api/admin/comments/delete',
    { config, schema: { tags, body: adminDeleteCommentBody, response: commentResponse } },
    async (request) =>
      service.deleteComment(requireAdmin(request).user_id, request.body.commentId, request.body.reason),
  );
};
