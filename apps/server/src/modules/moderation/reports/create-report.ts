import { REPORT_MESSAGES, type ReportReason, type ReportTargetType } from '@tubesphere/shared/contract/reports';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../../db/connection.ts';
import type { Database, UserRow } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error.ts';
import type { AdminSettingsService } from '../../admin/index.ts';
import type { AuditService } from '../../audit/index.ts';
import { notify } from '../../notifications/index.ts';
import { AUTO_HIDE_REPORTER_MIN_TRUST_LEVEL, reportCountsTowardAutoHide } from '../../trust/index.ts';
import { findCommentState, hideComment, hidePost, lockPost } from '../content-repository.ts';
import { findMessageState } from './message-repository.ts';
import {
  countOpenReporters,
  findReportableComment,
  findReportablePost,
  insertReport,
  type TargetRef,
} from './repository.ts';

export interface NewReport {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  detail: string | null;
}

/** What the author reads when reports took their content down before anyone looked. */
export const autoHideReason = (count: number) => `신고 ${count}건이 접수되어 관리자 검토 전까지 숨겨졌습니다.`;

/**
 * 신고 (docs/decisions/111-reports-and-auto-hide.md): one open report per user and target; when
 * as many different users at 등급 1 or above as the admin setting says have reported it, it is hidden at once,
 * pending review — in the same transaction, with its audit row (no actor) and the author's notice.
 * The post row is locked first, so concurrent reports of one target count each other.
 */
export class CreateReport {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly audit: AuditService,
    private readonly settings: AdminSettingsService,
  ) {}

  run(user: UserRow, input: NewReport): Promise<{ success: true; reportId: number }> {
    if (input.targetType === 'message') return this.reportMessage(user, input);
    return this.db.transaction().execute(async (trx) => {
      const target = await this.target(trx, user, input);
      await lockPost(trx, this.dialect, target.postId);
      const reportId = await insertReport(trx, {
        ...input,
        reporterId: user.user_id,
        postId: target.postId,
        targetUserId: target.authorId,
        now: nowIso(),
      });
      if (reportId === undefined) throw conflict(REPORT_MESSAGES.alreadyReported);
      // A 새내기's report goes to the queue only: fresh accounts cannot hide anything together.
      if (reportCountsTowardAutoHide(user)) {
        const threshold = (await this.settings.get(trx)).report_auto_hide_threshold;
        const reporters = await countOpenReporters(trx, input, AUTO_HIDE_REPORTER_MIN_TRUST_LEVEL);
        if (reporters >= threshold) await this.autoHide(trx, input, target, reporters);
      }
      return { success: true as const, reportId };
    });
  }

  /**
   * A 쪽지 goes to the queue only: its one possible reporter is the member who received it, so
   * there is no crowd to hide it before an admin looks. Anyone else hears it does not exist; its
   * sender, who can see it, hears they cannot report their own.
   */
  private reportMessage(user: UserRow, input: NewReport): Promise<{ success: true; reportId: number }> {
    return this.db.transaction().execute(async (trx) => {
      const found = await findMessageState(trx, input.targetId);
      const message = found?.deleted_at === null ? found : undefined;
      if (!message || (message.recipient_id !== user.user_id && message.sender_id !== user.user_id))
        throw notFound(REPORT_MESSAGES.messageNotFound);
      if (message.recipient_id !== user.user_id) throw forbidden(REPORT_MESSAGES.ownMessage);
      const reportId = await insertReport(trx, {
        ...input,
        reporterId: user.user_id,
        postId: null,
        targetUserId: message.sender_id,
        now: nowIso(),
      });
      if (reportId === undefined) throw conflict(REPORT_MESSAGES.alreadyReported);
      return { success: true as const, reportId };
    });
  }

  /** The target as the reporter can see it; their own content cannot be reported. */
  private async target(trx: Transaction<Database>, user: UserRow, input: NewReport) {
    if (input.targetType === 'post') {
      const post = await findReportablePost(trx, input.targetId);
      const visible = post && (post.is_confirmed === 1 || post.user_id === user.user_id);
      if (!post || !visible) throw notFound(REPORT_MESSAGES.postNotFound);
      if (post.user_id === user.user_id) throw badRequest(REPORT_MESSAGES.ownContent);
      return { postId: post.post_id, authorId: post.user_id };
    }
    const comment = await findReportableComment(trx, input.targetId);
    const visible = comment && (comment.post_confirmed === 1 || comment.post_user_id === user.user_id);
    if (!comment || !visible) throw notFound(REPORT_MESSAGES.commentNotFound);
    if (comment.user_id === user.user_id) throw badRequest(REPORT_MESSAGES.ownContent);
    return { postId: comment.post_id, authorId: comment.user_id };
  }

  private async autoHide(
    trx: Transaction<Database>,
    ref: TargetRef,
    target: { postId: number; authorId: number },
    reporters: number,
  ) {
    const now = nowIso();
    const reason = autoHideReason(reporters);
    const postId = toWirePostId(target.postId);
    if (ref.targetType === 'post') {
      if (!(await hidePost(trx, ref.targetId, { reason, adminId: null, now }))) return;
      await notify(trx, {
        type: 'post_hidden',
        recipientId: target.authorId,
        actorId: null,
        postId,
        text: reason,
      });
      await this.audit.record(
        {
          actorId: null,
          action: 'post.hide',
          target: postId,
          rowCount: 1,
          reason,
          detail: { postId, automatic: true, reportCount: reporters },
        },
        trx,
      );
      return;
    }
    const comment = await findCommentState(trx, ref.targetId);
    if (!comment || !(await hideComment(trx, this.dialect, comment, { reason, adminId: null, now }))) return;
    await notify(trx, {
      type: 'post_hidden',
      recipientId: target.authorId,
      actorId: null,
      postId,
      commentId: ref.targetId,
      text: reason,
    });
    await this.audit.record(
      {
        actorId: null,
        action: 'comment.hide',
        target: `comment${ref.targetId}`,
        rowCount: 1,
        reason,
        detail: { commentId: ref.targetId, postId, automatic: true, reportCount: reporters },
      },
      trx,
    );
  }
}
