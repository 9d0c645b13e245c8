import { describe, expect, it } from 'vitest';
import { checkLinkUrl } from './link-url.ts';

describe('checkLinkUrl', () => {
  it('is empty for blanks', () => {
    expect(checkLinkUrl('   ')).toEqual({ kind: 'empty' });
  });

  it('suggests https:// for an address typed without a scheme', () => {
    expect(checkLinkUrl('naver.com/news?id=1')).toEqual({ kind: 'invalid', example: 'https://naver.com' });
  });

  it.each([
    'hello world',
    'javascript:alert(1)',
    'ftp://files.example.com/a',
    'http://naver',
    'https://',
  ])('refuses %s with the generic example', (input) => {
    expect(checkLinkUrl(input)).toEqual({ kind: 'invalid', example: 'https://example.com' });
  });

  it('treats video-site links as local previews', () => {
    const result = checkLinkUrl('https://youtu.be/dQw4w9WgXcQ');
    expect(result).toMatchObject({ kind: 'video', domain: 'youtu.be' });
    if (result.kind === 'video') expect(result.video.thumbnailUrls).toHaveLength(3);
    expect(checkLinkUrl('https://vimeo.com/76979871')).toMatchObject({ kind: 'video' });
  });

  it('sends web pages (and direct video files) to the server preview', () => {
    expect(checkLinkUrl(' https://news.example.kr/a?b=1 ')).toEqual({
      kind: 'web',
      url: 'https://news.example.kr/a?b=1',
      domain: 'news.example.kr',
    });
    expect(checkLinkUrl('https://cdn.example.com/clip.mp4')).toMatchObject({ kind: 'web' });
    expect(checkLinkUrl('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toMatchObject({ kind: 'web' });
  });
});
