import { BLOCK_MESSAGES, BLOCKS_PAGE_SIZE, type BlocksResponse } from '@tubesphere/shared/contract/user-blocks';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { ReadCache } from '../../plugins/app/read-cache.ts';
import type { AuditService } from '../audit/index.ts';
import { blockedIdsOf, deleteBlock, findLiveUser, insertBlock, listBlocked } from './repository.ts';

/**
 * 차단: a member hides another from their own view. Blocking twice or unblocking someone not
 * blocked is harmless (the same answer); the blocked member is never told.
 */
export class BlockService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
    private readonly cache: ReadCache,
  ) {}

  block(user: UserRow, targetId: number) {
    return this.change(user, targetId, true);
  }

  unblock(user: UserRow, targetId: number) {
    return this.change(user, targetId, false);
  }

  /**
   * The wire ids a viewer blocked, for the feeds, search and comment lists to leave out or fold.
   * Kept in the read cache, which every write empties.
   */
  async blockedWireIds(viewerId: number | null): Promise<ReadonlySet<string>> {
    if (viewerId === null) return EMPTY;
    const ids = await this.cache.load(`blocks:${viewerId}`, () => blockedIdsOf(this.db, viewerId));
    return ids.length === 0 ? EMPTY : new Set(ids.map(toWireUserId));
  }

  async list(user: UserRow, page: number): Promise<BlocksResponse> {
    const rows = await listBlocked(this.db, user.user_id, page, BLOCKS_PAGE_SIZE);
    return {
      success: true,
      users: rows.slice(0, BLOCKS_PAGE_SIZE).map((row) => ({
        userId: toWireUserId(row.user_id),
        userName: row.user_name,
        profileImage: row.profile_image,
        blockedAt: row.created_at,
      })),
      pagination: { page, limit: BLOCKS_PAGE_SIZE, hasMore: rows.length > BLOCKS_PAGE_SIZE },
    };
  }

  private change(user: UserRow, targetId: number, blocked: boolean) {
    if (targetId === user.user_id) throw badRequest(BLOCK_MESSAGES.notSelf);
    return this.db.transaction().execute(async (trx) => {
      if (!(await findLiveUser(trx, targetId))) throw notFound(BLOCK_MESSAGES.notFound);
      const changed = blocked
        ? await insertBlock(trx, user.user_id, targetId, nowIso())
        : await deleteBlock(trx, user.user_id, targetId);
      const wireId = toWireUserId(targetId);
      if (changed) {
        await this.audit.record(
          {
            actorId: user.user_id,
            action: blocked ? 'user.block' : 'user.unblock',
            target: wireId,
            rowCount: 1,
            detail: { userId: wireId },
          },
          trx,
        );
      }
      return { success: true as const, userId: wireId, blocked };
    });
  }
}

const EMPTY: ReadonlySet<string> = new Set();
