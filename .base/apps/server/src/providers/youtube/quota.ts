import { YOUTUBE_DAILY_QUOTA } from '@tubesphere/shared/domain/youtube-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const PROVIDER = 'youtube';

/**
 * A second counter for the units one part of the server spends (the ranking collector's daily
 * budget), kept beside the provider's total in the same table and keyed by the same day.
 */
export type QuotaAccount = `youtube:${string}`;

// YouTube resets quotas at midnight Pacific Time, so that is the day the counter keys on.
const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const quotaDay = (now: Date = new Date()): string => pacificDay.format(now);

export interface QuotaUsage {
  day: string;
  used: number;
  limit: number;
  remaining: number;
}

/**
 * Units spent today, counted in the database so every server process sees the same total.
 * A single upsert: safe under concurrency on both engines.
 */
export async function addQuotaUnits(
  db: Kysely<Database>,
  units: number,
  now: Date = new Date(),
  account: typeof PROVIDER | QuotaAccount = PROVIDER,
): Promise<void> {
  if (units <= 0) return;
  await db
    .insertInto('api_quota_usage')
    .values({ provider: account, usage_day: quotaDay(now), units })
    .onConflict((oc) =>
      oc.columns(['provider', 'usage_day']).doUpdateSet((eb) => ({ units: eb('api_quota_usage.units', '+', units) })),
    )
    .execute();
}

export async function readQuotaUsage(
  db: Kysely<Database>,
  now: Date = new Date(),
  account: typeof PROVIDER | QuotaAccount = PROVIDER,
): Promise<QuotaUsage> {
  const day = quotaDay(now);
  const row = await db
    .selectFrom('api_quota_usage')
    .select('units')
    .where('provider', '=', account)
    .where('usage_day', '=', day)
    .executeTakeFirst();
  const used = Number(row?.units ?? 0);
  return { day, used, limit: YOUTUBE_DAILY_QUOTA, remaining: Math.max(0, YOUTUBE_DAILY_QUOTA - used) };
}
