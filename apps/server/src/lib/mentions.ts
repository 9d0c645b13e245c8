// @mentions as comments and posts both store them (docs/decisions/087-comment-links-mentions.md,
// 290-post-mentions.md): which namesake a name means, the mentions as the text shows them, the
// stored `mentions_json`, and which mentioned accounts are still there to link to. What each kind
// of text knows about the people around it (a post's author, a thread's commenters) is its own
// module's query; the rules here are shared so neither module imports the other.

import { type CommentMention, splitCommentText } from '@tubesphere/shared/domain/comment-text';
import { toWireUserId } from '@tubesphere/shared/domain/ids';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ResolvedMention {
  userId: number;
  name: string;
}

/** A user whose name was written after an @, with what ties them to the text. */
export interface Namesake {
  user_id: number;
  user_name: string;
  /** 1 when they wrote the post the text is on (or is). */
  is_author: number | string;
  /** Their latest comment in the thread; always null for a post's own text. */
  last_comment_id: number | string | null;
}

/**
 * Names are not unique, so a name is settled in this order: the post's author, else whoever of
 * that name commented on the post last, else the only user of that name. Several strangers
 * sharing a name are left unlinked: a wrong link is worse than none.
 */
export function chooseNamesakes(users: readonly Namesake[]): Map<string, number> {
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
 * The mentions as the text will show them, given who each name means: each @ takes the longest
 * name that resolves, and a user named twice the same way counts once.
 */
export function mentionsInText(content: string, chosen: ReadonlyMap<string, number>): ResolvedMention[] {
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

export const mentionsJson = (mentions: readonly ResolvedMention[]): string | null =>
  mentions.length === 0 ? null : JSON.stringify(mentions);

/** Stored mentions are ours, but a bad value must not break a page: no mentions then. */
export function storedMentions(json: string | null): ResolvedMention[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) =>
      typeof item?.userId === 'number' && typeof item?.name === 'string'
        ? [{ userId: item.userId, name: item.name }]
        : [],
    );
  } catch {
    return [];
  }
}

/** The user ids a stored `mentions_json` names, each once, in the order written. */
export const mentionedUserIds = (json: string | null): number[] => [
  ...new Set(storedMentions(json).map((mention) => mention.userId)),
];

/** Who may be linked from mentions: everyone, or only these accounts (the rest show as plain text). */
export type MentionTargets = 'all' | ReadonlySet<number>;

/**
 * Of the accounts these texts mention, those still there: a member who left their account keeps
 * no profile, so a mention of them reads as plain text instead of linking to a 404. One query for
 * a whole thread, and none when nothing is mentioned.
 */
export async function liveMentionTargets(db: Db, rows: { mentions_json: string | null }[]): Promise<Set<number>> {
  const ids = [...new Set(rows.flatMap((row) => storedMentions(row.mentions_json).map((m) => m.userId)))];
  if (ids.length === 0) return new Set();
  const live = await db
    .selectFrom('user')
    .select('user_id')
    .where('user_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(live.map((row) => row.user_id));
}

/** Stored mentions as the wire has them, without those no longer linkable. */
export function parseMentions(json: string | null, targets: MentionTargets): CommentMention[] {
  return storedMentions(json)
    .filter((mention) => targets === 'all' || targets.has(mention.userId))
    .map((mention) => ({ userId: toWireUserId(mention.userId), name: mention.name }));
}
