import { describe, expect, it } from 'vitest';
import { checkPreviewUrl, detectYoutubeVideos } from './youtube.ts';

describe('detectYoutubeVideos', () => {
  it('finds each video once across the imported id, blocks and text, in reading order', () => {
    const videos = detectYoutubeVideos({
      youtubeVideoId: 'aaaaaaaaaaa',
      title: null,
      content: '보세요 https://youtu.be/bbbbbbbbbbb?t=3 그리고 https://www.youtube.com/watch?v=aaaaaaaaaaa',
      blocks: [
        { id: '1', type: 'video', url: 'https://www.youtube.com/shorts/ccccccccccc' },
        { id: '2', type: 'link', url: 'https://example.com/not-a-video' },
        { id: '3', type: 'text', content: '링크: https://m.youtube.com/watch?v=ddddddddddd.' },
      ],
    });
    expect(videos.map((v) => v.id)).toEqual(['aaaaaaaaaaa', 'ccccccccccc', 'ddddddddddd', 'bbbbbbbbbbb']);
    expect(videos[0]?.thumbnails[0]).toBe('https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg');
    expect(videos[0]?.watchUrl).toBe('https://www.youtube.com/watch?v=aaaaaaaaaaa');
  });

  it('ignores look-alike hosts and ids of the wrong length', () => {
    const videos = detectYoutubeVideos({
      youtubeVideoId: null,
      title: 'https://youtube.com.evil.example/watch?v=aaaaaaaaaaa',
      content: 'https://youtu.be/short https://www.youtube.com/watch?v=waytoolongid1',
      blocks: [],
    });
    expect(videos).toEqual([]);
  });
});

describe('checkPreviewUrl', () => {
  it('asks for a URL when blank and refuses what is not a YouTube video', () => {
    expect(checkPreviewUrl('   ')).toEqual({ ok: false, error: 'required' });
    for (const text of ['hello', 'https://vimeo.com/123', 'https://youtu.be/abc', 'https://youtu.be/abcdefghijkl']) {
      expect(checkPreviewUrl(text), text).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it('accepts watch, short, embed and shorts links, with or without https://', () => {
    for (const text of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtu.be/dQw4w9WgXcQ',
      ' https://www.youtube.com/embed/dQw4w9WgXcQ ',
      'www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      const check = checkPreviewUrl(text);
      expect(check.ok && check.video.id, text).toBe('dQw4w9WgXcQ');
    }
  });
});
