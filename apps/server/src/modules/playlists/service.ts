import {
  type CreatePlaylistBody,
  PLAYLIST_ITEMS_MAX,
  PLAYLIST_MESSAGES,
  type Playlist,
  type PlaylistListResponse,
  type PlaylistResponse,
  type PlaylistVisibility,
  type SpherePlaylistListResponse,
  type UpdatePlaylistBody,
} from '@tubesphere/shared/contract/playlists';
import { SPHERE_MESSAGES } from '@tubesphere/shared/contract/spheres';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit/index.ts';
import { findActiveBan } from '../spheres/index.ts';
import {
  appendItem,
  deletePlaylist,
  findItems,
  findListablePost,
  findPlaylist,
  findSpherePlaylists,
  findUserPlaylists,
  itemPostIds,
  type PlaylistRecord,
  playlistsHolding,
  sphereExists,
  sphereRole,
  touchPlaylist,
} from './repository.ts';

type Viewer = Pick<UserRow, 'user_id' | 'admin_level'> | null;
/**
 * Why someone may edit a list. A sphere's 운영진 ('sphereStaff') and site staff ('staff') act as
 * moderators of lists not theirs; a member banned from the sphere is no editor of its lists.
 */
type EditAccess = 'owner' | 'member' | 'sphereStaff' | 'staff' | null;
type Change = 'add' | 'remove' | 'order' | 'details' | 'delete';
type Window = { page: number; limit: number };

/** Renaming, moving and deleting a list is for its maker and moderators, not every editor. */
const mayManage = (access: EditAccess) => access === 'owner' || access === 'sphereStaff' || access === 'staff';

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
      if (sphereId !== null) await this.checkSphereEditor(trx, sphereId, user);
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

  async forUser(
    userId: number,
    viewer: Viewer,
    { page, limit }: Window,
    postId?: number,
  ): Promise<PlaylistListResponse> {
    const own = viewer?.user_id === userId;
    const rows = await findUserPlaylists(this.db, userId, own, { offset: (page - 1) * limit, count: limit + 1 });
    const shown = rows.slice(0, limit);
    const holding =
      postId === undefined
        ? null
        : await playlistsHolding(
            this.db,
            shown.map((row) => row.playlist_id),
            postId,
          );
    const playlists = await Promise.all(
      shown.map(async (row) => ({
        ...(await this.toWire(this.db, row, viewer)),
        ...(holding ? { hasPost: holding.has(row.playlist_id) } : {}),
      })),
    );
    return { playlists, pagination: { page, limit, hasMore: rows.length > limit } };
  }

  /** A sphere's lists: the public ones, and all of them for those who may edit them. */
  async forSphere(sphereId: number, viewer: Viewer, { page, limit }: Window): Promise<SpherePlaylistListResponse> {
    if (!(await sphereExists(this.db, sphereId))) throw notFound(SPHERE_MESSAGES.notFound);
    const editor = viewer !== null && (await this.sphereAccess(this.db, sphereId, viewer)) !== null;
    const rows = await findSpherePlaylists(this.db, sphereId, editor, { offset: (page - 1) * limit, count: limit + 1 });
    const playlists = await Promise.all(rows.slice(0, limit).map((row) => this.toWire(this.db, row, viewer)));
    return { playlists, pagination: { page, limit, hasMore: rows.length > limit }, canCreate: editor };
  }

  /** Title, description, visibility or sphere; for its maker and moderators. */
  update(playlistId: number, body: UpdatePlaylistBody, user: UserRow): Promise<PlaylistResponse> {
    return this.db.transaction().execute(async (trx) => {
      const record = await this.editable(trx, playlistId, user, 'details');
      const sphereId = body.sphereId === undefined ? record.sphere_id : body.sphereId;
      if (sphereId !== null && sphereId !== record.sphere_id) await this.checkSphereEditor(trx, sphereId, user);
      const now = nowIso();
      const changes = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
        sphere_id: sphereId,
        updated_at: now,
      };
      await trx.updateTable('playlist').set(changes).where('playlist_id', '=', playlistId).execute();
      return this.answer(trx, { ...record, ...changes }, user);
    });
  }

  /** The list goes with its items; watch parties started from it keep playing (they hold their videos). */
  remove(playlistId: number, user: UserRow): Promise<{ deleted: true }> {
    return this.db.transaction().execute(async (trx) => {
      await this.editable(trx, playlistId, user, 'delete');
      await deletePlaylist(trx, playlistId);
      return { deleted: true as const };
    });
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

  /**
   * The list, if this user may make this change; a moderator (sphere 운영진 or site staff)
   * changing a list not theirs goes on the audit trail.
   */
  private async editable(
    trx: Transaction<Database>,
    playlistId: number,
    user: UserRow,
    change: Change,
  ): Promise<PlaylistRecord> {
    const record = await this.visible(trx, playlistId, user);
    const access = await this.access(trx, record, user);
    if (access === null) throw forbidden(PLAYLIST_MESSAGES.notYours);
    if ((change === 'details' || change === 'delete') && !mayManage(access))
      throw forbidden(PLAYLIST_MESSAGES.notManager);
    if (access === 'staff' || access === 'sphereStaff') {
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
    return this.sphereAccess(db, record.sphere_id, viewer);
  }

  /**
   * What a person may do with a sphere's lists: its members edit them (those it banned, while the
   * ban lasts, do not), its 운영진 and site staff moderate them (docs/sphere-roles.md).
   */
  private async sphereAccess(
    db: Kysely<Database>,
    sphereId: number,
    viewer: NonNullable<Viewer>,
  ): Promise<Exclude<EditAccess, 'owner'>> {
    const role = await sphereRole(db, sphereId, viewer.user_id);
    if (role !== null && !(await findActiveBan(db, sphereId, viewer.user_id, nowIso())))
      return role === 'member' ? 'member' : 'sphereStaff';
    return viewer.admin_level >= 1 ? 'staff' : null;
  }

  /** Making a list the sphere's: the sphere must exist and the person be one of its editors. */
  private async checkSphereEditor(db: Kysely<Database>, sphereId: number, user: UserRow): Promise<void> {
    if (!(await sphereExists(db, sphereId))) throw badRequest(PLAYLIST_MESSAGES.sphereNotFound);
    if (await this.sphereAccess(db, sphereId, user)) return;
    const member = (await sphereRole(db, sphereId, user.user_id)) !== null;
    throw forbidden(member ? PLAYLIST_MESSAGES.banned : PLAYLIST_MESSAGES.notMember);
  }

  private async toWire(db: Kysely<Database>, record: PlaylistRecord, viewer: Viewer): Promise<Playlist> {
    const access = await this.access(db, record, viewer);
    return {
      id: record.playlist_id,
      title: record.title,
      description: record.description,
      ownerId: toWireUserId(record.user_id),
      ownerName: record.user_name,
      sphereId: record.sphere_id,
      visibility: record.visibility as PlaylistVisibility,
      itemCount: Number(record.item_count ?? 0),
      canEdit: access !== null,
      canManage: mayManage(access),
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
