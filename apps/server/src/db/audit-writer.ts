/**
 * SQLite: only connections that register this function (the server's own, db/connection.ts)
 * can add audit rows; on any other connection — the SQL tool's child process, a sqlite3 shell —
 * the insert trigger fails with "no such function", so rows cannot be forged there.
 */
export const AUDIT_WRITER_FUNCTION = 'tubesphere_audit_writer';
