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
  'post.reject',
  'post.hide',
  'post.restore',
  'post.delete',
  'comment.hide',
  'comment.restore',
  'comment.delete',
  'report.resolve',
  'report.resolve_message',
  'user.suspend',
  'user.unsuspend',
  'user.admin_level',
  'sql.save_query',
  'sql.delete_query',
  'user.trust_level',
  'post.auto_confirm',
  'trust.settings',
  'user.block',
  'user.unblock',
  'playlist.edit',
  'mail.read',
  'sphere.create',
  'sphere.update',
  'sphere.staff',
  'sphere.pin',
  'sphere.unpin',
  'sphere.post.hide',
  'sphere.post.restore',
  'sphere.ban',
  'sphere.unban',
  'spam.settings',
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
const koreanDay = z.pipe(
  z.transform(blankToUndefined),
  z.optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.badDate),
      z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+09:00`)), AUDIT_MESSAGES.badDate),
    ),
  ),
);

export const auditListQuery = z
  .object({
    /** An action name (`sql.run`…); names that exist only in older rows are accepted too. */
    action: z.pipe(
      z.transform(blankToUndefined),
      z.optional(z.string().check(z.regex(/^[a-z_]{1,30}(\.[a-z_]{1,30}){0,2}$/, AUDIT_MESSAGES.badAction))),
    ),
    actor: z.pipe(z.transform(blankToUndefined), z.optional(wireUserId)),
    outcome: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(AUDIT_OUTCOMES))),
    from: koreanDay,
    to: koreanDay,
    page: z.pipe(
      z.transform((v) => (v === undefined || v === '' ? 1 : Number(v))),
      z.int().check(z.gte(1), z.lte(100_000)),
    ),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: AUDIT_MESSAGES.badRange,
      path: ['from'],
    }),
  );
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditActor = z.object({ userId: z.string(), userName: z.nullable(z.string()) });
export type AuditActor = z.infer<typeof auditActor>;

export const auditEntry = z.object({
  auditId: z.int(),
  createdAt: z.string(),
  /** Null for actions the server took by itself. The name is the one the admin had then. */
  actor: z.nullable(auditActor),
  action: z.string(),
  /** What it acted on, as wire ids (`post12, post13`), when it acted on something. */
  target: z.nullable(z.string()),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** Rows returned or changed, posts confirmed, videos saved. */
  rowCount: z.nullable(z.int()),
  /** The admin's stated reason, for actions that ask for one. */
  reason: z.nullable(z.string()),
  error: z.nullable(z.string()),
  /** Action-specific facts; the shapes of the known actions are below. */
  detail: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntry),
  pagination: z.extend(pagination, { total: z.int() }),
  /** Everyone who appears in the trail, for the admin filter. */
  actors: z.array(auditActor),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** `detail` of the known actions. */
export const auditDetails = {
  'sql.run': z.object({ sql: z.string(), mode: z.enum(ADMIN_QUERY_MODES), durationMs: z.nullish(z.number()) }),
  'post.confirm': z.object({ postIds: z.array(z.string()), requested: z.int() }),
  'settings.update': z.object({
    changes: z.record(
      z.string(),
      z.object({ from: z.union([z.boolean(), z.number()]), to: z.union([z.boolean(), z.number()]) }),
    ),
  }),
  'youtube.import': z.object({
    region: z.string(),
    date: z.string(),
    maxResults: z.int(),
    categoryId: z.nullish(z.string()),
    q: z.nullish(z.string()),
    videoType: z.string(),
    savedCount: z.int(),
    duplicateCount: z.int(),
  }),
  'youtube.save_videos': z.object({
    region: z.nullable(z.string()),
    videoIds: z.array(z.string()),
    savedCount: z.int(),
    duplicateCount: z.int(),
  }),
  'youtube.collect_channels': z.object({
    region: z.string(),
    dataSource: z.string(),
    searchKeyword: z.nullable(z.string()),
    categoryId: z.nullable(z.string()),
    channelIds: z.array(z.string()),
  }),
  'rankings.collect': z.object({ runId: z.nullable(z.int()), regions: z.array(z.string()) }),
  // Moderation (docs/decisions/110–113). `automatic`: the server hid it when reports reached the
  // threshold (no actor).
  'post.reject': z.object({ postIds: z.array(z.string()), requested: z.int() }),
  'post.hide': z.object({
    postId: z.string(),
    automatic: z.boolean(),
    reportCount: z.nullish(z.int()),
  }),
  'post.restore': z.object({ postId: z.string() }),
  'post.delete': z.object({ postId: z.string(), authorId: z.string() }),
  'comment.hide': z.object({
    commentId: z.int(),
    postId: z.string(),
    automatic: z.boolean(),
    reportCount: z.nullish(z.int()),
  }),
  'comment.restore': z.object({ commentId: z.int(), postId: z.string() }),
  'comment.delete': z.object({ commentId: z.int(), postId: z.string(), authorId: z.string() }),
  /** Staff changing a sphere's 재생목록 they neither own nor belong to. */
  'playlist.edit': z.object({
    playlistId: z.int(),
    change: z.enum(['add', 'remove', 'order', 'details', 'delete']),
    ownerId: z.string(),
  }),
  'report.resolve': z.object({
    action: z.enum(['hide', 'delete', 'ignore', 'sanction']),
    keys: z.array(z.string()),
    reportCount: z.int(),
    /** 작성자 제재: who was suspended, and for how many days (null: banned). */
    sanctioned: z.nullish(z.array(z.string())),
    days: z.nullish(z.int()),
  }),
  /** Reported 쪽지 (`message56`): never hidden, so no `hide`; kept out of the public moderation log. */
  'report.resolve_message': z.object({
    action: z.enum(['delete', 'ignore', 'sanction']),
    keys: z.array(z.string()),
    reportCount: z.int(),
    sanctioned: z.nullish(z.array(z.string())),
    days: z.nullish(z.int()),
  }),
  'user.suspend': z.object({
    userId: z.string(),
    days: z.nullable(z.int()),
    until: z.nullable(z.string()),
    /** Sessions ended (a ban signs the user out everywhere). */
    sessionsEnded: z.int(),
  }),
  'user.unsuspend': z.object({ userId: z.string() }),
  'user.admin_level': z.object({ userId: z.string(), from: z.int(), to: z.int() }),
  'sql.save_query': z.object({ id: z.int(), name: z.string(), sql: z.string(), replaced: z.boolean() }),
  'sql.delete_query': z.object({ id: z.int(), name: z.string() }),
  'user.trust_level': z.object({
    userId: z.string(),
    from: z.int(),
    to: z.int(),
    locked: z.boolean(),
    /** What changed it: an admin, the promotion job or a suspension. */
    cause: z.nullish(z.string()),
  }),
  'post.auto_confirm': z.object({ postId: z.string(), trustLevel: z.int(), autoConfirmTrustLevel: z.int() }),
  'trust.settings': z.object({ changes: z.record(z.string(), z.unknown()) }),
  'user.block': z.object({ userId: z.string() }),
  'user.unblock': z.object({ userId: z.string() }),
  /** A level-2 admin opened a mail in the outbox (/admin/mail); the target names it. */
  'mail.read': z.object({}),
  // Spheres run by their members (docs/sphere-roles.md): the actor is the sphere's staff member
  // (or a site admin); every entry names the sphere, so the open moderation log can show a sphere's.
  'sphere.create': z.object({ sphereId: z.int(), name: z.string() }),
  'sphere.update': z.object({ sphereId: z.int(), fields: z.array(z.string()) }),
  /** An appointment (`to`: manager or moderator) or removal (`to`: member). */
  'sphere.staff': z.object({ sphereId: z.int(), userId: z.string(), from: z.string(), to: z.string() }),
  'sphere.pin': z.object({ sphereId: z.int(), postId: z.string() }),
  'sphere.unpin': z.object({ sphereId: z.int(), postId: z.string() }),
  'sphere.post.hide': z.object({ sphereId: z.int(), postId: z.string(), authorId: z.string() }),
  'sphere.post.restore': z.object({ sphereId: z.int(), postId: z.string() }),
  /** `days` null: for good. */
  'sphere.ban': z.object({
    sphereId: z.int(),
    userId: z.string(),
    days: z.nullable(z.int()),
    until: z.nullable(z.string()),
  }),
  'sphere.unban': z.object({ sphereId: z.int(), userId: z.string() }),
  /** The e-mail domain blocklist replaced (관리자 › 기타 설정). */
  'spam.settings': z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
} satisfies Record<AuditAction, z.ZodMiniType>;
export type AuditDetail<A extends AuditAction> = z.infer<(typeof auditDetails)[A]>;
