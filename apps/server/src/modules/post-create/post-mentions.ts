import { mentionCandidates } from '@tubesphere/shared/domain/comment-text';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { chooseNamesakes, mentionsInText, type ResolvedMention } from '../../lib/mentions.ts';
import { findPostNamesakes } from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The users a post's text (its text blocks, as `content` joins them) mentions, by the comment
 * rule without the thread: the post's author, else the only member of that name; namesakes stay
 * unlinked (docs/decisions/290-post-mentions.md). No query when no @ could start a mention.
 */
export async function resolvePostMentions(db: Db, authorId: number, content: string): Promise<ResolvedMention[]> {
  const names = mentionCandidates(content);
  if (names.length === 0) return [];
  return mentionsInText(content, chooseNamesakes(await findPostNamesakes(db, names, authorId)));
}
