import { FEED_MESSAGES, type ReactionResponse, type ReactionType } from '@tubesphere/shared/contract/feed';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import { seoulDay } from '@tubesphere/shared/domain/rewards';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import { CHANNEL_PREFIX } from '../../db/events.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { notifyPostLiked, postLikedGroup } from '../notifications/index.ts';
import { notePushesQueued } from '../push/index.ts';
import { needsSteps, type RewardService, ruleParams } from '../rewards/index.ts';
import { adjustCounts, likeInDatabase, lockPostWithReaction, setReaction } from './repository.ts';

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

  async toggle(postId: number, userId: number, type: ReactionType): Promise<ReactionResponse> {
    const result =
      (this.dialect === 'postgres' ? await this.toggleInDatabase(postId, userId, type) : null) ??
      (await this.db.transaction().execute((trx) => this.toggleInSteps(trx, postId, userId, type)));
    const { next, counts, reward } = result;
    return {
      success: true as const,
      postId: toWirePostId(postId),
      ...counts,
      isLiked: next === 'like',
      isDisliked: next === 'dislike',
      reward,
    };
  }

  private async toggleInSteps(trx: Transaction<Database>, postId: number, userId: number, type: ReactionType) {
    const post = await lockPostWithReaction(trx, this.dialect, postId, userId);
    if (!post) throw notFound(FEED_MESSAGES.postNotFound);
    const previous = post.reaction_type;
    const next = previous === type ? null : type;
    await setReaction(trx, postId, userId, previous, next, nowIso());
    const counts = await adjustCounts(trx, postId, delta('like', previous, next), delta('dislike', previous, next));
    const likedOthers = next === 'like' && post.user_id !== userId;
    const reward = likedOthers ? await this.rewards.grant(trx, userId, 'like_give', `like:${postId}`) : null;
    if (likedOthers) await notifyPostLiked(trx, { postId, authorId: post.user_id, likerId: userId });
    return { next, counts, reward };
  }

  /**
   * PostgreSQL: the same steps as one statement (likeInDatabase), no transaction around it.
   * Null when the grant fills a bar or makes a companion or plant (needsSteps): the statement
   * rolled back whole, and the caller takes the steps.
   */
  private async toggleInDatabase(postId: number, userId: number, type: ReactionType) {
    const now = nowIso();
    const day = seoulDay();
    try {
      const liked = await likeInDatabase(this.db, {
        postId,
        userId,
        type,
        now,
        rewardKey: `like:${postId}`,
        day,
        rule: ruleParams('like_give'),
        ...postLikedGroup(postId, day),
        channelPrefix: CHANNEL_PREFIX,
      });
      if (!liked) throw notFound(FEED_MESSAGES.postNotFound);
      notePushesQueued(liked.pushes);
      const reward = liked.made ? this.rewards.madeInDatabase('like_give', liked.made) : null;
      return { next: liked.next, counts: liked.counts, reward };
    } catch (error) {
      if (needsSteps(error)) return null;
      throw error;
    }
  }
}
