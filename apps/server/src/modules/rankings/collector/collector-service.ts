import type { CollectorStatus, CollectorTrigger } from '@tubesphere/shared/contract/ranking-collector';
import { NEW_CHANNEL_MAX_DAYS } from '@tubesphere/shared/domain/ranking-growth';
import { RANKING_CATEGORY_IDS } from '@tubesphere/shared/domain/rankings';
import { CHART_CATEGORY_IDS, categoryTitle, youtubeCallCost } from '@tubesphere/shared/domain/youtube-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../../config.ts';
import type { DialectName } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';
import { type JobLock, jobLockFor } from '../../../jobs/job-lock.ts';
import { ProviderError } from '../../../providers/provider-error.ts';
import {
  createYoutubeClient,
  summarizeChannel,
  summarizeVideo,
  type YoutubeClient,
} from '../../../providers/youtube/index.ts';
import { refreshChannelGrowth } from '../growth-refresh.ts';
import { COLLECTOR_QUOTA_ACCOUNT, CollectorBudget } from './collector-budget.ts';
import {
  type CollectedChannel,
  type CollectedVideo,
  findChannelsToRefresh,
  findLastRunStartedAt,
  findLiveRunningRun,
  findVideosToRefresh,
  finishRun,
  insertRun,
  interruptLeftoverRuns,
  type RunProgress,
  type RunRow,
  recordRunHeartbeat,
  saveChannels,
  saveChart,
  saveVideoStats,
} from './collector-repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A 'running' row silent this long belongs to a process that stopped (SQLite guard). */
const STALE_RUN_MS = 10 * MINUTE;
/** The lock a run holds (jobs/job-lock.ts): apart from the schedule's job, which starts runs. */
const COLLECTOR_LOCK = 'ranking-collector';
/** Uploads older than this no longer fit any ranking period (a calendar month plus slack). */
const TRACK_UPLOADS_DAYS = 35;
/** Give up when this many calls in a row fail for reasons other than quota or key. */
const MAX_CONSECUTIVE_FAILURES = 5;
/** The categories of the ranking pages that YouTube offers a popular chart for. */
export const CHART_CATEGORIES = RANKING_CATEGORY_IDS.filter((id) =>
  (CHART_CATEGORY_IDS as readonly number[]).includes(id),
);
const ONE_CALL = youtubeCallCost('videos');

export interface StartOptions {
  trigger: CollectorTrigger;
  actorId?: number | null;
  /** The moment the snapshots are dated; now unless a test drives a simulated clock. */
  at?: Date;
}

export type StartResult =
  | { kind: 'started'; run: RunRow; finished: Promise<RunRow> }
  | { kind: 'busy' }
  | { kind: 'budget' }
  | { kind: 'not_configured' };

/** Ends a run early with this status and message. */
class StopRun extends Error {
  constructor(
    readonly status: CollectorStatus,
    message: string,
  ) {
    super(message);
  }
}

interface Deps {
  db: Kysely<Database>;
  dialect: DialectName;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * Collects YouTube popular charts and counts into snapshots (docs/decisions/090). One entry
 * point, `start`/`run`, used by the schedule and by the admin's 지금 수집; one run at a time
 * across processes (the job lock of jobs/job-lock.ts, named `ranking-collector`); never past the daily budget (collector-budget.ts).
 */
export class RankingCollector {
  private readonly budget: CollectorBudget;
  private readonly lock: JobLock;
  private readonly youtube: YoutubeClient;
  /** Lock attempts and runs in progress in this process (close() waits for them). */
  private readonly active = new Set<Promise<unknown>>();
  private closing = false;

  constructor(private readonly deps: Deps) {
    this.budget = new CollectorBudget(deps.db, deps.config.rankings.dailyBudget);
    this.lock = jobLockFor(deps.db, deps.dialect);
    this.youtube = createYoutubeClient(deps.config, deps.db, { quotaAccount: COLLECTOR_QUOTA_ACCOUNT });
  }

  get settings() {
    return this.deps.config.rankings;
  }

  isConfigured(): boolean {
    return this.youtube.isConfigured();
  }

  budgetState() {
    return this.budget.state();
  }

  /**
   * Starts a run and answers as soon as it has begun (or could not): the admin page does not
   * wait for the whole run. `finished` settles with the final row and never rejects.
   */
  async start(options: StartOptions): Promise<StartResult> {
    if (this.closing) return { kind: 'busy' };
    if (!this.youtube.isConfigured()) return { kind: 'not_configured' };
    if (!(await this.budget.allows(ONE_CALL))) return { kind: 'budget' };
    return new Promise<StartResult>((resolve, reject) => {
      const locked = this.lock(COLLECTOR_LOCK, async () => {
        const now = new Date();
        const at = options.at ?? now;
        if (this.deps.dialect === 'sqlite') {
          const live = await findLiveRunningRun(this.deps.db, new Date(now.getTime() - STALE_RUN_MS).toISOString());
          if (live) {
            resolve({ kind: 'busy' });
            return;
          }
        }
        await interruptLeftoverRuns(this.deps.db, now.toISOString());
        const run = await insertRun(this.deps.db, {
          trigger: options.trigger,
          actorId: options.actorId ?? null,
          startedAt: now.toISOString(),
          collectedAt: at.toISOString(),
        });
        const finished = this.execute(run, at);
        resolve({ kind: 'started', run, finished });
        await finished;
      });
      this.active.add(locked);
      locked.then(
        (outcome) => {
          this.active.delete(locked);
          if (!outcome.acquired) resolve({ kind: 'busy' });
        },
        (error: unknown) => {
          this.active.delete(locked);
          // Before the run began this is the caller's error; after, execute() already recorded it.
          this.deps.log.error({ err: error }, 'ranking collector lock failed');
          reject(error);
        },
      );
    });
  }

  /** Start and wait for the end; null when another run was going or nothing could be spent. */
  async run(options: StartOptions): Promise<RunRow | null> {
    const started = await this.start(options);
    return started.kind === 'started' ? started.finished : null;
  }

  /** The schedule's question: has the interval passed since the last run began? */
  async isDue(now: Date = new Date()): Promise<boolean> {
    const hours = this.deps.config.rankings.intervalHours;
    if (hours <= 0 || !this.youtube.isConfigured()) return false;
    const last = await findLastRunStartedAt(this.deps.db);
    // A minute of slack: a five-minute tick must not miss a run by the time the last one took to begin.
    return !last || now.getTime() - Date.parse(last) >= hours * HOUR - MINUTE;
  }

  /** Stops a run in progress at its next call and waits for it to record how far it got. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.active]);
  }

  private async execute(run: RunRow, at: Date): Promise<RunRow> {
    const takenAt = at.toISOString();
    const progress: RunProgress = { unitsSpent: 0, videos: 0, channels: 0, errors: [] };
    const skipped: string[] = [];
    let status: CollectorStatus = 'succeeded';
    let message: string | null = null;
    try {
      await this.collect(run, at, progress, skipped);
      if (progress.errors.length > 0) status = 'partial';
    } catch (error) {
      if (error instanceof StopRun) {
        status = error.status;
        message = error.message;
      } else {
        status = 'failed';
        message = '수집 중 예기치 못한 오류가 발생했습니다.';
        this.deps.log.error({ err: error, runId: run.run_id }, 'ranking collector run failed');
      }
    }
    if (!message && skipped.length > 0) message = `YouTube가 제공하지 않는 차트 ${skipped.length}개는 건너뛰었습니다.`;
    if (progress.channels > 0) {
      try {
        await refreshChannelGrowth(this.deps.db, takenAt);
      } catch (error) {
        // The rankings keep the previous growth figures; the next run measures again.
        this.deps.log.error({ err: error, runId: run.run_id }, 'ranking collector could not refresh growth');
      }
    }
    try {
      const finished = await finishRun(this.deps.db, run.run_id, {
        status,
        finishedAt: new Date().toISOString(),
        message,
        progress,
      });
      this.deps.log.info(
        { runId: run.run_id, status, units: progress.unitsSpent, videos: progress.videos, takenAt },
        'ranking collector run finished',
      );
      return finished;
    } catch (error) {
      // The database went away: the row stays 'running' and the next run marks it interrupted.
      this.deps.log.error({ err: error, runId: run.run_id }, 'ranking collector could not record its end');
      return { ...run, status, message };
    }
  }

  /** One page of what a call read, saved whole in one transaction; an empty page opens none. */
  private async inTransaction(rows: unknown[], save: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
    if (rows.length > 0) await this.deps.db.transaction().execute(save);
  }

  private async collect(run: RunRow, at: Date, progress: RunProgress, skipped: string[]): Promise<void> {
    const takenAt = at.toISOString();
    let failuresInARow = 0;
    const beat = () => recordRunHeartbeat(this.deps.db, run.run_id, new Date().toISOString(), progress);

    /** One YouTube call within the budget; null when it failed in a way the run can live with. */
    const call = async <T>(label: string, request: () => Promise<T>): Promise<T | null> => {
      if (this.closing) throw new StopRun('interrupted', '서버가 종료되어 수집을 멈췄습니다.');
      if (!(await this.budget.allows(ONE_CALL))) {
        throw new StopRun(
          'budget',
          `오늘 수집 예산(${this.settings.dailyBudget.toLocaleString('ko-KR')} 유닛)에 도달해 멈췄습니다.`,
        );
      }
      progress.unitsSpent += ONE_CALL;
      try {
        const result = await request();
        failuresInARow = 0;
        return result;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.kind === 'quota') throw new StopRun('quota', error.message);
        if (error.kind === 'bad_key' || error.kind === 'missing_key') throw new StopRun('failed', error.message);
        if (error.kind === 'not_found') {
          // Not every region has a chart for every category; that is YouTube's answer, not a failure.
          skipped.push(label);
          return null;
        }
        progress.errors.push(`${label}: ${error.message}`);
        failuresInARow += 1;
        if (failuresInARow >= MAX_CONSECUTIVE_FAILURES) {
          throw new StopRun('failed', `YouTube 호출이 ${MAX_CONSECUTIVE_FAILURES}번 연속 실패해 멈췄습니다.`);
        }
        return null;
      }
    };

    // 1. Popular charts: overall and per category, for every region.
    const charted = new Set<string>();
    const hints = new Map<string, { categoryId: number | null; region: string }>();
    for (const region of this.settings.regions) {
      for (const category of [null, ...CHART_CATEGORIES]) {
        const label = `${region} ${category === null ? '전체' : categoryTitle(category)} 차트`;
        const answer = await call(label, () =>
          this.youtube.videos({
            chart: 'mostPopular',
            regionCode: region,
            videoCategoryId: category ?? undefined,
            maxResults: 50,
            part: 'snippet,contentDetails,statistics',
          }),
        );
        if (!answer) continue;
        const videos = uniqueById(answer.items.map(toCollectedVideo).filter((v): v is CollectedVideo => v !== null));
        await this.inTransaction(videos, (trx) => saveChart(trx, videos, region, takenAt));
        for (const video of videos) {
          if (!charted.has(video.id)) progress.videos += 1;
          charted.add(video.id);
          const hint = hints.get(video.channelId);
          hints.set(video.channelId, {
            categoryId: video.categoryId ?? hint?.categoryId ?? null,
            region: hint?.region ?? region,
          });
        }
        await beat();
      }
    }

    // 2. Counts of the videos still in play that no chart listed this time.
    const since = (days: number) => new Date(at.getTime() - days * DAY).toISOString();
    const stale = (await findVideosToRefresh(this.deps.db, since(TRACK_UPLOADS_DAYS), takenAt)).filter(
      (id) => !charted.has(id),
    );
    for (const chunk of chunks(stale, 50)) {
      const answer = await call(`조회수 갱신 (${chunk.length}개 영상)`, () =>
        this.youtube.videos({ id: chunk.join(','), part: 'statistics', maxResults: 50 }),
      );
      if (!answer) continue;
      const stats = uniqueById(
        answer.items.map((item) => {
          const summary = summarizeVideo(item);
          return { id: item.id, views: summary.viewCount, likes: summary.likeCount, comments: summary.commentCount };
        }),
      );
      await this.inTransaction(stats, (trx) => saveVideoStats(trx, stats, takenAt));
      progress.videos += stats.length;
      await beat();
    }

    // 3. Channels: the charted videos' channels, and the ones already followed.
    const known = await findChannelsToRefresh(this.deps.db, since(TRACK_UPLOADS_DAYS), since(NEW_CHANNEL_MAX_DAYS));
    const channelIds = [...new Set([...hints.keys(), ...known])];
    for (const chunk of chunks(channelIds, 50)) {
      const answer = await call(`채널 갱신 (${chunk.length}개 채널)`, () =>
        this.youtube.channels({ id: chunk.join(','), part: 'snippet,statistics', maxResults: 50 }),
      );
      if (!answer) continue;
      const channels = uniqueById(answer.items.map((item) => toCollectedChannel(item, hints.get(item.id) ?? null)));
      await this.inTransaction(channels, (trx) => saveChannels(trx, channels, takenAt));
      progress.channels += channels.length;
      await beat();
    }
  }
}

function toCollectedVideo(item: Parameters<typeof summarizeVideo>[0]): CollectedVideo | null {
  const v = summarizeVideo(item);
  if (!v.channelId || !v.publishedAt || Number.isNaN(Date.parse(v.publishedAt))) return null;
  const categoryId = v.categoryId === null ? null : Number.parseInt(v.categoryId, 10);
  return {
    id: v.videoId,
    channelId: v.channelId,
    channelTitle: v.channelTitle,
    title: v.title,
    thumbnail: v.thumbnail,
    categoryId: Number.isInteger(categoryId) ? categoryId : null,
    durationSeconds: v.durationSeconds,
    publishedAt: new Date(v.publishedAt).toISOString(),
    views: v.viewCount,
    likes: v.likeCount,
    comments: v.commentCount,
  };
}

function toCollectedChannel(
  item: Parameters<typeof summarizeChannel>[0],
  seen: CollectedChannel['seen'],
): CollectedChannel {
  const c = summarizeChannel(item);
  const created = c.publishedAt && !Number.isNaN(Date.parse(c.publishedAt)) ? new Date(c.publishedAt) : null;
  return {
    id: c.channelId,
    title: c.title,
    description: c.description,
    thumbnail: c.thumbnailUrl,
    country: c.country,
    publishedAt: created?.toISOString() ?? null,
    subscribers: c.subscriberCount,
    views: c.viewCount,
    videoCount: c.videoCount,
    hiddenSubscribers: c.hiddenSubscriberCount,
    seen,
  };
}

function uniqueById<T extends { id: string }>(items: T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
