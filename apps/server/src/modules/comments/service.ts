import { COMMENT_MESSAGES, type CreateCommentResponse } from '@tubesphere/shared/contract/comments';
import { FEED_MESSAGES } from '@tubesphere/shared/contract/feed';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { lockReactablePost } from '../reactions/repository.ts';
import { RewardService } from '../rewards/service.ts';
import { bumpCommentCount, findParent, insertComment, toWireComment } from './repository.ts';

export interface NewComment {
  postId: number;
  userId: number;
  content: string;
  parentCommentId: number | null;
  /** The author as the session knows them: the answer needs no read of its own. */
  author: { user_name: string; profile_image: string | null };
}

/**
 * Spec §4 comment: the comment, the post's count +1 and the comment_write reward (key
 * comment:{commentId}) commit together. Replies stay one level deep: answering a reply hangs
 * the new comment under the same top-level comment, as Korean community boards do.
 */
export class CommentService {
  private readonly rewards: RewardService;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {
    this.rewards = new RewardService(dialect);
  }

  create(input: NewComment): Promise<CreateCommentResponse> {
    return this.db.transaction().execute(async (trx) => {
      const post = await lockReactablePost(trx, this.dialect, input.postId, input.userId);
      if (!post) throw notFound(FEED_MESSAGES.postNotFound);
      let parentId: number | null = null;
      if (input.parentCommentId !== null) {
        const parent = await findParent(trx, input.postId, input.parentCommentId);
        if (!parent) throw badRequest(COMMENT_MESSAGES.parentNotFound);
        parentId = parent.parent_comment_id ?? parent.comment_id;
      }
      const now = nowIso();
      const commentId = await insertComment(trx, {
        postId: input.postId,
        userId: input.userId,
        parentCommentId: parentId,
        content: input.content,
        now,
      });
      const commentCount = await bumpCommentCount(trx, input.postId);
      const reward = await this.rewards.grant(trx, input.userId, 'comment_write', `comment:${commentId}`);
      const comment = toWireComment({
        comment_id: commentId,
        post_id: input.postId,
        user_id: input.userId,
        parent_comment_id: parentId,
        content: input.content,
        like_count: 0,
        created_at: now,
        // The writer is signed in, so not deleted.
        author_deleted_at: null,
        ...input.author,
      });
      return { success: true as const, comment, commentCount, reward };
    });
  }
}
