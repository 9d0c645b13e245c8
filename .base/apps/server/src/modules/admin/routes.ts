import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/guards.ts';
import { adminRankingCollectorRoutes } from '../rankings/collector/admin-routes.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminPostRoutes } from './posts/routes.ts';
import { adminQueryRoutes } from './query/routes.ts';
import { adminSettingsRoutes } from './settings/routes.ts';

/**
 * /api/admin/* of the admin core: post confirmation, the SQL tool, settings and the audit trail.
 * The guard runs on request, before any body or query is validated, so a guest always gets 401
 * and a non-admin 403 — whatever adminKey they send (DESIGN §4.3). Each handler checks again
 * (requireAdmin) to get the admin and so that a route moved out of this plugin cannot lose its guard.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  await app.register(adminPostRoutes);
  await app.register(adminQueryRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminRankingCollectorRoutes);
  await app.register(adminAuditRoutes);
};
