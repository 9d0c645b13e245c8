import { describe, expect, it } from 'vitest';
import {
  parseVideoBlockUrl,
  parseVideoUrl,
  parseVideoUrlOrError,
  parseYoutubeId,
  youtubeThumbnails,
} from './video-url.ts';

const ID = 'dQw4w9WgXcQ';

describe('YouTube links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `http://www.youtube.com/live/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the id in %s', (url) => {
    expect(parseYoutubeId(url)).toBe(ID);
    const video = parseVideoUrl(url);
    expect(video).toMatchObject({
      provider: 'youtube',
      id: ID,
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
    });
  });

  it.each([
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch`,
    `https://www.youtube.com/channel/UC123`,
    `https://youtu.be/`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.example/${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    ID,
    '',
  ])('refuses %s', (url) => {
    expect(parseYoutubeId(url)).toBeNull();
  });

  it('falls back through max, high and medium thumbnails', () => {
    expect(youtubeThumbnails(ID)).toEqual([
      `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/mqdefault.jpg`,
    ]);
  });
});

describe('Vimeo and Dailymotion', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
  ])('Vimeo %s', (url, id) => {
    expect(parseVideoUrl(url)).toMatchObject({
      provider: 'vimeo',
      id,
      embedUrl: `https://player.vimeo.com/video/${id}`,
    });
  });

  it.each([
    'https://vimeo.com/about',
    'https://vimeo.com.evil.example/76979871',
    'https://player.vimeo.com/76979871',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it.each([
    ['https://www.dailymotion.com/video/x7tgad0', 'x7tgad0'],
    ['https://www.dailymotion.com/video/x7tgad0_some-title', 'x7tgad0'],
    ['https://www.dailymotion.com/embed/video/x7tgad0', 'x7tgad0'],
    ['https://dai.ly/x7tgad0', 'x7tgad0'],
  ])('Dailymotion %s', (url, id) => {
    expect(parseVideoUrl(url)).toMatchObject({
      provider: 'dailymotion',
      id,
      embedUrl: `https://www.dailymotion.com/embed/video/${id}`,
    });
  });
});

describe('direct files', () => {
  it.each(['mp4', 'webm', 'ogg', 'avi', 'mov', 'wmv', 'flv', 'm4v', 'MP4'])('accepts .%s', (ext) => {
    expect(parseVideoUrl(`https://cdn.example.com/clip.${ext}`)).toMatchObject({ provider: 'file' });
  });

  it('refuses other files with the spec message', () => {
    expect(parseVideoUrlOrError('https://cdn.example.com/clip.gif')).toEqual({
      ok: false,
      error: '지원하지 않는 동영상 형식입니다: https://cdn.example.com/clip.gif',
    });
  });
});

describe('the video block list', () => {
  it('accepts the three sites and MP4/WebM/OGG', () => {
    for (const url of [
      `https://youtu.be/${ID}`,
      'https://vimeo.com/1',
      'https://dai.ly/x1',
      'https://a.kr/v.webm',
      'https://a.kr/v.ogg',
    ]) {
      expect(parseVideoBlockUrl(url).ok).toBe(true);
    }
  });

  it('refuses files a browser cannot play and anything else', () => {
    for (const url of ['https://a.kr/v.avi', 'https://a.kr/v.mov', 'https://example.com/page', 'javascript:alert(1)']) {
      const result = parseVideoBlockUrl(url);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toContain('지원하지 않는 동영상 URL입니다');
    }
  });
});
