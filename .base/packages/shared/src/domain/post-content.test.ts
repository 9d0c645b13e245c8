import { describe, expect, it } from 'vitest';
import type { Block } from '../contract/blocks.ts';
import {
  filledBlocks,
  POST_MESSAGES,
  postBlocksProblem,
  postContentFromBlocks,
  RICH_POST_PLACEHOLDER,
  videoShareProblem,
} from './post-content.ts';

const text = (id: string, content: string): Block => ({ id, type: 'text', content });
const YT = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('post content', () => {
  it('joins the trimmed non-blank text blocks', () => {
    const blocks: Block[] = [
      text('1', '  첫 줄  '),
      text('2', '   '),
      { id: '3', type: 'image', url: '/uploads/a.webp' },
    ];
    blocks.push(text('4', '둘째\n줄'));
    expect(postContentFromBlocks(blocks)).toBe('첫 줄\n\n둘째\n줄');
  });

  it('uses the placeholder when there is no text', () => {
    expect(postContentFromBlocks([{ id: '1', type: 'link', url: 'https://a.kr' }])).toBe(RICH_POST_PLACEHOLDER);
  });

  it('drops empty blocks: blank text, media and links without an address', () => {
    const blocks: Block[] = [
      text('1', ' '),
      { id: '2', type: 'image', url: '' },
      { id: '3', type: 'video' },
      { id: '4', type: 'link', url: '  ' },
      text('5', 'x'),
    ];
    expect(filledBlocks(blocks).map((b) => b.id)).toEqual(['5']);
  });
});

describe('postBlocksProblem', () => {
  it('asks for content when nothing is filled', () => {
    expect(postBlocksProblem([text('1', '  ')])).toBe(POST_MESSAGES.contentRequired);
    expect(postBlocksProblem([])).toBe(POST_MESSAGES.contentRequired);
  });

  it('accepts one text, one image, one video or one link', () => {
    expect(postBlocksProblem([text('1', '안녕')])).toBeNull();
    expect(postBlocksProblem([{ id: '1', type: 'image', url: '/uploads/a.webp' }])).toBeNull();
    expect(postBlocksProblem([{ id: '1', type: 'video', url: YT }])).toBeNull();
    expect(postBlocksProblem([{ id: '1', type: 'link', url: 'https://naver.com' }])).toBeNull();
  });

  it('refuses a video block the player cannot show', () => {
    expect(postBlocksProblem([{ id: '1', type: 'video', url: 'https://a.kr/clip.avi' }])).toContain(
      '지원하지 않는 동영상 URL입니다',
    );
  });
});

describe('videoShareProblem', () => {
  const ok = { title: '제목', description: '설명', url: YT };

  it('passes a complete share', () => {
    expect(videoShareProblem(ok)).toBeNull();
  });

  it.each([
    [{ ...ok, title: '  ' }],
    [{ ...ok, description: '' }],
    [{ ...ok, url: ' ' }],
  ])('requires title, description and link: %o', (fields) => {
    expect(videoShareProblem(fields)).toBe(POST_MESSAGES.shareFieldsRequired);
  });

  it.each([
    'https://vimeo.com/1',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('refuses %s as a YouTube link', (url) => {
    expect(videoShareProblem({ ...ok, url })).toBe(POST_MESSAGES.invalidYoutubeLink);
  });

  it('caps title at 100 and description at 1000 characters', () => {
    expect(videoShareProblem({ ...ok, title: 'a'.repeat(100) })).toBeNull();
    expect(videoShareProblem({ ...ok, title: 'a'.repeat(101) })).toBe(POST_MESSAGES.titleTooLong);
    expect(videoShareProblem({ ...ok, description: 'a'.repeat(1000) })).toBeNull();
    expect(videoShareProblem({ ...ok, description: 'a'.repeat(1001) })).toBe(POST_MESSAGES.descriptionTooLong);
  });
});
