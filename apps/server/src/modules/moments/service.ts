import { FEED_MESSAGES } from '@tubesphere/shared/contract/feed';
import type { MomentsResponse } from '@tubesphere/shared/contract/moments';
import { groupMoments } from '@tubesphere/shared/domain/video-moments';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { findMomentComments, findPostVideo } from './repository.ts';

export class MomentService {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A post's moments for someone who may see it; a post without a YouTube video has none.
   * Other people's pending posts are "not found", as on the post page.
   */
  async moments(postId: number, viewerId: number | null): Promise<MomentsResponse> {
    const post = await findPostVideo(this.db, postId, viewerId);
    if (!post) throw notFound(FEED_MESSAGES.postNotFound);
    if (!post.videoId) return { moments: [] };
    return { moments: groupMoments(post.text, await findMomentComments(this.db, postId)) };
  }
}
