import type { Pagination } from '@tubesphere/shared/contract/common';
import type { ReactionType } from '@tubesphere/shared/contract/feed';
import { type Post, post as postSchema } from '@tubesphere/shared/contract/posts';

/**
 * A post checked against the contract and turned into JSON text once, so a cached feed page is
 * answered by joining strings rather than validating and serializing ten posts per request.
 */
export interface SerializedPost {
  postId: number;
  post: Post;
  json: string;
}

/**
 * `checkContract` runs the parse the route's response schema would run. Development and tests
 * always check; production trusts toWirePost, which builds every key itself from typed columns
 * and zod-checked blocks (the check cost as much as the rest of an uncached page).
 */
export function serializePost(postId: number, wire: Post, checkContract = true): SerializedPost {
  const post = checkContract ? postSchema.parse(wire) : wire;
  return { postId, post, json: JSON.stringify(post) };
}

/** The viewer's own view of a shared post: only the two reaction flags and 스크랩 differ. */
export function withReaction(
  serialized: SerializedPost,
  reaction: ReactionType | undefined,
  bookmarked = false,
): string {
  if (!reaction && !bookmarked) return serialized.json;
  return JSON.stringify({
    ...serialized.post,
    isLiked: reaction === 'like',
    isDisliked: reaction === 'dislike',
    isBookmarked: bookmarked,
  });
}

/** The bytes `feedResponse` would serialize to (same key order: success, data.posts, data.pagination). */
export function feedJson(posts: string[], pagination: Pagination): string {
  const { page, limit, hasMore } = pagination;
  return `{"success":true,"data":{"posts":[${posts.join(',')}],"pagination":${JSON.stringify({ page, limit, hasMore })}}}`;
}
