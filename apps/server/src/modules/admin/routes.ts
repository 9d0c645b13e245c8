import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/app/guards.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { adminPostRoutes } from './posts/routes.ts';
import { adminQueryRoutes } from './query/routes.ts';
import { adminSavedQueryRoutes } from './query/saved-routes.ts';
import { adminSettingsRoutes } from './settings/routes.ts';

/**
 * /api/admin/* of the admin core: post confirmation, the SQL tool, settings, the audit trail and
 * the dashboard (moderation and the ranking collector register theirs the same way, in their modules).
 * The guard runs on request, before any body or query is validated, so a guest always gets 401
 * and a non-admin 403 — whatever adminKey they send (docs/architecture.md#admin-access). Each handler checks again
 * (requireAdmin) to get the admin and so that a route moved out of this plugin cannot lose its guard.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly.onRequest);
  await app.register(adminPostRoutes);
  await app.register(adminQueryRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminAuditRoutes);
  // The dashboard and the SQL tool's saved queries (docs/decisions/110–114).
  await app.register(adminDashboardRoutes);
  await app.register(adminSavedQueryRoutes);
};
