import { describe, expect, it } from 'vitest';
import {
  compactParams,
  durationClass,
  formatDuration,
  isShorts,
  YOUTUBE_RULE_MESSAGES as M,
  matchesVideoType,
  parseCategoryList,
  parseIsoDuration,
  truncateDescription,
  validateImportParams,
  validateYoutubeParams,
  youtubeCallCost,
  youtubeEmbedUrl,
} from './youtube-rules.ts';

describe('durations and video types', () => {
  it.each([
    ['PT13M5S', 785],
    ['PT1H2M5S', 3725],
    ['PT45S', 45],
    ['P1DT1S', 86_401],
    ['PT0S', 0],
    ['', 0],
    ['bogus', 0],
  ])('%s → %i s', (iso, seconds) => {
    expect(parseIsoDuration(iso)).toBe(seconds);
  });

  it('classifies short < 4 min, medium 4-20, long > 20, shorts ≤ 60 s', () => {
    expect([durationClass(239), durationClass(240), durationClass(1200), durationClass(1201)]).toEqual([
      'short',
      'medium',
      'medium',
      'long',
    ]);
    expect([isShorts(60), isShorts(61), isShorts(0)]).toEqual([true, false, false]);
    expect([
      matchesVideoType(30, 'shorts'),
      matchesVideoType(30, 'videos'),
      matchesVideoType(300, 'videos'),
      matchesVideoType(300, 'all'),
    ]).toEqual([true, false, true, true]);
    expect([formatDuration(785), formatDuration(3725)]).toEqual(['13:05', '1:02:05']);
  });
});

describe('small rules', () => {
  it('cuts descriptions to 800 characters, counting Korean and emoji as one each', () => {
    expect(truncateDescription('가'.repeat(900))).toHaveLength(800);
    expect([...truncateDescription('😀'.repeat(801))]).toHaveLength(800);
    expect(truncateDescription('짧은 설명')).toBe('짧은 설명');
  });

  it('sends only non-blank trimmed values', () => {
    expect(compactParams({ a: ' x ', b: '', c: '  ', d: undefined, e: null, f: 5, g: false, h: true })).toEqual({
      a: 'x',
      f: '5',
      h: 'true',
    });
  });

  it('prices search at 100 units and every other call at 1', () => {
    expect([youtubeCallCost('search'), youtubeCallCost('videos')]).toEqual([100, 1]);
  });

  it('parses category lists', () => {
    expect(parseCategoryList('10, 20,10')).toEqual([10, 20]);
    expect(parseCategoryList('')).toEqual([]);
    expect(parseCategoryList('0')).toBeNull();
    expect(parseCategoryList('45')).toBeNull();
    expect(parseCategoryList('a')).toBeNull();
  });

  it('embeds on the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});

describe('validateYoutubeParams (spec §5)', () => {
  it.each([
    ['videos', { chart: 'mostPopular', regionCode: 'KR', videoCategoryId: '10' }, null],
    ['videos', { id: 'abc,def' }, null],
    ['videos', {}, M.videosNeedOne],
    ['videos', { id: 'a', chart: 'mostPopular' }, M.chartWithId],
    ['videos', { myRating: 'like', id: 'a' }, M.videosOnlyOne],
    ['videos', { chart: 'mostPopular', q: 'x' }, M.chartWithQ],
    ['videos', { chart: 'mostPopular', videoCategoryId: '10,17' }, M.chartOneCategory],
    ['videos', { chart: 'mostPopular', videoCategoryId: '19' }, M.chartCategoryNotAllowed],
    ['videos', { chart: 'mostPopular', videoCategoryId: '33' }, null],
    ['videos', { id: 'a', videoCategoryId: '10' }, M.chartOnlyParams],
    ['videos', { chart: 'mostPopular', maxResults: '0' }, M.maxResults(1, 50)],
    ['search', { type: 'video' }, M.searchNeedsQOrCategory],
    ['search', { q: 'x', videoDuration: 'short' }, M.searchVideoFiltersNeedType],
    ['search', { videoCategoryId: '10', type: 'video' }, null],
    ['search', { q: 'x', maxResults: '0' }, null],
    ['channels', {}, M.channelsNeedOne],
    ['channels', { id: 'a', mine: 'true' }, M.channelsOnlyOne],
    ['channels', { forHandle: '@a' }, null],
    ['playlists', { channelId: 'x' }, M.partRequired],
    ['playlists', { part: 'snippet' }, M.playlistsNeedOne],
    ['playlists', { part: 'snippet', channelId: 'x', maxResults: '4' }, M.maxResults(5, 50)],
    ['playlistItems', {}, M.playlistItemsNeedPlaylistId],
    ['playlistItems', { playlistId: 'PL', part: 'snippet,contentDetails,status' }, null],
    ['playlistItems', { playlistId: 'PL', part: 'snippet,player' }, M.playlistItemsPart],
    ['commentThreads', { searchTerms: 'x' }, M.commentThreadsNeedTarget],
    ['commentThreads', {}, M.commentThreadsNeedOne],
    ['commentThreads', { videoId: 'x', maxResults: '100' }, null],
    ['commentThreads', { videoId: 'x', maxResults: '101' }, M.maxResults(1, 100)],
    ['videoCategories', {}, M.videoCategoriesNeedOne],
    ['videoCategories', { regionCode: 'KR', part: 'id' }, M.videoCategoriesPart],
    ['videoCategories', { id: '10' }, null],
  ] as const)('%s %o → %s', (endpoint, params, expected) => {
    expect(validateYoutubeParams(endpoint, params)).toBe(expected);
  });

  it('ignores blank values when checking', () => {
    expect(validateYoutubeParams('videos', { chart: 'mostPopular', q: '   ', id: '' })).toBeNull();
  });
});

describe('validateImportParams (spec §5)', () => {
  const ok = { region: 'KR', date: '2024-05-01', maxResults: '10', key: 'k' };
  it.each([
    [ok, null],
    [{ ...ok, maxResults: 50 }, null],
    [{ ...ok, maxResults: '51' }, M.importMaxResults],
    [{ ...ok, maxResults: '1.5' }, M.importMaxResults],
    [{ ...ok, maxResults: '' }, M.importMaxResults],
    [{ ...ok, region: ' ' }, M.importRegion],
    [{ ...ok, date: '2024-13-45' }, M.importDate],
    [{ ...ok, date: '' }, M.importDate],
    [{ ...ok, key: '' }, M.importKey],
    [{ ...ok, categoryId: '10,x' }, M.categoryIds],
    [{ ...ok, categoryId: '1,2,10,15,17,20' }, M.importTooManyCategories],
    [{ ...ok, videoType: 'shorts' }, null],
    [{ ...ok, videoType: 'reels' }, M.importVideoType],
  ])('%o → %s', (params, expected) => {
    expect(validateImportParams(params)).toBe(expected);
  });
});
