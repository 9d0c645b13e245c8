import type { Pagination } from '@tubesphere/shared/contract/common';
import type { ReactionType } from '@tubesphere/shared/contract/feed';
import type {
  ProfileComment,
  PublicProfile,
  UpdateMeValues,
  UserCommentsResponse,
  UserResponse,
} from '@tubesphere/shared/contract/users';
import { USER_MESSAGES } from '@tubesphere/shared/contract/users';
import { nameProblem } from '@tubesphere/shared/domain/display-names';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { liveMentionTargets } from '../../lib/mentions.ts';
import type { ReadCache } from '../../plugins/app/read-cache.ts';
import { toWireComment } from '../comments/index.ts';
import { findFollowCounts } from '../follows/index.ts';
import {
  type CachedWindow,
  feedJson,
  guestPageOf,
  type SerializedPost,
  serializePost,
  toWirePost,
  viewerStateOf,
  withReaction,
} from '../posts/index.ts';
import { indexPosts } from '../search/index.ts';
import {
  findCompanionLook,
  findOwnPendingPosts,
  findProfileStats,
  findUserComments,
  findUserPostIds,
  findUserPostRecords,
} from './profile-repository.ts';
import { findUserById } from './repository.ts';
import { toPublicUserProfile } from './user-profile.ts';

type ProfileWithFollows = UserResponse['user'];

const EXCERPT_LENGTH = 40;

const REINDEX_BATCH = 500;

const excerpt = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= EXCERPT_LENGTH ? chars.join('') : `${chars.slice(0, EXCERPT_LENGTH).join('')}…`;
};

/**
 * Profile pages: who someone is, what they wrote and said. Public parts are the same for every
 * viewer and are kept in the read cache (among its deep entries, so walking many profiles never
 * pushes out the feed's first pages); a signed-in viewer's reactions are laid over a page, and
 * the owner also sees their pending posts first, as in the feed (docs/decisions/086-profiles.md).
 */
export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly cache: ReadCache,
    private readonly options: { checkContract: boolean },
    /** For the sums over a member's posts and comments (milliseconds for a prolific member): db/read-pool.ts. */
    private readonly readDb: Kysely<Database> = db,
  ) {}

  /**
   * The profile with who follows whom, for `viewerId`. The counts are read every time rather than
   * cached with the profile: a follow is a write like any other, and the viewer expects to see it.
   */
  async profileFor(userId: number, viewerId: number | null): Promise<ProfileWithFollows> {
    const profile = await this.profile(userId);
    return { ...profile, ...(await findFollowCounts(this.db, userId, viewerId === userId ? null : viewerId)) };
  }

  async profile(userId: number): Promise<PublicProfile> {
    return this.cache.load(
      `profile:${userId}`,
      async () => {
        const user = await this.existing(userId);
        const [stats, look] = await Promise.all([
          findProfileStats(this.readDb, userId),
          findCompanionLook(this.db, userId),
        ]);
        return {
          ...toPublicUserProfile(user),
          createdAt: user.created_at,
          stats,
          companion: look && {
            name: look.character.character_name,
            level: look.character.level,
            base:
              look.character.base_id && look.character.base_icon && look.character.base_name
                ? { partId: look.character.base_id, icon: look.character.base_icon, name: look.character.base_name }
                : null,
            accessories: look.accessories.map((a) => ({
              partId: a.part_id,
              icon: a.part_icon,
              name: a.part_name,
              x: a.position_x,
              y: a.position_y,
            })),
          },
        };
      },
      { deep: true },
    );
  }

  /**
   * A page of the user's posts as JSON text (the feed's shape). Everyone but the owner gets the
   * cached public page — a guest its final bytes, a signed-in viewer with their reactions laid
   * over — so a page is one query for a viewer and none for a guest while it is cached.
   */
  async posts(userId: number, viewerId: number | null, page: number, limit: number): Promise<string | Buffer> {
    const offset = (page - 1) * limit;
    const pagination = (count: number): Pagination => ({ page, limit, hasMore: count > limit });
    let own: string[] = [];
    let publicOffset = offset;
    if (viewerId === userId) {
      await this.existing(userId);
      // One row past the page tells hasMore and, when fewer exist, how many there are.
      const pending = await findOwnPendingPosts(this.db, userId, offset + limit + 1);
      const now = new Date();
      own = pending.slice(offset).map((record) => this.serialize(record, now).json);
      publicOffset = Math.max(0, offset - pending.length);
    }
    const need = limit + 1 - own.length;
    if (need === 0) return feedJson(own.slice(0, limit), pagination(own.length));
    const window = await this.publicWindow(userId, publicOffset, need);
    if (viewerId === null) return guestPageOf(window, page, limit);
    const { reactions, bookmarks } =
      window.posts.length === 0
        ? { reactions: new Map<number, ReactionType>(), bookmarks: new Set<number>() }
        : await viewerStateOf(this.db, window, viewerId);
    // Someone who reacted to and saved none of these posts sees exactly the guest page.
    if (own.length === 0 && reactions.size === 0 && bookmarks.size === 0) return guestPageOf(window, page, limit);
    const posts = [
      ...own,
      ...window.posts.map((p) => withReaction(p, reactions.get(p.postId), bookmarks.has(p.postId))),
    ];
    return feedJson(posts.slice(0, limit), pagination(posts.length));
  }

  /** `count` public posts from `offset`, as a guest sees them; an unknown user is a 404 (never cached). */
  private publicWindow(userId: number, offset: number, count: number): Promise<CachedWindow> {
    return this.cache.load(
      `user-posts:${userId}:${offset}:${count}`,
      async () => {
        await this.existing(userId);
        const now = new Date();
        const records = await findUserPostRecords(this.db, userId, null, { offset, count });
        return { posts: records.map((record) => this.serialize(record, now)) };
      },
      { deep: true },
    );
  }

  async comments(userId: number, viewerId: number | null, page: number, limit: number): Promise<UserCommentsResponse> {
    await this.existing(userId);
    const rows = await findUserComments(this.db, userId, viewerId, { offset: (page - 1) * limit, count: limit + 1 });
    const now = new Date();
    const shown = rows.slice(0, limit);
    const mentionTargets = await liveMentionTargets(this.db, shown);
    const comments: ProfileComment[] = shown.map((row) => ({
      ...toWireComment(row, mentionTargets, now),
      post: { postId: toWirePostId(row.post_id), title: row.post_title, excerpt: excerpt(row.post_content) },
    }));
    return { success: true, data: { comments, pagination: { page, limit, hasMore: rows.length > limit } } };
  }

  /**
   * The owner's name, bio and picture. A new name is written into the search index of their
   * posts in the same transaction, since posts are found by their author's name.
   */
  async updateMe(user: UserRow, body: UpdateMeValues): Promise<UserRow> {
    const values: { user_name?: string; bio?: string | null; profile_image?: string | null } = {};
    if (body.user_name !== undefined && body.user_name !== user.user_name) {
      // Checked only when it changes: the seeded 관리자 may still edit their bio.
      const badName = nameProblem(body.user_name);
      if (badName) throw badRequest(badName);
      values.user_name = body.user_name;
    }
    if (body.bio !== undefined) values.bio = body.bio;
    if (body.profile_image !== undefined) values.profile_image = body.profile_image;
    if (Object.keys(values).length === 0) return user;
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('user')
        .set({ ...values, updated_at: nowIso() })
        .where('user_id', '=', user.user_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (updated.user_name !== user.user_name) {
        const ids = await findUserPostIds(trx, user.user_id);
        for (let start = 0; start < ids.length; start += REINDEX_BATCH) {
          await indexPosts(trx, this.dialect, ids.slice(start, start + REINDEX_BATCH));
        }
      }
      return updated;
    });
  }

  private async existing(userId: number): Promise<UserRow> {
    const user = await findUserById(this.db, userId);
    // A deleted account has no profile left to show; the message says it was left, not mistyped.
    if (!user) throw notFound(USER_MESSAGES.notFound);
    if (user.deleted_at !== null) throw notFound(USER_MESSAGES.deleted);
    return user;
  }

  private serialize(record: Parameters<typeof toWirePost>[0], now: Date): SerializedPost {
    return serializePost(record.post_id, toWirePost(record, now), this.options.checkContract);
  }
}
