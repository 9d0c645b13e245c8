import type { UserProfile } from '@tubesphere/shared/contract/auth';
import type { Block } from '@tubesphere/shared/contract/blocks';
import type { CreatePostBody } from '@tubesphere/shared/contract/post-create';
import { filledBlocks, postContentFromBlocks } from '@tubesphere/shared/domain/post-content';

export interface WriteFields {
  /** Optional: blank means a post without a title, as before titles existed on /write. */
  title: string;
  blocks: readonly Block[];
  sphereId: number | null;
}

/** Spec §3 Post creation payload for a /write post; empty blocks are left out. */
export function buildPostPayload({ title, blocks, sphereId }: WriteFields, user: UserProfile): CreatePostBody {
  const filled = filledBlocks(blocks);
  return {
    title: title.trim() || null,
    content: postContentFromBlocks(filled),
    blocks: filled,
    authorId: user.user_id,
    author: { id: user.user_id, name: user.user_name, avatar: user.profile_image },
    sphereId,
  };
}
