import type { FastifyInstance } from 'fastify';

export interface SqlRunAudit {
  auditId: number;
  actorId: number | null;
  actorName: string | null;
  createdAt: string;
  sql: string;
  mode: string;
  outcome: string;
  rowCount: number | null;
  error: string | null;
  durationMs: number | null;
}

/** The SQL tool's rows of the audit trail, oldest first, with their detail unpacked. */
export async function sqlRunAudits(app: FastifyInstance): Promise<SqlRunAudit[]> {
  const rows = await app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'sql.run')
    .orderBy('audit_id')
    .execute();
  return rows.map((row) => {
    const detail = JSON.parse(row.detail_json ?? '{}') as { sql: string; mode: string; durationMs: number | null };
    return {
      auditId: Number(row.audit_id),
      actorId: row.actor_id === null ? null : Number(row.actor_id),
      actorName: row.actor_name,
      createdAt: row.created_at,
      sql: detail.sql,
      mode: detail.mode,
      outcome: row.outcome,
      rowCount: row.row_count === null ? null : Number(row.row_count),
      error: row.error_message,
      durationMs: detail.durationMs,
    };
  });
}
