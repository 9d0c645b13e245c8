import type { AdminComment, AdminPost } from '@tubesphere/shared/contract/admin-posts';
import { timeAgo } from '@tubesphere/shared/domain/format';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import { type PostRecord, toWirePost } from '../../posts/index.ts';
import type { CommentRecord } from './repository.ts';

/** The wire post plus what only admins see: the raw blocks JSON (`blocks_json`) and when it was confirmed. */
export function toAdminPost(record: PostRecord, now: Date): AdminPost {
  return { ...toWirePost(record, now), blocks_json: record.blocks_json, confirmedAt: record.confirmed_at };
}

export function toAdminComment(record: CommentRecord, now: Date): AdminComment {
  return {
    commentId: String(record.comment_id),
    postId: toWirePostId(record.post_id),
    userId: toWireUserId(record.user_id),
    userName: record.author_name,
    profileImage: record.author_image,
    content: record.content,
    parentCommentId: record.parent_comment_id === null ? null : String(record.parent_comment_id),
    likeCount: record.like_count,
    timeAgo: timeAgo(record.created_at, now),
    createdAt: record.created_at,
    hiddenAt: record.hidden_at,
    hiddenReason: record.hidden_reason,
  };
}
