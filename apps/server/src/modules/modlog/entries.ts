import type { ModlogModerator } from '@tubesphere/shared/contract/modlog';
import { parsePostId, parseUserId } from '@tubesphere/shared/domain/ids';

/** What one audit row acted on, as ids still to be named. */
export type TargetRef =
  | { kind: 'post'; postId: number }
  | { kind: 'comment'; commentId: number }
  | { kind: 'user'; userId: number };

export interface ModlogFacts {
  action: string;
  moderator: ModlogModerator;
  targets: TargetRef[];
  days: number | null;
  until: string | null;
}

const asInt = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const asString = (value: unknown) => (typeof value === 'string' ? value : null);

function commentKey(key: string): number | null {
  const match = /^comment([1-9][0-9]{0,14})$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * The public facts of one moderation row of the audit trail. Only the detail's ids of what was
 * acted on are read (`postId`, `postIds`, `commentId`, `keys`, `userId`) and the length of a
 * suspension; an actor, a report's reporters or anything else a detail may hold never leaves.
 * A sphere staff action written later in the same shapes is read the same way.
 */
export function modlogFacts(row: { action: string; automatic: boolean; detail_json: string | null }): ModlogFacts {
  const detail = parseObject(row.detail_json);
  const targets: TargetRef[] = [];
  const seen = new Set<string>();
  const add = (target: TargetRef) => {
    const key = JSON.stringify(target);
    if (!seen.has(key)) {
      seen.add(key);
      targets.push(target);
    }
  };
  const commentId = asInt(detail.commentId);
  if (commentId !== null) add({ kind: 'comment', commentId });
  else {
    const postId = parsePostId(detail.postId);
    if (postId !== null) add({ kind: 'post', postId });
  }
  for (const wire of Array.isArray(detail.postIds) ? detail.postIds : []) {
    const postId = parsePostId(wire);
    if (postId !== null) add({ kind: 'post', postId });
  }
  for (const key of Array.isArray(detail.keys) ? detail.keys : []) {
    if (typeof key !== 'string') continue;
    const comment = commentKey(key);
    const postId = key.startsWith('post') ? parsePostId(key) : null;
    if (comment !== null) add({ kind: 'comment', commentId: comment });
    else if (postId !== null) add({ kind: 'post', postId });
  }
  const userId = parseUserId(detail.userId);
  if (userId !== null) add({ kind: 'user', userId });

  const resolved = row.action === 'report.resolve' ? asString(detail.action) : null;
  return {
    action: resolved ? `report.${resolved}` : row.action,
    moderator: row.automatic ? 'automatic' : row.action.startsWith('sphere.') ? 'sphere' : 'site',
    targets,
    days: asInt(detail.days),
    until: asString(detail.until),
  };
}

function parseObject(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A rejected post was never public: the log says a post was rejected, not what it was called. */
export const showsPostTitle = (action: string) => !/(^|\.)reject$/.test(action);
