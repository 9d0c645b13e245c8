import { INT32_MAX, pagination, queryInt } from './common.ts';
import { z } from './zod.ts';

/**
 * 처리 내역 (docs/decisions/220-open-modlog.md): the public log of what moderation did — hides,
 * restores, rejections, removals, suspensions and sphere bans — read from the audit trail.
 * It never names who reported something, nor which staff member acted: only 운영자 (the site's
 * admins), 스피어 운영진 (a sphere's staff) or 자동 (the report threshold).
 */
export const MODLOG_MESSAGES = {
  badSphere: '스피어 ID 형식이 올바르지 않습니다.',
  sphereNotFound: '스피어를 찾을 수 없습니다.',
} as const;

export const MODLOG_PAGE_SIZE = 30;

/** Who acted, as the log says it: never a name. */
export const MODLOG_MODERATORS = ['site', 'sphere', 'automatic'] as const;
export type ModlogModerator = (typeof MODLOG_MODERATORS)[number];

export const modlogQuery = z.object({
  page: queryInt(1, 100_000, 1),
  /** A sphere's own log: what its staff did there. */
  sphereId: z.optional(
    z.pipe(
      z.transform((value) =>
        typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN,
      ),
      z.int({ error: MODLOG_MESSAGES.badSphere }).check(z.lte(INT32_MAX, MODLOG_MESSAGES.badSphere)),
    ),
  ),
});
export type ModlogQuery = z.input<typeof modlogQuery>;

export const modlogMember = z.object({ userId: z.string(), userName: z.string() });

/** What an entry acted on: a post, a comment (under its post) or a member. */
export const modlogTarget = z.object({
  kind: z.enum(['post', 'comment', 'user']),
  postId: z.nullable(z.string()),
  /** Null for a post that was never public (반려) or no longer exists. */
  postTitle: z.nullable(z.string()),
  commentId: z.nullable(z.int()),
  /** The member acted on (the author of the post or comment); null once they left the site. */
  member: z.nullable(modlogMember),
});
export type ModlogTarget = z.infer<typeof modlogTarget>;

export const modlogSphere = z.object({ sphereId: z.int(), name: z.string() });

export const modlogEntry = z.object({
  id: z.int(),
  createdAt: z.string(),
  /**
   * `post.hide`, `post.restore`, `post.reject`, `post.delete`, `comment.hide`, `comment.restore`,
   * `comment.delete`, `user.suspend`, `user.unsuspend`, `report.hide`, `report.delete`,
   * `report.sanction`, and sphere staff actions (`sphere.post.hide`, `sphere.ban` …).
   */
  action: z.string(),
  moderator: z.enum(MODLOG_MODERATORS),
  /** The sphere a sphere staff action happened in; null for the site's own actions. */
  sphere: z.nullable(modlogSphere),
  reason: z.nullable(z.string()),
  /** Suspensions and bans: for how many days (null with `until` null: for good). */
  days: z.nullable(z.int()),
  until: z.nullable(z.string()),
  targets: z.array(modlogTarget),
});
export type ModlogEntry = z.infer<typeof modlogEntry>;

export const modlogResponse = z.object({
  success: z.literal(true),
  entries: z.array(modlogEntry),
  pagination,
  /** The sphere asked for with `sphereId`. */
  sphere: z.nullable(modlogSphere),
});
export type ModlogResponse = z.infer<typeof modlogResponse>;
