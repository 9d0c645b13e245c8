import type { Post } from '@tubesphere/shared/contract/posts';
import type { RewardResult } from '@tubesphere/shared/contract/rewards';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { refuseDuplicateText, textFingerprint } from '../../lib/duplicate-text.ts';
import { mentionsJson } from '../../lib/mentions.ts';
import type { AuditService } from '../audit/index.ts';
import { queueNewPostFanOut } from '../follows/index.ts';
import { type LinkPreviewService, serverLinkCards } from '../links/index.ts';
import { notifyPostMentions } from '../notifications/index.ts';
import { selectPostRecords, toWirePost } from '../posts/index.ts';
import type { RewardService } from '../rewards/index.ts';
import { indexPosts } from '../search/index.ts';
import {
  autoConfirmDecision,
  checkNewMemberLinks,
  checkNewMemberPostsToday,
  countLinksInBlocks,
} from '../trust/index.ts';
import { resolvePostMentions } from './post-mentions.ts';
import { checkSphereChoice, NEW_POST, NEW_SHARE, type NewPostInput, preparePost } from './prepare-post.ts';
import { insertPost } from './repository.ts';

/**
 * Creates a post (docs/product.md#write): pending until an admin confirms it
 * (docs/architecture.md#pending-posts) unless its author's 등급 reaches 자동 확정 등급
 * (docs/trust-levels.md), rewarded in the same transaction. A 새내기 (level 0) is held to the
 * new-member allowances of links per post and posts per day. A video share is a post with
 * apiSource 'manual', a required title and description, a YouTube video and categories. Its
 * @mentions are resolved and stored with it; the mentioned hear of it when it becomes public.
 */
export class PostCreateService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly rewards: RewardService,
    private readonly linkPreviews: LinkPreviewService,
    private readonly audit: AuditService,
    private readonly rateLimitScale = 1,
    private readonly duplicateTextHours = 0,
  ) {}

  async create(user: UserRow, input: NewPostInput): Promise<{ post: Post; reward: RewardResult }> {
    const isShare = input.apiSource === 'manual';
    // Checked before any page is fetched, then again with the server's own link cards.
    preparePost(user, input, isShare ? NEW_SHARE : NEW_POST);
    const blocks = await serverLinkCards(this.linkPreviews, input.blocks);
    const prepared = preparePost(user, { ...input, blocks }, isShare ? NEW_SHARE : NEW_POST);

    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      await checkSphereChoice(trx, user.user_id, prepared.sphere_id);
      await checkNewMemberLinks(trx, user, countLinksInBlocks(input.blocks), this.rateLimitScale);
      await checkNewMemberPostsToday(trx, user, this.rateLimitScale, new Date(now));
      const fingerprint = textFingerprint(`${prepared.title ?? ''}\n${prepared.content}`);
      await refuseDuplicateText(trx, 'post', {
        userId: user.user_id,
        fingerprint,
        hours: this.duplicateTextHours,
        nowIso: now,
      });
      const auto = await autoConfirmDecision(trx, user);
      const mentions = await resolvePostMentions(trx, user.user_id, prepared.content);
      const postId = await insertPost(trx, {
        ...prepared,
        user_id: user.user_id,
        image: null,
        is_confirmed: auto.confirmed ? 1 : 0,
        confirmed_at: auto.confirmed ? now : null,
        auto_confirm_reason: auto.confirmed ? auto.reason : null,
        api_source: isShare ? 'manual' : null,
        text_fingerprint: fingerprint,
        mentions_json: mentionsJson(mentions),
        created_at: now,
        updated_at: now,
      });
      await indexPosts(trx, this.dialect, [postId]);
      if (auto.confirmed) {
        await queueNewPostFanOut(trx, [postId], now);
        await notifyPostMentions(trx, {
          postId,
          authorId: user.user_id,
          mentionedUserIds: mentions.map((mention) => mention.userId),
        });
        const wireId = toWirePostId(postId);
        await this.audit.record(
          {
            actorId: null,
            action: 'post.auto_confirm',
            target: wireId,
            rowCount: 1,
            reason: auto.reason,
            detail: { postId: wireId, trustLevel: user.trust_level, autoConfirmTrustLevel: auto.autoConfirmTrustLevel },
          },
          trx,
        );
      }
      const reward = await this.rewards.grant(trx, user.user_id, 'post_create', `post:${postId}`);
      const record = await selectPostRecords(trx, user.user_id)
        .where('post.post_id', '=', postId)
        .executeTakeFirstOrThrow();
      return { post: toWirePost(record), reward };
    });
  }
}
