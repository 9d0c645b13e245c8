import { errorResponse } from '@tubesphere/shared/contract/common';
import { postParams } from '@tubesphere/shared/contract/feed';
import { deletePostResponse, updatePostBody, updatePostResponse } from '@tubesphere/shared/contract/post-edit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** PATCH and DELETE /api/posts/{postId}: the author's edit and delete (and an admin's delete). */
export const postEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.postEdit;
  // Guests hear "login required" before anything about their body.
  const loginFirst = async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  };

  app.patch(
    '/api/posts/:postId',
    {
      config: { rateLimit: RATE_LIMITS.postEdit },
      preValidation: loginFirst,
      schema: {
        tags: ['posts'],
        params: postParams,
        body: updatePostBody,
        response: { 200: updatePostResponse, ...errors },
      },
    },
    async (request) => {
      const { title, blocks, authorId, author, sphereId, categories } = request.body;
      return service.update(requireUser(request), request.params.postId, {
        title,
        blocks,
        authorId,
        author,
        sphereId,
        categories,
      });
    },
  );

  app.delete(
    '/api/posts/:postId',
    {
      config: { rateLimit: RATE_LIMITS.postEdit },
      preValidation: loginFirst,
      schema: { tags: ['posts'], params: postParams, response: { 200: deletePostResponse, ...errors } },
    },
    async (request) => service.delete(requireUser(request), request.params.postId),
  );
};
