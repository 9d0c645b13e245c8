/**
 * Pure rules of the discovery pages (spec §2 ranking pages, §3 card entities, §9 constants):
 * the option lists, filtering, ranking and the summaries computed from the items shown.
 */

export const RANKING_PERIODS = ['today', 'week', 'month'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** Spec §9: ranking pages use KR, US, JP, GB (KR first and default). */
export const RANKING_REGIONS = ['KR', 'US', 'JP', 'GB'] as const;
export type RankingRegion = (typeof RANKING_REGIONS)[number];

/** Spec §9: the trending page adds MX and RU to the import regions (default KR). */
export const TRENDING_REGIONS = ['KR', 'US', 'JP', 'GB', 'CA', 'AU', 'DE', 'FR', 'BR', 'IN', 'MX', 'RU'] as const;
export type TrendingRegion = (typeof TRENDING_REGIONS)[number];

/** Country filters of the channel pages: everything, or one ranking region (default ALL). */
export const CHANNEL_COUNTRIES = ['ALL', ...RANKING_REGIONS] as const;
export type ChannelCountry = (typeof CHANNEL_COUNTRIES)[number];

/** Spec §9 channel ranking: limit 50, sort by subscribers, views or videos. */
export const CHANNEL_RANKING_LIMIT = 50;
export const CHANNEL_SORTS = ['subscribers', 'views', 'videos'] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];

/** Spec §2 new channel ranking categories. */
export const NEW_CHANNEL_CATEGORIES = ['entertainment', 'game', 'education', 'music', 'lifestyle'] as const;
export type NewChannelCategory = (typeof NEW_CHANNEL_CATEGORIES)[number];

/** Spec §3 category ids of the category ranking (1 film/animation … 29 nonprofit). */
export const RANKING_CATEGORY_IDS = [1, 2, 10, 15, 17, 19, 20, 22, 23, 24, 25, 26, 27, 28, 29] as const;
export type RankingCategoryId = (typeof RANKING_CATEGORY_IDS)[number];

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Rounded mean; an empty list averages to 0 rather than NaN. */
export const average = (values: readonly number[]): number =>
  values.length === 0 ? 0 : Math.round(sum(values) / values.length);

/** "mm:ss" or "h:mm:ss" → seconds; anything else → 0. */
export function parseDuration(text: string): number {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return 0;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Whole days from `createdAt` to `now` (never negative). */
export function daysSince(createdAt: string | Date, now: Date = new Date()): number {
  const then = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const elapsed = now.getTime() - then.getTime();
  return Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / 86_400_000)) : 0;
}

/** Likes per hundred views, one decimal (0 when there are no views). */
export const likeRate = (viewCount: number, likeCount: number): number =>
  viewCount > 0 ? Math.round((likeCount / viewCount) * 1000) / 10 : 0;

export type Ranked<T> = T & { rank: number };

/** Highest first by `metric`, ties kept in their original order; ranks 1…n. */
export function rankBy<T>(items: readonly T[], metric: (item: T) => number): Ranked<T>[] {
  return items
    .map((item, index) => ({ item, index, value: metric(item) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map(({ item }, index) => ({ ...item, rank: index + 1 }));
}

export interface CountryCategoryFilter<C extends string | number> {
  country: ChannelCountry;
  category: C | 'all';
}

/** ALL / all let everything through; otherwise the item must match exactly. */
export function filterByCountryAndCategory<T extends { country: string; category: C }, C extends string | number>(
  items: readonly T[],
  { country, category }: CountryCategoryFilter<C>,
): T[] {
  return items.filter(
    (item) => (country === 'ALL' || item.country === country) && (category === 'all' || item.category === category),
  );
}

export interface VideoStats {
  viewCount: number;
  likeCount: number;
  /** "mm:ss" (spec §3 ranking video). */
  duration: string;
}

export interface VideoSummary {
  count: number;
  totalViews: number;
  totalLikes: number;
  /** Spec §2 time ranking: average video length in minutes, rounded. */
  averageMinutes: number;
  averageLikeRate: number;
}

/** Totals and averages of exactly the videos shown. */
export function summarizeVideos(items: readonly VideoStats[]): VideoSummary {
  const totalViews = sum(items.map((item) => item.viewCount));
  const totalLikes = sum(items.map((item) => item.likeCount));
  const seconds = items.map((item) => parseDuration(item.duration));
  return {
    count: items.length,
    totalViews,
    totalLikes,
    averageMinutes: items.length === 0 ? 0 : Math.round(sum(seconds) / items.length / 60),
    averageLikeRate: likeRate(totalViews, totalLikes),
  };
}

export interface ChannelStats {
  subscribers: number;
  totalViews: number;
  videoCount: number;
}

export interface ChannelSummary {
  count: number;
  totalSubscribers: number;
  totalViews: number;
  averageSubscribers: number;
  averageViews: number;
  averageVideoCount: number;
}

/** Totals and rounded averages of exactly the channels shown. */
export function summarizeChannels(items: readonly ChannelStats[]): ChannelSummary {
  const subscribers = items.map((item) => item.subscribers);
  const views = items.map((item) => item.totalViews);
  return {
    count: items.length,
    totalSubscribers: sum(subscribers),
    totalViews: sum(views),
    averageSubscribers: average(subscribers),
    averageViews: average(views),
    averageVideoCount: average(items.map((item) => item.videoCount)),
  };
}

/** The metric a channel sort ranks by. */
export function channelMetric(sort: ChannelSort): (item: ChannelStats) => number {
  if (sort === 'views') return (item) => item.totalViews;
  if (sort === 'videos') return (item) => item.videoCount;
  return (item) => item.subscribers;
}

/** Weekly growth as a share of the subscribers before it, in percent with one decimal. */
export const weeklyGrowthPercent = (subscribers: number, gainedThisWeek: number): number => {
  const before = subscribers - gainedThisWeek;
  return before > 0 ? Math.round((gainedThisWeek / before) * 1000) / 10 : 0;
};

/**
 * Sample data: the share of a video's last-30-day views that fell in `period`, by its age in
 * days. New videos collect most of their views at once, so "today" favours them.
 */
export function periodShare(ageDays: number, period: RankingPeriod): number {
  if (period === 'month') return 1;
  if (period === 'week') return ageDays <= 7 ? 1 : ageDays <= 14 ? 0.4 : 0.15;
  if (ageDays <= 1) return 0.6;
  if (ageDays <= 3) return 0.25;
  if (ageDays <= 7) return 0.1;
  return 0.03;
}

/**
 * The new-channel page's five categories, as YouTube category ids. Channels of other categories
 * (cars, sports, news …) appear under 전체 only.
 */
export const NEW_CHANNEL_CATEGORY_IDS: Record<NewChannelCategory, readonly number[]> = {
  entertainment: [1, 23, 24],
  game: [20],
  education: [27, 28],
  music: [10],
  lifestyle: [15, 19, 22, 26],
};

export function newChannelCategoryOf(categoryId: number | null): NewChannelCategory | null {
  if (categoryId === null) return null;
  for (const name of NEW_CHANNEL_CATEGORIES) if (NEW_CHANNEL_CATEGORY_IDS[name].includes(categoryId)) return name;
  return null;
}

/** How many days back a period's uploads may reach in the sample data (its `ageDays`). */
export const SAMPLE_PERIOD_DAYS: Record<RankingPeriod, number> = { today: 1, week: 7, month: 30 };
