import { describe, expect, it } from 'vitest';
import { toPreviewItems } from './youtube-preview.ts';

const thumbs = { medium: { url: 'https://i.ytimg.com/vi/x/mqdefault.jpg', width: 320, height: 180 } };

describe('toPreviewItems', () => {
  it('maps videos with string statistics and ranking by position', () => {
    const [item] = toPreviewItems('videos', [
      {
        id: 'abcdefghijk',
        snippet: { title: 'A &amp; B', channelTitle: '채널', thumbnails: thumbs, publishedAt: '2024-01-01T00:00:00Z' },
        statistics: { viewCount: '1500', likeCount: '20' },
      },
    ]);
    expect(item).toMatchObject({
      kind: 'video',
      videoId: 'abcdefghijk',
      title: 'A & B',
      viewCount: 1500,
      likeCount: 20,
      ranking: 1,
      available: true,
    });
  });

  it('tells search results apart by id kind and decodes escaped titles', () => {
    const items = toPreviewItems('search', [
      { id: { kind: 'youtube#video', videoId: 'abcdefghijk' }, snippet: { title: 'It&#39;s', thumbnails: thumbs } },
      { id: { kind: 'youtube#channel', channelId: 'UC1' }, snippet: { title: '채널' } },
      { id: { kind: 'youtube#playlist', playlistId: 'PL1' }, snippet: { title: '목록', channelTitle: 'c' } },
    ]);
    expect(items.map((i) => i.kind)).toEqual(['video', 'channel', 'playlist']);
    expect(items[0]).toMatchObject({ title: "It's", viewCount: null });
  });

  it('marks private and deleted playlist entries as not savable', () => {
    const items = toPreviewItems('playlistItems', [
      { id: '1', snippet: { title: 'Private video', resourceId: { videoId: 'aaaaaaaaaaa' } } },
      { id: '2', snippet: { title: 'Deleted video', resourceId: { videoId: 'bbbbbbbbbbb' } } },
      { id: '3', snippet: { title: '영상', resourceId: { videoId: 'ccccccccccc' }, videoOwnerChannelTitle: '주인' } },
    ]);
    expect(items.map((i) => i.kind === 'video' && i.available)).toEqual([false, false, true]);
    expect(items[2]).toMatchObject({ channelTitle: '주인' });
  });

  it('maps channels (hidden subscribers), comments (tags stripped) and categories', () => {
    const [channel] = toPreviewItems('channels', [
      {
        id: 'UC1',
        snippet: { title: 'c' },
        statistics: { subscriberCount: '0', hiddenSubscriberCount: true, viewCount: '10', videoCount: '2' },
      },
    ]);
    expect(channel).toMatchObject({ kind: 'channel', subscriberCount: null, viewCount: 10 });
    const [comment] = toPreviewItems('commentThreads', [
      {
        id: 't1',
        snippet: {
          totalReplyCount: 2,
          topLevelComment: { snippet: { authorDisplayName: 'a', textDisplay: '<a href="x">링크</a><br>둘째 줄' } },
        },
      },
    ]);
    expect(comment).toMatchObject({ kind: 'comment', text: '링크\n둘째 줄', replies: 2, likeCount: 0 });
    const [category] = toPreviewItems('videoCategories', [{ id: '10', snippet: { title: '음악', assignable: true } }]);
    expect(category).toEqual({ kind: 'category', key: '10', id: '10', title: '음악', assignable: true });
  });
});
