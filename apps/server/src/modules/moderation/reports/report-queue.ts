import {
  REPORT_PAGE_SIZE,
  type ReportAction,
  type ReportGroup,
  type ReportListResponse,
  type ReportReason,
  type ReportStatus,
} from '@tubesphere/shared/contract/reports';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AdminSettingsService } from '../../admin/index.ts';
import { messagesByIds } from './message-repository.ts';
import { commentsByIds, groupCounts, groupPage, postsByIds, reportsOf } from './repository.ts';
import { isSuspendedNow } from './resolve-reports.ts';

const CONTENT_CHARS = 1000;
const REPORTS_SHOWN = 10;
const DELETED_NAME = '탈퇴한 사용자';

const cut = (text: string) => {
  const chars = [...text];
  return chars.length <= CONTENT_CHARS ? text : `${chars.slice(0, CONTENT_CHARS).join('')}…`;
};

type ReportRow = Awaited<ReturnType<typeof reportsOf>>[number];
type AuthorRow = Awaited<ReturnType<typeof postsByIds>>[number];
type MessageRow = Awaited<ReturnType<typeof messagesByIds>>[number];

const authorOf = (row: AuthorRow | Awaited<ReturnType<typeof commentsByIds>>[number] | MessageRow) => ({
  userId: toWireUserId(row.author_id),
  userName: row.author_deleted_at ? DELETED_NAME : row.author_name,
  suspended: isSuspendedNow(row),
});

/**
 * The admins' report queue, one entry per reported post, comment or 쪽지 (docs/decisions/111,
 * 260): the count, the reasons tallied, the latest reports with their words, the content itself
 * and where it stands. A fixed number of queries per page (groups, reports, posts, comments,
 * messages, counts).
 */
export class ReportQueue {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: AdminSettingsService,
  ) {}

  async list(status: ReportStatus, page: number): Promise<ReportListResponse> {
    const limit = REPORT_PAGE_SIZE;
    const [rows, counts, settings] = await Promise.all([
      groupPage(this.db, status, (page - 1) * limit, limit + 1),
      groupCounts(this.db),
      this.settings.get(),
    ]);
    const pageRows = rows.slice(0, limit);
    const postIds = pageRows.filter((row) => row.target_type === 'post').map((row) => row.target_id);
    const commentIds = pageRows.filter((row) => row.target_type === 'comment').map((row) => row.target_id);
    const messageIds = pageRows.filter((row) => row.target_type === 'message').map((row) => row.target_id);
    const [postReports, commentReports, messageReports, posts, comments, messages] = await Promise.all([
      postIds.length ? reportsOf(this.db, status, 'post', postIds) : [],
      commentIds.length ? reportsOf(this.db, status, 'comment', commentIds) : [],
      messageIds.length ? reportsOf(this.db, status, 'message', messageIds) : [],
      postIds.length ? postsByIds(this.db, postIds) : [],
      commentIds.length ? commentsByIds(this.db, commentIds) : [],
      messageIds.length ? messagesByIds(this.db, messageIds) : [],
    ]);
    const reportsByKey = new Map<string, ReportRow[]>();
    for (const report of [...postReports, ...commentReports, ...messageReports]) {
      const key = `${report.target_type}${report.target_id}`;
      reportsByKey.set(key, [...(reportsByKey.get(key) ?? []), report]);
    }
    const postById = new Map(posts.map((post) => [post.post_id, post]));
    const commentById = new Map(comments.map((comment) => [comment.comment_id, comment]));
    const messageById = new Map(messages.map((message) => [message.message_id, message]));

    const groups: ReportGroup[] = [];
    for (const row of pageRows) {
      const key = `${row.target_type}${row.target_id}`;
      const reports = reportsByKey.get(key) ?? [];
      const content =
        row.target_type === 'post'
          ? this.postContent(postById.get(row.target_id))
          : row.target_type === 'message'
            ? this.messageContent(messageById.get(row.target_id))
            : this.commentContent(commentById.get(row.target_id));
      if (!content) continue;
      groups.push({
        key,
        targetType: row.target_type,
        targetId: row.target_id,
        ...content,
        reportCount: Number(row.report_count),
        reasons: tally(reports),
        reports: reports.slice(0, REPORTS_SHOWN).map((report) => ({
          reportId: report.report_id,
          reporter: { userId: toWireUserId(report.reporter_id), userName: report.reporter_name },
          reason: report.reason as ReportReason,
          detail: report.detail,
          createdAt: report.created_at,
        })),
        firstReportedAt: row.first_at,
        lastReportedAt: row.last_at,
        resolution: status === 'resolved' ? resolutionOf(reports) : null,
      });
    }
    return {
      success: true,
      groups,
      pagination: { page, limit, hasMore: rows.length > limit, total: counts[status] },
      counts,
      autoHideThreshold: settings.report_auto_hide_threshold,
    };
  }

  private postContent(post: AuthorRow | undefined) {
    if (!post) return null;
    const hidden = post.moderation_status === 'hidden';
    return {
      postId: toWirePostId(post.post_id),
      postTitle: post.title,
      content: cut(post.content),
      author: authorOf(post),
      recipient: null,
      state: post.deleted_at
        ? ('deleted' as const)
        : hidden
          ? ('hidden' as const)
          : post.is_confirmed === 1
            ? ('visible' as const)
            : ('pending' as const),
      hiddenReason: hidden ? post.moderation_reason : null,
      hiddenAutomatically: hidden && post.moderated_by === null,
    };
  }

  private commentContent(comment: Awaited<ReturnType<typeof commentsByIds>>[number] | undefined) {
    if (!comment) return null;
    const hidden = comment.hidden_at !== null && comment.deleted_at === null;
    return {
      postId: toWirePostId(comment.post_id),
      postTitle: comment.post_title,
      content: cut(comment.content),
      author: authorOf(comment),
      recipient: null,
      state:
        comment.deleted_at || comment.post_deleted_at
          ? ('deleted' as const)
          : hidden
            ? ('hidden' as const)
            : ('visible' as const),
      hiddenReason: hidden ? comment.hidden_reason : null,
      hiddenAutomatically: hidden && comment.hidden_by === null,
    };
  }

  /** A 쪽지 is never hidden: it is in its thread or deleted from it. */
  private messageContent(message: MessageRow | undefined) {
    if (!message) return null;
    return {
      postId: null,
      postTitle: null,
      content: cut(message.content),
      author: authorOf(message),
      recipient: {
        userId: toWireUserId(message.recipient_id),
        userName: message.recipient_deleted_at ? DELETED_NAME : message.recipient_name,
      },
      state: message.deleted_at ? ('deleted' as const) : ('visible' as const),
      hiddenReason: null,
      hiddenAutomatically: false,
    };
  }
}

function tally(reports: ReportRow[]) {
  const counts = new Map<ReportReason, number>();
  for (const report of reports)
    counts.set(report.reason as ReportReason, (counts.get(report.reason as ReportReason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/** The latest resolution among the group's reports. */
function resolutionOf(reports: ReportRow[]) {
  const latest = reports
    .filter((report) => report.resolved_at !== null)
    .sort((a, b) => ((a.resolved_at as string) < (b.resolved_at as string) ? 1 : -1))[0];
  if (!latest?.resolution || !latest.resolved_at) return null;
  return {
    action: latest.resolution as ReportAction,
    resolvedAt: latest.resolved_at,
    resolvedBy: latest.resolver_name,
  };
}
