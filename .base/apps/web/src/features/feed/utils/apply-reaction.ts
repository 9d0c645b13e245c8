import type { ReactionType } from '@tubesphere/shared/contract/feed';
import type { Post } from '@tubesphere/shared/contract/posts';

type Reactable = Pick<Post, 'likeCount' | 'dislikeCount' | 'isLiked' | 'isDisliked'>;

/**
 * The server's rule (spec §4), applied ahead of its answer: the same reaction again undoes it,
 * the other one replaces it.
 */
export function applyReaction<T extends Reactable>(post: T, type: ReactionType): T {
  const wasLiked = post.isLiked;
  const wasDisliked = post.isDisliked;
  const isLiked = type === 'like' ? !wasLiked : false;
  const isDisliked = type === 'dislike' ? !wasDisliked : false;
  return {
    ...post,
    isLiked,
    isDisliked,
    likeCount: Math.max(0, post.likeCount + Number(isLiked) - Number(wasLiked)),
    dislikeCount: Math.max(0, post.dislikeCount + Number(isDisliked) - Number(wasDisliked)),
  };
}
