import fs from 'node:fs';
import path from 'node:path';
import { type FakeRequest, type FakeResponse, json, offsetFromToken, pageToken, text } from '../http-types.ts';
import { hashNumber } from '../random.ts';
import { buildCatalog, type FakeCatalog, type FakeVideo } from './catalog.ts';
import { commentThreadsFor, KOREAN_CATEGORY_TITLES } from './comments.ts';
import { ytErrors } from './errors.ts';
import { createWorld, type FakeClock } from './evolution.ts';
import {
  channelItem,
  etag,
  playlistEntry,
  playlistItemOf,
  searchChannelItem,
  searchPlaylistItem,
  searchVideoItem,
  videoItem,
} from './resources.ts';

/**
 * Whether a video is on a region's popular chart: its own channels' videos, and a third of the
 * widely watched foreign ones (a different third for each region). Every region drawing on the
 * same popular videos made the KR, US and JP charts read alike; on YouTube they differ.
 */
function chartsIn(video: FakeVideo, region: string): boolean {
  if (video.channel.country === region) return true;
  return video.viewCount > 300_000 && hashNumber(`${video.id}:${region}`) % 3 === 0;
}

/**
 * Keys that make the fake YouTube fail the way the real one does (any other key is accepted).
 * `legacy-format` answers in the 2019 style of the recorded responses (quoted etags, .000Z).
 */

export const FAKE_YOUTUBE_KEYS = {
  valid: 'demo-youtube-key',
  quotaExceeded: 'quota-exceeded',
  invalid: 'invalid-key',
  permissionDenied: 'permission-denied',
  serverError: 'server-error',
  slow: 'slow-response',
  legacyFormat: 'legacy-format',
} as const;

/** How long `slow-response` waits: longer than any timeout a test sets. */
export const FAKE_SLOW_MS = 3000;

const recordedDir = path.join(import.meta.dirname, 'recorded');
const recorded = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(recordedDir, file), 'utf8')) as Record<string, unknown>;

/** Ids that appear in the recorded responses are answered with those very responses. */
export const RECORDED_IDS = {
  video: 'D-lhorsDlUQ',
  channel: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
  playlist: 'PLOU2XLYxmsIKpaV8h0AGE05so0fAwwfTw',
  commentVideo: 'F1UP7wRCPH8',
  searchQuery: 'surfing',
} as const;

const VIDEO_PARTS = [
  'id',
  'snippet',
  'contentDetails',
  'statistics',
  'status',
  'player',
  'topicDetails',
  'localizations',
  'recordingDetails',
  'liveStreamingDetails',
  'paidProductPlacementDetails',
];
const CHANNEL_PARTS = [
  'id',
  'snippet',
  'statistics',
  'contentDetails',
  'brandingSettings',
  'status',
  'topicDetails',
  'localizations',
  'auditDetails',
  'contentOwnerDetails',
];
const PLAYLIST_PARTS = ['id', 'snippet', 'contentDetails', 'status', 'player', 'localizations'];
const PLAYLIST_ITEM_PARTS = ['id', 'snippet', 'contentDetails', 'status'];

/**
 * `clock` moves the fake's world (fakes/youtube/evolution.ts): counts grow and new videos appear
 * as it advances. By default it stays at `startedAt`, so every answer is the catalog's numbers;
 * demo mode passes the real clock, tests a clock they drive.
 */
export function createYoutubeFake(startedAt = new Date(), clock: FakeClock = () => startedAt) {
  const catalog: FakeCatalog = buildCatalog(startedAt);
  const worldAt = createWorld(catalog);
  const world = () => worldAt(clock());
  const playlistsById = new Map(catalog.playlists.map((p) => [p.id, p]));

  return {
    catalog,
    async handle(request: FakeRequest, resource: string): Promise<FakeResponse> {
      const q = request.query;
      const key = q.get('key');
      if (!key) return ytErrors.noKey();
      if (key === FAKE_YOUTUBE_KEYS.quotaExceeded) return ytErrors.quota();
      if (key === FAKE_YOUTUBE_KEYS.invalid) return ytErrors.badKey();
      if (key === FAKE_YOUTUBE_KEYS.permissionDenied) return json(403, recorded('error_permission_resp.json'));
      if (key === FAKE_YOUTUBE_KEYS.serverError) return ytErrors.backend();
      const legacy = key === FAKE_YOUTUBE_KEYS.legacyFormat;
      let response: FakeResponse;
      switch (resource) {
        case 'videos':
          response = videos(q);
          break;
        case 'search':
          response = search(q);
          break;
        case 'channels':
          response = channels(q);
          break;
        case 'playlists':
          response = playlists(q);
          break;
        case 'playlistItems':
          response = playlistItems(q);
          break;
        case 'commentThreads':
          response = commentThreads(q);
          break;
        case 'videoCategories':
          response = videoCategories(q);
          break;
        default:
          return text(404, 'Not Found', 'text/html; charset=UTF-8');
      }
      if (legacy && response.status === 200) response = { ...response, body: toLegacyFormat(response.body) };
      if (key === FAKE_YOUTUBE_KEYS.slow) response.delayMs = FAKE_SLOW_MS;
      return response;
    },
    oembed(request: FakeRequest): FakeResponse {
      const target = request.query.get('url') ?? '';
      const id = /(?:v=|youtu\.be\/|shorts\/|embed\/)([A-Za-z0-9_-]{11})/.exec(target)?.[1];
      if (!id) return text(400, 'Bad Request', 'text/html; charset=utf-8');
      if (id === 'PrivateVid0') return text(401, 'Unauthorized', 'text/html; charset=utf-8');
      const video = world().videosById.get(id);
      if (!video) return text(404, 'Not Found', 'text/html; charset=utf-8');
      return json(200, {
        title: video.title,
        author_name: video.channel.title,
        author_url: `https://www.youtube.com/${video.channel.handle}`,
        type: 'video',
        height: 113,
        width: 200,
        version: '1.0',
        provider_name: 'YouTube',
        provider_url: 'https://www.youtube.com/',
        thumbnail_height: 360,
        thumbnail_width: 480,
        thumbnail_url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
        html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${video.id}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="${video.title.replace(/"/g, '&quot;')}"></iframe>`,
      });
    },
  };

  function parseParts(q: URLSearchParams, allowed: string[]): Set<string> | FakeResponse {
    const part = q.get('part');
    if (!part) return ytErrors.required('part');
    const parts = part.split(',').map((p) => p.trim());
    const unknown = parts.find((p) => !allowed.includes(p));
    return unknown ? ytErrors.invalidPart(unknown) : new Set(parts);
  }

  function readMax(q: URLSearchParams, min: number, max: number, fallback: number): number | FakeResponse {
    const raw = q.get('maxResults');
    if (raw === null) return fallback;
    const n = Number(raw);
    return Number.isInteger(n) && n >= min && n <= max ? n : ytErrors.invalidValue('maxResults', raw, min, max);
  }

  function page<T>(all: T[], q: URLSearchParams, size: number) {
    const offset = Math.max(0, offsetFromToken(q.get('pageToken')));
    const items = all.slice(offset, offset + size);
    return {
      ...(offset + size < all.length ? { nextPageToken: pageToken(offset + size) } : {}),
      ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - size)) } : {}),
      items,
    };
  }

  function list(
    kind: string,
    all: unknown[],
    q: URLSearchParams,
    size: number,
    extra: object = {},
    totalOverride?: number,
  ) {
    const { items, ...tokens } = page(all, q, size);
    return json(200, {
      kind,
      etag: etag(`${kind}-${q.toString()}`),
      ...tokens,
      ...extra,
      pageInfo: { totalResults: totalOverride ?? all.length, resultsPerPage: size },
      items,
    });
  }

  function videos(q: URLSearchParams): FakeResponse {
    const parts = parseParts(q, VIDEO_PARTS);
    if (!(parts instanceof Set)) return parts;
    const filters = ['chart', 'id', 'myRating'].filter((k) => q.get(k));
    if (filters.length === 0) return ytErrors.missingParameter('chart, id, myRating');
    if (filters.length > 1)
      return ytErrors.incompatible('Incompatible parameters specified in the request: chart, id, myRating.');
    if (q.get('myRating')) return ytErrors.loginRequired();
    const size = readMax(q, 1, 50, 5);
    if (typeof size !== 'number') return size;
    if (q.get('id')) {
      const ids = q
        .get('id')!
        .split(',')
        .map((s) => s.trim());
      if (ids.length === 1 && ids[0] === RECORDED_IDS.video)
        return json(200, recorded('videos_videos_info_single.json'));
      const { videosById } = world();
      const found = ids.map((id) => videosById.get(id)).filter((v): v is FakeVideo => Boolean(v));
      return json(200, {
        kind: 'youtube#videoListResponse',
        etag: etag(`videos-${ids.join()}`),
        items: found.map((v) => videoItem(v, parts)),
        pageInfo: { totalResults: found.length, resultsPerPage: found.length },
      });
    }
    if (q.get('chart') !== 'mostPopular') return ytErrors.invalidValue('chart', q.get('chart')!, 0, 0);
    const region = q.get('regionCode') ?? 'US';
    const category = q.get('videoCategoryId');
    if (region === 'ZZ') return ytErrors.chartNotFound();
    if (
      category &&
      ![
        '1',
        '2',
        '10',
        '15',
        '17',
        '19',
        '20',
        '22',
        '23',
        '24',
        '25',
        '26',
        '27',
        '28',
        '29',
        '30',
        '32',
        '33',
      ].includes(category)
    )
      return ytErrors.chartNotFound();
    const chart = world()
      .videos.filter((v) => !category || v.categoryId === category)
      .filter((v) => chartsIn(v, region))
      .sort((a, b) => b.viewCount - a.viewCount)
      .slice(0, 200);
    return list(
      'youtube#videoListResponse',
      chart.map((v) => videoItem(v, parts)),
      q,
      size,
    );
  }

  function search(q: URLSearchParams): FakeResponse {
    if (q.get('part') !== 'snippet')
      return q.get('part') ? ytErrors.invalidPart(q.get('part')!) : ytErrors.required('part');
    const type = q.get('type') ?? 'video,channel,playlist';
    const videoFilters = [
      'videoDuration',
      'videoCategoryId',
      'videoDefinition',
      'videoCaption',
      'videoLicense',
      'videoEmbeddable',
      'videoType',
      'eventType',
      'videoDimension',
      'videoSyndicated',
    ];
    if (type !== 'video' && videoFilters.some((k) => q.get(k))) return ytErrors.invalidSearchFilter();
    const size = readMax(q, 0, 50, 5);
    if (typeof size !== 'number') return size;
    const term = (q.get('q') ?? '').trim().toLowerCase();
    if (term === RECORDED_IDS.searchQuery) return json(200, recorded('search_search_by_keywords_p1.json'));
    const after = q.get('publishedAfter') ? Date.parse(q.get('publishedAfter')!) : Number.NEGATIVE_INFINITY;
    const before = q.get('publishedBefore') ? Date.parse(q.get('publishedBefore')!) : Number.POSITIVE_INFINITY;
    if (Number.isNaN(after) || Number.isNaN(before))
      return ytErrors.invalidValue('publishedAfter', q.get('publishedAfter') ?? '', 0, 0);
    const words = term.split(/[\s|]+/).filter(Boolean);
    const matches = (haystack: string) =>
      words.length === 0 || words.some((w) => haystack.toLowerCase().includes(w.replace(/^-/, '')));
    const duration = q.get('videoDuration');
    const category = q.get('videoCategoryId');
    const order = q.get('order') ?? 'relevance';
    let videoHits = world().videos.filter(
      (v) =>
        matches(`${v.title} ${v.description} ${v.tags.join(' ')} ${v.channel.title}`) &&
        Date.parse(v.publishedAt) >= after &&
        Date.parse(v.publishedAt) < before &&
        (!category || v.categoryId === category) &&
        (!q.get('channelId') || v.channel.id === q.get('channelId')) &&
        (!duration ||
          duration === 'any' ||
          duration === (v.durationSeconds < 240 ? 'short' : v.durationSeconds <= 1200 ? 'medium' : 'long')) &&
        (!q.get('videoDefinition') || q.get('videoDefinition') === 'any' || q.get('videoDefinition') === v.definition),
    );
    const sorters: Record<string, (a: FakeVideo, b: FakeVideo) => number> = {
      viewCount: (a, b) => b.viewCount - a.viewCount,
      date: (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
      rating: (a, b) => b.likeCount - a.likeCount,
      title: (a, b) => a.title.localeCompare(b.title, 'ko'),
      relevance: (a, b) => b.likeCount + b.commentCount * 3 - (a.likeCount + a.commentCount * 3),
      videoCount: (a, b) => b.channel.videoCount - a.channel.videoCount,
    };
    if (!sorters[order]) return ytErrors.invalidValue('order', order, 0, 0);
    videoHits = videoHits.sort(sorters[order]);
    const types = type.split(',');
    const all: unknown[] = [
      ...(types.includes('channel')
        ? world()
            .channels.filter(
              (c) => matches(`${c.title} ${c.description}`) && (!q.get('channelId') || c.id === q.get('channelId')),
            )
            .map(searchChannelItem)
        : []),
      ...(types.includes('video') ? videoHits.map(searchVideoItem) : []),
      ...(types.includes('playlist')
        ? catalog.playlists.filter((p) => words.length > 0 && matches(p.title)).map(searchPlaylistItem)
        : []),
    ];
    // Real totals are estimates, capped at 1,000,000.
    const estimate = Math.min(1_000_000, all.length * 1370);
    return list('youtube#searchListResponse', all, q, size, { regionCode: q.get('regionCode') ?? 'KR' }, estimate);
  }

  function channels(q: URLSearchParams): FakeResponse {
    const parts = parseParts(q, CHANNEL_PARTS);
    if (!(parts instanceof Set)) return parts;
    const filters = ['id', 'forHandle', 'forUsername', 'managedByMe', 'mine', 'mySubscribers'].filter((k) => q.get(k));
    if (filters.length === 0)
      return ytErrors.missingParameter('categoryId, forHandle, forUsername, id, managedByMe, mine, mySubscribers');
    if (filters.length > 1)
      return ytErrors.incompatible(
        'Incompatible parameters specified in the request: id, forHandle, forUsername, managedByMe, mine.',
      );
    if (q.get('mine') || q.get('managedByMe') || q.get('mySubscribers')) return ytErrors.loginRequired();
    const size = readMax(q, 0, 50, 5);
    if (typeof size !== 'number') return size;
    let found = [] as FakeCatalog['channels'];
    if (q.get('id')) {
      const ids = q
        .get('id')!
        .split(',')
        .map((s) => s.trim());
      if (ids.length === 1 && ids[0] === RECORDED_IDS.channel) return json(200, recorded('channel_info_single.json'));
      const { channelsById } = world();
      found = ids.map((id) => channelsById.get(id)).filter((c): c is NonNullable<typeof c> => Boolean(c));
    } else {
      const wanted = (q.get('forHandle') ?? q.get('forUsername') ?? '').replace(/^@/, '').toLowerCase();
      found = world().channels.filter((c) => c.handle.slice(1).toLowerCase() === wanted);
    }
    const body: Record<string, unknown> = {
      kind: 'youtube#channelListResponse',
      etag: etag(`channels-${q.toString()}`),
      pageInfo: { totalResults: found.length, resultsPerPage: size },
    };
    // A lookup without a match answers 200 and omits `items` entirely (fixtures SOURCE.md).
    if (found.length > 0) body.items = found.map((c) => channelItem(c, parts));
    return json(200, body);
  }

  function playlists(q: URLSearchParams): FakeResponse {
    const parts = parseParts(q, PLAYLIST_PARTS);
    if (!(parts instanceof Set)) return parts;
    const filters = ['id', 'channelId', 'mine'].filter((k) => q.get(k));
    if (filters.length === 0) return ytErrors.missingParameter('channelId, id, mine');
    if (filters.length > 1)
      return ytErrors.incompatible('Incompatible parameters specified in the request: channelId, id, mine.');
    if (q.get('mine')) return ytErrors.loginRequired();
    const size = readMax(q, 0, 50, 5);
    if (typeof size !== 'number') return size;
    if (q.get('channelId') === RECORDED_IDS.channel) return json(200, recorded('playlists_playlists_paged_1.json'));
    const found = q.get('id')
      ? q
          .get('id')!
          .split(',')
          .map((id) => playlistsById.get(id.trim()))
          .filter((p): p is NonNullable<typeof p> => Boolean(p))
      : catalog.playlists.filter((p) => p.channel.id === q.get('channelId'));
    if (q.get('channelId') && !world().channelsById.has(q.get('channelId')!))
      return ytErrors.notFound('channelNotFound', 'channel', 'channelId');
    return list(
      'youtube#playlistListResponse',
      found.map((p) => playlistItemOf(p, parts)),
      q,
      size,
    );
  }

  function playlistItems(q: URLSearchParams): FakeResponse {
    const parts = parseParts(q, PLAYLIST_ITEM_PARTS);
    if (!(parts instanceof Set)) return parts;
    if (!q.get('playlistId') && !q.get('id')) return ytErrors.missingParameter('id, playlistId');
    const size = readMax(q, 0, 50, 5);
    if (typeof size !== 'number') return size;
    if (q.get('playlistId') === RECORDED_IDS.playlist)
      return json(200, recorded('playlist_items_playlist_items_paged_1.json'));
    const playlist = playlistsById.get(q.get('playlistId') ?? '');
    if (!playlist) return ytErrors.notFound('playlistNotFound', 'playlist', 'playlistId');
    const entries = playlist.videos.map((entry, i) => playlistEntry(playlist, entry, i, parts));
    const filtered = q.get('videoId') ? entries.filter((e) => JSON.stringify(e).includes(q.get('videoId')!)) : entries;
    return list('youtube#playlistItemListResponse', filtered, q, size);
  }

  function commentThreads(q: URLSearchParams): FakeResponse {
    const parts = parseParts(q, ['id', 'snippet', 'replies']);
    if (!(parts instanceof Set)) return parts;
    const filters = ['videoId', 'channelId', 'allThreadsRelatedToChannelId', 'id'].filter((k) => q.get(k));
    if (filters.length === 0) return ytErrors.missingParameter('allThreadsRelatedToChannelId, channelId, id, videoId');
    const size = readMax(q, 1, 100, 20);
    if (typeof size !== 'number') return size;
    const format = q.get('textFormat') === 'plainText' ? 'plainText' : 'html';
    const videoId = q.get('videoId');
    if (videoId === RECORDED_IDS.commentVideo)
      return json(200, recorded('comment_threads_comment_threads_by_video_paged_1.json'));
    let threads: ReturnType<typeof commentThreadsFor>;
    if (videoId) {
      const video = world().videosById.get(videoId);
      if (!video) return ytErrors.notFound('videoNotFound', 'video', 'videoId');
      threads = commentThreadsFor(video, format);
    } else {
      const channelId = q.get('channelId') ?? q.get('allThreadsRelatedToChannelId');
      if (channelId && !world().channelsById.has(channelId))
        return ytErrors.notFound('channelNotFound', 'channel', 'channelId');
      threads = world()
        .videos.filter((v) => !channelId || v.channel.id === channelId)
        .flatMap((v) => commentThreadsFor(v, format));
      if (q.get('id')) threads = threads.filter((t) => q.get('id')!.split(',').includes(t.id));
    }
    const terms = q.get('searchTerms');
    if (terms) threads = threads.filter((t) => t.snippet.topLevelComment.snippet.textOriginal.includes(terms));
    if (q.get('order') === 'relevance')
      threads = [...threads].sort(
        (a, b) => b.snippet.topLevelComment.snippet.likeCount - a.snippet.topLevelComment.snippet.likeCount,
      );
    else threads = [...threads].reverse();
    const { items, nextPageToken } = page(threads, q, size);
    return json(200, {
      kind: 'youtube#commentThreadListResponse',
      etag: etag(`ct-${q.toString()}`),
      ...(nextPageToken ? { nextPageToken } : {}),
      pageInfo: { totalResults: items.length, resultsPerPage: size },
      items,
    });
  }

  function videoCategories(q: URLSearchParams): FakeResponse {
    if (q.get('part') !== 'snippet')
      return q.get('part') ? ytErrors.invalidPart(q.get('part')!) : ytErrors.required('part');
    if (!q.get('regionCode') && !q.get('id')) return ytErrors.missingParameter('id, regionCode');
    const base = recorded('categories_video_category_by_region.json') as {
      items: { id: string; snippet: { title: string } }[];
    };
    const korean = q.get('regionCode') === 'KR' || (q.get('hl') ?? '').startsWith('ko');
    let items = base.items.map((item) => ({
      kind: 'youtube#videoCategory',
      etag: etag(`cat-${item.id}`),
      id: item.id,
      snippet: {
        ...item.snippet,
        title: korean ? (KOREAN_CATEGORY_TITLES[item.id] ?? item.snippet.title) : item.snippet.title,
      },
    }));
    if (q.get('id')) items = items.filter((item) => q.get('id')!.split(',').includes(item.id));
    // videoCategories answers carry no pageInfo.
    return json(200, { kind: 'youtube#videoCategoryListResponse', etag: etag(`cats-${q.toString()}`), items });
  }
}

/** 2019 style (the recorded files): etags quoted with a slash, timestamps with milliseconds. */
function toLegacyFormat(body: string): string {
  return body
    .replace(/"etag":"([^"]+)"/g, (_m, tag: string) => `"etag":${JSON.stringify(`"${tag.slice(0, 27)}/${tag}"`)}`)
    .replace(/"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})Z"/g, '"$1.000Z"');
}

export type YoutubeFake = ReturnType<typeof createYoutubeFake>;
