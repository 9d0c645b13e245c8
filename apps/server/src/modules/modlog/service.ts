import {
  MODLOG_MESSAGES,
  MODLOG_PAGE_SIZE,
  type ModlogEntry,
  type ModlogResponse,
  type ModlogTarget,
} from '@tubesphere/shared/contract/modlog';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { modlogFacts, showsPostTitle, type TargetRef } from './entries.ts';
import { findComments, findLiveUsers, findPosts, findSpheres, listModlogRows } from './repository.ts';

const idOf = (ref: TargetRef) =>
  ref.kind === 'post' ? ref.postId : ref.kind === 'comment' ? ref.commentId : ref.userId;
const idsOf = (refs: TargetRef[], kind: TargetRef['kind']) => [
  ...new Set(refs.filter((ref) => ref.kind === kind).map(idOf)),
];

/**
 * 처리 내역 (docs/decisions/220-open-modlog.md): a page of the audit trail's moderation rows,
 * each named with what it acted on — the post's title and the member's name — and nothing about
 * who reported it or which staff member acted.
 */
export class ModlogService {
  constructor(private readonly db: Kysely<Database>) {}

  async list(page: number, sphereId?: number): Promise<ModlogResponse> {
    const sphere = sphereId === undefined ? null : (await findSpheres(this.db, [sphereId]))[0];
    if (sphere === undefined) throw notFound(MODLOG_MESSAGES.sphereNotFound);
    const rows = await listModlogRows(this.db, { sphereId }, page, MODLOG_PAGE_SIZE);
    const shown = rows.slice(0, MODLOG_PAGE_SIZE).map((row) => ({ row, facts: modlogFacts(row) }));
    const refs = shown.flatMap((item) => item.facts.targets);

    const comments = new Map((await findComments(this.db, idsOf(refs, 'comment'))).map((c) => [c.comment_id, c]));
    const postIds = new Set([...idsOf(refs, 'post'), ...[...comments.values()].map((c) => c.post_id)]);
    const posts = new Map((await findPosts(this.db, [...postIds])).map((p) => [p.post_id, p]));
    const userIds = new Set([
      ...idsOf(refs, 'user'),
      ...[...posts.values()].map((p) => p.user_id),
      ...[...comments.values()].map((c) => c.user_id),
    ]);
    const users = new Map((await findLiveUsers(this.db, [...userIds])).map((u) => [u.user_id, u.user_name]));
    const sphereIds = [...new Set(shown.flatMap(({ row }) => (row.sphere_id === null ? [] : [row.sphere_id])))];
    const spheres = new Map((await findSpheres(this.db, sphereIds)).map((s) => [s.sphere_id, s.name]));

    const member = (userId: number | undefined) => {
      const name = userId === undefined ? undefined : users.get(userId);
      return userId === undefined || name === undefined ? null : { userId: toWireUserId(userId), userName: name };
    };
    const target = (ref: TargetRef, action: string): ModlogTarget => {
      if (ref.kind === 'user') {
        return { kind: 'user', postId: null, postTitle: null, commentId: null, member: member(ref.userId) };
      }
      const comment = ref.kind === 'comment' ? comments.get(ref.commentId) : undefined;
      const postId = ref.kind === 'post' ? ref.postId : comment?.post_id;
      const post = postId === undefined ? undefined : posts.get(postId);
      return {
        kind: ref.kind,
        postId: postId === undefined ? null : toWirePostId(postId),
        postTitle: post && showsPostTitle(action) ? post.title : null,
        commentId: ref.kind === 'comment' ? ref.commentId : null,
        member: member(ref.kind === 'comment' ? comment?.user_id : post?.user_id),
      };
    };

    const entries: ModlogEntry[] = shown.map(({ row, facts }) => {
      const sphereName = row.sphere_id === null ? undefined : spheres.get(row.sphere_id);
      return {
        id: row.audit_id,
        createdAt: row.created_at,
        action: facts.action,
        moderator: facts.moderator,
        sphere:
          row.sphere_id === null || sphereName === undefined ? null : { sphereId: row.sphere_id, name: sphereName },
        reason: row.reason,
        days: facts.days,
        until: facts.until,
        targets: facts.targets.map((ref) => target(ref, facts.action)),
      };
    });
    return {
      success: true,
      entries,
      pagination: { page, limit: MODLOG_PAGE_SIZE, hasMore: rows.length > MODLOG_PAGE_SIZE },
      sphere: sphere === null ? null : { sphereId: sphere.sphere_id, name: sphere.name },
    };
  }
}
