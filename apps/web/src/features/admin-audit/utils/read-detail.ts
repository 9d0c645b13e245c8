import type { AuditAction, AuditDetail, AuditEntry } from '@tubesphere/shared/contract/admin-audit';

/** Fields each known action's `detail` must carry for the page to describe it. */
const REQUIRED: Record<AuditAction, string[]> = {
  'sql.run': ['sql', 'mode'],
  'post.confirm': ['postIds'],
  'settings.update': ['changes'],
  'youtube.import': ['region', 'date', 'savedCount', 'duplicateCount'],
  'youtube.save_videos': ['savedCount', 'duplicateCount'],
  'youtube.collect_channels': ['region', 'channelIds'],
  'rankings.collect': ['regions'],
  'post.reject': ['postIds'],
  'post.hide': ['postId'],
  'post.restore': ['postId'],
  'post.delete': ['postId', 'authorId'],
  'comment.hide': ['commentId', 'postId'],
  'comment.restore': ['commentId', 'postId'],
  'comment.delete': ['commentId', 'postId', 'authorId'],
  'report.resolve': ['action', 'keys', 'reportCount'],
  'report.resolve_message': ['action', 'keys', 'reportCount'],
  'user.suspend': ['userId'],
  'user.unsuspend': ['userId'],
  'user.admin_level': ['userId', 'from', 'to'],
  'sql.save_query': ['name', 'sql'],
  'sql.delete_query': ['name'],
  'user.trust_level': ['userId', 'from', 'to'],
  'post.auto_confirm': ['postId', 'trustLevel'],
  'trust.settings': ['changes'],
  'user.block': ['userId'],
  'user.unblock': ['userId'],
  'playlist.edit': ['playlistId', 'change', 'ownerId'],
  'mail.read': [],
  'sphere.create': ['sphereId', 'name'],
  'sphere.update': ['sphereId', 'fields'],
  'sphere.staff': ['sphereId', 'userId', 'from', 'to'],
  'sphere.pin': ['sphereId', 'postId'],
  'sphere.unpin': ['sphereId', 'postId'],
  'sphere.post.hide': ['sphereId', 'postId', 'authorId'],
  'sphere.post.restore': ['sphereId', 'postId'],
  'sphere.ban': ['sphereId', 'userId'],
  'sphere.unban': ['sphereId', 'userId'],
  'spam.settings': ['added', 'removed'],
};

/**
 * The entry's detail as its action's shape, or null when it is another action or lacks a field
 * (older rows, a later version). The web app carries no zod in production, so this checks the
 * fields it reads rather than parsing with the contract's schema.
 */
export function detailOf<A extends AuditAction>(entry: AuditEntry, action: A): AuditDetail<A> | null {
  const detail = entry.detail;
  if (entry.action !== action || !detail) return null;
  return REQUIRED[action].every((key) => detail[key] !== undefined && detail[key] !== null)
    ? (detail as AuditDetail<A>)
    : null;
}
