import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestThumbnail, summarizeChannel, summarizeVideo, youtubeError } from '../../src/providers/index.ts';
import { decodeEntities } from '../../src/providers/text.ts';
import {
  channelResource,
  commentThreadResource,
  listEnvelope,
  playlistItemResource,
  playlistResource,
  searchResult,
  videoCategoryResource,
  videoResource,
} from '../../src/providers/youtube/schemas.ts';

/**
 * Every recorded real YouTube answer (fixtures/youtube-recorded, copied into the fake) goes
 * through the client's own parsers: the ground truth for the response shapes.
 */
const dir = path.resolve(import.meta.dirname, '../../src/fakes/youtube/recorded');
const load = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

describe('parsers on the recorded responses', () => {
  it('covers every recorded file', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual([
      'categories_video_category_by_region.json',
      'channel_info_single.json',
      'channels_info.json',
      'comment_threads_comment_threads_by_video_paged_1.json',
      'error_permission_resp.json',
      'playlist_items_playlist_items_paged_1.json',
      'playlists_playlists_paged_1.json',
      'search_search_by_keywords_p1.json',
      'videos_videos_chart_paged_1.json',
      'videos_videos_info_single.json',
    ]);
  });

  it('videos (single, with player and no statistics part)', () => {
    const list = listEnvelope(videoResource).parse(load('videos_videos_info_single.json'));
    expect(list.pageInfo).toEqual({ totalResults: 1, resultsPerPage: 1 });
    const video = summarizeVideo(list.items[0]!);
    expect(video).toMatchObject({
      videoId: 'D-lhorsDlUQ',
      channelId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      channelTitle: 'Google Developers',
      categoryId: '28',
      publishedAt: '2019-03-21T20:37:49.000Z',
      viewCount: 0,
      durationSeconds: 0,
    });
    expect(video.thumbnail).toBe('https://i.ytimg.com/vi/D-lhorsDlUQ/mqdefault.jpg');
    expect(bestThumbnail(list.items[0]!.snippet?.thumbnails)).toContain('maxresdefault');
  });

  it('videos chart page (next page token, quoted etags)', () => {
    const list = listEnvelope(videoResource).parse(load('videos_videos_chart_paged_1.json'));
    expect(list.nextPageToken).toBe('CAUQAA');
    expect(list.items).toHaveLength(5);
    expect(list.etag).toMatch(/^".*\/.*"$/);
    expect(list.items.map(summarizeVideo).every((v) => v.title.length > 0)).toBe(true);
  });

  it('search (id objects, escaped titles decoded, capped total, regionCode)', () => {
    const list = listEnvelope(searchResult).parse(load('search_search_by_keywords_p1.json'));
    expect(list.regionCode).toBe('JP');
    expect(list.pageInfo?.totalResults).toBe(1_000_000);
    expect(list.items).toHaveLength(25);
    const escaped = list.items.find((i) => i.snippet?.title.includes('&amp;'))!;
    expect(escaped.id).toMatchObject({ kind: 'youtube#video', videoId: expect.stringMatching(/^.{11}$/) });
    expect(decodeEntities(escaped.snippet!.title)).toBe('SURFING PERFECT PIPE & BACKDOOR || SUNRISE SHACK!');
  });

  it('channels, with and without statistics', () => {
    const withStats = listEnvelope(channelResource).parse(load('channel_info_single.json'));
    expect(summarizeChannel(withStats.items[0]!)).toMatchObject({
      channelId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      customUrl: '@googledevelopers',
      country: 'US',
      subscriberCount: 1_927_873,
      viewCount: 160_361_638,
      videoCount: 5026,
      hiddenSubscriberCount: false,
    });
    const today = listEnvelope(channelResource).parse(load('channels_info.json'));
    expect(today.etag).toBe('DovVRc4nTNzGShQkXoC7R2ab3JQ');
    expect(summarizeChannel(today.items[0]!)).toMatchObject({
      subscriberCount: 0,
      publishedAt: '2007-08-23T00:34:43Z',
    });
    // No match: 200 without an `items` key.
    expect(
      listEnvelope(channelResource).parse({
        kind: 'youtube#channelListResponse',
        etag: 'x',
        pageInfo: { totalResults: 0, resultsPerPage: 5 },
      }).items,
    ).toEqual([]);
  });

  it('playlists and playlist items', () => {
    const playlists = listEnvelope(playlistResource).parse(load('playlists_playlists_paged_1.json'));
    expect(playlists.pageInfo?.totalResults).toBe(422);
    expect(playlists.items[0]!.snippet?.title).toBe('Pittsburgh ML Summit ‘19');
    const items = listEnvelope(playlistItemResource).parse(load('playlist_items_playlist_items_paged_1.json'));
    expect(items.items).toHaveLength(10);
    expect(items.items[0]!.snippet).toMatchObject({ position: 0, resourceId: { videoId: 'CvTApw9X8aA' } });
  });

  it('comment threads', () => {
    const list = listEnvelope(commentThreadResource).parse(
      load('comment_threads_comment_threads_by_video_paged_1.json'),
    );
    expect(list.items).toHaveLength(5);
    const top = list.items[0]!.snippet.topLevelComment.snippet;
    expect(top).toMatchObject({ authorDisplayName: 'himani agarwal', textOriginal: 'Google.com', likeCount: 0 });
    expect(list.items[0]!.snippet.totalReplyCount).toBe(0);
  });

  it('video categories (no pageInfo; assignable flags)', () => {
    const list = listEnvelope(videoCategoryResource).parse(load('categories_video_category_by_region.json'));
    expect(list.pageInfo).toBeUndefined();
    expect(list.items).toHaveLength(32);
    expect(list.items.find((c) => c.id === '18')!.snippet.assignable).toBe(false);
  });

  it('the permission error', () => {
    const error = youtubeError(403, JSON.stringify(load('error_permission_resp.json')));
    expect(error).toMatchObject({ kind: 'forbidden', upstream: { status: 403, code: 'SERVICE_UNAVAILABLE' } });
    expect(error.message).toContain('The caller does not have permission');
  });
});
