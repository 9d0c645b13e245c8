import { mentionCandidates, splitCommentText } from '@tubesphere/shared/domain/comment-text';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findMentionableUsers } from './mention-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ResolvedMention {
  userId: number;
  name: string;
}

interface Namesake {
  user_id: number;
  user_name: string;
  is_author: number | string;
  last_comment_id: number | string | null;
}

/**
 * Names are not unique, so a name is settled in this order (docs/decisions/087-comment-links-mentions.md):
 * the post's author, else whoever of that name commented on the post last, else the only user
 * of that name. Several strangers sharing a name are left unlinked: a wrong link is worse than none.
 */
export function chooseNamesakes(users: Namesake[]): Map<string, number> {
  const byName = new Map<string, Namesake[]>();
  for (const user of users) byName.set(user.user_name, [...(byName.get(user.user_name) ?? []), user]);
  const chosen = new Map<string, number>();
  for (const [name, namesakes] of byName) {
    const author = namesakes.find((user) => Number(user.is_author) === 1);
    const commenter = namesakes
      .filter((user) => user.last_comment_id !== null)
      .sort((a, b) => Number(b.last_comment_id) - Number(a.last_comment_id))[0];
    const only = namesakes.length === 1 ? namesakes[0] : undefined;
    const user = author ?? commenter ?? only;
    if (user) chosen.set(name, user.user_id);
  }
  return chosen;
}

/**
 * The users a comment mentions, as the text will show them (each @ takes the longest name that
 * resolves). Runs a query only when the text has an @ that could start a mention. The ids are
 * what a notification would be sent to.
 */
export async function resolveMentions(db: Db, postId: number, content: string): Promise<ResolvedMention[]> {
  const names = mentionCandidates(content);
  if (names.length === 0) return [];
  const chosen = chooseNamesakes((await findMentionableUsers(db, postId, names)) as Namesake[]);
  if (chosen.size === 0) return [];
  const resolved = [...chosen].map(([name, userId]) => ({ name, userId: String(userId) }));
  const seen = new Map<string, ResolvedMention>();
  for (const part of splitCommentText(content, resolved)) {
    if (part.type !== 'mention') continue;
    const name = part.text.slice(1);
    seen.set(`${part.userId}:${name}`, { userId: Number(part.userId), name });
  }
  return [...seen.values()];
}

export const mentionsJson = (mentions: ResolvedMention[]): string | null =>
  mentions.length === 0 ? null : JSON.stringify(mentions);

/** The user ids a stored `mentions_json` names (as mentionsJson wrote it). */
export function mentionedUserIds(json: string | null): number[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((mention) => Number((mention as ResolvedMention).userId)).filter(Number.isSafeInteger);
  } catch {
    return [];
  }
}
