import {
  ADMIN_QUERY_LIMITS,
  ADMIN_QUERY_MESSAGES,
  type AdminQueryBody,
  type AdminQueryMode,
  type AdminQueryResponse,
} from '@tubesphere/shared/contract/admin-query';
import { checkSingleStatement, classifySql } from '@tubesphere/shared/domain/sql-statement';
import type { AppConfig } from '../../../config.ts';
import { badRequest, forbidden, type HttpError, tooManyRequests } from '../../../lib/http-error.ts';
import { adminKeyMatches } from '../../../plugins/app/guards.ts';
import type { AuditService } from '../../audit/index.ts';
import { describeFailure, describeRefusal, refusalOf } from './messages.ts';
import { runOnPostgres } from './postgres-runner.ts';
import { RunSlots } from './run-slots.ts';
import {
  type RawSqlResult,
  SqlExecutionError,
  SqlRefusedError,
  type SqlRunOptions,
  SqlTimeoutError,
} from './sql-result.ts';
import { runOnSqlite } from './sqlite-runner.ts';

export type SqlRunner = (statement: string, firstKeyword: string, options: SqlRunOptions) => Promise<RawSqlResult>;

export function runnerFor(database: AppConfig['database']): SqlRunner {
  if (database.kind === 'sqlite')
    return (statement, _keyword, options) => runOnSqlite(database.file, statement, options);
  return (statement, keyword, options) => runOnPostgres(database, statement, keyword, options);
}

interface RunOutcome {
  outcome: 'ok' | 'error' | 'refused' | 'timeout';
  rowCount?: number;
  error?: string;
  durationMs?: number;
}

/**
 * The admin SQL tool (docs/architecture.md#sql-tool, decisions 010 and 060): the typed admin key, one
 * statement, read-only unless the admin chose write mode, nothing that leaves the database,
 * at most 1,000 rows and about 5 MB, cancelled after 5 s, two runs at a time per admin, and an
 * audit row for every run — refused ones too — written before the answer goes out.
 */
export class AdminQueryService {
  private readonly slots = new RunSlots(ADMIN_QUERY_LIMITS.maxConcurrentRuns);
  private readonly runner: SqlRunner;

  constructor(
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {
    this.runner = runnerFor(config.database);
  }

  /** `adminLevel`: write mode is the owner's (level 2); a level-1 admin reads. */
  async run(adminId: number, adminLevel: number, body: AdminQueryBody): Promise<AdminQueryResponse> {
    const sqlText = body.query ?? '';
    const mode: AdminQueryMode = body.mode ?? 'read';
    const record = (result: RunOutcome) =>
      this.audit.record({
        actorId: adminId,
        action: 'sql.run',
        outcome: result.outcome,
        rowCount: result.rowCount ?? null,
        error: result.error ?? null,
        detail: {
          sql: sqlText.slice(0, ADMIN_QUERY_LIMITS.maxQueryLength),
          mode,
          durationMs: result.durationMs === undefined ? null : Math.round(result.durationMs),
        },
      });
    const refuse = async (error: HttpError) => {
      await record({ outcome: 'refused', error: error.message });
      return error;
    };
    if (sqlText.trim() === '') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.queryRequired));
    if (sqlText.length > ADMIN_QUERY_LIMITS.maxQueryLength)
      throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.tooLong));
    const key = body.adminKey?.trim() ?? '';
    if (key === '') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.keyRequired));
    if (!adminKeyMatches(key, this.config.admin.key)) throw await refuse(forbidden(ADMIN_QUERY_MESSAGES.wrongKey));
    if (mode === 'write' && adminLevel < 2) throw await refuse(forbidden(ADMIN_QUERY_MESSAGES.writeLevel));

    const dialect = this.config.database.kind;
    const check = checkSingleStatement(sqlText, dialect);
    if (check.kind === 'empty') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.queryRequired));
    if (check.kind === 'multiple') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.multipleStatements));
    const refusal = refusalOf(classifySql(check.statement, dialect), mode);
    if (refusal) throw await refuse(badRequest(refusal));

    if (!this.slots.take(adminId)) throw await refuse(tooManyRequests(ADMIN_QUERY_MESSAGES.tooManyRuns));
    const startedAt = performance.now();
    let result: RawSqlResult;
    try {
      result = await this.runner(check.statement, check.firstKeyword, {
        mode,
        maxRows: ADMIN_QUERY_LIMITS.maxRows,
        maxBytes: ADMIN_QUERY_LIMITS.maxResultBytes,
        maxCellChars: ADMIN_QUERY_LIMITS.maxCellChars,
        timeoutMs: ADMIN_QUERY_LIMITS.timeoutMs,
      });
    } catch (error) {
      const durationMs = performance.now() - startedAt;
      if (error instanceof SqlTimeoutError) {
        await record({ outcome: 'timeout', durationMs, error: ADMIN_QUERY_MESSAGES.timeout });
        throw badRequest(ADMIN_QUERY_MESSAGES.timeout);
      }
      if (error instanceof SqlRefusedError) {
        const message = describeRefusal(error.reason);
        await record({ outcome: 'refused', durationMs, error: message });
        throw badRequest(message);
      }
      if (error instanceof SqlExecutionError) {
        const failure = describeFailure(error);
        await record({ outcome: failure.refused ? 'refused' : 'error', durationMs, error: failure.message });
        throw badRequest(failure.message);
      }
      await record({ outcome: 'error', durationMs, error: ADMIN_QUERY_MESSAGES.failed });
      throw error;
    } finally {
      this.slots.release(adminId);
    }

    const executionTime = Math.round(result.executionTime * 10) / 10;
    if (result.kind === 'changes') {
      await record({ outcome: 'ok', rowCount: result.changes, durationMs: result.executionTime });
      return {
        success: true,
        type: 'modification',
        mode,
        changes: result.changes,
        lastRowId: result.lastRowId,
        executionTime,
      };
    }
    await record({ outcome: 'ok', rowCount: result.data.length, durationMs: result.executionTime });
    return {
      success: true,
      type: 'select',
      mode,
      columns: result.columns,
      data: result.data,
      rowCount: result.data.length,
      truncated: result.truncatedBy !== null,
      truncatedBy: result.truncatedBy,
      cellsCut: result.cellsCut,
      redactedColumns: result.redactedColumns,
      executionTime,
    };
  }
}
