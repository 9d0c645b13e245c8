import type { AccountExport } from '@tubesphere/shared/contract/accounts';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { toUserProfile } from '../users/index.ts';
import { exportActivity } from './export-activity.ts';

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

/**
 * 개인정보 다운로드: the member's profile, posts with their blocks, comments, reactions,
 * favourites, notification settings and linked sign-ins as one JSON document, then what they
 * saved, follow, blocked, joined and made and their 쪽지 (export-activity.ts). Columns are
 * chosen one by one, so a password hash, a session or a link token can never slip in.
 */
export async function exportAccount(db: Kysely<Database>, user: UserRow): Promise<AccountExport> {
  const userId = user.user_id;
  const [posts, comments, reactions, favorites, preferences, links, activity] = await Promise.all([
    db
      .selectFrom('post')
      .select([
        'post_id',
        'title',
        'content',
        'blocks_json',
        'categories_json',
        'sphere_id',
        'youtube_video_id',
        'is_confirmed',
        'created_at',
        'updated_at',
        'deleted_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('post_id')
      .execute(),
    db
      .selectFrom('comment')
      .select(['comment_id', 'post_id', 'parent_comment_id', 'content', 'created_at', 'deleted_at'])
      .where('user_id', '=', userId)
      .orderBy('comment_id')
      .execute(),
    db
      .selectFrom('post_reaction')
      .select(['post_id', 'reaction_type', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('user_favorite')
      .select(['kind', 'target_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('notification_preference')
      .select(['type', 'enabled'])
      .where('user_id', '=', userId)
      .orderBy('type')
      .execute(),
    db
      .selectFrom('user_oauth_account')
      .select(['provider', 'email', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    exportActivity(db, userId),
  ]);
  return {
    exportedAt: nowIso(),
    profile: toUserProfile(user),
    posts: posts.map((post) => ({
      postId: toWirePostId(post.post_id),
      title: post.title,
      content: post.content,
      blocks: parsed(post.blocks_json),
      categories: parsed(post.categories_json),
      sphereId: post.sphere_id,
      youtubeVideoId: post.youtube_video_id,
      confirmed: post.is_confirmed === 1,
      createdAt: post.created_at,
      updatedAt: post.updated_at,
      deletedAt: post.deleted_at,
    })),
    comments: comments.map((comment) => ({
      commentId: comment.comment_id,
      postId: toWirePostId(comment.post_id),
      parentCommentId: comment.parent_comment_id,
      content: comment.content,
      createdAt: comment.created_at,
      deletedAt: comment.deleted_at,
    })),
    reactions: reactions.map((reaction) => ({
      postId: toWirePostId(reaction.post_id),
      reaction: reaction.reaction_type,
      createdAt: reaction.created_at,
    })),
    favorites: favorites.map((favorite) => ({
      kind: favorite.kind,
      targetId: favorite.target_id,
      createdAt: favorite.created_at,
    })),
    notificationSettings: preferences.map((preference) => ({
      type: preference.type,
      enabled: Number(preference.enabled) === 1,
    })),
    linkedAccounts: links.map((link) => ({ provider: link.provider, email: link.email, linkedAt: link.created_at })),
    ...activity,
  };
}
