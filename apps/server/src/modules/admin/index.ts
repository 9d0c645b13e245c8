import fp from 'fastify-plugin';
import { DashboardService } from './dashboard/service.ts';
import { AdminPostService } from './posts/service.ts';
import { SavedQueryService } from './query/saved-queries.ts';
import { AdminQueryService } from './query/service.ts';
import { adminRoutes } from './routes.ts';
import { AdminSettingsService } from './settings/service.ts';

export type { AdminSettingsService } from './settings/service.ts';

export interface AdminModule {
  posts: AdminPostService;
  query: AdminQueryService;
  savedQueries: SavedQueryService;
  /** The site settings; pages and the report rules read them too. */
  settings: AdminSettingsService;
  dashboard: DashboardService;
}

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminModule;
  }
}

/** 관리자: post confirmation, the SQL tool, site settings, the audit trail and the dashboard. */
export const adminModule = fp(
  async (app) => {
    app.decorate('admin', {
      posts: new AdminPostService(app.db, app.audit, app.readDb),
      query: new AdminQueryService(app.config, app.audit),
      savedQueries: new SavedQueryService(app.db, app.audit),
      settings: new AdminSettingsService(app.db, app.audit),
      dashboard: new DashboardService(app.db, app.dialect, app.config),
    });
    await app.register(adminRoutes);
  },
  { name: 'admin', dependencies: ['audit', 'two-factor'] },
);
