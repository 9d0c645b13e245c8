import { z } from './zod.ts';

/** DESIGN §4.3 limits of the SQL tool. */
export const ADMIN_QUERY_LIMITS = { maxRows: 1000, timeoutMs: 5000, maxQueryLength: 20_000 } as const;

export const ADMIN_QUERY_MESSAGES = {
  queryRequired: '쿼리를 입력해주세요.',
  keyRequired: '관리자 키를 입력해주세요.',
  wrongKey: '관리자 키가 올바르지 않습니다.',
  tooLong: '쿼리가 너무 깁니다. 20,000자 이하로 입력해주세요.',
  multipleStatements: '한 번에 하나의 SQL 문만 실행할 수 있습니다.',
  timeout: '쿼리가 5초 안에 끝나지 않아 취소되었습니다.',
  failed: '쿼리 실행에 실패했습니다.',
} as const;

export const adminQueryBody = z.object({
  // Blank is answered by the service (so that refusal is audited too), not by the schema.
  query: z.string().optional(),
  adminKey: z.string().max(500).optional(),
});
export type AdminQueryBody = z.input<typeof adminQueryBody>;

/** A cell as JSON can carry it: dates, blobs and bigints arrive as text. */
export const sqlCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const adminSelectResult = z.object({
  success: z.literal(true),
  type: z.literal('select'),
  /** Column names in order (duplicates get a `:2` suffix so each key is unique). */
  columns: z.array(z.string()),
  data: z.array(z.record(z.string(), sqlCell)),
  rowCount: z.number().int(),
  /** True when more rows existed than the 1,000 returned. */
  truncated: z.boolean(),
  executionTime: z.number(),
});

export const adminModificationResult = z.object({
  success: z.literal(true),
  type: z.literal('modification'),
  changes: z.number().int(),
  /** SQLite's last inserted rowid; PostgreSQL has none (use RETURNING). */
  lastRowId: z.number().int().nullable(),
  executionTime: z.number(),
});

export const adminQueryResponse = z.discriminatedUnion('type', [adminSelectResult, adminModificationResult]);
export type AdminQueryResponse = z.infer<typeof adminQueryResponse>;
export type AdminSelectResult = z.infer<typeof adminSelectResult>;
export type AdminModificationResult = z.infer<typeof adminModificationResult>;
