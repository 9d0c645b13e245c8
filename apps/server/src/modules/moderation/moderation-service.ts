import {
  MODERATION_MESSAGES,
  type ModerateCommentResponse,
  type ModeratePostsResponse,
} from '@tubesphere/shared/contract/moderation';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { canNameRow } from '../../lib/stored-id.ts';
import type { AuditService } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import {
  deleteComment,
  deletePost,
  findCommentState,
  findPostState,
  findPostStates,
  hideComment,
  hidePost,
  rejectPosts,
  restoreComment,
  restorePost,
} from './content-repository.ts';

/**
 * An admin's reject / hide / restore / delete of posts and comments (docs/decisions/110). Each
 * call is one transaction: the change, its audit row and the author's notice commit together.
 */
export class ModerationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly audit: AuditService,
  ) {}

  /** 반려: pending posts only, all or none; already-rejected ones are left as they are. */
  rejectPosts(adminId: number, postIds: number[], reason: string): Promise<ModeratePostsResponse> {
    const ids = [...new Set(postIds)];
    if (ids.length === 0) throw badRequest(MODERATION_MESSAGES.nothingSelected);
    if (ids.length > 100) throw badRequest(MODERATION_MESSAGES.tooMany);
    if (!ids.every(canNameRow)) throw notFound(MODERATION_MESSAGES.postNotFound);
    return this.db.transaction().execute(async (trx) => {
      const live = await findPostStates(trx, ids);
      if (live.length !== ids.length) throw notFound(MODERATION_MESSAGES.postNotFound);
      if (live.some((post) => post.is_confirmed === 1 || post.moderation_status === 'hidden')) {
        throw conflict(MODERATION_MESSAGES.notPending);
      }
      const changed = await rejectPosts(trx, ids, { reason, adminId, now: nowIso() });
      const authors = new Map(live.map((post) => [post.post_id, post.user_id]));
      for (const postId of changed) {
        await notify(trx, {
          type: 'post_rejected',
          recipientId: authors.get(postId) as number,
          actorId: adminId,
          postId: toWirePostId(postId),
          text: reason,
        });
      }
      if (changed.length > 0) {
        const wireIds = changed.map(toWirePostId);
        await this.audit.record(
          {
            actorId: adminId,
            action: 'post.reject',
            target: wireIds.join(', '),
            rowCount: changed.length,
            reason,
            detail: { postIds: wireIds, requested: ids.length },
          },
          trx,
        );
      }
      return { success: true as const, postIds: ids.map(toWirePostId), changedCount: changed.length };
    });
  }

  /** 숨김: a public post leaves every public place; its author sees why. */
  hidePost(adminId: number, postId: number, reason: string): Promise<ModeratePostsResponse> {
    if (!canNameRow(postId)) throw notFound(MODERATION_MESSAGES.postNotFound);
    return this.db.transaction().execute(async (trx) => {
      const post = await findPostState(trx, postId);
      if (!post) throw notFound(MODERATION_MESSAGES.postNotFound);
      if (!(await hidePost(trx, postId, { reason, adminId, now: nowIso() }))) {
        throw conflict(MODERATION_MESSAGES.notPublic);
      }
      const wireId = toWirePostId(postId);
      await notify(trx, {
        type: 'post_hidden',
        recipientId: post.user_id,
        actorId: adminId,
        postId: wireId,
        text: reason,
      });
      await this.audit.record(
        {
          actorId: adminId,
          action: 'post.hide',
          target: wireId,
          rowCount: 1,
          reason,
          detail: { postId: wireId, automatic: false },
        },
        trx,
      );
      return { success: true as const, postIds: [wireId], changedCount: 1 };
    });
  }

  restorePost(adminId: number, postId: number): Promise<ModeratePostsResponse> {
    if (!canNameRow(postId)) throw notFound(MODERATION_MESSAGES.postNotFound);
    return this.db.transaction().execute(async (trx) => {
      const post = await findPostState(trx, postId);
      if (!post) throw notFound(MODERATION_MESSAGES.postNotFound);
      if (!(await restorePost(trx, postId, nowIso()))) throw conflict(MODERATION_MESSAGES.notHidden);
      const wireId = toWirePostId(postId);
      await notify(trx, { type: 'post_restored', recipientId: post.user_id, actorId: adminId, postId: wireId });
      await this.audit.record(
        { actorId: adminId, action: 'post.restore', target: wireId, rowCount: 1, detail: { postId: wireId } },
        trx,
      );
      return { success: true as const, postIds: [wireId], changedCount: 1 };
    });
  }

  deletePost(adminId: number, postId: number, reason: string): Promise<ModeratePostsResponse> {
    if (!canNameRow(postId)) throw notFound(MODERATION_MESSAGES.postNotFound);
    return this.db.transaction().execute(async (trx) => {
      const post = await findPostState(trx, postId);
      if (!post || !(await deletePost(trx, postId, nowIso()))) throw notFound(MODERATION_MESSAGES.postNotFound);
      const wireId = toWirePostId(postId);
      await notify(trx, {
        type: 'post_hidden',
        recipientId: post.user_id,
        actorId: adminId,
        postId: wireId,
        text: reason,
      });
      await this.audit.record(
        {
          actorId: adminId,
          action: 'post.delete',
          target: wireId,
          rowCount: 1,
          reason,
          detail: { postId: wireId, authorId: toWireUserId(post.user_id) },
        },
        trx,
      );
      return { success: true as const, postIds: [wireId], changedCount: 1 };
    });
  }

  hideComment(adminId: number, commentId: number, reason: string): Promise<ModerateCommentResponse> {
    return this.db.transaction().execute(async (trx) => {
      const comment = await findCommentState(trx, commentId);
      if (!comment) throw notFound(MODERATION_MESSAGES.commentNotFound);
      if (!(await hideComment(trx, this.dialect, comment, { reason, adminId, now: nowIso() }))) {
        throw conflict(MODERATION_MESSAGES.commentAlreadyHidden);
      }
      await this.commentTakenDown(trx, adminId, comment, commentId, 'comment.hide', reason, { automatic: false });
      return { success: true as const, commentId };
    });
  }

  restoreComment(adminId: number, commentId: number): Promise<ModerateCommentResponse> {
    return this.db.transaction().execute(async (trx) => {
      const comment = await findCommentState(trx, commentId);
      if (!comment) throw notFound(MODERATION_MESSAGES.commentNotFound);
      if (!(await restoreComment(trx, this.dialect, comment))) throw conflict(MODERATION_MESSAGES.commentNotHidden);
      await notify(trx, {
        type: 'post_restored',
        recipientId: comment.user_id,
        actorId: adminId,
        postId: toWirePostId(comment.post_id),
        commentId,
      });
      await this.audit.record(
        {
          actorId: adminId,
          action: 'comment.restore',
          target: `comment${commentId}`,
          rowCount: 1,
          detail: { commentId, postId: toWirePostId(comment.post_id) },
        },
        trx,
      );
      return { success: true as const, commentId };
    });
  }

  deleteComment(adminId: number, commentId: number, reason: string): Promise<ModerateCommentResponse> {
    return this.db.transaction().execute(async (trx) => {
      const comment = await findCommentState(trx, commentId);
      if (!comment || !(await deleteComment(trx, this.dialect, comment, nowIso()))) {
        throw notFound(MODERATION_MESSAGES.commentNotFound);
      }
      await this.commentTakenDown(trx, adminId, comment, commentId, 'comment.delete', reason, {
        authorId: toWireUserId(comment.user_id),
      });
      return { success: true as const, commentId };
    });
  }

  /** A hidden or deleted comment: its author reads why, and the audit trail records it, in `trx`. */
  private async commentTakenDown(
    trx: Transaction<Database>,
    adminId: number,
    comment: { post_id: number; user_id: number },
    commentId: number,
    action: 'comment.hide' | 'comment.delete',
    reason: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    const postId = toWirePostId(comment.post_id);
    await notify(trx, {
      type: 'post_hidden',
      recipientId: comment.user_id,
      actorId: adminId,
      postId,
      commentId,
      text: reason,
    });
    await this.audit.record(
      {
        actorId: adminId,
        action,
        target: `comment${commentId}`,
        rowCount: 1,
        reason,
        detail: { commentId, postId, ...detail },
      },
      trx,
    );
  }
}
