import {
  ADMIN_POST_MESSAGES,
  type AdminComment,
  type AdminPost,
  type AdminPostCounts,
  type AdminPostStatus,
  type ConfirmPostsResponse,
} from '@tubesphere/shared/contract/admin-posts';
import type { Pagination } from '@tubesphere/shared/contract/common';
import type { CommentMention } from '@tubesphere/shared/domain/comment-text';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import { liveMentionTargets, mentionedUserIds, parseMentions } from '../../../lib/mentions.ts';
import { canNameRow } from '../../../lib/stored-id.ts';
import type { AuditService } from '../../audit/index.ts';
import { queueNewPostFanOut } from '../../follows/index.ts';
import { notifyPostMentions, notifyPostsConfirmed } from '../../notifications/index.ts';
import { toAdminComment, toAdminPost } from './mapper.ts';
import {
  confirmPosts,
  countAdminPosts,
  findAdminPostComments,
  findAdminPostPage,
  findAdminPostRecord,
  findLivePost,
  findLivePosts,
} from './repository.ts';

export class AdminPostService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditService,
    /** The lists and counts (a scan with a LIKE per row when searching): on the read pool (db/read-pool.ts). */
    private readonly readDb: Kysely<Database> = db,
  ) {}

  async list(
    adminId: number,
    status: AdminPostStatus,
    page: number,
    limit: number,
    q?: string,
  ): Promise<{ results: AdminPost[]; pagination: Pagination }> {
    const rows = await findAdminPostPage(this.readDb, adminId, status, page, limit, q || undefined);
    const now = new Date();
    return {
      results: rows.slice(0, limit).map((row) => toAdminPost(row, now)),
      pagination: { page, limit, hasMore: rows.length > limit },
    };
  }

  counts(q?: string): Promise<AdminPostCounts> {
    return countAdminPosts(this.readDb, q || undefined);
  }

  /** The post as the admin reviews it, and whom its text mentions (linked as on the post page). */
  async detail(adminId: number, postId: number): Promise<{ post: AdminPost; mentions: CommentMention[] }> {
    if (!canNameRow(postId)) throw notFound(ADMIN_POST_MESSAGES.notFound);
    const record = await findAdminPostRecord(this.db, adminId, postId);
    if (!record) throw notFound(ADMIN_POST_MESSAGES.notFound);
    const mentions = parseMentions(record.mentions_json, await liveMentionTargets(this.db, [record]));
    return { post: toAdminPost(record, new Date()), mentions };
  }

  async comments(postId: number): Promise<AdminComment[]> {
    if (!canNameRow(postId) || !(await findLivePost(this.db, postId))) throw notFound(ADMIN_POST_MESSAGES.notFound);
    const now = new Date();
    return (await findAdminPostComments(this.db, postId)).map((row) => toAdminComment(row, now));
  }

  /**
   * Publishes posts (pending → confirmed, docs/product.md#admin-confirm): all of them or none — an unknown or deleted id fails the whole
   * call. Already-confirmed posts keep their first confirmation, so a double click is harmless.
   * The audit row commits with the confirmation; it names only the posts this call published.
   */
  async confirm(adminId: number, postIds: number[]): Promise<ConfirmPostsResponse> {
    const ids = [...new Set(postIds)];
    if (ids.length === 0) throw badRequest(ADMIN_POST_MESSAGES.nothingToConfirm);
    if (ids.length > 100) throw badRequest(ADMIN_POST_MESSAGES.tooMany);
    if (!ids.every(canNameRow)) throw notFound(ADMIN_POST_MESSAGES.notFound);
    return this.db.transaction().execute(async (trx) => {
      const live = await findLivePosts(trx, ids);
      if (live.length !== ids.length) throw notFound(ADMIN_POST_MESSAGES.notFound);
      // A hidden post was public once and was taken down: bringing it back is a restore, with its own record.
      if (live.some((row) => row.moderation_status === 'hidden')) throw conflict(ADMIN_POST_MESSAGES.hiddenUseRestore);
      const pendingRows = live.filter((row) => row.is_confirmed !== 1);
      const pending = pendingRows.map((row) => row.post_id);
      if (pending.length > 0) {
        await confirmPosts(trx, pending, adminId, nowIso());
        await notifyPostsConfirmed(
          trx,
          adminId,
          pendingRows.map((row) => ({ postId: row.post_id, authorId: row.user_id })),
        );
        // Public now: the people each post mentions hear of it, from its author.
        for (const row of pendingRows) {
          await notifyPostMentions(trx, {
            postId: row.post_id,
            authorId: row.user_id,
            mentionedUserIds: mentionedUserIds(row.mentions_json),
          });
        }
        await queueNewPostFanOut(trx, pending, nowIso());
        const wireIds = pending.map(toWirePostId);
        await this.audit.record(
          {
            actorId: adminId,
            action: 'post.confirm',
            target: wireIds.join(', '),
            rowCount: pending.length,
            detail: { postIds: wireIds, requested: ids.length },
          },
          trx,
        );
      }
      return { success: true as const, postIds: ids.map(toWirePostId), confirmedCount: pending.length };
    });
  }
}
