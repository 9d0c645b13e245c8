import type { Block } from '@tubesphere/shared/contract/blocks';
import type { PlaylistItem } from '@tubesphere/shared/contract/playlists';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import { parseVideoUrl } from '@tubesphere/shared/domain/video-url';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function selectPlaylists(db: Db) {
  return db
    .selectFrom('playlist')
    .innerJoin('user as owner', 'owner.user_id', 'playlist.user_id')
    .select((eb) => [
      'playlist.playlist_id',
      'playlist.user_id',
      'playlist.sphere_id',
      'playlist.title',
      'playlist.description',
      'playlist.visibility',
      'playlist.created_at',
      'playlist.updated_at',
      'owner.user_name',
      eb
        .selectFrom('playlist_item')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('playlist_item.playlist_id', '=', 'playlist.playlist_id')
        .as('item_count'),
    ]);
}
export type PlaylistRecord = Awaited<ReturnType<ReturnType<typeof selectPlaylists>['executeTakeFirstOrThrow']>>;

export const findPlaylist = (db: Db, playlistId: number) =>
  selectPlaylists(db).where('playlist.playlist_id', '=', playlistId).executeTakeFirst();

/** A user's lists, newest first; `all` includes unlisted and private ones (their owner asks). */
export const findUserPlaylists = (db: Db, userId: number, all: boolean, window: { offset: number; count: number }) =>
  selectPlaylists(db)
    .where('playlist.user_id', '=', userId)
    .$if(!all, (q) => q.where('playlist.visibility', '=', 'public'))
    .orderBy('playlist.playlist_id', 'desc')
    .offset(window.offset)
    .limit(window.count)
    .execute();

/** A sphere's lists, newest first; `all` includes unlisted and private ones (its editors ask). */
export const findSpherePlaylists = (
  db: Db,
  sphereId: number,
  all: boolean,
  window: { offset: number; count: number },
) =>
  selectPlaylists(db)
    .where('playlist.sphere_id', '=', sphereId)
    .$if(!all, (q) => q.where('playlist.visibility', '=', 'public'))
    .orderBy('playlist.playlist_id', 'desc')
    .offset(window.offset)
    .limit(window.count)
    .execute();

/** Of `playlistIds`, those holding the post. */
export async function playlistsHolding(db: Db, playlistIds: number[], postId: number): Promise<Set<number>> {
  if (playlistIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('playlist_item')
    .select('playlist_id')
    .where('post_id', '=', postId)
    .where('playlist_id', 'in', playlistIds)
    .execute();
  return new Set(rows.map((row) => row.playlist_id));
}

/** The user's role in the sphere, or null when not a member. */
export async function sphereRole(db: Db, sphereId: number, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('sphere_member')
    .select('role')
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The list and its items go together (the items' rows first, for engines without cascades). */
export async function deletePlaylist(db: Db, playlistId: number) {
  await db.deleteFrom('playlist_item').where('playlist_id', '=', playlistId).execute();
  await db.deleteFrom('playlist').where('playlist_id', '=', playlistId).execute();
}

export async function sphereExists(db: Db, sphereId: number): Promise<boolean> {
  return (
    (await db.selectFrom('sphere').select('sphere_id').where('sphere_id', '=', sphereId).executeTakeFirst()) !==
    undefined
  );
}

/** Stored blocks are ours, but a bad value must not break a list: no video then. */
function firstYoutube(blocksJson: string): { videoId: string; start: number | null; end: number | null } | null {
  let blocks: Block[];
  try {
    const parsed: unknown = JSON.parse(blocksJson);
    blocks = Array.isArray(parsed) ? (parsed as Block[]) : [];
  } catch {
    return null;
  }
  for (const block of blocks) {
    if (block.type !== 'video' || !block.url) continue;
    const video = parseVideoUrl(block.url);
    if (video?.provider !== 'youtube') continue;
    return {
      videoId: video.id,
      start: block.start !== undefined ? block.start : video.start,
      end: block.end !== undefined ? block.end : video.end,
    };
  }
  return null;
}

/** A post a viewer may put in a list: live, visible to them, with a YouTube video. */
export async function findListablePost(db: Db, postId: number, viewerId: number) {
  const row = await db
    .selectFrom('post')
    .select(['post_id', 'blocks_json'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('is_confirmed', '=', 1), eb('user_id', '=', viewerId)]))
    .executeTakeFirst();
  if (!row) return null;
  return { postId: row.post_id, video: firstYoutube(row.blocks_json) };
}

/**
 * The list's videos in order, as the viewer may see them: deleted posts drop out, and other
 * people's pending posts stay hidden until confirmed.
 */
export async function findItems(db: Db, playlistId: number, viewerId: number | null): Promise<PlaylistItem[]> {
  const rows = await db
    .selectFrom('playlist_item')
    .innerJoin('post', 'post.post_id', 'playlist_item.post_id')
    .select(['post.post_id', 'post.title', 'post.content', 'post.blocks_json'])
    .where('playlist_item.playlist_id', '=', playlistId)
    .where('post.deleted_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('post.is_confirmed', '=', 1)
        : eb.or([eb('post.is_confirmed', '=', 1), eb('post.user_id', '=', viewerId)]),
    )
    .orderBy('playlist_item.position', 'asc')
    .execute();
  return rows.flatMap((row) => {
    const video = firstYoutube(row.blocks_json);
    if (!video) return [];
    const title = row.title ?? [...row.content].slice(0, 40).join('');
    return [{ postId: toWirePostId(row.post_id), title, ...video }];
  });
}

export async function itemPostIds(db: Db, playlistId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('playlist_item')
    .select('post_id')
    .where('playlist_id', '=', playlistId)
    .orderBy('position', 'asc')
    .execute();
  return rows.map((row) => row.post_id);
}

export async function appendItem(db: Db, playlistId: number, postId: number, userId: number, now: string) {
  await db
    .insertInto('playlist_item')
    .values({
      playlist_id: playlistId,
      post_id: postId,
      added_by: userId,
      added_at: now,
      position: sql<number>`(select coalesce(max(position), 0) + 1 from playlist_item where playlist_id = ${playlistId})`,
    })
    .execute();
}

export async function touchPlaylist(db: Db, playlistId: number, now: string) {
  await db.updateTable('playlist').set({ updated_at: now }).where('playlist_id', '=', playlistId).execute();
}

/**
 * One post as a list item (its first YouTube video; `item` null without one), if the viewer may
 * see the post; null otherwise.
 */
export async function findPostItem(
  db: Db,
  postId: number,
  viewerId: number | null,
): Promise<{ item: PlaylistItem | null } | null> {
  const row = await db
    .selectFrom('post')
    .select(['post_id', 'title', 'content', 'blocks_json'])
    .where('post_id', '=', postId)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      viewerId === null
        ? eb('is_confirmed', '=', 1)
        : eb.or([eb('is_confirmed', '=', 1), eb('user_id', '=', viewerId)]),
    )
    .executeTakeFirst();
  if (!row) return null;
  const video = firstYoutube(row.blocks_json);
  if (!video) return { item: null };
  const title = row.title ?? [...row.content].slice(0, 40).join('');
  return { item: { postId: toWirePostId(row.post_id), title, ...video } };
}
