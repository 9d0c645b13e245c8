import type { FavoritesResponse } from '@tubesphere/shared/contract/favorites';
import type { RankingChannel, RankingVideo } from '@tubesphere/shared/contract/rankings';
import { describe, expect, it } from 'vitest';
import { toFavoriteSet } from './get-favorites.ts';
import { applyToggle } from './toggle-favorite.ts';

const video = (id: string): RankingVideo => ({
  id,
  title: `영상 ${id}`,
  thumbnail: null,
  duration: '3:00',
  channelId: 'UCx',
  channelTitle: '채널',
  categoryId: 24,
  region: 'KR',
  viewCount: 10,
  likeCount: 1,
  commentCount: 0,
  publishedAt: '2024-05-08T00:00:00.000Z',
  statsAt: null,
});
const channel: RankingChannel = {
  id: 'UCchannel',
  name: '채널',
  thumbnail: null,
  categoryId: null,
  country: 'KR',
  subscribers: 1,
  totalViews: 1,
  videoCount: 1,
  description: '',
  hiddenSubscribers: false,
  weeklyGain: null,
  weeklyViewGain: null,
  createdAt: null,
  statsAt: null,
};

describe('the optimistic 즐겨찾기 list', () => {
  it('puts a new star on top with its row, and takes it out again', () => {
    const start: FavoritesResponse = {
      success: true,
      favorites: [{ kind: 'video', id: 'a', addedAt: '2024-05-01T00:00:00.000Z' }],
      videos: [video('a')],
      channels: [],
    };
    const added = applyToggle(start, { target: { kind: 'video', id: 'b', item: video('b') }, on: true });
    expect(added.favorites.map((f) => f.id)).toEqual(['b', 'a']);
    expect(added.videos.map((v) => v.id)).toEqual(['b', 'a']);
    expect(toFavoriteSet(added).has('video:b')).toBe(true);

    const removed = applyToggle(added, { target: { kind: 'video', id: 'a', item: video('a') }, on: false });
    expect(removed.favorites.map((f) => f.id)).toEqual(['b']);
    expect(removed.videos.map((v) => v.id)).toEqual(['b']);
  });

  it('keeps videos and channels apart, and never lists one twice', () => {
    const once = applyToggle(undefined, { target: { kind: 'channel', id: channel.id, item: channel }, on: true });
    const twice = applyToggle(once, { target: { kind: 'channel', id: channel.id, item: channel }, on: true });
    expect(twice.favorites).toHaveLength(1);
    expect(twice.channels).toHaveLength(1);
    expect(twice.videos).toEqual([]);
    expect(toFavoriteSet(twice).has('video:UCchannel')).toBe(false);
  });
});
