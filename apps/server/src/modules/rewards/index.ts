import fp from 'fastify-plugin';
import { rewardRoutes } from './routes.ts';
import { RewardService } from './service.ts';

export { needsSteps, ruleParams } from './pg-grant.ts';
export { type LoggedRewardRow, loggedRewardState } from './repository.ts';
export type { RewardService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Experience and levels; the services that grant them (posts, comments, likes) share it. */
    rewards: RewardService;
  }
}

/** 경험치 (docs/product.md#rewards): the rewards and the level they add up to. */
export const rewardsModule = fp(
  async (app) => {
    app.decorate('rewards', new RewardService(app.dialect));
    await app.register(rewardRoutes);
  },
  { name: 'rewards' },
);
