import {
  type CreatePlaylistBody,
  PLAYLIST_ITEMS_MAX,
  PLAYLIST_MESSAGES,
  type Playlist,
  type PlaylistListResponse,
  type PlaylistResponse,
  type PlaylistVisibility,
} from '@tubesphere/shared/contract/playlists';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import {
  appendItem,
  findItems,
  findListablePost,
  findPlaylist,
  findUserPlaylists,
  isSphereMember,
  itemPostIds,
  type PlaylistRecord,
  sphereExists,
  touchPlaylist,
} from './repository.ts';

type Viewer = Pick<UserRow, 'user_id' | 'admin_level'> | null;
/** Why someone may edit a list; staff who are neither owner nor member act as moderators. */
type EditAccess = 'owner' | 'member' | 'staff' | null;
type Change = 'add' | 'remove' | 'order';

/**
 * 재생목록 (docs/decisions/196-playlists.md). The owner edits a list; a sphere's list is edited
 * by that sphere's members and by staff too. A private list is "not found" to everyone else;
 * an unlisted one opens by its link but is never listed.
 */
export class PlaylistService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
  ) {}

  async create(user: UserRow, body: CreatePlaylistBody & { title: string }): Promise<PlaylistResponse> {
    const sphereId = body.sphereId ?? null;
    return this.db.transaction().execute(async (trx) => {
      if (sphereId !== null) {
        if (!(await sphereExists(trx, sphereId))) throw badRequest(PLAYLIST_MESSAGES.sphereNotFound);
        if (user.admin_level < 1 && !(await isSphereMember(trx, sphereId, user.user_id)))
          throw forbidden(PLAYLIST_MESSAGES.notMember);
      }
      const now = nowIso();
      const { playlist_id: playlistId } = await trx
        .insertInto('playlist')
        .values({
          user_id: user.user_id,
          sphere_id: sphereId,
          title: body.title,
          description: body.description ?? '',
          visibility: body.visibility,
          created_at: now,
          updated_at: now,
        })
        .returning('playlist_id')
        .executeTakeFirstOrThrow();
      return this.answer(trx, await this.visible(trx, playlistId, user), user);
    });
  }

  async get(playlistId: number, viewer: Viewer): Promise<PlaylistResponse> {
    return this.answer(this.db, await this.visible(this.db, playlistId, viewer), viewer);
  }

  async forUser(userId: number, viewer: Viewer, page: number, limit: number): Promise<PlaylistListResponse> {
    const own = viewer?.user_id === userId;
    const rows = await findUserPlaylists(this.db, userId, own, { offset: (page - 1) * limit, count: limit + 1 });
    const playlists = await Promise.all(rows.slice(0, limit).map((row) => this.toWire(this.db, row, viewer)));
    return { playlists, pagination: { page, limit, hasMore: rows.length > limit } };
  }

  addItem(playlistId: number, postId: number, user: UserRow): Promise<PlaylistResponse> {
    return this.db.transaction().execute(async (trx) => {
      const record = await this.editable(trx, playlistId, user, 'add');
      const post = await findListablePost(trx, postId, user.user_id);
      if (!post) throw notFound(PLAYLIST_MESSAGES.postNotFound);
      if (!post.video) throw badRequest(PLAYLIST_MESSAGES.postNotVideo);
      const ids = await itemPostIds(trx, playlistId);
      if (ids.includes(postId)) throw badRequest(PLAYLIST_MESSAGES.alreadyAdded);
      if (ids.length >= PLAYLIST_ITEMS_MAX) throw badRequest(PLAYLIST_MESSAGES.full);
      const now = nowIso();
      await appendItem(trx, playlistId, postId, user.user_id, now);
      await touchPlaylist(trx, playlistId, now);
      return this.answer(trx, { ...record, updated_at: now }, user);
    });
  }

  removeItem(playlistId: number, postId: number, user: UserRow): Promise<PlaylistResponse> {
    return this.db.transaction().execute(async (trx) => {
      const record = await this.editable(trx, playlistId, user, 'remove');
      const removed = await trx
        .deleteFrom('playlist_item')
        .where('playlist_id', '=', playlistId)
        .where('post_id', '=', postId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound(PLAYLIST_MESSAGES.postNotFound);
      const now = nowIso();
      await touchPlaylist(trx, playlistId, now);
      return this.answer(trx, { ...record, updated_at: now }, user);
    });
  }

  /** The new order must name every item exactly once, so two editors never lose each other's items. */
  reorder(playlistId: number, postIds: number[], user: UserRow): Promise<PlaylistResponse> {
    return this.db.transaction().execute(async (trx) => {
      const record = await this.editable(trx, playlistId, user, 'order');
      const current = await itemPostIds(trx, playlistId);
      const wanted = new Set(postIds);
      if (wanted.size !== postIds.length || current.length !== postIds.length || current.some((id) => !wanted.has(id)))
        throw badRequest(PLAYLIST_MESSAGES.orderMismatch);
      for (const [index, postId] of postIds.entries()) {
        await trx
          .updateTable('playlist_item')
          .set({ position: index + 1 })
          .where('playlist_id', '=', playlistId)
          .where('post_id', '=', postId)
          .execute();
      }
      const now = nowIso();
      await touchPlaylist(trx, playlistId, now);
      return this.answer(trx, { ...record, updated_at: now }, user);
    });
  }

  private async visible(db: Kysely<Database>, playlistId: number, viewer: Viewer): Promise<PlaylistRecord> {
    const record = await findPlaylist(db, playlistId);
    const mayEdit = record ? (await this.access(db, record, viewer)) !== null : false;
    if (!record || (record.visibility === 'private' && !mayEdit)) throw notFound(PLAYLIST_MESSAGES.notFound);
    return record;
  }

  /** The list, if this user may change it; staff changing a list not theirs goes on the audit trail. */
  private async editable(
    trx: Transaction<Database>,
    playlistId: number,
    user: UserRow,
    change: Change,
  ): Promise<PlaylistRecord> {
    const record = await this.visible(trx, playlistId, user);
    const access = await this.access(trx, record, user);
    if (access === null) throw forbidden(PLAYLIST_MESSAGES.notYours);
    if (access === 'staff') {
      await this.audit.record(
        {
          actorId: user.user_id,
          action: 'playlist.edit',
          target: `playlist${playlistId}`,
          rowCount: 1,
          detail: { playlistId, change, ownerId: toWireUserId(record.user_id) },
        },
        trx,
      );
    }
    return record;
  }

  private async access(db: Kysely<Database>, record: PlaylistRecord, viewer: Viewer): Promise<EditAccess> {
    if (!viewer) return null;
    if (record.user_id === viewer.user_id) return 'owner';
    if (record.sphere_id === null) return null;
    if (await isSphereMember(db, record.sphere_id, viewer.user_id)) return 'member';
    return viewer.admin_level >= 1 ? 'staff' : null;
  }

  private async toWire(db: Kysely<Database>, record: PlaylistRecord, viewer: Viewer): Promise<Playlist> {
    return {
      id: record.playlist_id,
      title: record.title,
      description: record.description,
      ownerId: toWireUserId(record.user_id),
      ownerName: record.user_name,
      sphereId: record.sphere_id,
      visibility: record.visibility as PlaylistVisibility,
      itemCount: Number(record.item_count ?? 0),
      canEdit: (await this.access(db, record, viewer)) !== null,
      createdAt: record.created_at,
      updatedAt: record.updated_at,
    };
  }

  private async answer(db: Kysely<Database>, record: PlaylistRecord, viewer: Viewer): Promise<PlaylistResponse> {
    const items = await findItems(db, record.playlist_id, viewer?.user_id ?? null);
    const playlist = await this.toWire(db, record, viewer);
    return { playlist: { ...playlist, itemCount: items.length }, items };
  }
}
