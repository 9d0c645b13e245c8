import { errorResponse } from '@tubesphere/shared/contract/common';
import { experienceBody, experienceResponse } from '@tubesphere/shared/contract/rewards';
import { seoulDay } from '@tubesphere/shared/domain/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActingUser } from '../../plugins/app/guards.ts';

/**
 * POST /api/character/experience. Only daily_login is granted here (once per Seoul day): the
 * other actions are rewarded by the endpoints that perform them, in their own transaction, so
 * asking again here reports the current state without paying twice.
 */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const rewards = app.rewards;

  app.post(
    '/api/character/experience',
    {
      schema: {
        tags: ['character'],
        body: experienceBody,
        response: { 200: experienceResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = requireActingUser(request, request.body.userId);
      const { actionType } = request.body;
      const reward = await app.db
        .transaction()
        .execute((trx) =>
          actionType === 'daily_login'
            ? rewards.grant(trx, user.user_id, 'daily_login', seoulDay())
            : rewards.currentState(trx, user.user_id, actionType),
        );
      return {
        newLevel: reward.companion.newLevel,
        newExperience: reward.companion.newExperience,
        levelUps: reward.companion.levelUps,
        unlockedParts: reward.companion.unlockedParts,
        statUpdates: reward.companion.statUpdates,
        reward,
      };
    },
  );
};
