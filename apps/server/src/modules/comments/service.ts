import { COMMENT_MESSAGES, type CreateCommentResponse } from '@tubesphere/shared/contract/comments';
import { FEED_MESSAGES } from '@tubesphere/shared/contract/feed';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { lockReactablePost } from '../reactions/repository.ts';
import { RewardService } from '../rewards/service.ts';
import { bumpCommentCount, findCommentById, findParent, insertComment } from './repository.ts';

export interface NewComment {
  postId: number;
  userId: number;
  content: string;
  parentCommentId: number | null;
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
      const commentId = await insertComment(trx, {
        postId: input.postId,
        userId: input.userId,
        parentCommentId: parentId,
        content: input.content,
        now: nowIso(),
      });
      const commentCount = await bumpCommentCount(trx, input.postId);
      const reward = await this.rewards.grant(trx, input.userId, 'comment_write', `comment:${commentId}`);
      const comment = await findCommentById(trx, commentId);
      if (!comment) throw new Error(`comment ${commentId} vanished inside its own transaction`);
      return { success: true as const, comment, commentCount, reward };
    });
  }
}
