import { FEED_MESSAGES, type ReactionResponse, type ReactionType } from '@tubesphere/shared/contract/feed';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { notifyPostLiked } from '../notifications/index.ts';
import type { RewardService } from '../rewards/index.ts';
import { adjustCounts, lockPostWithReaction, setReaction, toggleReactionInDatabase } from './repository.ts';

const delta = (type: ReactionType, before: ReactionType | null, after: ReactionType | null) =>
  (after === type ? 1 : 0) - (before === type ? 1 : 0);

/**
 * Like/dislike (docs/product.md#reactions): the same type again undoes it, the other type replaces it. Giving a like
 * to someone else's post earns like_give once per post (key like:{postId}), in the same
 * transaction as the reaction.
 */
export class ReactionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly rewards: RewardService,
  ) {}

  toggle(postId: number, userId: number, type: ReactionType): Promise<ReactionResponse> {
    return this.db.transaction().execute(async (trx) => {
      const { authorId, next, counts } = await this.apply(trx, postId, userId, type);
      const likedOthers = next === 'like' && authorId !== userId;
      const reward = likedOthers ? await this.rewards.grant(trx, userId, 'like_give', `like:${postId}`) : null;
      if (likedOthers) await notifyPostLiked(trx, { postId, authorId, likerId: userId });
      return {
        success: true as const,
        postId: toWirePostId(postId),
        ...counts,
        isLiked: next === 'like',
        isDisliked: next === 'dislike',
        reward,
      };
    });
  }

  /** The reaction set and the post's counts moved: one function call on PostgreSQL, four statements on SQLite. */
  private async apply(trx: Transaction<Database>, postId: number, userId: number, type: ReactionType) {
    if (this.dialect === 'postgres') {
      const toggled = await toggleReactionInDatabase(trx, postId, userId, type, nowIso());
      if (!toggled) throw notFound(FEED_MESSAGES.postNotFound);
      return toggled;
    }
    const post = await lockPostWithReaction(trx, this.dialect, postId, userId);
    if (!post) throw notFound(FEED_MESSAGES.postNotFound);
    const previous = post.reaction_type;
    const next = previous === type ? null : type;
    await setReaction(trx, postId, userId, previous, next, nowIso());
    const counts = await adjustCounts(trx, postId, delta('like', previous, next), delta('dislike', previous, next));
    return { authorId: post.user_id, next, counts };
  }
}
