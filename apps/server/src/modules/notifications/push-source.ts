import { DELETED_USER_NAME } from '@tubesphere/shared/contract/auth';
import { PUSH_TEXTS, type PushPayload } from '@tubesphere/shared/contract/push';
import { toWirePostId } from '@tubesphere/shared/domain/ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PushSource } from '../push/index.ts';
import { selectItems } from './repository.ts';

/** How much of a comment, title or reason a push quotes: a lock screen shows two lines. */
const QUOTE_MAX = 120;

const quote = (text: string | null | undefined) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX)}…` : flat;
};

/**
 * A notification as a push: read when it is sent, so a notification read on an open tab in the
 * meantime, or deleted with its comment, is not pushed at all.
 */
export const notificationPushSource: PushSource = async (db: Kysely<Database>, notificationId, userId) => {
  const row = await selectItems(db)
    .where('n.notification_id', '=', notificationId)
    .where('n.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.read_at !== null) return null;
  const name = row.actor_id === null ? '' : (row.actor_name ?? DELETED_USER_NAME);
  const texts = PUSH_TEXTS as unknown as Record<string, (name: string, count: number, text: string) => string>;
  const title = (texts[row.type] ?? PUSH_TEXTS.other)(name, Number(row.actor_count), row.text ?? '');
  const postPath = row.post_id === null ? null : `/post/${toWirePostId(Number(row.post_id))}`;
  const url =
    postPath && row.comment_id !== null
      ? `${postPath}#comment-${row.comment_id}`
      : (postPath ?? (row.type === 'level_up' || row.type === 'part_unlocked' ? '/character' : '/notifications'));
  const body = quote(row.comment_content) || quote(row.text) || quote(row.post_title);
  const payload: PushPayload = { title, body, url, tag: `n-${row.type}-${row.post_id ?? row.notification_id}` };
  return payload;
};
