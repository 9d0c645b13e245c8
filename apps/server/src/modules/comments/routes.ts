import {
  COMMENT_MESSAGES,
  commentLikeResponse,
  commentParams,
  createCommentBody,
  createCommentResponse,
  deleteCommentResponse,
  updateCommentBody,
  updateCommentResponse,
} from '@tubesphere/shared/contract/comments';
import { errorResponse } from '@tubesphere/shared/contract/common';
import { postParams } from '@tubesphere/shared/contract/feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import { requireActingUser, requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { checkNewMemberLinks, countLinksInText } from '../trust/index.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * POST /api/posts/{postId}/comments, with the messages of docs/product.md#comments; PATCH and DELETE
 * /api/comments/{commentId} for the author (and DELETE for admins).
 */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.comments;
  // Login is checked before content: a guest hears 로그인이 필요합니다. whatever they sent.
  const loginFirst = async (request: Parameters<typeof requireUser>[0]) => {
    if (!request.user) throw unauthorized(COMMENT_MESSAGES.loginRequired);
  };

  app.post(
    '/api/posts/:postId/comments',
    {
      config: { rateLimit: RATE_LIMITS.commentCreate },
      schema: {
        tags: ['comments'],
        params: postParams,
        body: createCommentBody,
        response: { 201: createCommentResponse, ...errors, 409: errorResponse, 429: errorResponse },
      },
      preValidation: loginFirst,
    },
    async (request, reply) => {
      const { body, params } = request;
      const user = requireActingUser(request, body.userId);
      if (body.postId !== undefined && body.postId !== params.postId) {
        throw badRequest('본문의 게시글 ID가 주소와 다릅니다.');
      }
      await checkNewMemberLinks(app.db, user, countLinksInText(body.content), app.config.rateLimitScale);
      const created = await service.create({
        postId: params.postId,
        userId: user.user_id,
        content: body.content,
        parentCommentId: body.parentCommentId ?? null,
        videoSeconds: body.videoSeconds ?? null,
        author: { user_name: user.user_name, profile_image: user.profile_image, author_trust_level: user.trust_level },
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/comments/:commentId',
    {
      config: { rateLimit: RATE_LIMITS.commentEdit },
      schema: {
        tags: ['comments'],
        params: commentParams,
        body: updateCommentBody,
        response: { 200: updateCommentResponse, ...errors },
      },
      preValidation: loginFirst,
    },
    async (request) => service.update(requireUser(request), request.params.commentId, request.body.content),
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/comments/:commentId/like',
      config: { rateLimit: RATE_LIMITS.commentLike },
      schema: {
        tags: ['comments'],
        params: commentParams,
        response: { 200: commentLikeResponse, ...errors, 429: errorResponse },
      },
      preValidation: loginFirst,
      handler: async (request) => service.setLike(requireUser(request), request.params.commentId, method === 'PUT'),
    });
  }

  app.delete(
    '/api/comments/:commentId',
    {
      config: { rateLimit: RATE_LIMITS.commentEdit },
      schema: {
        tags: ['comments'],
        params: commentParams,
        response: { 200: deleteCommentResponse, ...errors },
      },
      preValidation: loginFirst,
    },
    async (request) => service.delete(requireUser(request), request.params.commentId),
  );
};
