import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { Block } from '@tubesphere/shared/contract/blocks';
import type { CreatePostBody } from '@tubesphere/shared/contract/post-create';
import { filledBlocks, postContentFromBlocks } from '@tubesphere/shared/domain/post-content';

/** Spec §3 Post creation payload for a /write post; empty blocks are left out. */
export function buildPostPayload(blocks: readonly Block[], user: UserProfile): CreatePostBody {
  const filled = filledBlocks(blocks);
  return {
    title: null,
    content: postContentFromBlocks(filled),
    blocks: filled,
    authorId: user.user_id,
    author: { id: user.user_id, name: user.user_name, avatar: user.profile_image },
    sphereId: null,
  };
}
