import { WEEK_MS, weeklyGain } from '@tubesphere/shared/domain/ranking-growth';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findGrowthCandidates, type GrowthCandidate } from './repository.ts';

/** Weekly subscriber and view gains from a channel's latest counts and its baseline readings. */
export function channelGrowth(row: GrowthCandidate): { weeklyGain: number | null; weeklyViewGain: number | null } {
  const latest = (value: number) => (row.stats_at ? { at: row.stats_at, value } : null);
  const point = (at: string | null, value: number | null) =>
    at !== null && value !== null ? { at, value: Number(value) } : null;
  return {
    // A hidden subscriber count reads 0 every time: its growth is unknown, not zero.
    weeklyGain:
      row.hidden_subscribers === 1
        ? null
        : weeklyGain({
            latest: latest(Number(row.subscriber_count)),
            weekAgo: point(row.week_ago_at, row.week_ago_subscribers),
            firstInWeek: point(row.first_at, row.first_subscribers),
            createdAt: row.published_at,
          }),
    weeklyViewGain: weeklyGain({
      latest: latest(Number(row.view_count)),
      weekAgo: point(row.week_ago_at, row.week_ago_views),
      firstInWeek: point(row.first_at, row.first_views),
      createdAt: row.published_at,
    }),
  };
}

/**
 * Every channel's weekly growth as of `asOf` (the run that just ended), stored on its row. A
 * growth ranking then reads an index instead of measuring thousands of channels per request; the
 * numbers are the same, because rankings are "as of" the latest run anyway. Runs at the end of
 * every collector run, for all channels, so a channel the run did not read moves on as well.
 */
export async function refreshChannelGrowth(db: Kysely<Database>, asOf: string): Promise<number> {
  const weekAgo = new Date(Date.parse(asOf) - WEEK_MS).toISOString();
  const candidates = await findGrowthCandidates(db, weekAgo);
  const gains = candidates.map((row) => ({ id: row.channel_id, ...channelGrowth(row) }));
  // A few statements of many rows each: one round trip per channel is seconds on PostgreSQL.
  const asBigint = (value: number | null) => sql`cast(${value} as bigint)`;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < gains.length; i += 500) {
      const chunk = gains.slice(i, i + 500);
      const pick = (value: (gain: (typeof chunk)[number]) => number | null) =>
        sql<number | null>`case channel_id ${sql.join(
          chunk.map((gain) => sql`when ${gain.id} then ${asBigint(value(gain))}`),
          sql` `,
        )} end`;
      await trx
        .updateTable('ranking_channel')
        .set({ weekly_gain: pick((gain) => gain.weeklyGain), weekly_view_gain: pick((gain) => gain.weeklyViewGain) })
        .where(
          'channel_id',
          'in',
          chunk.map((gain) => gain.id),
        )
        .execute();
    }
  });
  return gains.length;
}
