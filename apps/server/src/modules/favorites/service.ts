import {
  FAVORITE_MESSAGES,
  FAVORITES_MAX,
  type Favorite,
  type FavoriteKind,
  type FavoritesResponse,
} from '@tubesphere/shared/contract/favorites';
import { sampleChannelById, sampleVideoById } from '@tubesphere/shared/domain/ranking-samples/index';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { RankingService } from '../rankings/index.ts';
import { addFavorite, type FavoriteRow, findFavorites, isCollected, removeFavorite } from './repository.ts';

const toFavorite = (row: FavoriteRow): Favorite => ({ kind: row.kind, id: row.target_id, addedAt: row.created_at });

/**
 * 즐겨찾기 on the ranking pages: any video or channel a ranking can show — collected by the
 * collector, or one of the sample items shown before anything was collected.
 */
export class FavoriteService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rankings: RankingService,
  ) {}

  async list(userId: number): Promise<FavoritesResponse> {
    const rows = await findFavorites(this.db, userId);
    const ids = (kind: FavoriteKind) => rows.filter((row) => row.kind === kind).map((row) => row.target_id);
    const [videos, channels] = await Promise.all([
      this.rankings.videosByIds(ids('video')),
      this.rankings.channelsByIds(ids('channel')),
    ]);
    return { success: true, favorites: rows.map(toFavorite), videos, channels };
  }

  async add(userId: number, kind: FavoriteKind, id: string): Promise<Favorite> {
    if (!(await this.isKnown(kind, id))) throw notFound(FAVORITE_MESSAGES.notFound);
    const row = await this.db
      .transaction()
      .execute((trx) => addFavorite(trx, userId, kind, id, nowIso(), FAVORITES_MAX));
    if (row === 'full') throw badRequest(FAVORITE_MESSAGES.tooMany);
    return toFavorite(row);
  }

  /** Removing what is not there is fine (a second click); an id no ranking knows is a 404. */
  async remove(userId: number, kind: FavoriteKind, id: string): Promise<boolean> {
    const removed = await removeFavorite(this.db, userId, kind, id);
    if (!removed && !(await this.isKnown(kind, id))) throw notFound(FAVORITE_MESSAGES.notFound);
    return removed;
  }

  private async isKnown(kind: FavoriteKind, id: string): Promise<boolean> {
    const sample = kind === 'video' ? sampleVideoById(id) : sampleChannelById(id);
    return sample !== null || (await isCollected(this.db, kind, id));
  }
}
