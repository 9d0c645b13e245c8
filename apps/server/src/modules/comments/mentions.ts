import { mentionCandidates } from '@tubesphere/shared/domain/comment-text';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { chooseNamesakes, mentionsInText, type Namesake, type ResolvedMention } from '../../lib/mentions.ts';
import { findMentionableUsers } from './mention-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The users a comment mentions, as the text will show them (each @ takes the longest name that
 * resolves; among namesakes the post's author, then the thread's latest commenter, then the only
 * one: lib/mentions.ts). Runs a query only when the text has an @ that could start a mention. The
 * ids are what a notification would be sent to.
 */
export async function resolveMentions(db: Db, postId: number, content: string): Promise<ResolvedMention[]> {
  const names = mentionCandidates(content);
  if (names.length === 0) return [];
  return mentionsInText(content, chooseNamesakes((await findMentionableUsers(db, postId, names)) as Namesake[]));
}
