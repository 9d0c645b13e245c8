import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharePost, shareText } from './share-post.ts';

afterEach(() => vi.unstubAllGlobals());

const post = { title: '제목', content: '가'.repeat(150) };

describe('sharePost', () => {
  it('shares the first 100 characters through the Web Share API', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    expect(await sharePost(post, 'https://x.kr/post/post1')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: '제목', text: '가'.repeat(100), url: 'https://x.kr/post/post1' });
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await sharePost(post, 'https://x.kr/p')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x.kr/p');
  });

  it('reports a cancelled share without copying, and a failed copy', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', {
      share: vi.fn().mockRejectedValue(new DOMException('x', 'AbortError')),
      clipboard: { writeText },
    });
    expect(await sharePost(post, 'u')).toBe('cancelled');
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await sharePost(post, 'u')).toBe('failed');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(shareText('😀'.repeat(120))).toBe('😀'.repeat(100));
  });
});
