import {
  ADMIN_POST_STATUSES,
  adminCommentsResponse,
  adminKeyQuery,
  adminPostCountsQuery,
  adminPostCountsResponse,
  adminPostDetailResponse,
  adminPostListQuery,
  adminPostListResponse,
  adminPostParams,
  confirmPostsBody,
  confirmPostsResponse,
} from '@tubesphere/shared/contract/admin-posts';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../../plugins/app/guards.ts';
import { fanOutSoon } from '../../follows/index.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Admin posts (docs/product.md#admin-confirm): the three lists, counts for the tabs, confirm, detail and comments. */
export const adminPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.admin.posts;

  for (const status of ADMIN_POST_STATUSES) {
    app.get(
      `/api/admin/posts/${status}`,
      {
        schema: {
          tags: ['admin'],
          querystring: adminPostListQuery,
          response: { 200: adminPostListResponse, ...errors },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const { page, limit, q } = request.query;
        return { success: true as const, ...(await service.list(admin.user_id, status, page, limit, q)) };
      },
    );
  }

  app.get(
    '/api/admin/posts/counts',
    {
      schema: {
        tags: ['admin'],
        querystring: adminPostCountsQuery,
        response: { 200: adminPostCountsResponse, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { success: true as const, counts: await service.counts(request.query.q) };
    },
  );

  app.post(
    '/api/admin/posts/confirm',
    {
      schema: {
        tags: ['admin'],
        body: confirmPostsBody,
        // 409: a hidden post is restored, not confirmed.
        response: { 200: confirmPostsResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { postId, postIds = [] } = request.body;
      const confirmed = await service.confirm(admin.user_id, postId === undefined ? postIds : [postId, ...postIds]);
      if (confirmed.confirmedCount > 0) fanOutSoon(app);
      return confirmed;
    },
  );

  app.get(
    '/api/admin/posts/:postId/detail',
    {
      schema: {
        tags: ['admin'],
        params: adminPostParams,
        querystring: adminKeyQuery,
        response: { 200: adminPostDetailResponse, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return { success: true as const, ...(await service.detail(admin.user_id, request.params.postId)) };
    },
  );

  app.get(
    '/api/admin/posts/:postId/comments',
    {
      schema: {
        tags: ['admin'],
        params: adminPostParams,
        querystring: adminKeyQuery,
        response: { 200: adminCommentsResponse, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { success: true as const, comments: await service.comments(request.params.postId) };
    },
  );
};
