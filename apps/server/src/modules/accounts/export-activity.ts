import type { AccountExport } from '@tubesphere/shared/contract/accounts';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { awayMailSettingsOf } from '../away-mail/index.ts';

type Activity = Pick<
  AccountExport,
  'mailSettings' | 'bookmarks' | 'following' | 'blockedUsers' | 'spheres' | 'playlists' | 'messages'
>;

/**
 * The export's second half: what the member saved, follows, blocked, joined and made, and their
 * 쪽지 both ways (a conversation is theirs to keep; those an admin removed after a report are not
 * in it). Each list is read in its own order, oldest first, as the rest of the file.
 */
export async function exportActivity(db: Kysely<Database>, userId: number): Promise<Activity> {
  const [mailSettings, bookmarks, following, blocked, spheres, playlists, items, messages] = await Promise.all([
    awayMailSettingsOf(db, userId),
    db
      .selectFrom('post_bookmark')
      .select(['post_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('user_follow')
      .select(['followee_id', 'created_at'])
      .where('follower_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('user_block')
      .select(['blocked_id', 'created_at'])
      .where('blocker_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('sphere_member')
      .innerJoin('sphere', 'sphere.sphere_id', 'sphere_member.sphere_id')
      .select([
        'sphere.sphere_id',
        'sphere.name',
        'sphere_member.role',
        'sphere_member.joined_at',
        'sphere_member.notify_mode',
      ])
      .where('sphere_member.user_id', '=', userId)
      .orderBy('sphere_member.joined_at')
      .execute(),
    db
      .selectFrom('playlist')
      .select(['playlist_id', 'title', 'description', 'visibility', 'sphere_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('playlist_id')
      .execute(),
    db
      .selectFrom('playlist_item')
      .innerJoin('playlist', 'playlist.playlist_id', 'playlist_item.playlist_id')
      .select(['playlist_item.playlist_id', 'playlist_item.post_id'])
      .where('playlist.user_id', '=', userId)
      .orderBy('playlist_item.playlist_id')
      .orderBy('playlist_item.position')
      .execute(),
    db
      .selectFrom('direct_message')
      .select(['message_id', 'sender_id', 'recipient_id', 'content', 'created_at', 'read_at'])
      .where((eb) => eb.or([eb('sender_id', '=', userId), eb('recipient_id', '=', userId)]))
      .where('deleted_at', 'is', null)
      .orderBy('message_id')
      .execute(),
  ]);
  const postIdsOf = new Map<number, string[]>();
  for (const item of items) {
    const id = Number(item.playlist_id);
    postIdsOf.set(id, [...(postIdsOf.get(id) ?? []), toWirePostId(Number(item.post_id))]);
  }
  return {
    mailSettings,
    bookmarks: bookmarks.map((row) => ({ postId: toWirePostId(Number(row.post_id)), savedAt: row.created_at })),
    following: following.map((row) => ({ userId: toWireUserId(Number(row.followee_id)), since: row.created_at })),
    blockedUsers: blocked.map((row) => ({ userId: toWireUserId(Number(row.blocked_id)), since: row.created_at })),
    spheres: spheres.map((row) => ({
      sphereId: Number(row.sphere_id),
      name: row.name,
      role: row.role,
      joinedAt: row.joined_at,
      newPostAlerts: row.notify_mode === 'all',
    })),
    playlists: playlists.map((row) => ({
      playlistId: Number(row.playlist_id),
      title: row.title,
      description: row.description,
      visibility: row.visibility,
      sphereId: row.sphere_id === null ? null : Number(row.sphere_id),
      createdAt: row.created_at,
      postIds: postIdsOf.get(Number(row.playlist_id)) ?? [],
    })),
    messages: messages.map((row) => {
      const sent = Number(row.sender_id) === userId;
      return {
        messageId: Number(row.message_id),
        direction: sent ? ('sent' as const) : ('received' as const),
        otherUserId: toWireUserId(Number(sent ? row.recipient_id : row.sender_id)),
        content: row.content,
        createdAt: row.created_at,
        readAt: row.read_at,
      };
    }),
  };
}
