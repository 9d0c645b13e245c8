import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_QUERY_LIMITS,
  ADMIN_QUERY_MESSAGES,
  type AdminQueryBody,
  type AdminQueryResponse,
} from '@tubesphere/shared/contract/admin-query';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/schema.ts';
import { badRequest, forbidden, type HttpError } from '../../../lib/http-error.ts';
import { QueryAuditRepository } from './audit-repository.ts';
import { runOnPostgres } from './postgres-runner.ts';
import {
  type RawSqlResult,
  SqlExecutionError,
  type SqlRunOptions,
  SqlTimeoutError,
  toRowObjects,
} from './sql-result.ts';
import { checkSingleStatement } from './sql-text.ts';
import { runOnSqlite } from './sqlite-runner.ts';

/** Compares digests, so neither the content nor the length of the key leaks through timing. */
export function adminKeyMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type SqlRunner = (statement: string, firstKeyword: string, options: SqlRunOptions) => Promise<RawSqlResult>;

export function runnerFor(database: AppConfig['database']): SqlRunner {
  if (database.kind === 'sqlite')
    return (statement, _keyword, options) => runOnSqlite(database.file, statement, options);
  return (statement, keyword, options) => runOnPostgres(database, statement, keyword, options);
}

/**
 * The admin SQL tool (spec §2 Admin query, DESIGN §4.3): the typed admin key, one statement,
 * at most 1,000 rows, cancelled after 5 s, and an audit row for every run — refused ones too.
 */
export class AdminQueryService {
  private readonly audit: QueryAuditRepository;

  constructor(
    db: Kysely<Database>,
    private readonly config: AppConfig,
  ) {
    this.audit = new QueryAuditRepository(db);
  }

  async run(userId: number, body: AdminQueryBody): Promise<AdminQueryResponse> {
    const sqlText = body.query ?? '';
    const refuse = async (error: HttpError) => {
      await this.audit.record({ userId, sql: sqlText, outcome: 'refused', errorMessage: error.message });
      return error;
    };
    if (sqlText.trim() === '') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.queryRequired));
    if (sqlText.length > ADMIN_QUERY_LIMITS.maxQueryLength)
      throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.tooLong));
    const key = body.adminKey?.trim() ?? '';
    if (key === '') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.keyRequired));
    if (!adminKeyMatches(key, this.config.admin.key)) throw await refuse(forbidden(ADMIN_QUERY_MESSAGES.wrongKey));

    const check = checkSingleStatement(sqlText, this.config.database.kind);
    if (check.kind === 'empty') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.queryRequired));
    if (check.kind === 'multiple') throw await refuse(badRequest(ADMIN_QUERY_MESSAGES.multipleStatements));

    const runner = runnerFor(this.config.database);
    const limits = { maxRows: ADMIN_QUERY_LIMITS.maxRows, timeoutMs: ADMIN_QUERY_LIMITS.timeoutMs };
    const startedAt = performance.now();
    let result: RawSqlResult;
    try {
      result = await runner(check.statement, check.firstKeyword, limits);
    } catch (error) {
      const durationMs = performance.now() - startedAt;
      if (error instanceof SqlTimeoutError) {
        await this.audit.record({
          userId,
          sql: sqlText,
          outcome: 'timeout',
          durationMs,
          errorMessage: ADMIN_QUERY_MESSAGES.timeout,
        });
        throw badRequest(ADMIN_QUERY_MESSAGES.timeout);
      }
      const message = error instanceof SqlExecutionError ? `SQL 오류: ${error.message}` : ADMIN_QUERY_MESSAGES.failed;
      await this.audit.record({ userId, sql: sqlText, outcome: 'error', durationMs, errorMessage: message });
      if (error instanceof SqlExecutionError) throw badRequest(message);
      throw error;
    }

    if (result.kind === 'changes') {
      await this.audit.record({
        userId,
        sql: sqlText,
        outcome: 'ok',
        rowCount: result.changes,
        durationMs: result.executionTime,
      });
      return {
        success: true,
        type: 'modification',
        changes: result.changes,
        lastRowId: result.lastRowId,
        executionTime: round(result.executionTime),
      };
    }
    const { keys, data } = toRowObjects(result.columns, result.rows);
    await this.audit.record({
      userId,
      sql: sqlText,
      outcome: 'ok',
      rowCount: data.length,
      durationMs: result.executionTime,
    });
    return {
      success: true,
      type: 'select',
      columns: keys,
      data,
      rowCount: data.length,
      truncated: result.truncated,
      executionTime: round(result.executionTime),
    };
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;
