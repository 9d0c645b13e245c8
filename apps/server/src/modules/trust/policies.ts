import type { Block } from '@tubesphere/shared/contract/blocks';
import { TRUST_MESSAGES } from '@tubesphere/shared/contract/trust';
import { trustLevelName } from '@tubesphere/shared/domain/trust-levels';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { badRequest, tooManyRequests } from '../../lib/http-error.ts';
import { readTrustSettings } from './settings-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Member = Pick<UserRow, 'user_id' | 'trust_level'>;

/**
 * 자동 확정 등급: a post by a member at or above the setting is public at once; the reason is
 * what the review queue shows. Below it, the post waits for an admin as before.
 */
export async function autoConfirmDecision(
  db: Db,
  author: Member,
): Promise<{ confirmed: false } | { confirmed: true; reason: string; autoConfirmTrustLevel: number }> {
  const { autoConfirmTrustLevel } = await readTrustSettings(db);
  if (author.trust_level < autoConfirmTrustLevel) return { confirmed: false };
  const reason = `작성자 등급 ${author.trust_level}(${trustLevelName(author.trust_level)})이 자동 확정 등급 ${autoConfirmTrustLevel} 이상이라 바로 공개되었습니다.`;
  return { confirmed: true, reason, autoConfirmTrustLevel };
}

/** Only reports by members at this level or above count toward hiding content before review. */
export const AUTO_HIDE_REPORTER_MIN_TRUST_LEVEL = 1;

export const reportCountsTowardAutoHide = (reporter: Pick<UserRow, 'trust_level'>): boolean =>
  reporter.trust_level >= AUTO_HIDE_REPORTER_MIN_TRUST_LEVEL;

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;

/** Links written in text (http/https addresses). */
export const countLinksInText = (text: string): number => text.match(URL_IN_TEXT)?.length ?? 0;

/** Links a post carries: link blocks and addresses in its text (a shared video is not a link). */
export const countLinksInBlocks = (blocks: readonly Block[]): number =>
  blocks.reduce(
    (sum, block) =>
      sum +
      (block.type === 'link' && block.url ? 1 : 0) +
      (block.type === 'text' ? countLinksInText(block.content) : 0),
    0,
  );

const allowance = (base: number, scale: number) => Math.max(1, Math.round(base * scale));

/** A level-0 member's post or comment carries at most the links the setting allows (scaled like every allowance). */
export async function checkNewMemberLinks(db: Db, member: Member, links: number, scale: number): Promise<void> {
  if (member.trust_level > 0 || links === 0) return;
  const max = allowance((await readTrustSettings(db)).newMemberLinksMax, scale);
  if (links > max) throw badRequest(TRUST_MESSAGES.tooManyLinks(max));
}

/** A level-0 member writes at most the setting's posts in 24 hours (scaled like every allowance). */
export async function checkNewMemberPostsToday(db: Db, member: Member, scale: number, now: Date): Promise<void> {
  if (member.trust_level > 0) return;
  const max = allowance((await readTrustSettings(db)).newMemberPostsPerDay, scale);
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const row = await db
    .selectFrom('post')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', member.user_id)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= max) throw tooManyRequests(TRUST_MESSAGES.tooManyPosts(max));
}

/**
 * A suspension takes the member back to level 0 and unlocks it, so the job has to see a clean
 * record again before they climb.
 */
export async function demoteForSanction(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.updateTable('user').set({ trust_level: 0, trust_level_locked: 0 }).where('user_id', '=', userId).execute();
}
