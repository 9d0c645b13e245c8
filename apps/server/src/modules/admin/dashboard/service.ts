import {
  DASHBOARD_DAYS,
  type DashboardResponse,
  type ProviderStatus,
} from '@tubesphere/shared/contract/admin-dashboard';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config.ts';
import type { DialectName } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';
import { readQuotaUsage } from '../../../providers/youtube/index.ts';
import { COLLECTOR_QUOTA_ACCOUNT } from '../../rankings/index.ts';
import { countPerDay, waitingCounts } from './repository.ts';

const DAY_MS = 86_400_000;
const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last `count` Korean calendar days, oldest first, today last. */
export function lastSeoulDays(count: number, now: Date = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => seoulDate.format(new Date(now.getTime() - (count - 1 - i) * DAY_MS)));
}

/**
 * The admin 대시보드: what waits (pending posts, open reports), sign-ups, posts and comments per
 * Korean day for 30 days, and the providers — which keys are set (never their values) and today's
 * YouTube units, the one quota the server counts (providers/youtube/quota.ts).
 */
export class DashboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly config: AppConfig,
  ) {}

  async get(now: Date = new Date()): Promise<DashboardResponse> {
    const days = lastSeoulDays(DASHBOARD_DAYS, now);
    const since = new Date(Date.parse(`${days[0]}T00:00:00+09:00`)).toISOString();
    const [waiting, signups, posts, comments, youtube, collector] = await Promise.all([
      waitingCounts(this.db, now.toISOString()),
      countPerDay(this.db, this.dialect, 'user', since),
      countPerDay(this.db, this.dialect, 'post', since),
      countPerDay(this.db, this.dialect, 'comment', since),
      readQuotaUsage(this.db, now),
      readQuotaUsage(this.db, now, COLLECTOR_QUOTA_ACCOUNT),
    ]);
    return {
      success: true,
      ...waiting,
      days: days.map((day) => ({
        day,
        signups: signups.get(day) ?? 0,
        posts: posts.get(day) ?? 0,
        comments: comments.get(day) ?? 0,
      })),
      providers: this.providers({
        day: youtube.day,
        used: youtube.used,
        limit: youtube.limit,
        collectorUsed: collector.used,
        collectorBudget: this.config.rankings.dailyBudget,
      }),
    };
  }

  private providers(youtubeQuota: NonNullable<ProviderStatus['quota']>): ProviderStatus[] {
    const { providers } = this.config;
    const demo = providers.demo;
    return [
      {
        provider: 'youtube',
        keys: [{ name: 'YOUTUBE_API_KEY', set: Boolean(providers.youtube.key) }],
        demo,
        quota: youtubeQuota,
      },
      { provider: 'newsapi', keys: [{ name: 'NEWSAPI_KEY', set: Boolean(providers.newsapi.key) }], demo, quota: null },
      {
        provider: 'naver',
        keys: [
          { name: 'NAVER_CLIENT_ID', set: Boolean(providers.naver.clientId) },
          { name: 'NAVER_CLIENT_SECRET', set: Boolean(providers.naver.clientSecret) },
        ],
        demo,
        quota: null,
      },
      {
        provider: 'dataGoKr',
        keys: [{ name: 'DATA_GO_KR_KEY', set: Boolean(providers.dataGoKr.key) }],
        demo,
        quota: null,
      },
    ];
  }
}
