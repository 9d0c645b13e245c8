/**
 * Database failures that are not the request's fault, told apart so the error handler can
 * answer them honestly (plugins/app/errors.ts): busy or unreachable → 503 and "try again", out of
 * disk → 507. Everything else stays a 500.
 */
export type DatabaseFault = 'busy' | 'unavailable' | 'disk-full';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** SQLite's lock is held elsewhere (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT…) or a table is locked. */
export const isDatabaseBusy = (error: unknown): boolean => {
  const code = codeOf(error);
  return code !== undefined && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
};

// PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const POSTGRES_BUSY = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
]);
const POSTGRES_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
]);
const POSTGRES_DISK_FULL = new Set(['53100']); // disk_full
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost connection with these messages and no code.
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection closed)/;

export function classifyDatabaseError(error: unknown): DatabaseFault | null {
  const code = codeOf(error);
  if (code) {
    if (isDatabaseBusy(error) || POSTGRES_BUSY.has(code)) return 'busy';
    if (code === 'SQLITE_FULL' || POSTGRES_DISK_FULL.has(code)) return 'disk-full';
    // Class 08: connection exceptions.
    if (POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return 'unavailable';
  }
  if (error instanceof AggregateError && error.errors.some((inner) => classifyDatabaseError(inner) === 'unavailable')) {
    return 'unavailable';
  }
  if (error instanceof Error && LOST_CONNECTION.test(error.message)) return 'unavailable';
  return null;
}
