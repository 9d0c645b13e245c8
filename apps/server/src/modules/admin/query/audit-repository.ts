import type { Kysely } from 'kysely';
import type { Database, QueryAuditTable } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';

export interface AuditEntry {
  userId: number;
  sql: string;
  outcome: QueryAuditTable['outcome'];
  rowCount?: number | null;
  errorMessage?: string | null;
  durationMs?: number | null;
}

/** Stored SQL is capped like the input; the message of a failure too. */
const MAX_SQL = 20_000;
const MAX_MESSAGE = 1000;

/** query_audit: who ran what, when, and how it ended — refused runs included (DESIGN §4.3). */
export class QueryAuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('query_audit')
      .values({
        user_id: entry.userId,
        sql_text: entry.sql.slice(0, MAX_SQL),
        outcome: entry.outcome,
        row_count: entry.rowCount ?? null,
        error_message: entry.errorMessage?.slice(0, MAX_MESSAGE) ?? null,
        duration_ms: entry.durationMs == null ? null : Math.round(entry.durationMs),
        created_at: nowIso(),
      })
      .execute();
  }
}
