import { DELETED_USER_NAME } from '@tubesphere/shared/contract/auth';
import { PUSH_TEXTS } from '@tubesphere/shared/contract/push';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { PushSource } from '../push/index.ts';
import { findCorrespondent, findMessage } from './repository.ts';

const QUOTE_MAX = 120;

/** A 쪽지 as a push, unless it was read (on an open tab) before the push went out. */
export const messagePushSource: PushSource = async (db, messageId, userId) => {
  const message = await findMessage(db, messageId);
  if (!message || message.recipient_id !== userId || message.read_at !== null) return null;
  const sender = await findCorrespondent(db, message.sender_id);
  const name = !sender || sender.deleted_at ? DELETED_USER_NAME : sender.user_name;
  const flat = message.content.replace(/\s+/g, ' ').trim();
  const senderId = toWireUserId(message.sender_id);
  return {
    title: PUSH_TEXTS.message(name),
    body: flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX)}…` : flat,
    url: `/messages/${senderId}`,
    tag: `m-${senderId}`,
  };
};
