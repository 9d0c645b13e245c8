/**
 * Pure YouTube rules shared by the server (validation before spending quota) and the admin
 * tester forms (the same messages, before a request is even sent). Spec §5 and §9,
 * fixtures/THIRD-PARTY-APIS.md.
 */

/** Spec §9: the video service allows 10,000 units a day; every *.list costs 1, search.list 100. */
export const YOUTUBE_DAILY_QUOTA = 10_000;
export const YOUTUBE_UNIT_COST = { search: 100, default: 1 } as const;
export const youtubeCallCost = (resource: string): number =>
  resource === 'search' ? YOUTUBE_UNIT_COST.search : YOUTUBE_UNIT_COST.default;

/** Spec §5: the only category ids the mostPopular chart accepts in the videos tester. */
export const CHART_CATEGORY_IDS = [1, 2, 10, 15, 17, 20, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 33] as const;
/** fixtures: categories a video can carry (the rest exist only as labels). */
export const ASSIGNABLE_CATEGORY_IDS = [1, 2, 10, 15, 17, 19, 20, 22, 23, 24, 25, 26, 27, 28, 29] as const;
/** The testers list ids 1 to 44 (spec §3). */
export const ALL_CATEGORY_IDS = Array.from({ length: 44 }, (_, i) => i + 1);

export const IMPORT_REGIONS = ['KR', 'US', 'JP', 'GB', 'CA', 'AU', 'DE', 'FR', 'BR', 'IN'] as const;
export const TESTER_MAX_RESULTS = [5, 10, 15, 20, 25, 30, 40, 50] as const;
export const COMMENT_MAX_RESULTS = [5, 10, 15, 20, 25, 30, 40, 50, 100] as const;
export const VIDEO_TYPES = ['all', 'videos', 'shorts'] as const;
export type ImportVideoType = (typeof VIDEO_TYPES)[number];

/** Saved posts keep at most 800 characters of the description (spec §9). */
export const SAVED_DESCRIPTION_MAX = 800;
export const truncateDescription = (text: string, max = SAVED_DESCRIPTION_MAX): string =>
  [...text].length <= max ? text : [...text].slice(0, max).join('');

/** "PT1H2M5S" → 3725 seconds; anything unparsable → 0. */
export function parseIsoDuration(value: string | undefined | null): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value ?? '');
  if (!match) return 0;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** Spec §9: short under 4 minutes, medium 4 to 20, long over 20. */
export function durationClass(seconds: number): 'short' | 'medium' | 'long' {
  if (seconds < 240) return 'short';
  if (seconds <= 1200) return 'medium';
  return 'long';
}

/** Spec §9: shorts are 60 seconds or less (a zero/unknown duration is not a short). */
export const isShorts = (seconds: number): boolean => seconds > 0 && seconds <= 60;

export function matchesVideoType(seconds: number, type: ImportVideoType): boolean {
  if (type === 'shorts') return isShorts(seconds);
  if (type === 'videos') return !isShorts(seconds);
  return true;
}

/** "mm:ss" or "h:mm:ss". */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** The privacy-enhanced embed host: no cookies until the visitor plays the video. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export type TesterParams = Record<string, string | number | boolean | undefined | null>;

/** Spec §5: tester forms send only non-blank trimmed values. */
export function compactParams(params: TesterParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false) continue;
    const text = String(value).trim();
    if (text !== '') out[key] = text;
  }
  return out;
}

/** Each import category costs one search.list (100 units): a cap keeps one click affordable. */
export const IMPORT_MAX_CATEGORIES = 5;

export const YOUTUBE_RULE_MESSAGES = {
  videosNeedOne: 'id, chart, myRating 중 하나는 반드시 입력해야 합니다.',
  videosOnlyOne: 'id, chart, myRating은 하나만 사용할 수 있습니다.',
  chartWithId: 'id와 chart는 함께 사용할 수 없습니다.',
  chartWithQ: 'chart와 q(검색어)는 함께 사용할 수 없습니다.',
  chartOneCategory: 'mostPopular 차트에는 카테고리를 하나만 지정할 수 있습니다.',
  chartCategoryNotAllowed: `mostPopular 차트는 카테고리 ID ${CHART_CATEGORY_IDS.join(', ')}만 지원합니다.`,
  chartOnlyParams: 'regionCode와 videoCategoryId는 chart=mostPopular와 함께만 사용할 수 있습니다.',
  maxResults: (min: number, max: number) => `maxResults는 ${min}~${max} 사이의 정수여야 합니다.`,
  searchNeedsQOrCategory: '검색어(q) 또는 카테고리(videoCategoryId) 중 하나는 입력해야 합니다.',
  searchVideoFiltersNeedType: 'videoDuration, videoCategoryId 같은 동영상 필터는 type=video와 함께 사용해야 합니다.',
  channelsNeedOne: 'id, forUsername, forHandle, mine, managedByMe, mySubscribers 중 하나는 입력해야 합니다.',
  channelsOnlyOne: 'id, forUsername, forHandle, mine, managedByMe, mySubscribers는 하나만 사용할 수 있습니다.',
  partRequired: 'part는 필수입니다.',
  playlistsNeedOne: 'id, channelId, mine 중 하나는 입력해야 합니다.',
  playlistItemsNeedPlaylistId:
    'playlistId는 필수입니다. 재생목록 ID(PL…)를 입력하거나 Playlists API에서 재생목록 ID를 먼저 조회하세요.',
  playlistItemsPart: 'part는 snippet, contentDetails, status 중에서 골라야 합니다.',
  commentThreadsNeedTarget:
    'order, maxResults, searchTerms, textFormat, moderationStatus를 쓰려면 videoId, channelId, allThreadsRelatedToChannelId 중 하나가 필요합니다.',
  commentThreadsNeedOne: 'videoId, channelId, allThreadsRelatedToChannelId, id 중 하나는 입력해야 합니다.',
  videoCategoriesNeedOne: 'regionCode 또는 id 중 하나는 입력해야 합니다.',
  videoCategoriesPart: 'VideoCategories API의 part는 snippet만 사용할 수 있습니다.',
  categoryIds: '카테고리 ID는 1~44 사이의 숫자를 쉼표로 구분해 입력해주세요.',
  importMaxResults: 'maxResults는 1~50 사이의 정수로 입력해주세요.',
  importRegion: '지역(region)을 선택해주세요.',
  importDate: '날짜(date)를 YYYY-MM-DD 형식으로 입력해주세요.',
  importKey: '관리자 키(key)를 입력해주세요.',
  importVideoType: 'videoType은 all, videos, shorts 중 하나여야 합니다.',
  importTooManyCategories: `카테고리는 한 번에 최대 ${IMPORT_MAX_CATEGORIES}개까지 지정할 수 있습니다.`,
} as const;

const M = YOUTUBE_RULE_MESSAGES;
const has = (p: Record<string, string>, key: string) => p[key] !== undefined && p[key] !== '';

function checkMaxResults(p: Record<string, string>, min: number, max: number): string | null {
  if (!has(p, 'maxResults')) return null;
  const n = Number(p.maxResults);
  return Number.isInteger(n) && n >= min && n <= max ? null : M.maxResults(min, max);
}

/** "10,20" → [10, 20]; null when any piece is not an id 1-44. */
export function parseCategoryList(value: string | undefined): number[] | null {
  if (value === undefined || value.trim() === '') return [];
  const ids = value.split(',').map((piece) => piece.trim());
  if (ids.some((id) => !/^\d{1,2}$/.test(id) || Number(id) < 1 || Number(id) > 44)) return null;
  return [...new Set(ids.map(Number))];
}

export type YoutubeTesterEndpoint =
  | 'videos'
  | 'search'
  | 'channels'
  | 'playlists'
  | 'playlistItems'
  | 'commentThreads'
  | 'videoCategories';

/** Spec §5 rules of each tester; null when the parameters may be sent. */
export function validateYoutubeParams(endpoint: YoutubeTesterEndpoint, params: TesterParams): string | null {
  const p = compactParams(params);
  switch (endpoint) {
    case 'videos': {
      const filters = ['id', 'chart', 'myRating'].filter((k) => has(p, k));
      if (has(p, 'id') && has(p, 'chart')) return M.chartWithId;
      if (filters.length === 0) return M.videosNeedOne;
      if (filters.length > 1) return M.videosOnlyOne;
      if (has(p, 'chart') && has(p, 'q')) return M.chartWithQ;
      if (!has(p, 'chart') && (has(p, 'regionCode') || has(p, 'videoCategoryId'))) return M.chartOnlyParams;
      if (has(p, 'chart') && has(p, 'videoCategoryId')) {
        const ids = parseCategoryList(p.videoCategoryId);
        if (ids === null) return M.categoryIds;
        if (ids.length > 1) return M.chartOneCategory;
        if (p.chart === 'mostPopular' && !CHART_CATEGORY_IDS.includes(ids[0] as (typeof CHART_CATEGORY_IDS)[number]))
          return M.chartCategoryNotAllowed;
      }
      return checkMaxResults(p, 1, 50);
    }
    case 'search': {
      if (!has(p, 'q') && !has(p, 'videoCategoryId')) return M.searchNeedsQOrCategory;
      const videoOnly = ['videoDuration', 'videoCategoryId', 'videoDefinition', 'videoCaption', 'videoLicense'];
      if (p.type !== 'video' && videoOnly.some((k) => has(p, k))) return M.searchVideoFiltersNeedType;
      if (has(p, 'videoCategoryId') && parseCategoryList(p.videoCategoryId) === null) return M.categoryIds;
      return checkMaxResults(p, 0, 50);
    }
    case 'channels': {
      const filters = ['id', 'forUsername', 'forHandle', 'mine', 'managedByMe', 'mySubscribers'].filter((k) =>
        has(p, k),
      );
      if (filters.length === 0) return M.channelsNeedOne;
      if (filters.length > 1) return M.channelsOnlyOne;
      return checkMaxResults(p, 0, 50);
    }
    case 'playlists': {
      if (!has(p, 'part')) return M.partRequired;
      if (!['id', 'channelId', 'mine'].some((k) => has(p, k))) return M.playlistsNeedOne;
      return checkMaxResults(p, 5, 50);
    }
    case 'playlistItems': {
      if (!has(p, 'playlistId') && !has(p, 'id')) return M.playlistItemsNeedPlaylistId;
      if (
        has(p, 'part') &&
        p.part!.split(',').some((x) => !['snippet', 'contentDetails', 'status', 'id'].includes(x.trim()))
      )
        return M.playlistItemsPart;
      return checkMaxResults(p, 5, 50);
    }
    case 'commentThreads': {
      const target = ['videoId', 'channelId', 'allThreadsRelatedToChannelId'].some((k) => has(p, k));
      const modifiers = ['order', 'maxResults', 'searchTerms', 'textFormat', 'moderationStatus'].some((k) => has(p, k));
      if (modifiers && !target) return M.commentThreadsNeedTarget;
      if (!target && !has(p, 'id')) return M.commentThreadsNeedOne;
      return checkMaxResults(p, 1, 100);
    }
    case 'videoCategories': {
      if (!has(p, 'regionCode') && !has(p, 'id')) return M.videoCategoriesNeedOne;
      if (has(p, 'part') && p.part !== 'snippet') return M.videoCategoriesPart;
      return null;
    }
  }
}

export interface ImportParams {
  region?: string;
  date?: string;
  maxResults?: string | number;
  key?: string;
  categoryId?: string;
  q?: string;
  videoType?: string;
}

/** Spec §5 import form: maxResults integer 1-50 required; region, date, key required. */
export function validateImportParams(params: ImportParams): string | null {
  const p = compactParams(params as TesterParams);
  if (!has(p, 'region')) return M.importRegion;
  if (!has(p, 'date') || !/^\d{4}-\d{2}-\d{2}$/.test(p.date!) || Number.isNaN(Date.parse(`${p.date}T00:00:00Z`)))
    return M.importDate;
  const max = Number(p.maxResults);
  if (!has(p, 'maxResults') || !Number.isInteger(max) || max < 1 || max > 50) return M.importMaxResults;
  if (!has(p, 'key')) return M.importKey;
  if (has(p, 'categoryId')) {
    const ids = parseCategoryList(p.categoryId);
    if (ids === null) return M.categoryIds;
    if (ids.length > IMPORT_MAX_CATEGORIES) return M.importTooManyCategories;
  }
  if (has(p, 'videoType') && !(VIDEO_TYPES as readonly string[]).includes(p.videoType!)) return M.importVideoType;
  return null;
}

/** Korean names of the category ids (spec §3), for channel/category labels. */
export const CATEGORY_TITLES: Record<number, string> = {
  1: '영화/애니메이션',
  2: '자동차/교통',
  10: '음악',
  15: '애완동물/동물',
  17: '스포츠',
  18: '단편 영화',
  19: '여행/이벤트',
  20: '게임',
  21: '동영상 블로그',
  22: '인물/블로그',
  23: '코미디',
  24: '엔터테인먼트',
  25: '뉴스/정치',
  26: '노하우/스타일',
  27: '교육',
  28: '과학기술',
  29: '비영리/사회운동',
  30: '영화',
  31: '애니메이션',
  32: '액션/모험',
  33: '고전',
  34: '코미디(영화)',
  35: '다큐멘터리',
  36: '드라마',
  37: '가족',
  38: '외국',
  39: '공포',
  40: '공상과학/판타지',
  41: '스릴러',
  42: '단편',
  43: '프로그램',
  44: '예고편',
};
export const categoryTitle = (id: number | string | undefined | null): string => CATEGORY_TITLES[Number(id)] ?? '기타';
