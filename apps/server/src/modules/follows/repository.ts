import type { SphereNotifyMode } from '@tubesphere/shared/contract/follows';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Inserts the follow; false when it was already there. */
export async function insertFollow(db: Db, followerId: number, followeeId: number, now: string): Promise<boolean> {
  const row = await db
    .insertInto('user_follow')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: now })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('follower_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFollow(db: Db, followerId: number, followeeId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('user_follow')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Followers and followings of `userId` among live accounts, and whether `viewerId` follows them,
 * in one statement (each count reads one side of an index).
 */
export async function findFollowCounts(db: Db, userId: number, viewerId: number | null) {
  const count = (side: 'follower_id' | 'followee_id', other: 'follower_id' | 'followee_id') =>
    db
      .selectFrom('user_follow as f')
      .innerJoin('user as u', 'u.user_id', `f.${other}`)
      .select((s) => s.fn.countAll<number>().as('n'))
      .where(`f.${side}`, '=', userId)
      .where('u.deleted_at', 'is', null);
  const row = await db
    .selectNoFrom([
      count('followee_id', 'follower_id').as('followers'),
      count('follower_id', 'followee_id').as('following'),
      db
        .selectFrom('user_follow as f')
        .select((s) => s.fn.countAll<number>().as('n'))
        .where('f.follower_id', '=', viewerId ?? 0)
        .where('f.followee_id', '=', userId)
        .as('mine'),
    ])
    .executeTakeFirstOrThrow();
  return {
    followerCount: Number(row.followers ?? 0),
    followingCount: Number(row.following ?? 0),
    isFollowing: Number(row.mine ?? 0) > 0,
  };
}

/** Sets 새 글 알림 of a membership; false when the user is not a member of the sphere. */
export async function setNotifyMode(db: Db, sphereId: number, userId: number, mode: SphereNotifyMode) {
  const result = await db
    .updateTable('sphere_member')
    .set({ notify_mode: mode })
    .where('sphere_id', '=', sphereId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Posts that just became public wait here for the fan-out job; queuing one twice is harmless. */
export async function queuePosts(db: Db, postIds: number[], now: string): Promise<void> {
  if (postIds.length === 0) return;
  await db
    .insertInto('post_fanout')
    .values(postIds.map((postId) => ({ post_id: postId, after_user_id: 0, created_at: now })))
    .onConflict((oc) => oc.column('post_id').doNothing())
    .execute();
}

/** The oldest queued post with what the fan-out needs of it; undefined when none waits. */
export function nextQueued(db: Db) {
  return db
    .selectFrom('post_fanout as q')
    .leftJoin('post', 'post.post_id', 'q.post_id')
    .select([
      'q.post_id',
      'q.after_user_id',
      'post.user_id as author_id',
      'post.sphere_id',
      'post.is_confirmed',
      'post.deleted_at',
    ])
    .orderBy('q.created_at')
    .orderBy('q.post_id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The next `limit` people to tell of a post, in user_id order after `afterUserId`: followers of
 * its author and members of its sphere who asked for every new post. Who among them is actually
 * told (live, not blocking, type on) the notifications module decides.
 */
export async function nextRecipients(
  db: Db,
  post: { authorId: number; sphereId: number | null; afterUserId: number },
  limit: number,
): Promise<number[]> {
  const followers = db
    .selectFrom('user_follow')
    .select('follower_id as user_id')
    .where('followee_id', '=', post.authorId)
    .where('follower_id', '>', post.afterUserId);
  const candidates =
    post.sphereId === null
      ? followers
      : followers.union(
          db
            .selectFrom('sphere_member')
            .select('user_id')
            .where('sphere_id', '=', post.sphereId)
            .where('notify_mode', '=', 'all')
            .where('user_id', '>', post.afterUserId),
        );
  const rows = await db.selectFrom(candidates.as('c')).select('c.user_id').orderBy('c.user_id').limit(limit).execute();
  return rows.map((row) => Number(row.user_id));
}

export async function advanceQueued(db: Db, postId: number, afterUserId: number): Promise<void> {
  await db.updateTable('post_fanout').set({ after_user_id: afterUserId }).where('post_id', '=', postId).execute();
}

export async function dropQueued(db: Db, postId: number): Promise<void> {
  await db.deleteFrom('post_fanout').where('post_id', '=', postId).execute();
}
