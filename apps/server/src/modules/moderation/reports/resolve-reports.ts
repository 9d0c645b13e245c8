import {
  MESSAGE_REPORT_OUTCOME_TEXTS,
  REPORT_MESSAGES,
  REPORT_OUTCOME_TEXTS,
  REPORT_REASON_LABELS,
  type ReportAction,
  type ReportReason,
  type ResolveReportsResponse,
} from '@tubesphere/shared/contract/reports';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import { activeSuspension, suspensionEnd } from '@tubesphere/shared/domain/suspension';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import type { AuditService } from '../../audit/index.ts';
import { notify } from '../../notifications/index.ts';
import {
  adoptCommentHide,
  adoptPostHide,
  deleteComment,
  deletePost,
  findCommentState,
  findPostState,
  hideComment,
  hidePost,
  restoreComment,
  restorePost,
} from '../content-repository.ts';
import { findUserState, suspendUser } from '../suspension-repository.ts';
import { deleteMessage, findMessageState } from './message-repository.ts';
import { openReasons, reportTallies, resolveTarget, type TargetRef } from './repository.ts';

type Trx = Transaction<Database>;

export interface ResolveInput {
  targets: TargetRef[];
  action: ReportAction;
  reason?: string;
  /** 작성자 제재: days, or null for a ban. */
  days?: number | null;
}

/** What the reported thing is now, as far as acting on it goes. */
interface Content {
  key: string;
  /** The post, or the post the comment is on; null for a 쪽지. */
  postId: number | null;
  /** Who wrote it (a 쪽지's sender). */
  authorId: number;
  /** Gone already (deleted by its author or another admin): only the reports are closed. */
  gone: boolean;
}

const keyOf = (target: TargetRef) => `${target.targetType}${target.targetId}`;
const isMessage = (target: TargetRef) => target.targetType === 'message';
const newAuditGroup = () => ({ keys: [] as string[], reportCount: 0, sanctioned: [] as number[] });

/**
 * 숨김, 삭제, 무시, 작성자 제재 on one or many reported targets, all or none, in one transaction
 * (docs/decisions/111): every target must have open reports (else 409, or 404 if it never had
 * any). Its open reports close with the action; each reporter hears the outcome once per target,
 * the author hears of a takedown; one audit row names every target, and each suspension has its own.
 * 무시 (shown as 복원) puts back what the threshold hid automatically, and its author hears that it
 * is public again; a hide made by an admin stays.
 * A reported 쪽지 (docs/decisions/260-message-reports.md) is deleted or left, never hidden; 작성자
 * 제재 deletes it and suspends its sender. Its resolution is audited in a row of its own
 * (`report.resolve_message`), which the public moderation log never reads: a private message
 * stays private.
 */
export class ResolveReports {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly audit: AuditService,
  ) {}

  run(adminId: number, input: ResolveInput): Promise<ResolveReportsResponse> {
    const targets = [...new Map(input.targets.map((target) => [keyOf(target), target])).values()];
    if (input.action === 'sanction' && input.days === undefined) throw badRequest(REPORT_MESSAGES.daysRequired);
    if (input.action === 'hide' && targets.some(isMessage)) throw badRequest(REPORT_MESSAGES.messageCannotHide);
    return this.db.transaction().execute(async (trx) => {
      for (const target of targets) {
        const tally = await reportTallies(trx, target);
        if (tally.total === 0) throw notFound(REPORT_MESSAGES.notReported);
        if (tally.open === 0) throw conflict(REPORT_MESSAGES.alreadyResolved);
      }
      const now = nowIso();
      const sanctioned = new Set<number>();
      const audited = { content: newAuditGroup(), message: newAuditGroup() };
      for (const target of targets) {
        const reason = input.reason?.trim() || (await this.defaultReason(trx, target));
        const content = await this.content(trx, target);
        const group = isMessage(target) ? audited.message : audited.content;
        group.keys.push(content.key);
        if (input.action === 'sanction' && !sanctioned.has(content.authorId)) {
          if (await this.sanction(trx, content.authorId, adminId, reason, input.days ?? null, now)) {
            sanctioned.add(content.authorId);
            group.sanctioned.push(content.authorId);
          }
        }
        const outcome = isMessage(target)
          ? await this.applyToMessage(trx, target, content, input.action, now)
          : await this.apply(trx, target, content, input.action, { adminId, reason, now });
        const reporters = await resolveTarget(trx, target, { action: input.action, adminId, now });
        group.reportCount += reporters.length;
        const postId = content.postId === null ? null : toWirePostId(content.postId);
        const commentId = target.targetType === 'comment' ? target.targetId : null;
        const text =
          isMessage(target) && input.action !== 'hide'
            ? MESSAGE_REPORT_OUTCOME_TEXTS[input.action]
            : REPORT_OUTCOME_TEXTS[input.action];
        for (const reporterId of new Set(reporters)) {
          await notify(trx, {
            type: 'report_resolved',
            recipientId: reporterId,
            actorId: adminId,
            postId,
            commentId,
            text,
          });
        }
        // A 쪽지's sender is not told it was deleted: the notice would have no post to point at,
        // and a sanction tells them by itself.
        if (outcome && postId !== null) {
          await notify(trx, {
            type: outcome === 'taken-down' ? 'post_hidden' : 'post_restored',
            recipientId: content.authorId,
            actorId: adminId,
            postId,
            commentId,
            text: outcome === 'taken-down' ? reason : null,
          });
        }
      }
      for (const [action, group] of [
        ['report.resolve', audited.content],
        ['report.resolve_message', audited.message],
      ] as const) {
        if (group.keys.length === 0) continue;
        await this.audit.record(
          {
            actorId: adminId,
            action,
            target: group.keys.join(', '),
            rowCount: group.reportCount,
            reason: input.reason?.trim() || null,
            detail: {
              action: input.action,
              keys: group.keys,
              reportCount: group.reportCount,
              ...(input.action === 'sanction'
                ? { sanctioned: group.sanctioned.map(toWireUserId), days: input.days ?? null }
                : {}),
            },
          },
          trx,
        );
      }
      const reportCount = audited.content.reportCount + audited.message.reportCount;
      return { success: true as const, keys: targets.map(keyOf), reportCount };
    });
  }

  /** "신고 검토 결과: 스팸" — the reason most reporters gave. */
  private async defaultReason(trx: Trx, target: TargetRef): Promise<string> {
    const [top] = await openReasons(trx, target);
    const label = top ? REPORT_REASON_LABELS[top.reason as ReportReason] : undefined;
    return `신고 검토 결과: ${label ?? '운영정책 위반'}`;
  }

  private async content(trx: Trx, target: TargetRef): Promise<Content> {
    const key = keyOf(target);
    if (isMessage(target)) {
      const message = await findMessageState(trx, target.targetId);
      if (message) return { key, postId: null, authorId: message.sender_id, gone: message.deleted_at !== null };
    } else if (target.targetType === 'post') {
      const post = await findPostState(trx, target.targetId);
      if (post) return { key, postId: post.post_id, authorId: post.user_id, gone: false };
    } else {
      const comment = await findCommentState(trx, target.targetId);
      if (comment) return { key, postId: comment.post_id, authorId: comment.user_id, gone: false };
    }
    // Deleted since it was reported: the report rows still say whose and where.
    const row = await trx
      .selectFrom('report')
      .select(['post_id', 'target_user_id'])
      .where('target_type', '=', target.targetType)
      .where('target_id', '=', target.targetId)
      .orderBy('report_id', 'desc')
      .executeTakeFirstOrThrow();
    return { key, postId: row.post_id, authorId: row.target_user_id, gone: true };
  }

  /** 삭제 and 작성자 제재 take the 쪽지 out of its thread; 무시 leaves it. */
  private async applyToMessage(
    trx: Trx,
    target: TargetRef,
    content: Content,
    action: ReportAction,
    now: string,
  ): Promise<'taken-down' | null> {
    if (content.gone || action === 'ignore') return null;
    return (await deleteMessage(trx, target.targetId, now)) ? 'taken-down' : null;
  }

  /** Does the action; says whether it took the content down or put it back just now (the author is told). */
  private async apply(
    trx: Trx,
    target: TargetRef,
    content: Content,
    action: ReportAction,
    v: { adminId: number; reason: string; now: string },
  ): Promise<'taken-down' | 'restored' | null> {
    if (content.gone || content.postId === null) return null;
    const isPost = target.targetType === 'post';
    const tookDown = (done: boolean) => (done ? 'taken-down' : null);
    if (action === 'delete') {
      return tookDown(
        isPost
          ? await deletePost(trx, target.targetId, v.now)
          : await deleteComment(trx, this.dialect, { comment_id: target.targetId, post_id: content.postId }, v.now),
      );
    }
    if (action === 'ignore') {
      let restored = false;
      if (isPost) {
        const post = await findPostState(trx, target.targetId);
        if (post?.moderation_status === 'hidden' && post.moderated_by === null)
          restored = await restorePost(trx, post.post_id, v.now);
      } else {
        const comment = await findCommentState(trx, target.targetId);
        if (comment?.hidden_at && comment.hidden_by === null)
          restored = await restoreComment(trx, this.dialect, comment);
      }
      return restored ? 'restored' : null;
    }
    // 숨김 and 작성자 제재 both take it down (or take over the hide the reports made).
    if (isPost) {
      if (await hidePost(trx, target.targetId, v)) return 'taken-down';
      await adoptPostHide(trx, target.targetId, v);
      return null;
    }
    const comment = { comment_id: target.targetId, post_id: content.postId };
    if (await hideComment(trx, this.dialect, comment, v)) return 'taken-down';
    await adoptCommentHide(trx, target.targetId, v);
    return null;
  }

  private async sanction(
    trx: Trx,
    userId: number,
    adminId: number,
    reason: string,
    days: number | null,
    now: string,
  ): Promise<boolean> {
    const user = await findUserState(trx, userId);
    // A deleted account has nobody left to suspend; the content is still taken down.
    if (!user || user.deleted_at !== null) return false;
    if (user.admin_level >= 1) throw conflict(REPORT_MESSAGES.adminTarget);
    const until = days === null ? null : suspensionEnd(days, new Date(now));
    const { sessionsEnded } = await suspendUser(trx, userId, { until, reason, adminId, now });
    const wireId = toWireUserId(userId);
    await this.audit.record(
      {
        actorId: adminId,
        action: 'user.suspend',
        target: wireId,
        rowCount: 1,
        reason,
        detail: { userId: wireId, days, until, sessionsEnded },
      },
      trx,
    );
    return true;
  }
}

/** For the queue: whether an author is suspended now. */
export const isSuspendedNow = (row: {
  author_suspended_at: string | null;
  author_suspended_until: string | null;
  author_suspension_reason: string | null;
}) =>
  activeSuspension({
    suspendedAt: row.author_suspended_at,
    suspendedUntil: row.author_suspended_until,
    reason: row.author_suspension_reason,
  }) !== null;
