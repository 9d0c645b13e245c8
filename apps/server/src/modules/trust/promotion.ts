import { toWireUserId } from '@tubesphere/shared/domain/ids';
import { earnedTrustLevel, type TrustActivity } from '@tubesphere/shared/domain/trust-levels';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditService } from '../audit/index.ts';
import { activityPage } from './activity-repository.ts';
import { isEmailVerified } from './email-verified.ts';
import { readTrustSettings } from './settings-repository.ts';

const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * The scheduled 등급 job: every unlocked member gets the level their record earns. It only raises
 * a level, except after a recent sanction (within the current level's clean-days rule), when the
 * member falls back to what their record still earns. `now` is the job's clock, so tests drive it.
 */
export async function runPromotion(
  db: Kysely<Database>,
  audit: AuditService,
  now: Date,
  signal?: AbortSignal,
): Promise<{ checked: number; promoted: number; demoted: number }> {
  const settings = await readTrustSettings(db);
  const { thresholds } = settings;
  let afterId = 0;
  let checked = 0;
  let promoted = 0;
  let demoted = 0;
  for (;;) {
    if (signal?.aborted) break;
    const rows = await activityPage(db, afterId, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      checked += 1;
      const daysSinceSanction =
        row.last_sanction_at === null ? null : Math.floor((now.getTime() - Date.parse(row.last_sanction_at)) / DAY_MS);
      const activity: TrustActivity = {
        daysVisited: row.days_visited,
        postsRead: row.posts_read,
        comments: row.comments,
        posts: row.posts,
        likesReceived: row.likes_received,
        daysSinceSanction,
        emailVerified: isEmailVerified(row),
      };
      const earned = earnedTrustLevel(activity, thresholds);
      const current = row.trust_level;
      const rule = current >= 1 && current <= 3 ? thresholds[current as 1 | 2 | 3] : null;
      const recentlySanctioned = rule !== null && daysSinceSanction !== null && daysSinceSanction < rule.cleanDays;
      const next = recentlySanctioned ? Math.min(current, earned) : Math.max(current, earned);
      if (next === current) continue;
      if (next > current) promoted += 1;
      else demoted += 1;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('user').set({ trust_level: next }).where('user_id', '=', row.user_id).execute();
        const userId = toWireUserId(row.user_id);
        await audit.record(
          {
            actorId: null,
            action: 'user.trust_level',
            target: userId,
            rowCount: 1,
            detail: { userId, from: current, to: next, locked: false, cause: 'promotion' },
          },
          trx,
        );
      });
    }
    afterId = rows.at(-1)?.user_id ?? afterId;
  }
  return { checked, promoted, demoted };
}
