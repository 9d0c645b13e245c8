import { parsePostId } from '../domain/ids.ts';
import { INT32_MAX, pagination } from './common.ts';
import { MODERATION_REASON_MAX } from './moderation.ts';
import { z } from './zod.ts';

/** 신고 (docs/decisions/111-reports-and-auto-hide.md). */
export const REPORT_REASONS = ['spam', 'abuse', 'sexual', 'privacy', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: '스팸',
  abuse: '욕설·비하',
  sexual: '음란물',
  privacy: '개인정보 노출',
  copyright: '저작권',
  other: '기타',
};

/** What a reporter hears when their report is resolved (each action). */
export const REPORT_OUTCOME_TEXTS: Record<'hide' | 'delete' | 'ignore' | 'sanction', string> = {
  hide: '신고하신 내용을 검토해 숨김 처리했습니다.',
  delete: '신고하신 내용을 검토해 삭제했습니다.',
  ignore: '신고하신 내용을 검토했지만 운영정책 위반을 찾지 못했습니다.',
  sanction: '신고하신 내용을 검토해 숨기고 작성자를 제재했습니다.',
};

/**
 * What the reporter heard instead when the report was on a 쪽지: a 쪽지 is never hidden, it is
 * deleted from the thread, and its sender is the one sanctioned.
 */
export const MESSAGE_REPORT_OUTCOME_TEXTS: Record<'delete' | 'ignore' | 'sanction', string> = {
  delete: '신고하신 쪽지를 검토해 삭제했습니다.',
  ignore: REPORT_OUTCOME_TEXTS.ignore,
  sanction: '신고하신 쪽지를 검토해 삭제하고 보낸 사람을 제재했습니다.',
};

/** A 쪽지 is reported by the member who received it (docs/decisions/260-message-reports.md). */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_DETAIL_MAX = 1000;

export const REPORT_MESSAGES = {
  badTarget: '신고할 대상을 찾을 수 없습니다.',
  badReason: '신고 사유를 선택해주세요.',
  detailRequired: '기타 사유를 적어주세요.',
  detailTooLong: `설명은 ${REPORT_DETAIL_MAX.toLocaleString('en-US')}자 이하로 적어주세요.`,
  postNotFound: '게시글을 찾을 수 없습니다.',
  commentNotFound: '댓글을 찾을 수 없습니다.',
  messageNotFound: '쪽지를 찾을 수 없습니다.',
  ownMessage: '내가 보낸 쪽지는 신고할 수 없습니다.',
  messageCannotHide: '쪽지는 숨길 수 없습니다. 삭제하거나 무시를 골라주세요.',
  ownContent: '본인이 쓴 글이나 댓글은 신고할 수 없습니다.',
  alreadyReported: '이미 신고한 내용입니다. 검토가 끝나면 결과를 알려드립니다.',
  tooMany: '신고를 너무 자주 하고 있습니다.',
  alreadyResolved: '이미 처리된 신고입니다.',
  notReported: '신고된 적이 없는 대상입니다.',
  nothingSelected: '처리할 신고를 선택해주세요.',
  tooManyTargets: '한 번에 100건까지 처리할 수 있습니다.',
  adminTarget: '관리자 계정은 제재할 수 없습니다.',
  daysRequired: '정지 기간을 정하거나 영구 정지를 선택해주세요.',
} as const;

const targetType = z.enum(REPORT_TARGET_TYPES, { error: REPORT_MESSAGES.badTarget });

/** `post12`, `12` or 12 for a post; 34 or `34` for a comment or a 쪽지: the number either way. */
const targetId = z.union([z.string().check(z.maxLength(40)), z.number()], { error: REPORT_MESSAGES.badTarget });

/** The target's number, or null when it cannot name one. */
export function parseTargetId(type: ReportTargetType, value: string | number): number | null {
  const id =
    type === 'post'
      ? parsePostId(value)
      : typeof value === 'number'
        ? value
        : /^[1-9][0-9]{0,14}$/.test(value)
          ? Number(value)
          : null;
  return id !== null && Number.isSafeInteger(id) && id > 0 && id <= INT32_MAX ? id : null;
}

const target = z.pipe(
  z.object({ targetType, targetId }),
  z.transform((value, ctx) => {
    const id = parseTargetId(value.targetType, value.targetId);
    if (id === null) {
      ctx.issues.push({ code: 'custom', message: REPORT_MESSAGES.badTarget, input: value });
      return z.NEVER;
    }
    return { targetType: value.targetType, targetId: id };
  }),
);

/** POST /api/reports. 기타 needs a few words; the others may add them. */
export const createReportBody = z.pipe(
  z.object({
    targetType,
    targetId,
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.badReason }),
    detail: z.optional(z.string().check(z.trim(), z.maxLength(REPORT_DETAIL_MAX, REPORT_MESSAGES.detailTooLong))),
  }),
  z.transform((value, ctx) => {
    const id = parseTargetId(value.targetType, value.targetId);
    if (id === null) {
      ctx.issues.push({ code: 'custom', message: REPORT_MESSAGES.badTarget, input: value });
      return z.NEVER;
    }
    if (value.reason === 'other' && !value.detail) {
      ctx.issues.push({ code: 'custom', message: REPORT_MESSAGES.detailRequired, input: value });
      return z.NEVER;
    }
    return { targetType: value.targetType, targetId: id, reason: value.reason, detail: value.detail || null };
  }),
);
export type CreateReportBody = z.input<typeof createReportBody>;

export const createReportResponse = z.object({ success: z.literal(true), reportId: z.int() });
export type CreateReportResponse = z.infer<typeof createReportResponse>;

/** The admins' queue. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_PAGE_SIZE = 25;

export const reportListQuery = z.object({
  status: z.pipe(
    z.transform((v) => (v === undefined || v === '' ? 'open' : v)),
    z.enum(REPORT_STATUSES),
  ),
  page: z.pipe(
    z.transform((v) => (v === undefined || v === '' ? 1 : Number(v))),
    z.int().check(z.gte(1), z.lte(10_000)),
  ),
});
export type ReportListQuery = z.input<typeof reportListQuery>;

export const REPORT_ACTIONS = ['hide', 'delete', 'ignore', 'sanction'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** Where the reported content stands now. */
export const REPORT_TARGET_STATES = ['visible', 'hidden', 'deleted', 'pending'] as const;

export const reportEntry = z.object({
  reportId: z.int(),
  reporter: z.object({ userId: z.string(), userName: z.string() }),
  reason: z.enum(REPORT_REASONS),
  detail: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ReportEntry = z.infer<typeof reportEntry>;

/** One reported post, comment or 쪽지 with everything the queue shows about it. */
export const reportGroup = z.object({
  /** `post12`, `comment34` or `message56`: the key the resolve call and the page use. */
  key: z.string(),
  targetType: targetType,
  targetId: z.int(),
  /** The post, or the post the comment is on; null for a 쪽지. */
  postId: z.nullable(z.string()),
  postTitle: z.nullable(z.string()),
  /** The text reported (a post's text, a comment or a 쪽지), cut at 1,000 characters. */
  content: z.string(),
  /** Who wrote it (a 쪽지's sender). */
  author: z.object({
    userId: z.string(),
    userName: z.string(),
    /** Suspended or banned right now. */
    suspended: z.boolean(),
  }),
  /** A 쪽지's recipient (the one who could report it); null for a post or a comment. */
  recipient: z.nullable(z.object({ userId: z.string(), userName: z.string() })),
  state: z.enum(REPORT_TARGET_STATES),
  /** Why it is hidden, when it is; `hiddenAutomatically` when the threshold did it. */
  hiddenReason: z.nullable(z.string()),
  hiddenAutomatically: z.boolean(),
  /** Reports in this group (of the listed status). */
  reportCount: z.int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.int() })),
  /** The latest reports, newest first (at most 10). */
  reports: z.array(reportEntry),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** Resolved groups: what was done, when and by whom. */
  resolution: z.nullable(
    z.object({
      action: z.enum(REPORT_ACTIONS),
      resolvedAt: z.string(),
      resolvedBy: z.nullable(z.string()),
    }),
  ),
});
export type ReportGroup = z.infer<typeof reportGroup>;

export const reportListResponse = z.object({
  success: z.literal(true),
  groups: z.array(reportGroup),
  pagination: z.extend(pagination, { total: z.int() }),
  counts: z.object({ open: z.int(), resolved: z.int() }),
  /** Reports from this many different users hide the content at once (the admin setting). */
  autoHideThreshold: z.int(),
});
export type ReportListResponse = z.infer<typeof reportListResponse>;

/** POST /api/admin/reports/resolve: one action on one or many targets, all or none. */
export const resolveReportsBody = z.object({
  targets: z
    .array(target)
    .check(z.minLength(1, REPORT_MESSAGES.nothingSelected), z.maxLength(100, REPORT_MESSAGES.tooManyTargets)),
  action: z.enum(REPORT_ACTIONS),
  /** Shown to the author; without one, the most reported reason is named. */
  reason: z.optional(z.string().check(z.trim(), z.maxLength(MODERATION_REASON_MAX))),
  /** 작성자 제재: days of suspension, or null for a permanent ban. */
  days: z.optional(z.nullable(z.int().check(z.gte(1), z.lte(3650)))),
});
export type ResolveReportsBody = z.input<typeof resolveReportsBody>;

export const resolveReportsResponse = z.object({
  success: z.literal(true),
  /** The keys resolved (`post12`, `comment34`, `message56`). */
  keys: z.array(z.string()),
  reportCount: z.int(),
});
export type ResolveReportsResponse = z.infer<typeof resolveReportsResponse>;
