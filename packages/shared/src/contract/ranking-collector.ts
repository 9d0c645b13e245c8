import { queryInt } from './common.ts';
import { z } from './zod.ts';

/** The admin page of the ranking collector (/admin/ranking-collector). */
export const COLLECTOR_TRIGGERS = ['schedule', 'manual'] as const;
export type CollectorTrigger = (typeof COLLECTOR_TRIGGERS)[number];

/**
 * running; succeeded; partial (finished, some calls failed); budget (stopped at the daily budget);
 * quota (YouTube refused: quota exhausted); failed (could not go on: key, network); interrupted
 * (the server stopped during the run).
 */
export const COLLECTOR_STATUSES = [
  'running',
  'succeeded',
  'partial',
  'budget',
  'quota',
  'failed',
  'interrupted',
] as const;
export type CollectorStatus = (typeof COLLECTOR_STATUSES)[number];

export const COLLECTOR_PAGE_SIZE = 20;

export const COLLECTOR_MESSAGES = {
  alreadyRunning: '이미 수집이 진행 중입니다. 끝난 뒤 다시 시도해주세요.',
  budgetUsed: (budget: number) =>
    `오늘 수집 예산(${budget.toLocaleString('ko-KR')} 유닛)을 모두 사용했습니다. 태평양 시간 자정에 초기화됩니다.`,
  notConfigured:
    'YouTube API 키가 없어 수집할 수 없습니다. 서버의 YOUTUBE_API_KEY를 설정하거나 DEMO_PROVIDERS=1로 실행하세요.',
  startFailed: '수집을 시작하지 못했습니다.',
  loadFailed: '수집 기록을 불러오지 못했습니다.',
} as const;

export const collectorRun = z.object({
  id: z.int(),
  trigger: z.enum(COLLECTOR_TRIGGERS),
  actorName: z.nullable(z.string()),
  status: z.enum(COLLECTOR_STATUSES),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  unitsSpent: z.int(),
  videos: z.int(),
  channels: z.int(),
  errorCount: z.int(),
  /** The first errors, for the admin (each one line, in Korean). */
  errors: z.array(z.string()),
  message: z.nullable(z.string()),
});
export type CollectorRun = z.infer<typeof collectorRun>;

export const collectorOverviewQuery = z.object({ page: queryInt(1, 10_000, 1) });

export const collectorOverviewResponse = z.object({
  success: z.literal(true),
  runs: z.array(collectorRun),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
  running: z.boolean(),
  settings: z.object({
    intervalHours: z.number(),
    regions: z.array(z.string()),
    dailyBudget: z.int(),
    /** False when the interval is 0 (manual runs only) or no YouTube key is configured. */
    scheduleEnabled: z.boolean(),
    youtubeConfigured: z.boolean(),
  }),
  quota: z.object({
    /** YouTube's quota day (Pacific time). */
    day: z.string(),
    collectorUsed: z.int(),
    dailyBudget: z.int(),
    totalUsed: z.int(),
    totalLimit: z.int(),
  }),
  tracked: z.object({ videos: z.int(), channels: z.int(), asOf: z.nullable(z.string()) }),
});
export type CollectorOverviewResponse = z.infer<typeof collectorOverviewResponse>;
export type CollectorOverview = z.infer<typeof collectorOverviewResponse>;

export const startCollectorBody = z.optional(z.object({}));
export const startCollectorResponse = z.object({ success: z.literal(true), run: collectorRun });
export type StartCollectorResponse = z.infer<typeof startCollectorResponse>;
