import { ADMIN_QUERY_MESSAGES, type AdminQueryMode } from '@tubesphere/shared/contract/admin-query';
import type { SqlClassification } from '@tubesphere/shared/domain/sql-statement';
import { AUDIT_WRITER_FUNCTION } from '../../../db/audit-writer.ts';
import { AUDIT_APPEND_ONLY_MESSAGE } from '../../../db/migrations/110-audit-log.ts';
import type { RunnerRefusal, SqlExecutionError } from './sql-result.ts';

const M = ADMIN_QUERY_MESSAGES;

/** Why the classifier refuses a statement in this mode, in Korean; null when it may run. */
export function refusalOf(classification: SqlClassification, mode: AdminQueryMode): string | null {
  switch (classification.kind) {
    case 'read':
      return null;
    case 'write':
      return mode === 'write' ? null : M.readOnly;
    case 'schema':
      return M.schema;
  }
  switch (classification.refusal) {
    case 'transaction':
      return M.transaction;
    case 'outside':
      return M.outside;
    case 'session':
      return M.session;
    case 'pragma':
      return M.pragma;
    case 'function':
      return M.deniedFunction(classification.name ?? '');
    case 'audit':
      return M.audit;
    case 'operational':
      return M.operational;
    case 'signIn':
      return M.signIn;
    case 'system':
      return M.system;
    default:
      return M.unsupported(classification.keyword === '?' ? '' : classification.keyword.toUpperCase());
  }
}

const RUNNER_REFUSALS: Record<RunnerRefusal, string> = {
  readOnly: M.readOnly,
  outside: M.outside,
  schema: M.schema,
  pragma: M.pragma,
  transaction: M.transaction,
  function: M.deniedFunction('load_extension'),
  operational: M.operational,
  signIn: M.signIn,
  roleChanged: M.roleChanged,
  writeUnavailable: M.writeUnavailable,
  sandboxUnavailable: M.sandboxUnavailable,
};

export const describeRefusal = (reason: RunnerRefusal): string => RUNNER_REFUSALS[reason];

/**
 * The engine's error, in words the admin can act on: a write refused by a read-only connection
 * or transaction, the audit table's guard, the tool's missing privileges — or the database's
 * own message. `refused` marks the ones the sandbox caused (the audit trail says so).
 */
export function describeFailure(error: SqlExecutionError): { message: string; refused: boolean } {
  const code = error.code ?? '';
  if (code === '25006' || code.startsWith('SQLITE_READONLY')) return { message: M.readOnly, refused: true };
  if (error.message.includes(AUDIT_APPEND_ONLY_MESSAGE) || error.message.includes(AUDIT_WRITER_FUNCTION)) {
    return { message: M.audit, refused: true };
  }
  if (code === '42501' || code === 'SQLITE_AUTH') return { message: M.notPermitted(error.message), refused: true };
  return { message: `SQL 오류: ${error.message}`, refused: false };
}
