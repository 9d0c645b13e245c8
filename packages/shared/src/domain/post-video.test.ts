import { describe, expect, it } from 'vitest';
import { postVideoId, postVideoIdFromJson } from './post-video.ts';

describe('postVideoId', () => {
  it('is the first block that is a YouTube video', () => {
    expect(
      postVideoId([
        { type: 'text' },
        { type: 'video', url: 'https://vimeo.com/76979871' },
        { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ?t=1m' },
        { type: 'video', url: 'https://www.youtube.com/watch?v=9bZkp7q19f0' },
      ]),
    ).toBe('dQw4w9WgXcQ');
  });

  it('is null without one', () => {
    expect(
      postVideoId([
        { type: 'text' },
        { type: 'video', url: '' },
        { type: 'link', url: 'https://youtu.be/dQw4w9WgXcQ' },
      ]),
    ).toBeNull();
  });
});

describe('postVideoIdFromJson', () => {
  it('reads stored blocks', () => {
    expect(postVideoIdFromJson('[{"id":"1","type":"video","url":"https://youtu.be/dQw4w9WgXcQ"}]')).toBe('dQw4w9WgXcQ');
  });

  it('is null for nothing, bad JSON or a value that is not a list of blocks', () => {
    expect(postVideoIdFromJson(null)).toBeNull();
    expect(postVideoIdFromJson('{')).toBeNull();
    expect(postVideoIdFromJson('{"type":"video","url":"https://youtu.be/dQw4w9WgXcQ"}')).toBeNull();
    expect(postVideoIdFromJson('[null, 3, {"type":"video","url":"https://youtu.be/dQw4w9WgXcQ"}]')).toBe('dQw4w9WgXcQ');
  });
});
