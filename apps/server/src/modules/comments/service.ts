import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentLikeResponse,
  type CreateCommentResponse,
  type DeleteCommentResponse,
  type UpdateCommentResponse,
} from '@tubesphere/shared/contract/comments';
import { FEED_MESSAGES } from '@tubesphere/shared/contract/feed';
import { mentionCandidates } from '@tubesphere/shared/domain/comment-text';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import { seoulDay } from '@tubesphere/shared/domain/rewards';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import { CHANNEL_PREFIX } from '../../db/events.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import {
  duplicateTextConflict,
  duplicateWindowStart,
  refuseDuplicateText,
  textFingerprint,
} from '../../lib/duplicate-text.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { mentionedUserIds, mentionsJson, type ResolvedMention } from '../../lib/mentions.ts';
import type { AuditService } from '../audit/index.ts';
import { postVideoOf } from '../moments/index.ts';
import {
  forgetUnreadAbout,
  notifyCommentCreated,
  notifyCommentLiked,
  notifyMentionsAdded,
} from '../notifications/index.ts';
import { lockReactablePost } from '../posts/index.ts';
import { notePushesQueued } from '../push/index.ts';
import { needsSteps, type RewardService, ruleParams } from '../rewards/index.ts';
import { findLikedCommentIds, setCommentLike } from './like-repository.ts';
import { resolveMentions } from './mentions.ts';
import { commentInDatabase } from './pg-comment-repository.ts';
import {
  bumpCommentCount,
  dropCommentCount,
  findLiveComment,
  findParent,
  findPostComments,
  findWireComment,
  hasLiveReplies,
  insertComment,
  insertCommentAndCount,
  softDeleteComment,
  toWireComment,
  updateCommentContent,
} from './repository.ts';

/** What ts_comment's refusals answer, as the steps answer them. */
const REFUSALS = {
  post: () => notFound(FEED_MESSAGES.postNotFound),
  parent: () => badRequest(COMMENT_MESSAGES.parentNotFound),
  duplicate: duplicateTextConflict,
};

export interface NewComment {
  postId: number;
  userId: number;
  content: string;
  parentCommentId: number | null;
  /** 지금 장면에 댓글: the second of the post's video, when the post has one. */
  videoSeconds: number | null;
  /** The author as the session knows them: the answer needs no read of its own. */
  author: { user_name: string; profile_image: string | null; author_trust_level: number };
}

/**
 * A new comment (docs/product.md#comments): the comment, the post's count +1 and the comment_write reward (key
 * comment:{commentId}) commit together. Replies stay one level deep: answering a reply hangs
 * the new comment under the same top-level comment, as Korean community boards do.
 *
 * Authors edit and delete their own comments; admins may delete anyone's (moderation), never
 * edit them. `comment_count` counts live comments, so a delete takes one off in the same
 * transaction; rewards already granted stay (docs/decisions/085-own-content.md).
 */
export class CommentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly audit: AuditService,
    private readonly rewards: RewardService,
    private readonly duplicateTextHours = 0,
  ) {}

  /** A post's comments, oldest first, for its detail; a signed-in viewer also learns which they like. */
  async forPost(postId: number, viewerId: number | null = null): Promise<Comment[]> {
    const comments = await findPostComments(this.db, postId);
    if (viewerId === null || comments.length === 0) return comments;
    const liked = await findLikedCommentIds(this.db, postId, viewerId);
    return comments.map((c) => ({ ...c, isLiked: liked.has(c.commentId) }));
  }

  /**
   * 댓글 좋아요 (like = true) or taking it back; both idempotent. A new like of someone else's
   * comment tells its author, grouped per comment and Seoul day as likes of posts are.
   */
  setLike(user: UserRow, commentId: number, like: boolean): Promise<CommentLikeResponse> {
    return this.db.transaction().execute(async (trx) => {
      const found = await this.visibleComment(trx, user, commentId);
      const { changed, likeCount } = await setCommentLike(trx, commentId, user.user_id, like, nowIso());
      if (changed && like) {
        await notifyCommentLiked(trx, {
          commentId,
          postId: found.post_id,
          authorId: found.user_id,
          likerId: user.user_id,
        });
      }
      return { success: true as const, commentId, likeCount, isLiked: like };
    });
  }

  async create(input: NewComment): Promise<CreateCommentResponse> {
    const inOneCall =
      this.dialect === 'postgres' && input.videoSeconds === null && mentionCandidates(input.content).length === 0;
    return (inOneCall ? await this.createInDatabase(input) : null) ?? this.createInSteps(input);
  }

  /**
   * PostgreSQL, a comment without video time or @mentions: the steps of createInSteps as one
   * statement (commentInDatabase). Null when the grant needs the steps (rewards' needsSteps):
   * nothing was written, and the caller takes them.
   */
  private async createInDatabase(input: NewComment): Promise<CreateCommentResponse | null> {
    const now = nowIso();
    let written: Awaited<ReturnType<typeof commentInDatabase>>;
    try {
      written = await commentInDatabase(this.db, {
        postId: input.postId,
        userId: input.userId,
        parentCommentId: input.parentCommentId,
        content: input.content,
        fingerprint: textFingerprint(input.content),
        duplicateSince: duplicateWindowStart(this.duplicateTextHours, now),
        now,
        day: seoulDay(),
        rule: ruleParams('comment_write'),
        channelPrefix: CHANNEL_PREFIX,
      });
    } catch (error) {
      if (needsSteps(error)) return null;
      throw error;
    }
    if (written.status !== 'ok') throw REFUSALS[written.status]();
    notePushesQueued(written.pushes);
    const { commentId, commentCount } = written;
    const comment = this.newWireComment(input, commentId, written.parentId, now, []);
    return {
      success: true as const,
      comment,
      commentCount,
      reward: this.rewards.madeInDatabase('comment_write', written.made),
    };
  }

  private createInSteps(input: NewComment): Promise<CreateCommentResponse> {
    return this.db.transaction().execute(async (trx) => {
      const post = await lockReactablePost(trx, this.dialect, input.postId, input.userId);
      if (!post) throw notFound(FEED_MESSAGES.postNotFound);
      if (input.videoSeconds !== null && !(await postVideoOf(trx, input.postId))) {
        throw badRequest(COMMENT_MESSAGES.noVideo);
      }
      let parentId: number | null = null;
      let repliedToUserId: number | null = null;
      if (input.parentCommentId !== null) {
        const parent = await findParent(trx, input.postId, input.parentCommentId);
        if (!parent) throw badRequest(COMMENT_MESSAGES.parentNotFound);
        parentId = parent.parent_comment_id ?? parent.comment_id;
        repliedToUserId = parent.user_id;
      }
      const now = nowIso();
      const fingerprint = textFingerprint(input.content);
      const pg = this.dialect === 'postgres';
      // PostgreSQL checks it in the insert itself (insertCommentAndCount).
      if (!pg) {
        await refuseDuplicateText(trx, 'comment', {
          userId: input.userId,
          fingerprint,
          hours: this.duplicateTextHours,
          nowIso: now,
        });
      }
      const mentions = await resolveMentions(trx, input.postId, input.content);
      const values = {
        postId: input.postId,
        userId: input.userId,
        parentCommentId: parentId,
        content: input.content,
        now,
        mentionsJson: mentionsJson(mentions),
        videoSeconds: input.videoSeconds,
        fingerprint,
      };
      const written = pg
        ? await insertCommentAndCount(trx, {
            ...values,
            duplicateSince: duplicateWindowStart(this.duplicateTextHours, now),
          })
        : { commentId: await insertComment(trx, values), commentCount: await bumpCommentCount(trx, input.postId) };
      if (!written) throw duplicateTextConflict();
      const { commentId, commentCount } = written;
      const reward = await this.rewards.grant(trx, input.userId, 'comment_write', `comment:${commentId}`);
      await notifyCommentCreated(trx, {
        commentId,
        postId: input.postId,
        postAuthorId: post.user_id,
        postConfirmed: post.is_confirmed === 1,
        authorId: input.userId,
        repliedToUserId,
        mentionedUserIds: mentions.map((mention) => mention.userId),
      });
      const comment = this.newWireComment(input, commentId, parentId, now, mentions);
      return { success: true as const, comment, commentCount, reward };
    });
  }

  /** The comment just written, as the answer shows it. */
  private newWireComment(
    input: NewComment,
    commentId: number,
    parentId: number | null,
    now: string,
    mentions: ResolvedMention[],
  ): Comment {
    return toWireComment(
      {
        comment_id: commentId,
        post_id: input.postId,
        user_id: input.userId,
        parent_comment_id: parentId,
        content: input.content,
        like_count: 0,
        created_at: now,
        // The writer is signed in, so not deleted.
        author_deleted_at: null,
        edited_at: null,
        deleted_at: null,
        hidden_at: null,
        mentions_json: mentionsJson(mentions),
        video_seconds: input.videoSeconds,
        ...input.author,
        // Resolved just now, among the accounts that exist.
      },
      'all',
    );
  }

  /** The author changes the text; mentions are resolved again. */
  update(user: UserRow, commentId: number, content: string): Promise<UpdateCommentResponse> {
    return this.db.transaction().execute(async (trx) => {
      const found = await this.visibleComment(trx, user, commentId);
      if (found.user_id !== user.user_id) throw forbidden(COMMENT_MESSAGES.notYourComment);
      const mentions = await resolveMentions(trx, found.post_id, content);
      const updated = await updateCommentContent(trx, commentId, {
        content,
        mentionsJson: mentionsJson(mentions),
        now: nowIso(),
      });
      if (!updated) throw notFound(COMMENT_MESSAGES.commentNotFound);
      await notifyMentionsAdded(trx, {
        commentId,
        postId: found.post_id,
        postAuthorId: found.post_user_id,
        postConfirmed: found.post_confirmed === 1,
        authorId: user.user_id,
        before: mentionedUserIds(found.mentions_json),
        after: mentions.map((mention) => mention.userId),
      });
      return { success: true as const, comment: await findWireComment(trx, commentId) };
    });
  }

  /**
   * Soft delete with the post's count -1, in one transaction. A top-level comment that has live
   * replies stays as 삭제된 댓글입니다. so the thread keeps its shape.
   */
  delete(user: UserRow, commentId: number): Promise<DeleteCommentResponse> {
    return this.db.transaction().execute(async (trx) => {
      const found = await this.visibleComment(trx, user, commentId);
      if (found.user_id !== user.user_id && user.admin_level < 1) throw forbidden(COMMENT_MESSAGES.notYourComment);
      // Lock the post row first, as creating a comment does, so the two never deadlock.
      await lockReactablePost(trx, this.dialect, found.post_id, found.post_user_id);
      if (!(await softDeleteComment(trx, commentId, nowIso()))) throw notFound(COMMENT_MESSAGES.commentNotFound);
      const commentCount = await dropCommentCount(trx, found.post_id);
      await forgetUnreadAbout(trx, { commentId });
      // An admin removing someone else's comment is moderation: on the audit trail with it.
      if (found.user_id !== user.user_id) {
        await this.audit.record(
          {
            actorId: user.user_id,
            action: 'comment.delete',
            target: `comment${commentId}`,
            rowCount: 1,
            detail: { commentId, postId: toWirePostId(found.post_id), authorId: toWireUserId(found.user_id) },
          },
          trx,
        );
      }
      const keepsPlace = found.parent_comment_id === null && (await hasLiveReplies(trx, commentId));
      return {
        success: true as const,
        commentId,
        postId: toWirePostId(found.post_id),
        commentCount,
        comment: keepsPlace ? await findWireComment(trx, commentId) : null,
      };
    });
  }

  /** A live comment on a post this user can see; anything else is "not found" (a pending post stays secret). */
  private async visibleComment(trx: Parameters<typeof findLiveComment>[0], user: UserRow, commentId: number) {
    const found = await findLiveComment(trx, commentId);
    if (!found) throw notFound(COMMENT_MESSAGES.commentNotFound);
    const postVisible = found.post_confirmed === 1 || found.post_user_id === user.user_id || user.admin_level >= 1;
    if (!postVisible) throw notFound(COMMENT_MESSAGES.commentNotFound);
    return found;
  }
}
