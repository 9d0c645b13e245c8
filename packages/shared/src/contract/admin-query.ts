import { z } from './zod.ts';

/**
 * Limits of the SQL tool (docs/decisions/010 and 060): one statement of at most 20,000
 * characters, 1,000 rows and about 5 MB back, each value cut at 64 KiB, cancelled after 5 s,
 * and at most two runs at a time per admin.
 */
export const ADMIN_QUERY_LIMITS = {
  maxRows: 1000,
  timeoutMs: 5000,
  maxQueryLength: 20_000,
  maxResultBytes: 5 * 1024 * 1024,
  maxCellChars: 64 * 1024,
  maxConcurrentRuns: 2,
} as const;

export const ADMIN_QUERY_MODES = ['read', 'write'] as const;
export type AdminQueryMode = (typeof ADMIN_QUERY_MODES)[number];

export const ADMIN_QUERY_MESSAGES = {
  queryRequired: '쿼리를 입력해주세요.',
  keyRequired: '관리자 키를 입력해주세요.',
  wrongKey: '관리자 키가 올바르지 않습니다.',
  tooLong: '쿼리가 너무 깁니다. 20,000자 이하로 입력해주세요.',
  multipleStatements: '한 번에 하나의 SQL 문만 실행할 수 있습니다.',
  timeout: '쿼리가 5초 안에 끝나지 않아 취소되었습니다.',
  failed: '쿼리 실행에 실패했습니다.',
  readOnly: '읽기 전용 모드에서는 데이터를 바꾸는 SQL을 실행할 수 없습니다. 쓰기 모드를 켜고 다시 실행하세요.',
  schema:
    '테이블 구조나 권한을 바꾸는 SQL(CREATE, ALTER, DROP, TRUNCATE, GRANT 등)은 SQL 도구에서 실행할 수 없습니다. 마이그레이션으로 바꿔주세요.',
  transaction: '트랜잭션 제어문(BEGIN, COMMIT 등)은 실행할 수 없습니다. 한 문장씩 자동으로 트랜잭션 안에서 실행됩니다.',
  outside: '데이터베이스 밖의 파일이나 프로그램에 닿는 SQL(ATTACH, VACUUM, COPY 등)은 실행할 수 없습니다.',
  session: '세션 설정이나 역할을 바꾸는 SQL(SET, RESET, DO, CALL 등)은 실행할 수 없습니다.',
  pragma: '값을 바꾸는 PRAGMA는 실행할 수 없습니다. table_info처럼 조회만 하는 PRAGMA를 쓰세요.',
  deniedFunction: (name: string) => `SQL 도구에서 쓸 수 없는 함수나 뷰입니다: ${name}`,
  audit: '감사 기록(audit_log)은 SQL 도구로 바꾸거나 지울 수 없습니다.',
  operational:
    '로그인 세션, 요청 제한 카운터, 예약 작업 기록, 마이그레이션 기록은 SQL 도구로 바꿀 수 없습니다. 조회만 할 수 있습니다.',
  signIn:
    '관리자 등급, 비밀번호·세션 해시, 연결된 로그인, 2단계 인증 정보는 SQL 도구로 바꿀 수 없습니다. 회원 관리 화면의 기능을 쓰세요.',
  writeLevel: '쓰기 모드는 최고 관리자(2단계)만 쓸 수 있습니다. 읽기 전용 모드로 실행하세요.',
  system: '데이터베이스 내부 테이블(sqlite_*)은 바꿀 수 없습니다.',
  unsupported: (keyword: string) =>
    `SQL 도구에서 실행할 수 없는 문장입니다${keyword ? `(${keyword})` : ''}. SELECT, INSERT, UPDATE, DELETE 같은 한 문장을 입력하세요.`,
  notPermitted: (detail: string) => `SQL 도구에 허용되지 않은 작업입니다: ${detail}`,
  roleChanged: '실행 중에 데이터베이스 역할이 바뀌어 결과를 버리고 모두 되돌렸습니다.',
  tooManyRuns: '동시에 실행할 수 있는 쿼리는 2개까지입니다. 실행 중인 쿼리가 끝난 뒤 다시 시도하세요.',
  writeUnavailable:
    '이 데이터베이스에는 SQL 도구 전용 역할(tubesphere_sql_tool)이 없어 쓰기 모드를 쓸 수 없습니다. 읽기 전용 모드로 실행하세요.',
  sandboxUnavailable:
    'SQL 도구 전용 역할(tubesphere_sql_tool)을 쓸 수 없어 실행하지 않았습니다. 데이터베이스 관리자에게 문의하세요.',
} as const;

export const adminQueryBody = z.object({
  // Blank is answered by the service (so that refusal is audited too), not by the schema.
  query: z.optional(z.string()),
  adminKey: z.optional(z.string().check(z.maxLength(500))),
  /** Read-only unless the admin switched to write mode (and confirmed the write). */
  mode: z.optional(z.enum(ADMIN_QUERY_MODES)),
});
export type AdminQueryBody = z.input<typeof adminQueryBody>;

/**
 * A cell as JSON can carry it: dates and blobs arrive as text, integers beyond ±2^53 as their
 * exact digits, values over 64 KiB cut with an ellipsis.
 */
export const sqlCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const adminSelectResult = z.object({
  success: z.literal(true),
  type: z.literal('select'),
  mode: z.enum(ADMIN_QUERY_MODES),
  /** Column names in order (duplicates get a `:2` suffix so each key is unique). */
  columns: z.array(z.string()),
  data: z.array(z.record(z.string(), sqlCell)),
  rowCount: z.int(),
  /** True when the result was cut: more than 1,000 rows, or more than 5 MB. */
  truncated: z.boolean(),
  /** Which limit cut it. */
  truncatedBy: z.nullable(z.enum(['rows', 'bytes'])),
  /** Some value was longer than 64 KiB and shows only its beginning. */
  cellsCut: z.boolean(),
  /** Columns whose values are withheld (password and session-token hashes); their cells are null. */
  redactedColumns: z.array(z.string()),
  executionTime: z.number(),
});

export const adminModificationResult = z.object({
  success: z.literal(true),
  type: z.literal('modification'),
  mode: z.enum(ADMIN_QUERY_MODES),
  changes: z.int(),
  /** SQLite's last inserted rowid (as text beyond ±2^53); PostgreSQL has none (use RETURNING). */
  lastRowId: z.nullable(z.union([z.int(), z.string()])),
  executionTime: z.number(),
});

export const adminQueryResponse = z.discriminatedUnion('type', [adminSelectResult, adminModificationResult]);
export type AdminQueryResponse = z.infer<typeof adminQueryResponse>;
export type AdminSelectResult = z.infer<typeof adminSelectResult>;
export type AdminModificationResult = z.infer<typeof adminModificationResult>;

/** Saved queries, shared by every admin (docs/decisions/114-sql-tool-saved-queries-csv-schema.md). */
export const SAVED_QUERY_MESSAGES = {
  nameRequired: '저장할 이름을 입력해주세요.',
  nameTooLong: '이름은 100자 이하로 입력해주세요.',
  sqlRequired: '저장할 쿼리를 입력해주세요.',
  sqlTooLong: '쿼리가 너무 깁니다. 20,000자 이하로 입력해주세요.',
  notFound: '저장된 쿼리를 찾을 수 없습니다.',
  tooMany: '저장된 쿼리는 200개까지입니다. 쓰지 않는 것을 지워주세요.',
} as const;
export const SAVED_QUERY_MAX = 200;

export const savedQuery = z.object({
  id: z.int(),
  name: z.string(),
  sql: z.string(),
  createdBy: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuery>;

export const savedQueriesResponse = z.object({ success: z.literal(true), queries: z.array(savedQuery) });
export type SavedQueriesResponse = z.infer<typeof savedQueriesResponse>;

/** Saving under an existing name replaces that query (an admin refining a shared one). */
export const saveQueryBody = z.object({
  name: z
    .string({ error: SAVED_QUERY_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, SAVED_QUERY_MESSAGES.nameRequired),
      z.maxLength(100, SAVED_QUERY_MESSAGES.nameTooLong),
    ),
  sql: z
    .string({ error: SAVED_QUERY_MESSAGES.sqlRequired })
    .check(
      z.trim(),
      z.minLength(1, SAVED_QUERY_MESSAGES.sqlRequired),
      z.maxLength(ADMIN_QUERY_LIMITS.maxQueryLength, SAVED_QUERY_MESSAGES.sqlTooLong),
    ),
});
export type SaveQueryBody = z.input<typeof saveQueryBody>;

export const saveQueryResponse = z.object({ success: z.literal(true), query: savedQuery });
export type SaveQueryResponse = z.infer<typeof saveQueryResponse>;

export const savedQueryParams = z.object({
  id: z.pipe(
    z.transform((value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value)),
    z
      .int({ error: SAVED_QUERY_MESSAGES.notFound })
      .check(z.positive(), z.lte(2_147_483_647, SAVED_QUERY_MESSAGES.notFound)),
  ),
});

/** The schema browser: every table the tool can query, with its columns. */
export const schemaTable = z.object({
  name: z.string(),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type SchemaTable = z.infer<typeof schemaTable>;
export const schemaResponse = z.object({ success: z.literal(true), tables: z.array(schemaTable) });
export type SchemaResponse = z.infer<typeof schemaResponse>;
