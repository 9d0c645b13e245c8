import fp from 'fastify-plugin';
import { AuditService } from './service.ts';

export { type AuditListFilters, type AuditRecord, AuditService, toAuditEntry } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail of admin actions. */
    audit: AuditService;
  }
}

/** The audit trail (docs/decisions/061-audit-trail.md); the admin module shows it. */
export const auditModule = fp(
  async (app) => {
    app.decorate('audit', new AuditService(app.db));
  },
  { name: 'audit' },
);
