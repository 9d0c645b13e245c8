import type { Block } from '@tubesphere/shared/contract/blocks';
import {
  DEFAULT_CONTENT_CATEGORY,
  DEFAULT_TIMING_CATEGORY,
  type PostCategories,
} from '@tubesphere/shared/contract/post-create';
import type { Post } from '@tubesphere/shared/contract/posts';
import type { RewardResult } from '@tubesphere/shared/contract/rewards';
import {
  joinedText,
  POST_MESSAGES,
  postBlocksProblem,
  postContentFromBlocks,
  videoShareProblem,
} from '@tubesphere/shared/domain/post-content';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { toWirePost } from '../posts/post-mapper.ts';
import { selectPostRecords } from '../posts/post-query.ts';
import { RewardService } from '../rewards/service.ts';
import { indexPosts } from '../search/indexer.ts';
import { isMember, sphereExists } from '../spheres/repository.ts';
import { normaliseBlocks } from './normalise-blocks.ts';
import { PostCreateRepository } from './repository.ts';

export interface NewPostInput {
  title?: string | null;
  blocks: Block[];
  authorId?: number;
  author?: { id?: number };
  sphereId?: number | null;
  categories?: PostCategories;
  apiSource?: 'manual';
}

/**
 * Creates a post (spec §3 payload, §4 Post submit): pending until an admin confirms it
 * (DESIGN §4.6), rewarded in the same transaction (DESIGN §4.4). A video share is a post with
 * apiSource 'manual', a required title and description, a YouTube video and categories.
 */
export class PostCreateService {
  private readonly repo: PostCreateRepository;
  private readonly rewards: RewardService;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {
    this.repo = new PostCreateRepository();
    this.rewards = new RewardService(dialect);
  }

  async create(user: UserRow, input: NewPostInput): Promise<{ post: Post; reward: RewardResult }> {
    for (const claimed of [input.authorId, input.author?.id]) {
      if (claimed != null && claimed !== user.user_id) throw forbidden(POST_MESSAGES.notYourAccount);
    }
    const isShare = input.apiSource === 'manual';
    const title = input.title?.trim() || null;
    const blocks = normaliseBlocks(input.blocks);
    const problem = isShare
      ? videoShareProblem({
          title: title ?? '',
          description: joinedText(blocks),
          url: blocks.find((block) => block.type === 'video')?.url ?? '',
        })
      : postBlocksProblem(blocks);
    if (problem) throw badRequest(problem);
    const categories: PostCategories | null = isShare
      ? (input.categories ?? { timing: [DEFAULT_TIMING_CATEGORY], content: [DEFAULT_CONTENT_CATEGORY] })
      : null;

    const now = nowIso();
    const sphereId = input.sphereId ?? null;
    return this.db.transaction().execute(async (trx) => {
      // A sphere's feed is its members' posts: outsiders and ex-members may not post into it.
      if (sphereId !== null) {
        if (!(await sphereExists(trx, sphereId))) throw notFound(POST_MESSAGES.sphereNotFound);
        if (!(await isMember(trx, sphereId, user.user_id))) throw forbidden(POST_MESSAGES.sphereNotJoined);
      }
      const postId = await this.repo.insert(trx, {
        user_id: user.user_id,
        title,
        content: isShare ? joinedText(blocks) : postContentFromBlocks(blocks),
        image: null,
        blocks_json: JSON.stringify(blocks),
        categories_json: categories ? JSON.stringify(categories) : null,
        sphere_id: sphereId,
        is_confirmed: 0,
        api_source: isShare ? 'manual' : null,
        created_at: now,
        updated_at: now,
      });
      await indexPosts(trx, this.dialect, [postId]);
      const reward = await this.rewards.grant(trx, user.user_id, 'post_create', `post:${postId}`);
      const record = await selectPostRecords(trx, user.user_id)
        .where('post.post_id', '=', postId)
        .executeTakeFirstOrThrow();
      return { post: toWirePost(record), reward };
    });
  }
}
