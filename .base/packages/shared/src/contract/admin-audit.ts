import { ADMIN_QUERY_MODES } from './admin-query.ts';
import { pagination, wireUserId } from './common.ts';
import { z } from './zod.ts';

/**
 * What the audit trail records (docs/decisions/061-audit-trail.md). A new admin action that
 * changes something adds its name here, a label in the web catalog, and calls
 * `app.audit.record()` in the same transaction as the change.
 */
export const AUDIT_ACTIONS = [
  'sql.run',
  'post.confirm',
  'settings.update',
  'youtube.import',
  'youtube.save_videos',
  'youtube.collect_channels',
  'rankings.collect',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OUTCOMES = ['ok', 'error', 'refused', 'timeout'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export const AUDIT_MESSAGES = {
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  badRange: '시작 날짜가 끝 날짜보다 늦습니다.',
  badAction: '알 수 없는 작업 유형입니다.',
} as const;

export const AUDIT_PAGE_SIZE = 30;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A calendar day in Korea (the admins' day), YYYY-MM-DD. */
const koreanDay = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.badDate)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+09:00`)), AUDIT_MESSAGES.badDate)
    .optional(),
);

export const auditListQuery = z
  .object({
    /** An action name (`sql.run`…); names that exist only in older rows are accepted too. */
    action: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z_]{1,30}(\.[a-z_]{1,30}){0,2}$/, AUDIT_MESSAGES.badAction)
        .optional(),
    ),
    actor: z.preprocess(blankToUndefined, wireUserId.optional()),
    outcome: z.preprocess(blankToUndefined, z.enum(AUDIT_OUTCOMES).optional()),
    from: koreanDay,
    to: koreanDay,
    page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number().int().min(1).max(100_000)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: AUDIT_MESSAGES.badRange,
    path: ['from'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditActor = z.object({ userId: z.string(), userName: z.string().nullable() });
export type AuditActor = z.infer<typeof auditActor>;

export const auditEntry = z.object({
  auditId: z.number().int(),
  createdAt: z.string(),
  /** Null for actions the server took by itself. The name is the one the admin had then. */
  actor: auditActor.nullable(),
  action: z.string(),
  /** What it acted on, as wire ids (`post12, post13`), when it acted on something. */
  target: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** Rows returned or changed, posts confirmed, videos saved. */
  rowCount: z.number().int().nullable(),
  /** The admin's stated reason, for actions that ask for one. */
  reason: z.string().nullable(),
  error: z.string().nullable(),
  /** Action-specific facts; the shapes of the known actions are below. */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntry),
  pagination: pagination.extend({ total: z.number().int() }),
  /** Everyone who appears in the trail, for the admin filter. */
  actors: z.array(auditActor),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** `detail` of the known actions. */
export const auditDetails = {
  'sql.run': z.object({ sql: z.string(), mode: z.enum(ADMIN_QUERY_MODES), durationMs: z.number().nullish() }),
  'post.confirm': z.object({ postIds: z.array(z.string()), requested: z.number().int() }),
  'settings.update': z.object({
    changes: z.record(z.string(), z.object({ from: z.boolean(), to: z.boolean() })),
  }),
  'youtube.import': z.object({
    region: z.string(),
    date: z.string(),
    maxResults: z.number().int(),
    categoryId: z.string().nullish(),
    q: z.string().nullish(),
    videoType: z.string(),
    savedCount: z.number().int(),
    duplicateCount: z.number().int(),
  }),
  'youtube.save_videos': z.object({
    region: z.string().nullable(),
    videoIds: z.array(z.string()),
    savedCount: z.number().int(),
    duplicateCount: z.number().int(),
  }),
  'youtube.collect_channels': z.object({
    region: z.string(),
    dataSource: z.string(),
    searchKeyword: z.string().nullable(),
    categoryId: z.string().nullable(),
    channelIds: z.array(z.string()),
  }),
  'rankings.collect': z.object({ runId: z.number().int().nullable(), regions: z.array(z.string()) }),
} satisfies Record<AuditAction, z.ZodType>;
export type AuditDetail<A extends AuditAction> = z.infer<(typeof auditDetails)[A]>;
