import { userResponse } from '@tubesphere/shared/contract/auth';
import { errorResponse, wireUserId } from '@tubesphere/shared/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { UserRepository } from './repository.ts';
import { toPublicUserProfile } from './user-profile.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = new UserRepository(app.db);

  app.get(
    '/api/users/:userId',
    {
      schema: {
        tags: ['users'],
        params: z.object({ userId: wireUserId }),
        response: { 200: userResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = await users.findById(request.params.userId);
      // A deleted account has no profile left to show.
      if (!user || user.deleted_at !== null) throw notFound('사용자를 찾을 수 없습니다.');
      return { user: toPublicUserProfile(user) };
    },
  );
};
