import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  COLLECTOR_MESSAGES,
  COLLECTOR_PAGE_SIZE,
  collectorOverviewQuery,
  collectorOverviewResponse,
  startCollectorBody,
  startCollectorResponse,
} from '@tubesphere/shared/contract/ranking-collector';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, HttpError, tooManyRequests } from '../../../lib/http-error.ts';
import { requireAdmin } from '../../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../../plugins/app/rate-limits.ts';
import { countCollected, findRankingsAsOf } from '../repository.ts';
import { isRunning, listRuns, toCollectorRun } from './run-list.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/**
 * /admin/ranking-collector: the runs (when, units, items, errors) and 지금 수집. Registered inside
 * the admin routes, whose guard answers guests 401 and members 403 before anything else.
 */
export const adminRankingCollectorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/ranking-collector',
    {
      schema: {
        tags: ['admin'],
        querystring: collectorOverviewQuery,
        response: { 200: collectorOverviewResponse, ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      const collector = app.rankings.collector;
      const { page } = request.query;
      const [list, running, budget, counts, asOf] = await Promise.all([
        listRuns(app.db, page),
        isRunning(app.db),
        collector.budgetState(),
        countCollected(app.db),
        findRankingsAsOf(app.db),
      ]);
      const settings = collector.settings;
      return {
        success: true as const,
        ...list,
        page,
        pageSize: COLLECTOR_PAGE_SIZE,
        running,
        settings: {
          intervalHours: settings.intervalHours,
          regions: settings.regions,
          dailyBudget: settings.dailyBudget,
          scheduleEnabled: settings.intervalHours > 0 && collector.isConfigured(),
          youtubeConfigured: collector.isConfigured(),
        },
        quota: {
          day: budget.day,
          collectorUsed: budget.collectorUsed,
          dailyBudget: settings.dailyBudget,
          totalUsed: budget.totalUsed,
          totalLimit: budget.totalLimit,
        },
        tracked: { ...counts, asOf },
      };
    },
  );

  app.post(
    '/api/admin/ranking-collector/runs',
    {
      // Each run spends YouTube quota; the budget bounds the day, this bounds a stuck button.
      config: { rateLimits: [RATE_LIMITS.rankingCollectorRun] },
      schema: {
        tags: ['admin'],
        body: startCollectorBody,
        response: {
          202: startCollectorResponse,
          ...errors,
          409: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const started = await app.rankings.collector.start({ trigger: 'manual', actorId: admin.user_id });
      const regions = app.config.rankings.regions;
      const refusal =
        started.kind === 'busy'
          ? conflict(COLLECTOR_MESSAGES.alreadyRunning)
          : started.kind === 'budget'
            ? tooManyRequests(COLLECTOR_MESSAGES.budgetUsed(app.config.rankings.dailyBudget))
            : started.kind === 'not_configured'
              ? new HttpError(503, COLLECTOR_MESSAGES.notConfigured)
              : null;
      await app.audit.record({
        actorId: admin.user_id,
        action: 'rankings.collect',
        outcome: refusal ? 'refused' : 'ok',
        error: refusal?.message,
        detail: { runId: started.kind === 'started' ? started.run.run_id : null, regions },
      });
      if (refusal || started.kind !== 'started') throw refusal;
      reply.status(202);
      return { success: true as const, run: toCollectorRun(started.run, admin.user_name) };
    },
  );
};
