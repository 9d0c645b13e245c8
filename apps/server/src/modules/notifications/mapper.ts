import { DELETED_USER_NAME } from '@tubesphere/shared/contract/auth';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from '@tubesphere/shared/contract/notifications';
import { toWirePostId, toWireUserId } from '@tubesphere/shared/domain/ids';
import { postVideoIdFromJson } from '@tubesphere/shared/domain/post-video';
import type { ItemRow } from './repository.ts';

/** How much of a comment a notification quotes. */
const EXCERPT_LENGTH = 80;

const isKnownType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);

function excerpt(content: string | null): string | null {
  if (!content) return null;
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat || null;
}

/** A stored notification as the API shows it; null for a type this server does not know (yet). */
export function toWireNotification(row: ItemRow): Notification | null {
  if (!isKnownType(row.type)) return null;
  return {
    id: Number(row.notification_id),
    type: row.type,
    actor:
      row.actor_id === null
        ? null
        : {
            id: toWireUserId(Number(row.actor_id)),
            name: row.actor_name ?? DELETED_USER_NAME,
            avatar: row.actor_image ?? null,
          },
    count: Number(row.actor_count),
    postId: row.post_id === null ? null : toWirePostId(Number(row.post_id)),
    commentId: row.comment_id === null ? null : Number(row.comment_id),
    text: row.text,
    postTitle: row.post_title?.trim() || null,
    excerpt: excerpt(row.comment_content),
    postHasVideo: postVideoIdFromJson(row.post_blocks_json) !== null,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

export const toWireNotifications = (rows: ItemRow[]): Notification[] =>
  rows.map(toWireNotification).filter((item): item is Notification => item !== null);
