import fp from 'fastify-plugin';
import { adminOnly } from '../../plugins/app/guards.ts';
import { adminModerationRoutes } from './admin-routes.ts';
import { ModerationService } from './moderation-service.ts';
import { CreateReport } from './reports/create-report.ts';
import { ReportQueue } from './reports/report-queue.ts';
import { ResolveReports } from './reports/resolve-reports.ts';
import { adminReportRoutes, reportRoutes } from './reports/routes.ts';
import { adminUserRoutes } from './users/routes.ts';
import { AdminUserService } from './users/service.ts';

export interface ModerationModule {
  /** Hiding, restoring and deleting content. */
  service: ModerationService;
  /** Suspensions and admin levels. */
  users: AdminUserService;
  reports: { create: CreateReport; queue: ReportQueue; resolve: ResolveReports };
}

declare module 'fastify' {
  interface FastifyInstance {
    moderation: ModerationModule;
  }
}

/**
 * 신고와 제재 (docs/decisions/110–114): anyone's reports, and the admins' moderation, report
 * queue and user actions under /api/admin, behind the same guard as the admin module's routes.
 */
export const moderationModule = fp(
  async (app) => {
    const settings = app.admin.settings;
    app.decorate('moderation', {
      service: new ModerationService(app.db, app.dialect, app.audit),
      users: new AdminUserService(app.db, app.audit, app.readDb),
      reports: {
        create: new CreateReport(app.db, app.dialect, app.audit, settings),
        queue: new ReportQueue(app.db, settings),
        resolve: new ResolveReports(app.db, app.dialect, app.audit),
      },
    });
    await app.register(reportRoutes);
    await app.register(async (admin) => {
      admin.addHook('onRequest', adminOnly.onRequest);
      await admin.register(adminModerationRoutes);
      await admin.register(adminReportRoutes);
      await admin.register(adminUserRoutes);
    });
  },
  { name: 'moderation', dependencies: ['audit', 'admin'] },
);
