import { type SqlDialect, type SqlToken, tokenizeSql } from './sql-lexer.ts';

export type { SqlDialect } from './sql-lexer.ts';

export type StatementCheck =
  | { kind: 'empty' }
  | { kind: 'multiple' }
  | { kind: 'single'; statement: string; firstKeyword: string; tokens: SqlToken[] };

/**
 * The SQL tool runs exactly one statement. Trailing semicolons, whitespace and comments are
 * fine; anything after a statement-ending semicolon is a second statement. The engines refuse
 * multi-statement text as well (better-sqlite3's prepare, PostgreSQL's extended protocol), so
 * this is the first of two locks, and the one that gives a clear message.
 */
export function checkSingleStatement(text: string, dialect: SqlDialect): StatementCheck {
  const tokens = tokenizeSql(text, dialect);
  const end = tokens.findIndex((token) => token.kind === 'punct' && token.value === ';');
  const body = end === -1 ? tokens : tokens.slice(0, end);
  if (end !== -1 && tokens.slice(end).some((token) => !(token.kind === 'punct' && token.value === ';'))) {
    return { kind: 'multiple' };
  }
  const first = body.find((token) => !(token.kind === 'punct' && token.value === '('));
  if (!first) return { kind: 'empty' };
  const statement = text.slice(0, end === -1 ? text.length : (tokens[end] as SqlToken).start).trim();
  return { kind: 'single', statement, firstKeyword: first.kind === 'word' ? first.value : '?', tokens: body };
}

/**
 * `read` and `write` run (a write only in write mode, after the admin confirms it); `schema`
 * (DDL, privileges) and `refused` never run through the tool.
 */
export type SqlStatementKind = 'read' | 'write' | 'schema' | 'refused';

/** Why a statement is refused; the server turns each into a Korean message. */
export type SqlRefusal =
  | 'transaction'
  | 'outside'
  | 'session'
  | 'pragma'
  | 'function'
  | 'audit'
  | 'operational'
  | 'signIn'
  | 'system'
  | 'unsupported';

export interface SqlClassification {
  kind: SqlStatementKind;
  /** The first keyword (for EXPLAIN, still `explain`). */
  keyword: string;
  refusal?: SqlRefusal;
  /** The name that caused a `function` refusal. */
  name?: string;
}

/**
 * Tables that run the site rather than hold its content: sessions (a forged row is a sign-in as
 * anyone), rate-limit counters, periodic job runs and the migrator's bookkeeping. The tool reads
 * them; it never writes them.
 */
export const OPERATIONAL_TABLES: readonly string[] = [
  'session',
  'rate_limit_counter',
  'job_run',
  'kysely_migration',
  'kysely_migration_lock',
];

/**
 * Columns that grant power or sign in: admin levels, password and session-token hashes, and any
 * secret, one-time-password or recovery-code column a later table adds. The tool never writes
 * them (in any table, under any name that matches), in either mode and on either engine.
 */
const SIGN_IN_COLUMN = /^admin_level$|_hash$|password|secret|totp|otp_|recovery_code/;
/**
 * Tables that are themselves a way in: linked logins (`user_oauth_account`), second factors
 * (`user_two_factor`), passkeys. Matched by name so the tables still to come are covered the day
 * they appear. The tool reads them; it never writes them.
 */
const SIGN_IN_TABLE = /oauth|two_factor|2fa|totp|webauthn|passkey|linked_login/;

export const isSignInColumn = (name: string): boolean => SIGN_IN_COLUMN.test(name.toLowerCase());
export const isSignInTable = (name: string): boolean => SIGN_IN_TABLE.test(name.toLowerCase());
/** The two rules as source text, for the SQLite runner's child process (plain JavaScript). */
export const SIGN_IN_PATTERNS = { column: SIGN_IN_COLUMN.source, table: SIGN_IN_TABLE.source } as const;

const READS = new Set(['select', 'values', 'with', 'table', 'show', 'explain']);
const WRITES = new Set(['insert', 'update', 'delete', 'replace', 'merge']);
const SCHEMA = new Set([
  'create',
  'alter',
  'drop',
  'truncate',
  'comment',
  'grant',
  'revoke',
  'reindex',
  'analyze',
  'analyse',
  'cluster',
  'refresh',
  'security',
  'import',
]);
const TRANSACTION = new Set(['begin', 'commit', 'end', 'rollback', 'savepoint', 'release', 'start', 'abort']);
/** Statements that reach files, programs or other databases. */
const OUTSIDE = new Set(['attach', 'detach', 'vacuum', 'copy', 'load']);
/** Statements that change the session (role, settings, prepared plans, locks, notifications). */
const SESSION = new Set([
  'set',
  'reset',
  'discard',
  'lock',
  'listen',
  'unlisten',
  'notify',
  'do',
  'call',
  'prepare',
  'execute',
  'deallocate',
  'declare',
  'fetch',
  'move',
  'close',
  'checkpoint',
]);

/**
 * PostgreSQL functions and views that would let one statement step outside the tool's role:
 * set_config (and the pg_settings view, whose UPDATE calls it) can switch the role back to the
 * connecting user; the *_to_xml, ts_stat and ts_rewrite functions run SQL given as text; dblink
 * opens another connection; large objects, notifications and advisory locks reach beyond the
 * product tables. Privileges stop everything else (docs/decisions/060-sql-tool-sandbox.md).
 */
const POSTGRES_DENIED = new Set([
  'set_config',
  'pg_settings',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'ts_stat',
  'ts_rewrite',
  'pg_notify',
]);
const POSTGRES_DENIED_PREFIXES = ['dblink', 'lo_', 'pg_advisory', 'pg_try_advisory', 'pg_logical'];
/** SQLite: the engine refuses load_extension too; this says why in Korean. */
const SQLITE_DENIED = new Set(['load_extension', 'fts3_tokenizer']);

/** SQLite PRAGMAs that only read, without an argument (user_version, journal_mode…). */
const READ_PRAGMAS = new Set([
  'application_id',
  'auto_vacuum',
  'cache_size',
  'collation_list',
  'compile_options',
  'data_version',
  'database_list',
  'encoding',
  'foreign_keys',
  'freelist_count',
  'function_list',
  'journal_mode',
  'module_list',
  'page_count',
  'page_size',
  'pragma_list',
  'schema_version',
  'user_version',
]);
/** SQLite PRAGMAs that read something named in parentheses: table_info(post)… */
const READ_PRAGMAS_WITH_ARGUMENT = new Set([
  'table_info',
  'table_xinfo',
  'table_list',
  'index_list',
  'index_info',
  'index_xinfo',
  'foreign_key_list',
  'foreign_key_check',
  'integrity_check',
  'quick_check',
]);

const isPunct = (token: SqlToken | undefined, value: string) => token?.kind === 'punct' && token.value === value;
const isName = (token: SqlToken) => token.kind === 'word' || token.kind === 'quoted';
const nameOf = (token: SqlToken) => token.value.toLowerCase();

function deniedName(tokens: SqlToken[], dialect: SqlDialect): string | undefined {
  for (const token of tokens) {
    if (!isName(token)) continue;
    const name = nameOf(token);
    if (dialect === 'sqlite' && SQLITE_DENIED.has(name)) return name;
    if (dialect === 'postgres') {
      if (POSTGRES_DENIED.has(name) || POSTGRES_DENIED_PREFIXES.some((prefix) => name.startsWith(prefix))) return name;
    }
  }
  return undefined;
}

function classifyPragma(tokens: SqlToken[]): SqlClassification {
  const refuse: SqlClassification = { kind: 'refused', keyword: 'pragma', refusal: 'pragma' };
  let i = 1;
  if (isName(tokens[i] as SqlToken) && isPunct(tokens[i + 1], '.')) i += 2;
  const name = tokens[i];
  if (!name || !isName(name)) return refuse;
  const rest = tokens.slice(i + 1);
  if (rest.length === 0 && (READ_PRAGMAS.has(nameOf(name)) || READ_PRAGMAS_WITH_ARGUMENT.has(nameOf(name)))) {
    return { kind: 'read', keyword: 'pragma' };
  }
  const oneArgument = rest.length === 3 && isPunct(rest[0], '(') && rest[1]?.kind !== 'punct' && isPunct(rest[2], ')');
  if (oneArgument && READ_PRAGMAS_WITH_ARGUMENT.has(nameOf(name))) return { kind: 'read', keyword: 'pragma' };
  return refuse;
}

/** EXPLAIN runs nothing unless PostgreSQL's ANALYZE option is given; then it runs its statement. */
function classifyExplain(tokens: SqlToken[], dialect: SqlDialect, protectedTables: readonly string[]) {
  let i = 1;
  let analyze = false;
  if (isPunct(tokens[i], '(')) {
    const close = tokens.findIndex((token, index) => index > i && isPunct(token, ')'));
    const options = tokens.slice(i + 1, close === -1 ? tokens.length : close);
    // (ANALYZE), (ANALYZE true/on/1); (ANALYZE false/off/0) runs nothing.
    options.forEach((token, index) => {
      if (token.kind !== 'word' || (token.value !== 'analyze' && token.value !== 'analyse')) return;
      const value = options[index + 1];
      analyze ||= !(value && ['false', 'off', '0'].includes(value.value.toLowerCase()));
    });
    i = close === -1 ? tokens.length : close + 1;
  }
  while (tokens[i]?.kind === 'word' && ['analyze', 'analyse', 'verbose', 'query', 'plan'].includes(tokens[i]!.value)) {
    if (tokens[i]!.value.startsWith('analy')) analyze = true;
    i += 1;
  }
  const inner = classifyTokens(tokens.slice(i), dialect, protectedTables);
  if (inner.kind === 'refused' || inner.kind === 'schema') return { ...inner, keyword: 'explain' };
  return { kind: analyze && dialect === 'postgres' ? inner.kind : 'read', keyword: 'explain' } as SqlClassification;
}

function classifyTokens(
  tokens: SqlToken[],
  dialect: SqlDialect,
  protectedTables: readonly string[],
): SqlClassification {
  const start = tokens.findIndex((token) => !isPunct(token, '('));
  const first = tokens[start];
  const keyword = first?.kind === 'word' ? first.value : '?';
  if (!first || first.kind !== 'word') return { kind: 'refused', keyword, refusal: 'unsupported' };
  const denied = deniedName(tokens, dialect);
  if (denied) return { kind: 'refused', keyword, refusal: 'function', name: denied };

  let kind: SqlStatementKind;
  if (keyword === 'pragma' && dialect === 'sqlite') return classifyPragma(tokens.slice(start));
  if (keyword === 'explain') return classifyExplain(tokens.slice(start), dialect, protectedTables);
  if (TRANSACTION.has(keyword)) return { kind: 'refused', keyword, refusal: 'transaction' };
  if (OUTSIDE.has(keyword)) return { kind: 'refused', keyword, refusal: 'outside' };
  if (SESSION.has(keyword)) return { kind: 'refused', keyword, refusal: 'session' };
  if (SCHEMA.has(keyword)) kind = 'schema';
  else if (WRITES.has(keyword)) kind = 'write';
  else if (READS.has(keyword)) kind = 'read';
  else return { kind: 'refused', keyword, refusal: 'unsupported' };

  const words = tokens.filter((token) => token.kind === 'word').map((token) => token.value);
  if (kind === 'read') {
    // SELECT … INTO creates a table on PostgreSQL; a WITH may end in (or hold) a write;
    // FOR UPDATE locks rows. REPLACE counts only as REPLACE INTO, never the replace() function.
    if (keyword === 'select' && words.includes('into')) kind = 'schema';
    else if (words.some((word, index) => WRITES.has(word) && (word !== 'replace' || words[index + 1] === 'into'))) {
      kind = 'write';
    }
  }
  if (kind !== 'read') {
    const names = tokens.filter(isName).map(nameOf);
    if (names.some((name) => protectedTables.includes(name))) return { kind: 'refused', keyword, refusal: 'audit' };
    if (names.some((name) => OPERATIONAL_TABLES.includes(name))) {
      return { kind: 'refused', keyword, refusal: 'operational' };
    }
    if (names.some((name) => isSignInColumn(name) || isSignInTable(name))) {
      return { kind: 'refused', keyword, refusal: 'signIn' };
    }
    if (dialect === 'sqlite' && names.some((name) => name.startsWith('sqlite_'))) {
      return { kind: 'refused', keyword, refusal: 'system' };
    }
  }
  return { kind, keyword };
}

/**
 * What one statement would do, read from its tokens (strings and comments skipped, quoted names
 * unquoted): the SQL tool's first lock, and the web page's cue to ask before a write. The engines
 * hold the second lock (read-only connection or transaction, the tool's PostgreSQL role, SQLite's
 * own statement flags), so a misreading here cannot do more than the engine allows.
 */
export function classifySql(
  statement: string,
  dialect: SqlDialect,
  protectedTables: readonly string[] = ['audit_log'],
): SqlClassification {
  return classifyTokens(tokenizeSql(statement, dialect), dialect, protectedTables);
}

/** The web page does not know the engine: a statement is a write if either engine reads it so. */
export const isWriteStatement = (statement: string): boolean =>
  (['sqlite', 'postgres'] as const).some((dialect) => classifySql(statement, dialect).kind === 'write');
