import { type RewardAction, seoulDay } from '@tubesphere/shared/domain/rewards';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { LINK_PREVIEW_MAX_AGE_MS } from '../links/index.ts';

type Db = Kysely<Database>;

/** Rows per delete: short write transactions, so likes and comments slip in between. */
const BATCH = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reward rows are kept this long (docs/decisions/050-periodic-jobs-and-retention.md). Daily caps
 * count only today's Seoul day; a month more leaves room to answer "where did my drops come
 * from?" and for clocks and time zones.
 */
export const REWARD_LOG_RETENTION_DAYS = 30;
/**
 * Actions whose reward key must stay unique for good: `like:<postId>` is what stops
 * like → unlike → like from earning again. One row per liked post, so they grow with the
 * reactions themselves, never on their own.
 */
export const REWARD_ACTIONS_KEPT: readonly RewardAction[] = ['like_give'];

/** Deletes batch after batch until one comes back short or the server is stopping. */
async function inBatches(deleteBatch: () => Promise<number>, signal: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < BATCH || signal.aborted) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function purgeExpiredSessions(db: Db, signal: AbortSignal, now = new Date()) {
  const cutoff = now.toISOString();
  return inBatches(async () => {
    const result = await db
      .deleteFrom('session')
      .where('token_hash', 'in', (eb) =>
        eb.selectFrom('session').select('token_hash').where('expires_at', '<=', cutoff).limit(BATCH),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }, signal);
}

export function purgeStaleLinkPreviews(db: Db, signal: AbortSignal, now = new Date()) {
  const cutoff = new Date(now.getTime() - LINK_PREVIEW_MAX_AGE_MS).toISOString();
  return inBatches(async () => {
    const result = await db
      .deleteFrom('link_preview_cache')
      .where('url', 'in', (eb) =>
        eb.selectFrom('link_preview_cache').select('url').where('fetched_at', '<', cutoff).limit(BATCH),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }, signal);
}

export function purgeOldRewardLog(db: Db, signal: AbortSignal, now = new Date()) {
  const cutoffDay = seoulDay(new Date(now.getTime() - REWARD_LOG_RETENTION_DAYS * DAY_MS));
  return inBatches(async () => {
    const result = await db
      .deleteFrom('reward_log')
      .where('reward_id', 'in', (eb) =>
        eb
          .selectFrom('reward_log')
          .select('reward_id')
          .where('action_type', 'not in', [...REWARD_ACTIONS_KEPT])
          .where('reward_day', '<', cutoffDay)
          .limit(BATCH),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }, signal);
}
